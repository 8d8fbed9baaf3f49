// The editors' content report, piece by piece on small hand-made bundles: visible text, the line
// diff, alt text, copy overrides, escaping, and that the report is no page of the bundle.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { renderContentReport, type ContentReport } from '../../scripts/build/content-report-html.ts';
import {
  bundleText,
  comparePages,
  copyOverrides,
  imageFindings,
  reportFileName,
  writeBuildReport,
  writeUnchangedReport,
} from '../../scripts/build/content-report.ts';
import { imagesWithoutAlt } from '../../scripts/build/image-alt.ts';
import { literalRates, literalRatesIn } from '../../scripts/build/literal-rates.ts';
import { brokenLinks } from '../../scripts/build/links.ts';
import { redirectRules } from '../../src/site/routes.ts';
import { bundlePages } from '../../scripts/build/pages.ts';
import { diffText } from '../../scripts/build/text-diff.ts';
import { visibleText } from '../../scripts/build/visible-text.ts';
import { loadPartner } from '../../partners/index.ts';
import { resolveTestSite, testProviders } from '../helpers/sites.ts';

function bundle(pages: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-report-'));
  for (const [relative, body] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), body);
  }
  return root;
}

const page = (title: string, main: string, extra = '') =>
  `<!doctype html><html><head><title>${title}</title><style>p{color:red}</style></head><body><header><a href="/">Logo text</a></header>${extra}<main>${main}</main><footer>Footer text</footer></body></html>`;

const emptyReport: ContentReport = {
  slug: 'hilton',
  partnerName: 'Hilton Honors™ Dining',
  builtAt: '2025-01-02T03:04:05.000Z',
  status: 'built',
  previousBuiltAt: '2025-01-01T00:00:00.000Z',
  pages: { added: [], removed: [], changed: [], unchanged: 3 },
  dropped: [],
  brokenLinks: [],
  images: [],
  overrides: [],
  literalRates: [],
};

describe('the visible text of a page', () => {
  it('is the title and the lines of <main>, without scripts, styles, icons or attributes', () => {
    const html = page(
      'How It Works | Hilton',
      `<h1 class="x" data-props="{&quot;copy&quot;:&quot;hidden json&quot;}">How  It
        Works</h1><p>Earn <strong>8 points</strong> per&nbsp;dollar &amp; more.</p>
       <script>const copy = "not copy";</script><style>.a{}</style>
       <svg><title>icon name</title><path/></svg><template><p>template text</p></template>
       <ul><li>One</li><li>Two<br>lines</li></ul><button>Join Now</button>`,
    );
    expect(visibleText(html)).toEqual({
      title: 'How It Works | Hilton',
      lines: ['How It Works', 'Earn 8 points per dollar & more.', 'One', 'Two', 'lines', 'Join Now'],
    });
  });

  it('falls back to the whole body when a page has no <main>', () => {
    expect(visibleText('<html><head><title>Oops</title></head><body><h1>Offline</h1><p>Try again</p></body></html>').lines).toEqual([
      'Offline',
      'Try again',
    ]);
  });
});

