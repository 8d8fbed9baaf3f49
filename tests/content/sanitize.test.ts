import { describe, expect, it } from 'vitest';
import { labelNewTabLinks, safeUrl, sanitizeInlineText, sanitizeRichText, textOf } from '../../src/content/sanitize.ts';

/** Nothing executable may survive: no script-ish tags, handlers, styles or dangerous schemes. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|svg|math|img|object|embed|form|input|link|meta|base|template|details)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data)\s*:/i);
}

const hostileHrefs = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&NewLine;script:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  '&#0000106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'jav&#x0A;ascript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript\u200b:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  '  data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  'file:///etc/passwd',
  'ftp://example.com',
];

describe('safeUrl', () => {
  it('accepts site-relative paths, http(s), mailto and tel', () => {
    expect(safeUrl('/earn/reservations')).toBe('/earn/reservations');
    expect(safeUrl('/search?location=Chicago%2C%20IL')).toBe('/search?location=Chicago%2C%20IL');
    expect(safeUrl('#main')).toBe('#main');
    expect(safeUrl('?page=2')).toBe('?page=2');
    expect(safeUrl('https://www.example.com/terms')).toBe('https://www.example.com/terms');
    expect(safeUrl('http://127.0.0.1:4600/delta/img.png')).toBe('http://127.0.0.1:4600/delta/img.png');
    expect(safeUrl('mailto:support@example.com')).toBe('mailto:support@example.com');
    expect(safeUrl('tel:+18005550101')).toBe('tel:+18005550101');
    expect(safeUrl('  /trimmed  ')).toBe('/trimmed');
    expect(safeUrl('/a:colon/after/slash')).toBe('/a:colon/after/slash');
  });

  it('rejects anything else, however it is disguised', () => {
    for (const href of hostileHrefs) expect(safeUrl(href), JSON.stringify(href)).toBeNull();
  });

  it('rejects empty, schemeless-relative and hostless URLs', () => {
    for (const href of ['', '   ', 'earn/reservations', 'https:', 'https:/x', 'https://', 'mailto:', 'tel:']) {
      expect(safeUrl(href), JSON.stringify(href)).toBeNull();
    }
  });
});

describe('sanitizeRichText', () => {
  it('keeps the allowed subset as it is', () => {
    const html =
      '<p>Earn <strong>5</strong> <em>miles</em> per $1<sup>®</sup><br /></p><ul><li><b>a</b></li></ul><ol><li><i>b</i> <u>c</u> <sub>d</sub> <span>e</span></li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops script, style, iframe and svg together with their content', () => {
    const cases = [
      '<p>Hi</p><script>alert(1)</script>',
      '<p>Hi</p><style>p{background:url(javascript:alert(1))}</style>',
      '<p>Hi</p><iframe src="https://evil.example"></iframe>',
      '<p>Hi</p><svg><script>alert(1)</script><text>svg text</text></svg>',
      '<p>Hi</p><svg onload="alert(1)"><a xlink:href="javascript:alert(1)">x</a></svg>',
      '<p>Hi</p><math><mtext><img src=x onerror=alert(1)></mtext></math>',
      '<p>Hi</p><template><img src=x onerror=alert(1)></template>',
      '<p>Hi</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<p>Hi</p><object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
    ];
    for (const html of cases) {
      const clean = sanitizeRichText(html);
      expect(clean, html).toBe('<p>Hi</p>');
    }
  });

  it('strips event handlers, style and class attributes but keeps the text', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)>Caption')).toBe('Caption');
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x">Text</p>')).toBe('<p>Text</p>');
    expect(sanitizeRichText('<span style="x" onmouseover="alert(1)">Text</span>')).toBe('<span>Text</span>');
    expect(sanitizeRichText('<details open ontoggle=alert(1)>Text</details>')).toBe('Text');
    expect(sanitizeRichText('<div><h1>Title</h1><p>Body</p></div>')).toBe('Title<p>Body</p>');
  });

  it('turns links with unsafe hrefs into plain text, in every obfuscation', () => {
    for (const href of hostileHrefs) {
      const quoted = href.replace(/"/g, '&quot;');
      const clean = sanitizeRichText(`<p><a href="${quoted}">Click</a></p>`);
      expect(clean, href).toBe('<p><span>Click</span></p>');
    }
  });

  it('keeps safe links; external ones open in a new tab with noopener', () => {
    expect(sanitizeRichText('<a href="/earn/reservations" target="_self" onclick="x()">Terms</a>')).toBe(
      '<a href="/earn/reservations">Terms</a>',
    );
    expect(sanitizeRichText('<a href="https://www.example.com/terms">Terms</a>')).toBe(
      '<a href="https://www.example.com/terms" target="_blank" rel="noopener noreferrer">Terms</a>',
    );
    expect(sanitizeRichText('<a href="/earn" target="_blank" rel="opener">In a tab</a>')).toBe(
      '<a href="/earn" target="_blank" rel="noopener noreferrer">In a tab</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@example.com">Mail</a>')).toBe('<a href="mailto:help@example.com">Mail</a>');
    expect(sanitizeRichText('<a>No href</a>')).toBe('<span>No href</span>');
  });

  it('survives malformed and nested markup', () => {
    const cases = [
      '<<script>script>alert(1)<</script>/script>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<p><b><i><a href="javascript:alert(1)"><strong>deep</strong></a></i></b></p>',
      '<a href="/ok"><a href="javascript:alert(1)">inner</a></a>',
      '<p>unclosed <b>bold <i>italic',
      '"><img src=x onerror=alert(1)>',
      '<IMG SRC="jav&#x0A;ascript:alert(1)">',
      '<a href="&#14;javascript:alert(1)">x</a>',
      '<!--<script>alert(1)</script>--><p>after comment</p>',
    ];
    for (const html of cases) expectInert(sanitizeRichText(html));
    expect(sanitizeRichText('<p><b><i><a href="javascript:alert(1)"><strong>deep</strong></a></i></b></p>')).toBe(
      '<p><b><i><span><strong>deep</strong></span></i></b></p>',
    );
  });

  it('escapes text so that it stays text', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves copy placeholders and link markers alone', () => {
    expect(sanitizeRichText('<p>Earn {currency} with [signIn]signing in[/signIn].</p>')).toBe(
      '<p>Earn {currency} with [signIn]signing in[/signIn].</p>',
    );
  });
});

describe('sanitizeInlineText', () => {
  it('keeps inline formatting only, so labels never nest links or blocks', () => {
    expect(sanitizeInlineText('<p>Book <strong>now</strong><sup>®</sup> <a href="/x">here</a></p>')).toBe(
      'Book <strong>now</strong><sup>®</sup> here',
    );
  });
});

describe('helpers', () => {
  it('textOf strips tags for emptiness checks', () => {
    expect(textOf('<p> <b></b> </p>')).toBe('');
    expect(textOf('<p>Hi <b>there</b></p>')).toBe('Hi there');
  });

  it('labelNewTabLinks adds the hidden new-tab label to new-tab links only', () => {
    const html = sanitizeRichText('<a href="https://x.example">Out</a> <a href="/in">In</a>');
    expect(labelNewTabLinks(html, 'Opens in a new tab')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">Out<span class="visually-hidden"> (Opens in a new tab)</span></a> <a href="/in">In</a>',
    );
    expect(labelNewTabLinks(html, '<b>', 'sr-only')).toContain('<span class="sr-only"> (&lt;b&gt;)</span>');
  });
});
