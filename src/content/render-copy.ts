// Build-time rendering of copy and CMS rich text to safe HTML (docs/content-model.md "Copy system"):
// placeholders filled, `[[markers]]` expanded to links, external links opened in a new tab with a
// visually hidden "(Opens in a new tab)", and ® raised as `<sup class="reg">®</sup>` unless the
// partner's body font draws it well. Astro renders the result with `set:html` (src/ui/Copy.astro,
// src/ui/RichText.astro), so this module decides everything that reaches the page as markup:
//   - copy values are plain text: every character of them, and of every placeholder value, is
//     HTML-escaped; the only markup is what this module writes (a, sup, span);
//   - rich text is re-sanitized (sanitizeRichText is idempotent) before anything is added to it,
//     so a caller passing raw CMS HTML by mistake still gets inert output;
//   - marker URLs (copy keys a CMS can override) must pass `safeUrl`, else the marker is text.
// Build time only: it imports sanitize-html, so never import it from client code.
import type { Site } from '../site/types.ts';
import type { CopyValues } from './copy.ts';
import {
  isMarkerName,
  parseMarkers,
  plainCopy,
  rawCopy,
  resolveMarker,
  fillPlaceholders,
  siteCopyVars,
  valueMarkers,
  warnOnce,
  type CopyToken,
  type MarkerReport,
  type PlainCopyOptions,
} from './markers.ts';
import { safeUrl, sanitizeInlineText, sanitizeRichText } from './sanitize.ts';
import { escapeHtml } from '../lib/escape-html.ts';

export { plainCopy, plainCopyText } from './markers.ts';

/**
 * Font families whose own ® glyph is already small and raised (drawn as a superior), so wrapping
 * it in <sup> would make it tiny and float it above the cap height. The spec names five families
 * without saying which (spec 000 §2, 001 "Theme and breakpoints"); these are our choice:
 * Hoefler&Co's Gotham, Whitney, Sentinel and Archer draw ® as a superior, and Microsoft's Aptos
 * draws it small and raised. Compared case-insensitively with the first family of the partner's
 * body font stack (`theme.fonts.body`). No partner uses one of them today.
 */
export const regFontFamilies = ['Gotham', 'Whitney', 'Sentinel', 'Archer', 'Aptos'] as const;

const regFontSet: ReadonlySet<string> = new Set(regFontFamilies.map((family) => family.toLowerCase()));

/** The first family of a CSS font stack, unquoted: `"Avenir Next", Arial` → `Avenir Next`. */
export function firstFontFamily(stack: string): string {
  return (stack.split(',')[0] ?? '')
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim();
}

/** True when the partner's body font draws ® itself (one of `regFontFamilies`): no <sup> then. */
export function fontDrawsRegisteredSign(site: Site): boolean {
  return regFontSet.has(firstFontFamily(site.theme.fonts.body).toLowerCase());
}

const registeredSign = /®|&reg;|&#0*174;|&#x0*ae;/gi;

/** Wraps every ® of escaped HTML text (no tags!) in `<sup class="reg">`. */
export function superscriptRegisteredSigns(textHtml: string): string {
  return textHtml.replace(registeredSign, '<sup class="reg">®</sup>');
}

/**
 * External = an absolute http(s) URL on another origin than the partner's site (`site.siteUrl`).
 * Site-relative, mailto:, tel: and same-origin absolute links are internal.
 */
export function isExternalLink(site: Site, href: string): boolean {
  const url = href.trim();
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return new URL(url).origin !== new URL(site.siteUrl).origin;
  } catch {
    return true;
  }
}

export interface RenderOptions extends PlainCopyOptions {
  /**
   * false: markers show as their text, never as links; for text that is itself inside a link or
   * a button (an <a> inside an <a> is invalid). Default true.
   */
  links?: boolean;
}

interface Context {
  site: Site;
  callerVars: CopyValues;
  values: Record<string, string | number | undefined>;
  report: MarkerReport;
  source: string;
  links: boolean;
  /** False when the font draws ® itself. */
  raiseReg: boolean;
  newTabLabel: string;
}

function context(site: Site, vars: CopyValues, options: RenderOptions, source: string): Context {
  const report = options.onWarning ?? warnOnce;
  const label = plainCopy(site, 'shell.opensInNewTab', {}, { onWarning: report });
  return {
    site,
    callerVars: vars,
    values: siteCopyVars(site, vars),
    report,
    source,
    links: options.links ?? true,
    raiseReg: !fontDrawsRegisteredSign(site),
    newTabLabel: `<span class="visually-hidden"> (${escapeHtml(label)})</span>`,
  };
}

const decorate = (ctx: Context, textHtml: string, inSup: boolean) =>
  ctx.raiseReg && !inSup ? superscriptRegisteredSigns(textHtml) : textHtml;

