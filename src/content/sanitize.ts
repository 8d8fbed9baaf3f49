// Build-time sanitizing of CMS text (docs/content-model.md): rich-text fields keep a small HTML
// subset, every URL field must be site-relative, http(s), mailto: or tel:. Pages render rich text
// with `set:html`, so this module is the only thing between an editor's HTML and the member.
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../lib/escape-html.ts';

/** The rich-text subset of the content model. */
export const richTextTags = ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'sup', 'sub', 'ul', 'ol', 'li', 'a', 'span'] as const;

/** Inline subset for labels that are themselves links or buttons (an <a> inside an <a> is invalid). */
export const inlineTextTags = ['br', 'strong', 'em', 'b', 'i', 'u', 'sup', 'sub', 'span'] as const;

const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

// Named entities worth decoding when judging a URL; numeric ones are decoded generically.
const namedEntities: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  num: '#',
  period: '.',
  comma: ',',
  semi: ';',
  nbsp: ' ',
};

function decodeEntitiesOnce(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[body.toLowerCase()] ?? match;
  });
}

/** Fully entity-decoded form (repeated, so `&amp;#106;` counts as `j`): only used to judge a URL. */
function decodeEntities(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    const next = decodeEntitiesOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

// Browsers drop ASCII tab/newline anywhere in a URL and C0 controls/spaces at its ends, so
// `java\tscript:` is `javascript:`; we also drop other invisible characters that hide a scheme.
const invisible = /[\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u2028\u2029\u2060-\u2064\uFEFF]/g;

/**
 * The URL if it is safe to put in an href/src, else null. Safe means: site-relative (`/path`,
 * `?query`, `#hash`, never `//host` or `/\host`), or an absolute http(s) URL with a host, or
 * mailto:/tel:. The scheme is judged on the entity-decoded, control-stripped, lower-cased text,
 * so obfuscations (`JaVa&#x53;cript:`, `java\nscript:`, `&#106;avascript:`) are all rejected.
 * Returns the control-stripped, trimmed value (what the browser would use anyway).
 */
export function safeUrl(url: string): string | null {
  const cleaned = url.replace(invisible, '').trim();
  if (cleaned === '') return null;
  const judged = decodeEntities(cleaned).replace(invisible, '').replace(/\s+/g, '').toLowerCase();
  // A scheme is whatever precedes the first ':' that comes before any '/', '?' or '#'.
  const scheme = /^([^/?#]*?):/.exec(judged)?.[1];
  if (scheme !== undefined) {
    if (!allowedSchemes.has(scheme)) return null;
    if (scheme === 'http' || scheme === 'https') {
      if (!/^https?:\/\/[^/\\?#]/.test(judged)) return null;
      try {
        return new URL(cleaned).hostname ? cleaned : null;
      } catch {
        return null;
      }
    }
    // mailto:/tel: need something after the colon.
    return judged.length > scheme.length + 1 ? cleaned : null;
  }
  if (judged.startsWith('//') || judged.startsWith('/\\') || judged.startsWith('\\')) return null;
  return /^[/?#]/.test(judged) ? cleaned : null;
}

/** Absolute http(s) links leave the site: they open in a new tab (spec 000 §2). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

function sanitizeWith(html: string, tags: readonly string[]): string {
  return sanitizeHtml(html, {
    allowedTags: [...tags],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: [...allowedSchemes],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // Drop the text of elements that never hold prose, as well as the element itself.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'xmp',
      'noscript',
      'noembed',
      'noframes',
      'iframe',
      'template',
      'title',
      'svg',
      'math',
      'object',
      'embed',
      'select',
      'head',
    ],
    disallowedTagsMode: 'discard',
    transformTags: {
      // Our own URL rule on top of sanitize-html's scheme check, and the new-tab attributes for
      // external links; a link whose href is unsafe or missing keeps its text as a plain span.
      a: (_tagName, attribs) => {
        const href = attribs['href'] === undefined ? null : safeUrl(attribs['href']);
        if (href === null) return { tagName: 'span', attribs: {} };
        const newTab = isExternalUrl(href) || attribs['target'] === '_blank';
        return {
          tagName: 'a',
          attribs: newTab ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href },
        };
      },
      // Spans carry no attributes at all (no class/style from pasted Word HTML).
      span: () => ({ tagName: 'span', attribs: {} }),
    },
  }).trim();
}

/** Sanitizes a rich-text field (docs/content-model.md: p, br, strong, em, b, i, u, sup, sub, ul, ol, li, a, span). */
export function sanitizeRichText(html: string): string {
  return sanitizeWith(html, richTextTags);
}

/** Sanitizes rich text used as a link or button label: inline tags only, no nested links. */
export function sanitizeInlineText(html: string): string {
  return sanitizeWith(html, inlineTextTags);
}

/** The visible text of sanitized HTML (tags dropped, entities left as they are), for emptiness checks. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

/**
 * Adds a visually hidden "Opens in a new tab" label (spec 000 §2) to every new-tab link of
 * sanitized HTML. Rendering calls this with the copy table's label; it relies on the canonical
 * `<a href="…" target="_blank" rel="noopener noreferrer">` markup that the sanitizer emits.
 */
export function labelNewTabLinks(html: string, label: string, className = 'visually-hidden'): string {
  return html.replace(
    /(<a [^>]*target="_blank"[^>]*>)([\s\S]*?)<\/a>/g,
    `$1$2<span class="${className}"> (${escapeHtml(label)})</span></a>`,
  );
}
