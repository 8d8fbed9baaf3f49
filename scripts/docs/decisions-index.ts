// docs/decisions.md's index: a list of its sections (##) and subsections (###), linked by the
// anchors GitHub gives headings, written above the first section. Run after adding a section:
//   npx node scripts/docs/decisions-index.ts (Node 24, from node_modules)
// (tests/docs/decisions-index.test.ts fails while the index is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const indexHeading = '## Index';
const note = '<!-- Written by scripts/docs/decisions-index.ts from the headings below; do not edit by hand. -->';

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation dropped, each space a
 *  hyphen; a repeated anchor gets -1, -2, … in order. `seen` counts the anchors so far. */
export function headingAnchor(text: string, seen: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
  const count = seen.get(base);
  seen.set(base, (count ?? 0) + 1);
  if (count === undefined) return base;
  const numbered = `${base}-${count}`;
  seen.set(numbered, 1);
  return numbered;
}

interface Heading {
  depth: number;
  text: string;
}

/** The ## to #### headings outside fenced code blocks, in order. */
function headingsOf(lines: readonly string[]): Heading[] {
  const headings: Heading[] = [];
  let fenced = false;
  for (const line of lines) {
    if (line.startsWith('```')) fenced = !fenced;
    const match = fenced ? null : /^(#{2,4}) (.+)$/.exec(line);
    if (match) headings.push({ depth: match[1]!.length, text: match[2]!.trim() });
  }
  return headings;
}

/** The document with its index (re)written above the first section. */
export function withIndex(markdown: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(indexHeading);
  if (start !== -1) {
    const end = lines.findIndex((line, at) => at > start && line.startsWith('## '));
    lines.splice(start, (end === -1 ? lines.length : end) - start);
  }
  const seen = new Map<string, number>();
  const entries = headingsOf(lines).flatMap(({ depth, text }) => {
    const anchor = headingAnchor(text, seen);
    return depth > 3 ? [] : [`${'  '.repeat(depth - 2)}- [${text}](#${anchor})`];
  });
  const first = lines.findIndex((line) => line.startsWith('## '));
  const at = first === -1 ? lines.length : first;
  lines.splice(at, 0, indexHeading, '', note, '', ...entries, '');
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../../docs/decisions.md', import.meta.url));
  writeFileSync(file, withIndex(readFileSync(file, 'utf8')));
}
