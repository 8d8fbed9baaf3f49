import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks } from '../../scripts/build/links.ts';

function bundle(pages: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'links-'));
  for (const [relative, body] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), body);
  }
  return root;
}

const siteUrl = 'https://dining.delta.example';
const rules = [{ from: '/merchants/:id', to: '/merchants/_detail/', status: 200 as const }];

describe('the build link check', () => {
  it('warns about same-site paths the bundle lacks', () => {
    const dir = bundle({
      'index.html': '<a href="/how-it-works">ok</a> <a href="/account/overview">missing</a> <a href="/merchants/12">rule</a>',
      'how-it-works/index.html': '<a href="/">home</a> <a href="/api/Member">backend</a>',
    });
    expect(brokenLinks(dir, rules, siteUrl)).toEqual([{ page: '/', href: '/account/overview' }]);
  });

  it("checks absolute links to the partner's own site host like same-site paths", () => {
    const dir = bundle({
      'index.html': [
        `<a href="${siteUrl}/how-it-works">ok</a>`,
        `<a href="${siteUrl}/account/user_profile?tab=1#top">missing</a>`,
        '<a href="HTTPS://Dining.Delta.Example/earn/nowhere">missing, host in capitals</a>',
        `<a href="${siteUrl}/merchants/99">rule</a>`,
        `<a href="${siteUrl}/api/Member">backend</a>`,
        '<a href="https://www.delta.example/account/user_profile">another site</a>',
        '<a href="https://dining.delta.example.evil.test/account/user_profile">lookalike host</a>',
        '<a href="mailto:help@dining.delta.example">mail</a>',
        '<a href="/\\evil.test/account/user_profile">another host, the way browsers read it</a>',
      ].join(' '),
      'how-it-works/index.html': 'page',
    });
    expect(brokenLinks(dir, rules, siteUrl)).toEqual([
      { page: '/', href: `${siteUrl}/account/user_profile?tab=1#top` },
      { page: '/', href: 'HTTPS://Dining.Delta.Example/earn/nowhere' },
    ]);
  });
});