describe('the line diff of a page', () => {
  const before = ['Title: Home', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('shows changed lines with two lines of context and folds the rest', () => {
    const after = ['Title: Home', 'a', 'b', 'c', 'D!', 'e', 'f', 'g', 'h', 'i'];
    expect(diffText(before, after)).toEqual({
      kind: 'lines',
      added: 2,
      removed: 1,
      lines: [
        { kind: 'folded', count: 2 },
        { kind: 'same', text: 'b' },
        { kind: 'same', text: 'c' },
        { kind: 'removed', text: 'd' },
        { kind: 'added', text: 'D!' },
        { kind: 'same', text: 'e' },
        { kind: 'same', text: 'f' },
        { kind: 'same', text: 'g' },
        { kind: 'same', text: 'h' },
        { kind: 'added', text: 'i' },
      ],
    });
  });

  it('gives up past its edit cap instead of working without bound', () => {
    const many = Array.from({ length: 50 }, (_, index) => `line ${index}`);
    const other = many.map((line) => `${line} rewritten`);
    expect(diffText(many, other, { maxEdits: 20 })).toEqual({ kind: 'too-large', before: 50, after: 50 });
    expect(diffText(many, other).kind).toBe('lines');
  });
});

describe('images without alt text', () => {
  it('lists images with no alt, or an empty one, unless marked decorative', () => {
    const html = [
      '<img src="/a.png">',
      '<img src="/b.png" alt="">',
      '<img src="/c.png" alt="  ">',
      '<img src="/ok.png" alt="A plate of pasta">',
      '<img src="/d1.png" alt="" role="presentation">',
      '<img src="/d2.png" role="none">',
      '<img src="/d3.png" aria-hidden="true">',
      '<span aria-hidden="true"><picture><img src="/d4.png"></picture></span>',
      '<p><img src="/e.png"><br></p>',
    ].join('');
    expect(imagesWithoutAlt(html)).toEqual([
      { src: '/a.png', problem: 'no alt attribute' },
      { src: '/b.png', problem: 'empty alt, not marked decorative' },
      { src: '/c.png', problem: 'empty alt, not marked decorative' },
      { src: '/e.png', problem: 'no alt attribute' },
    ]);
  });

  it('groups one picture shown on many pages', () => {
    const dir = bundle({
      'index.html': page('Home', '<img src="/logo-chain.png">'),
      'how-it-works/index.html': page('How', '<img src="/logo-chain.png"><img src="/x.png" alt="X">'),
    });
    expect(imageFindings(dir)).toEqual([{ src: '/logo-chain.png', problem: 'no alt attribute', pages: ['/', '/how-it-works'] }]);
  });
});

describe('comparing two bundles', () => {
  it('lists pages added, removed and changed, ignoring markup-only changes', () => {
    const before = bundleText(
      bundle({
        'index.html': page('Home', '<p class="old">Same copy</p>'),
        'how-it-works/index.html': page('How', '<p>Search</p><p>Dine</p>'),
        'earn/old-offer/index.html': page('Old offer', '<p>Gone</p>'),
      }),
    );
    const after = bundleText(
      bundle({
        'index.html': page('Home', '<div class="new"><p>Same copy</p></div>', '<script src="/_astro/x.123.js"></script>'),
        'how-it-works/index.html': page('How', '<p>Search</p><p>Dine and pay</p>'),
        'earn/new-offer/index.html': page('New offer', '<p>Fresh</p>'),
      }),
    );
    const changes = comparePages(before, after);
    expect(changes).toMatchObject({ added: ['/earn/new-offer'], removed: ['/earn/old-offer'], unchanged: 1 });
    expect(changes.changed).toEqual([
      {
        page: '/how-it-works',
        diff: {
          kind: 'lines',
          added: 1,
          removed: 1,
          lines: [
            { kind: 'same', text: 'Title: How' },
            { kind: 'same', text: 'Search' },
            { kind: 'removed', text: 'Dine' },
            { kind: 'added', text: 'Dine and pay' },
          ],
        },
      },
    ]);
  });
});

describe('copy overridden by the CMS', () => {
  it('pairs each CMS key with its built-in default, flagging keys the table lacks', () => {
    expect(copyOverrides({ 'a.title': 'Built in', 'b.body': 'Other' }, { 'b.body': 'From the CMS', 'z.typo': 'Lost' })).toEqual([
      { key: 'b.body', builtIn: 'Other', cms: 'From the CMS' },
      { key: 'z.typo', builtIn: undefined, cms: 'Lost' },
    ]);
  });
});

describe('rates the CMS writes out (issue #25)', () => {
  it('finds rates written in copy and rich text, across tags, and not the placeholders', () => {
    expect(literalRatesIn('<p>Earn up to <strong>5 miles</strong> per $1 and 10% cash back.</p>')).toEqual([
      '5 miles per $1',
      '10% cash back',
    ]);
    expect(literalRatesIn('Earn 2.5x points for every $1, 8 points per $2 or 5% back')).toEqual([
      '2.5x points for every $1',
      '8 points per $2',
      '5% back',
    ]);
    expect(literalRatesIn('Earn up to {rate.max}: 500 bonus miles, 11 visits, $1,000 a year')).toEqual([]);
  });

  it('takes linear time on hostile text', () => {
    const started = performance.now();
    literalRatesIn(`${'1'.repeat(50_000)} miles per ${'$'.repeat(50_000)}`);
    literalRatesIn('9 '.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('names where each is written, and the report lists them with the placeholders to use', () => {
    const { site } = resolveTestSite(
      'delta',
      {},
      {
        '*': [{ slug: 'copy', fields: { copy: { 'home.heroRate': 'Up to 5 miles per $1' } } }],
        earn_banner: [{ slug: 'earn-rate', fields: { text: '<p>Members earn up to <strong>{rate.max}</strong>.</p>' } }],
      },
    );
    expect(literalRates(site)).toEqual([{ source: 'copy home.heroRate', text: '5 miles per $1' }]);
    const html = renderContentReport({ ...emptyReport, literalRates: literalRates(site) });
    const document = new Window().document;
    document.body.innerHTML = html.slice(html.indexOf('<main>'), html.indexOf('</main>') + 7);
    expect(document.querySelector('#rates')?.textContent).toContain('{rate.max}');
    expect(document.querySelector('#rates td')?.textContent).toBe('copy home.heroRate');
    expect(document.querySelector('a[href="#rates"]')?.className).toBe('attention');
  });
});

describe('the report page', () => {
  it('shows CMS text as text: a <script> in copy, an entry slug or a link is escaped, and the page runs no script', () => {
    const html = renderContentReport({
      ...emptyReport,
      pages: {
        added: ['/earn/<b>new</b>'],
        removed: [],
        changed: [
          {
            page: '/how-it-works',
            diff: {
              kind: 'lines',
              added: 1,
              removed: 1,
              lines: [
                { kind: 'removed', text: 'Find restaurants' },
                { kind: 'added', text: 'Find <script>alert("x")</script> restaurants' },
              ],
            },
          },
        ],
        unchanged: 2,
      },
      dropped: [
        {
          partner: 'hilton',
          set: 'earn_banner',
          slug: '<img src=x onerror=alert(1)>',
          field: 'text',
          message: 'Enter the text "<script>"',
        },
      ],
      brokenLinks: [{ page: '/earn/x', href: '/account/"><script>alert(2)</script>' }],
      images: [{ src: '/a.png" onload="alert(3)', problem: 'no alt attribute', pages: ['/'] }],
      overrides: [{ key: 'howItWorks.step1.body', builtIn: 'Find participating restaurants', cms: '<script>alert(4)</script>' }],
    });
    expect(html).not.toMatch(/<script|<img|onload="/i);
    expect(html).toContain('<ins>Find &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; restaurants</ins>');
    expect(html).toContain('<del>Find restaurants</del>');
    expect(html).toContain('<code>&lt;img src=x onerror=alert(1)&gt;</code>');
    expect(html).toContain('<td>&lt;script&gt;alert(4)&lt;/script&gt;</td>');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`);
  });

  it('says plainly when there is nothing to report', () => {
    const html = renderContentReport(emptyReport);
    expect(html).toContain('0 pages changed, 0 added, 0 removed, 3 unchanged.');
    expect(html).toContain('Every CMS entry fits the content model.');
    expect(html).toContain('Every link to this site reaches a page.');
    expect(html).toContain('Every image has alt text or is marked decorative.');
    expect(html).toContain('The CMS overrides no copy');
  });
});

describe('writing the report', () => {
  const { site } = resolveTestSite(
    'hilton',
    {},
    { '*': [{ slug: 'copy', fields: { copy: { 'howItWorks.title': 'How Earning Works' } } }] },
  );

  it('compares the staged bundle with the one it replaces and puts the report beside the staged pages', () => {
    const previousDir = bundle({
      'index.html': page('Home', '<p>Welcome</p>'),
      'build-manifest.json': JSON.stringify({ builtAt: '2025-01-01T00:00:00.000Z' }),
      [reportFileName]: page('Old report', '<p>An older report</p>'),
    });
    const stagingDir = bundle({ 'index.html': page('Home', '<p>Welcome back</p><a href="/nowhere">x</a><img src="/p.png">') });
    const file = writeBuildReport({
      site,
      dropped: [{ partner: 'hilton', set: 'popup', slug: 'spring', field: 'title', message: 'Required' }],
      stagingDir,
      previousDir,
      builtAt: '2025-02-02T00:00:00.000Z',
      // As the build found them in the staged bundle.
      brokenLinks: brokenLinks(stagingDir, redirectRules(site), site.siteUrl),
    });
    expect(file).toBe(path.join(stagingDir, '.report.html'));
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('Replaces the bundle built 2025-01-01T00:00:00.000Z.');
    expect(html).toContain('<del>Welcome</del><ins>Welcome back</ins>');
    expect(html).not.toContain('An older report'); // the old report is no page of the old bundle
    expect(html).toContain('<td><code>popup</code></td><td><code>spring</code></td><td><code>title</code></td><td>Required</td>');
    expect(html).toContain('<td><code>/</code></td><td><code>/nowhere</code></td>');
    expect(html).toContain('<td><code>/p.png</code></td><td>no alt attribute</td>');
    expect(html).toContain('<td><code>howItWorks.title</code></td><td>How It Works</td><td>How Earning Works</td>');
  });

  it('says every page is new when there was no bundle before', () => {
    const stagingDir = bundle({ 'index.html': page('Home', '<p>Hi</p>') });
    writeBuildReport({ site, dropped: [], stagingDir, previousDir: path.join(stagingDir, 'missing'), builtAt: 'now', brokenLinks: [] });
    const html = readFileSync(path.join(stagingDir, reportFileName), 'utf8');
    expect(html).toContain('There was no earlier bundle to compare with: every page is new.');
    expect(html).toMatch(/<h3>Pages added<\/h3><ul><li><code>\/<\/code><\/li><\/ul>/);
  });

  it('reports an up-to-date partner as unchanged, with the warnings of its inputs', () => {
    const bundleDir = bundle({
      'index.html': page('Home', '<p>Hi</p>'),
      'build-manifest.json': JSON.stringify({ builtAt: '2025-03-03T00:00:00.000Z' }),
    });
    writeUnchangedReport({
      input: {
        partner: loadPartner('hilton'),
        flags: {},
        sets: { earn_banner: [{ slug: 'blank-banner', fields: { text: '' } }] },
        providers: testProviders,
        production: false,
      },
      bundleDir,
    });
    const html = readFileSync(path.join(bundleDir, reportFileName), 'utf8');
    expect(html).toContain('Nothing was rebuilt');
    expect(html).toContain('(built 2025-03-03T00:00:00.000Z), so its pages are as they were (1 page).');
    expect(html).toContain('<td><code>earn_banner</code></td><td><code>blank-banner</code></td><td><code>text</code></td>');
    expect(existsSync(path.join(bundleDir, `${reportFileName}.tmp`))).toBe(false);
  });
});

describe('the report is not part of the site', () => {
  it('is no page of the bundle: the page listing and the link check pass it by', () => {
    const dir = bundle({
      'index.html': page('Home', '<p>Hi</p>'),
      [reportFileName]: '<a href="/not-a-page">a link in the report</a>',
    });
    expect([...bundlePages(dir)].map(([pagePath]) => pagePath)).toEqual(['/']);
    expect(brokenLinks(dir, [], 'https://dining.hilton.example')).toEqual([]);
  });
});
