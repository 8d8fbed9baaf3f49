import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoverInterruptedSwap, swapIn } from '../../scripts/build/bundle.ts';

function bundle(dir: string, marker: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), marker);
}

describe('atomic swap of a bundle', () => {
  it('replaces the previous bundle whole and leaves nothing behind', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'swap-'));
    bundle(path.join(dist, 'delta'), 'old');
    bundle(path.join(dist, '.staging-delta'), 'new');
    swapIn(path.join(dist, '.staging-delta'), path.join(dist, 'delta'));
    expect(readFileSync(path.join(dist, 'delta', 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(path.join(dist, '.old-delta'))).toBe(false);
    expect(existsSync(path.join(dist, '.staging-delta'))).toBe(false);
  });

  it('restores the previous bundle when a swap was interrupted between its two renames', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'swap-'));
    bundle(path.join(dist, 'delta'), 'old');
    bundle(path.join(dist, '.staging-delta'), 'half-done');
    renameSync(path.join(dist, 'delta'), path.join(dist, '.old-delta')); // the process died here
    recoverInterruptedSwap(dist);
    expect(readFileSync(path.join(dist, 'delta', 'index.html'), 'utf8')).toBe('old');
    expect(existsSync(path.join(dist, '.staging-delta'))).toBe(false);
  });

  it('drops a parked copy once the new bundle is in place', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'swap-'));
    bundle(path.join(dist, 'delta'), 'new');
    bundle(path.join(dist, '.old-delta'), 'old');
    recoverInterruptedSwap(dist);
    expect(readFileSync(path.join(dist, 'delta', 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(path.join(dist, '.old-delta'))).toBe(false);
  });
});