function linkHtml(ctx: Context, href: string, contentHtml: string): string {
  return isExternalLink(ctx.site, href)
    ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${contentHtml}${ctx.newTabLabel}</a>`
    : `<a href="${escapeHtml(href)}">${contentHtml}</a>`;
}

/**
 * One marker as HTML. `sourceHtml` is the marker as written and `labelHtml` its own text, both
 * already HTML (escaped text); `asLink` is false inside an existing link.
 */
function markerHtml(
  ctx: Context,
  token: Extract<CopyToken, { type: 'marker' }>,
  sourceHtml: string,
  labelHtml: string | undefined,
  asLink: boolean,
  inSup: boolean,
): string {
  const { site, report, source } = ctx;
  if (!isMarkerName(token.name)) {
    report({ partner: site.slug, source, marker: token.source, message: 'unknown marker (shown as written)' });
    return decorate(ctx, sourceHtml, inSup);
  }
  const marker = resolveMarker(site, token.name, ctx.callerVars);
  let contentHtml = escapeHtml(marker.text);
  if (labelHtml !== undefined) {
    if (valueMarkers.has(token.name)) {
      report({ partner: site.slug, source, marker: token.source, message: 'this marker shows its value; the own text is ignored' });
    } else {
      contentHtml = labelHtml;
    }
  }
  contentHtml = decorate(ctx, contentHtml, inSup);
  if (marker.kind === 'disclaimer') return `<span class="copy-disclaimer">${contentHtml}</span>`;
  if (marker.kind !== 'link' || !asLink) return contentHtml;
  const href = safeUrl(marker.href);
  if (href === null) {
    report({
      partner: site.slug,
      source,
      marker: token.source,
      message: `${marker.urlKey} ${JSON.stringify(marker.href)} is not a safe link (site-relative, http(s), mailto: or tel:); shown as text`,
    });
    return contentHtml;
  }
  return linkHtml(ctx, href, contentHtml);
}

function renderTemplate(ctx: Context, template: string): string {
  const fill = (text: string) => escapeHtml(fillPlaceholders(text, ctx.values));
  return parseMarkers(template)
    .map((token) =>
      token.type === 'text'
        ? decorate(ctx, fill(token.text), false)
        : markerHtml(ctx, token, escapeHtml(token.source), token.label === undefined ? undefined : fill(token.label), ctx.links, false),
    )
    .join('');
}

/**
 * Safe HTML of a copy value (`template` is the text, not a key): see `renderCopy`. `source`
 * names it in warnings.
 */
export function renderCopyText(
  site: Site,
  template: string,
  vars: CopyValues = {},
  options: RenderOptions & { source?: string } = {},
): string {
  return renderTemplate(context(site, vars, options, options.source ?? 'text'), template);
}

/**
 * Safe HTML of the copy key `key`: placeholders filled (partner values, `siteCopyVars`, then
 * `vars`), markers expanded to links, ® raised. Copy is plain text: any `<`, `&` or quote in it
 * or in a value is escaped. An unknown key shows the key itself, and is reported.
 */
export function renderCopy(site: Site, key: string, vars: CopyValues = {}, options: RenderOptions = {}): string {
  const template = rawCopy(site, key);
  if (template === undefined) {
    (options.onWarning ?? warnOnce)({ partner: site.slug, source: key, marker: key, message: 'unknown copy key (the key is shown)' });
    return escapeHtml(key);
  }
  return renderTemplate(context(site, vars, options, key), template);
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attributeOf = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

export interface RichTextOptions extends RenderOptions {
  /** Inline subset only (link and button labels): sanitizes with `sanitizeInlineText` and implies `links: false`. */
  inline?: boolean;
  /** Names the text in warnings (`earn_details/x: disclaimer`); default `rich text`. */
  source?: string;
}

/**
 * Safe HTML of a CMS rich-text field: re-sanitized, then in every text run placeholders filled,
 * markers expanded (as text inside an existing link), ® raised (not inside <sup>). Links get the
 * new-tab treatment by the site's rule: external → `target="_blank" rel="noopener noreferrer"`
 * plus the hidden label; an absolute link to the partner's own origin opens in the same tab even
 * though the sanitizer marked it; a site-relative link the editor gave `target="_blank"` keeps it.
 * A marker must sit in one text run: `[[signIn|<b>Sign</b> in]]` stays literal text.
 */
export function renderRichText(site: Site, html: string, options: RichTextOptions = {}): string {
  const inline = options.inline ?? false;
  const ctx = context(site, {}, { ...options, links: inline ? false : (options.links ?? true) }, options.source ?? 'rich text');
  const clean = inline ? sanitizeInlineText(html) : sanitizeRichText(html);
  const anchors: boolean[] = [];
  let supDepth = 0;
  let out = '';
  // Sanitized HTML escapes < and > in text and attribute values, so every < starts a tag.
  for (const part of clean.split(/(<[^>]*>)/)) {
    if (part === '') continue;
    if (part.startsWith('<')) {
      const closing = part.startsWith('</');
      const tag = /^<\/?([a-z0-9]+)/i.exec(part)?.[1]?.toLowerCase();
      if (tag === 'a') {
        if (closing) {
          out += `${anchors.pop() === true ? ctx.newTabLabel : ''}</a>`;
        } else {
          const rawHref = attributeOf(part, 'href') ?? '';
          const href = decodeAttribute(rawHref);
          const newTab = isExternalLink(site, href) || (attributeOf(part, 'target') === '_blank' && !/^https?:/i.test(href.trim()));
          anchors.push(newTab);
          out += newTab ? `<a href="${rawHref}" target="_blank" rel="noopener noreferrer">` : `<a href="${rawHref}">`;
        }
        continue;
      }
      if (tag === 'sup') supDepth = Math.max(0, supDepth + (closing ? -1 : 1));
      out += part;
      continue;
    }
    const inSup = supDepth > 0;
    const fill = (textHtml: string) => fillPlaceholders(textHtml, ctx.values, escapeHtml);
    out += parseMarkers(part)
      .map((token) =>
        token.type === 'text'
          ? decorate(ctx, fill(token.text), inSup)
          : markerHtml(
              ctx,
              token,
              token.source,
              token.label === undefined ? undefined : fill(token.label),
              ctx.links && anchors.length === 0,
              inSup,
            ),
      )
      .join('');
  }
  return out;
}
