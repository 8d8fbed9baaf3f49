// Synthetic partner slugs (the scale bench's fleet, issue #12): while a sandbox started with
// aliases runs, `delta-2` answers exactly as delta; a sandbox without them knows only the registry.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-aliases-'));
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataDir, quiet: true, partnerAliases: { 'delta-2': 'delta', 'nosh-7': 'nosh' } });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const body = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('partner aliases', () => {
  it("serve a synthetic slug with its base partner's CMS sets and feature flags", async () => {
    for (const [alias, base] of [
      ['delta-2', 'delta'],
      ['nosh-7', 'nosh'],
    ] as const) {
      for (const call of ['/api/feature-flags', '/api/cms/pages/home/?page_size=100', '/api/cms/pages/*/?page_size=100']) {
        const copy = await body(`${sandbox.url}/${alias}${call}`);
        expect(copy.status, `${alias}${call}`).toBe(200);
        expect(copy, `${alias}${call}`).toEqual(await body(`${sandbox.url}/${base}${call}`));
      }
    }
    // Different bases stay different: the alias is not a catch-all.
    expect((await body(`${sandbox.url}/delta-2/api/feature-flags`)).body).not.toEqual(
      (await body(`${sandbox.url}/nosh-7/api/feature-flags`)).body,
    );
  });

  it('leave slugs that were not aliased unknown', async () => {
    expect(await body(`${sandbox.url}/delta-3/api/feature-flags`)).toEqual({
      status: 404,
      body: { message: 'Unknown partner "delta-3".' },
    });
  });

  it('end with the sandbox that registered them', async () => {
    const other = mkdtempSync(join(tmpdir(), 'sandbox-aliases-'));
    const second = await startSandbox({ port: 0, dataDir: other, quiet: true, partnerAliases: { 'united-2': 'united' } });
    expect((await fetch(`${second.url}/united-2/api/feature-flags`)).status).toBe(200);
    await second.close();
    const third = await startSandbox({ port: 0, dataDir: other, quiet: true });
    try {
      expect((await fetch(`${third.url}/united-2/api/feature-flags`)).status).toBe(404);
    } finally {
      await third.close();
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuse an alias that names no registry partner, or takes a registry slug', async () => {
    await expect(startSandbox({ port: 0, dataDir, quiet: true, partnerAliases: { 'acme-2': 'acme' } })).rejects.toThrow(
      'partner alias "acme-2": "acme" is not a partner of the registry',
    );
    await expect(startSandbox({ port: 0, dataDir, quiet: true, partnerAliases: { nosh: 'delta' } })).rejects.toThrow(
      'partner alias "nosh" is already a partner of the registry',
    );
  });
});
