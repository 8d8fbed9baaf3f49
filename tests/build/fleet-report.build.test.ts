// `npm run build` writes the fleet report: the real CLI against a test sandbox, two partners into a
// temporary dist folder, then a second run in which one partner fails and the other is up to date.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/build/paths.ts';
import { chromiumPath } from '../../scripts/build/fleet-screenshots.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';
import { addSandboxFault } from '../helpers/sandbox-faults.ts';

let sandbox: Sandbox;
let distDir: string;
const hasChromium = existsSync(chromiumPath(process.env));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), 'fleet-sandbox-')), reset: true, quiet: true });
  distDir = mkdtempSync(path.join(tmpdir(), 'fleet-dist-'));
});
afterAll(() => sandbox.close());

/** `npm run build -- ...args --out <distDir>` against the test sandbox. */
function cli(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/build/cli.ts'), ...args, '--out', distDir], {
      cwd: repoRoot,
      env: { ...process.env, SANDBOX_URL: sandbox.url, CMS_BASE_URL: '', API_BASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const fault = (rule: Record<string, unknown>) => addSandboxFault(sandbox.url, rule);

const report = () => new new Window().DOMParser().parseFromString(readFileSync(path.join(distDir, 'index.html'), 'utf8'), 'text/html');
const injected = '<img src=x onerror=alert(1)>';

describe('the fleet report of a build', () => {
  it('has a row per built partner with its figures, warnings, npm start link and thumbnails', async () => {
    // An entry that does not fit the content model, with markup in its slug.
    await fault({
      partner: 'delta',
      path: '/api/cms/pages/earn_banner',
      status: 200,
      body: { data: [{ slug: injected, fields: { text: '' } }] },
    });
    const { code, output } = await cli('--partner', 'delta,nosh');
    expect(code, output).toBe(0);
    expect(output).toContain(`fleet report: ${path.relative(repoRoot, path.join(distDir, 'index.html'))}`);

    const doc = report();
    for (const slug of ['delta', 'nosh']) {
      const row = doc.querySelector(`tr#${slug}`)!;
      expect(row.querySelector('.status')!.textContent).toBe('built');
      expect(row.querySelector('a')!.getAttribute('href')).toBe('http://localhost:4321');
      expect(row.textContent).toContain(`npm start -- --partner ${slug}`);
      const manifest = JSON.parse(readFileSync(path.join(distDir, slug, 'build-manifest.json'), 'utf8')) as {
        contentHash: string;
        builtAt: string;
      };
      expect(row.querySelector('code[title]')!.getAttribute('title')).toBe(manifest.contentHash);
      expect(row.querySelector('time')!.textContent).toBe(manifest.builtAt);
      expect(Number(row.children[2]!.textContent)).toBeGreaterThan(20);
    }
    expect(doc.querySelector('tr#american .status')!.textContent).toBe('not in this run');

    const warnings = doc.querySelector('tr#delta details')!;
    expect(warnings.querySelector('summary')!.textContent).toBe('1 warning');
    expect(warnings.querySelector('li')!.textContent.startsWith(`set earn_banner · slug ${injected} · field text `)).toBe(true);
    expect(doc.querySelector('tr#delta img[src="x"]')).toBeNull();
    expect(doc.querySelector('tr#nosh details')).toBeNull();

    if (!hasChromium) {
      expect(doc.querySelector('.banner')!.textContent).toContain('no Chromium');
      return;
    }
    expect(output).toMatch(/\(4 thumbnails in [\d.]+s\)/);
    const images = (slug: string) => [...doc.querySelectorAll(`tr#${slug} img`)].map((img) => img.getAttribute('src')!.replace(/\?.*/, ''));
    expect(images('delta')).toEqual(['.fleet/delta-390.jpg', '.fleet/delta-1280.jpg']);
    expect(images('nosh')).toEqual(['.fleet/nosh-390.jpg', '.fleet/nosh-1280.jpg']);
    const bytes = (file: string) => readFileSync(path.join(distDir, file));
    for (const file of [...images('delta'), ...images('nosh')]) {
      expect(bytes(file).subarray(0, 3).toString('hex'), file).toBe('ffd8ff'); // a JPEG
      expect(bytes(file).length, file).toBeGreaterThan(3_000); // not a blank page
    }
    expect(bytes('.fleet/delta-1280.jpg').equals(bytes('.fleet/nosh-1280.jpg'))).toBe(false);
  });

  it('shows a failed partner as failed with its error and its kept bundle, and keeps an up-to-date partner’s thumbnails', async () => {
    await fault({ partner: 'nosh', path: '/api/cms/pages/home', status: 503 });
    const thumbnail = path.join(distDir, '.fleet', 'delta-390.jpg');
    const takenAt = hasChromium ? statSync(thumbnail).mtimeMs : 0;
    const { code, output } = await cli('--partner', 'delta,nosh');
    expect(code, output).toBe(1);

    const doc = report();
    const nosh = doc.querySelector('tr#nosh')!;
    expect(nosh.querySelector('.status')!.textContent).toBe('failed');
    expect(nosh.querySelector('.error')!.textContent).toContain(
      `nosh: set "home" failed after 4 attempts (HTTP 503) at ${sandbox.url}/nosh/`,
    );
    expect(nosh.textContent).toContain('kept: the bundle built');
    const delta = doc.querySelector('tr#delta')!;
    expect(delta.querySelector('.status')!.textContent).toBe('up to date');
    expect(delta.querySelector('details li')!.textContent).toContain(`slug ${injected}`);
    if (hasChromium) {
      expect(delta.querySelectorAll('img')).toHaveLength(2);
      expect(nosh.querySelectorAll('img')).toHaveLength(2);
      expect(statSync(thumbnail).mtimeMs).toBe(takenAt);
    }
  });
});
