// Input hashing for incremental builds: a partner is rebuilt only when the code, its config,
// its content, its flags, the providers or the strictness it was built with change.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isRecord } from '../../src/lib/is-record.ts';

/** Every file that shapes a bundle's output; data files under tests/ and e2e/ are not. */
const codeRoots = ['src', 'partners', 'public', 'scripts/build', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

function* files(root: string): Generator<string> {
  const stat = statSync(root, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield root;
    return;
  }
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    yield* files(path.join(root, entry.name));
  }
}

export function codeHash(repoRoot: string): string {
  const hash = createHash('sha256');
  for (const root of codeRoots) {
    for (const file of files(path.join(repoRoot, root))) {
      hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Stable JSON (sorted keys) so equal inputs always hash equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isRecord(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

export function inputHash(parts: { code: string; inputs: unknown }): string {
  return createHash('sha256').update(parts.code).update('\0').update(stableJson(parts.inputs)).digest('hex');
}
