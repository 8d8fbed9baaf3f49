// The editors' content report on real builds: hilton built against the sandbox, an editor's CMS
// edits (sandbox "__sandbox/cms"), hilton built again; the report must show what the edit did.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPartners, type BuildOptions } from '../../scripts/build/build.ts';
import { bundlePages } from '../../scripts/build/pages.ts';
import { sandboxSources } from '../../scripts/build/sources.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';

let sandbox: Sandbox;
let distDir: string;
let reportFile: string;
let lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), 'report-sandbox-')), reset: true, quiet: true });
  distDir = mkdtempSync(path.join(tmpdir(), 'report-dist-'));
  reportFile = path.join(distDir, 'hilton', '.report.html');
});
afterAll(() => sandbox.close());
beforeEach(() => {
  lines = [];
});

const build = (options: Partial<BuildOptions> = {}) =>
  buildPartners({
    partners: ['hilton'],
    distDir,
    sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
    log: (line) => lines.push(line),
    backoffMs: 1,
    report: true,
    ...options,
  });

/** An editor's change to one CMS entry of hilton (docs/api.md, `PUT /__sandbox/cms/...`). */
async function editEntry(set: string, slug: string, fields: Record<string, unknown>) {
  const response = await fetch(`${sandbox.url}/__sandbox/cms/hilton/${encodeURIComponent(set)}/${slug}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  expect(response.status).toBe(200);
}

const report = () => readFileSync(reportFile, 'utf8');
const defaultStep1 = 'Find participating restaurants, bars and clubs near you.';
const editedStep1 = 'Find <script>alert("edited")</script> restaurants near you.';
const escapedStep1 = 'Find &lt;script&gt;alert(&quot;edited&quot;)&lt;/script&gt; restaurants near you.';

describe("the editors' content report", () => {
  it('on a first build, says there was nothing to compare with and prints where it is', async () => {
    const [hilton] = await build();
    expect(hilton).toMatchObject({ result: 'built', report: reportFile });
    expect(lines).toContain(`hilton  content report → ${path.relative(process.cwd(), reportFile)}`);
    expect(report()).toContain('There was no earlier bundle to compare with: every page is new.');
    expect(report()).toMatch(/<h3>Pages added<\/h3><ul>.*<li><code>\/how-it-works<\/code><\/li>/);
    // The built-in pictures are described or marked decorative: an editor sees only their own.
    expect(report()).toContain('Every image has alt text or is marked decorative.');
  });

  it("shows what an editor's CMS edit did: the changed copy, a dropped entry and why, a broken link, the overridden key", async () => {
    const seeded = (await (await fetch(`${sandbox.url}/hilton/api/cms/pages/%2A/?page_size=100`)).json()) as {
      data: { slug: string; fields: { copy?: Record<string, string> } }[];
    };
    const seededCopy = seeded.data.find((entry) => entry.slug === 'copy')!.fields.copy!;
    await editEntry('*', 'copy', { copy: { ...seededCopy, 'howItWorks.step1.body': editedStep1 } });
    await editEntry('earn_banner', 'blank-banner', { text: '' });
    await editEntry('earn_details', 'rewards', {
      url: '/earn/rewards',
      main_column: [{ type: 'standalone_link', text: 'Our partners', url: '/no-such-page' }],
    });

    const [hilton] = await build();
    expect(hilton).toMatchObject({ result: 'built', report: reportFile });
    const html = report();
    // The page whose copy changed, with the old and new line of the step the editor rewrote.
    expect(html).toMatch(
      /<summary>Changed <code>\/how-it-works<\/code> <span class="added">\+1<\/span> <span class="removed">−1<\/span><\/summary>/,
    );
    expect(html).toContain(`<del>${defaultStep1}</del><ins>${escapedStep1}</ins>`);
    expect(html).toMatch(/<h3>Pages added<\/h3><ul><li><code>\/earn\/rewards<\/code><\/li><\/ul>/);
    // The entry that no longer fits its model, with its field and why.
    expect(html).toMatch(
      /<tr><td><code>earn_banner<\/code><\/td><td><code>blank-banner<\/code><\/td><td><code>text<\/code><\/td><td>[^<]+<\/td><\/tr>/,
    );
    expect(html).toContain('<tr><td><code>/earn/rewards</code></td><td><code>/no-such-page</code></td></tr>');
    // The overridden key: built-in default beside the CMS value, which stays text.
    expect(html).toContain(`<tr><td><code>howItWorks.step1.body</code></td><td>${defaultStep1}</td><td>${escapedStep1}</td></tr>`);
    expect(html).not.toMatch(/<script/i);
    // The pages that did not change are not listed as changed.
    expect(html).not.toContain('Changed <code>/search</code>');

    // Not part of the site: no page of the bundle, not precached, no header or redirect rule.
    const bundle = path.join(distDir, 'hilton');
    expect([...bundlePages(bundle)].map(([page]) => page)).not.toContain('/.report.html');
    for (const file of ['worker.js', '_headers', '_redirects']) {
      expect(readFileSync(path.join(bundle, file), 'utf8'), file).not.toContain('report');
    }
  });

  it('on an up-to-date partner, says nothing was rebuilt and still lists what needs fixing', async () => {
    const [hilton] = await build();
    expect(hilton!.result).toBe('skipped');
    expect(lines).toContain(`hilton  content report → ${path.relative(process.cwd(), reportFile)}`);
    expect(report()).toContain('Nothing was rebuilt');
    expect(report()).toContain('<td><code>blank-banner</code></td>');
    expect(report()).toContain('<td><code>howItWorks.step1.body</code></td>');
  });

  it('leaves the report as it was when a --strict build fails', async () => {
    const before = report();
    const [hilton] = await build({ strict: true });
    expect(hilton).toMatchObject({ result: 'failed' });
    expect(hilton!.error).toContain('--strict');
    expect(report()).toBe(before);
  });
});
