// A line diff of a page's copy for the content report: changed lines with a little context, long
// unchanged stretches folded. The diff itself is jsdiff's Myers diff (`diffArrays`), capped so a
// page whose copy was rewritten wholesale cannot cost the build more than a bounded amount of work.
import { diffArrays } from 'diff';

export type DiffLine =
  | { kind: 'same' | 'added' | 'removed'; text: string }
  /** `count` unchanged lines left out. */
  | { kind: 'folded'; count: number };

export type TextDiff =
  | { kind: 'lines'; lines: DiffLine[]; added: number; removed: number }
  /** More edits than `maxEdits`: the report says so instead of listing them. */
  | { kind: 'too-large'; before: number; after: number };

export interface DiffOptions {
  /** Unchanged lines shown around each change. */
  context?: number;
  /** The most line edits the diff looks for before giving up (keeps the work bounded). */
  maxEdits?: number;
}

export function diffText(before: readonly string[], after: readonly string[], options: DiffOptions = {}): TextDiff {
  const context = options.context ?? 2;
  const changes = diffArrays([...before], [...after], { maxEditLength: options.maxEdits ?? 1000 });
  if (!changes) return { kind: 'too-large', before: before.length, after: after.length };

  const flat: { kind: 'same' | 'added' | 'removed'; text: string }[] = changes.flatMap((change) =>
    change.value.map((text) => ({
      kind: change.added ? ('added' as const) : change.removed ? ('removed' as const) : ('same' as const),
      text,
    })),
  );
  // Keep every changed line and the `context` unchanged lines on either side of it.
  const keep = flat.map((line) => line.kind !== 'same');
  flat.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let near = Math.max(0, index - context); near <= Math.min(flat.length - 1, index + context); near += 1) keep[near] = true;
  });

  const lines: DiffLine[] = [];
  let folded = 0;
  flat.forEach((line, index) => {
    if (keep[index]) {
      if (folded) lines.push({ kind: 'folded', count: folded });
      folded = 0;
      lines.push(line);
    } else folded += 1;
  });
  if (folded) lines.push({ kind: 'folded', count: folded });
  return {
    kind: 'lines',
    lines,
    added: flat.filter((line) => line.kind === 'added').length,
    removed: flat.filter((line) => line.kind === 'removed').length,
  };
}
