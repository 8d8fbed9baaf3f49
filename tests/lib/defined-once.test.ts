// Issue #23 part 6: the "is this a JSON object?" check and HTML/XML escaping are written once
// (src/lib/is-record.ts, src/lib/escape-html.ts) and imported everywhere else, so a fix to either
// reaches every caller. This scans the code for a second copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/escape-html.ts';
import { isRecord } from '../../src/lib/is-record.ts';

const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Lines of src/ and scripts/ (tests may build their own fixtures) matching a pattern. */
function copiesOf(pattern: RegExp, home: string): string[] {
  return [...sources('src'), ...sources('scripts')]
    .filter((file) => file !== home)
    .flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        .filter(({ line }) => pattern.test(line))
        .map(({ where }) => where),
    );
}

describe('isRecord', () => {
  it('accepts plain objects only', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
    expect(isRecord(undefined)).toBe(false);
  });

  it('is defined in src/lib/is-record.ts only', () => {
    const recordTest = /typeof (\w+) === 'object' && (?:\1 !== null && )?!Array\.isArray\(\1\)/;
    expect(copiesOf(recordTest, 'src/lib/is-record.ts')).toEqual([]);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML and XML text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml('plain')).toBe('plain');
  });

  it('is defined in src/lib/escape-html.ts only', () => {
    // An entity table, a chained `&` → `&amp;` replace, or numeric character references built per character.
    const escaper = /['"]&['"]: ['"]&amp;['"]|replace\(\/&\/g, ['"]&amp;['"]\)|`&#\$\{\w+\.charCodeAt\(0\)\};`/;
    expect(copiesOf(escaper, 'src/lib/escape-html.ts')).toEqual([]);
  });
});
