// Turns a partner's few theme inputs into the full token set, deriving hover, on-colour and
// muted tones so text stays readable (WCAG AA) whatever brand colours a partner picks.
import type { PartnerTheme } from '../../partners/schema.ts';
import { webFontVariable } from './fonts.ts';

/** A partner's full token set: what themeTokens() derives (the contract's shape comes from it). */
export type ThemeTokens = ReturnType<typeof themeTokens>;

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `hex` toward `target` by `amount` (0 to 1). */
export function mix(hex: string, target: string, amount: number): string {
  const a = toRgb(hex);
  const b = toRgb(target);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount) as Rgb);
}

const black = '#000000';
const white = '#ffffff';

/** The more readable of black-ish or white text on `background`. */
export function onColour(background: string): string {
  return contrast(background, white) >= contrast(background, '#111111') ? white : '#111111';
}

/** Darkens (or lightens, on dark backgrounds) `fg` until it reaches `ratio` against `bg`. */
export function ensureContrast(fg: string, bg: string, ratio = 4.5): string {
  const toward = luminance(bg) > 0.5 ? black : white;
  let colour = fg;
  for (let step = 0; step < 20 && contrast(colour, bg) < ratio; step += 1) colour = mix(colour, toward, 0.1);
  return colour;
}

/** A stack with the partner's web font (and its metric-matched fallback) in front, when it has one for `role`. */
function fontStack(theme: PartnerTheme, role: 'body' | 'heading'): string {
  const { webFont } = theme.fonts;
  const applies = webFont && (webFont.use === 'all' || role === 'heading');
  return applies ? `var(${webFontVariable(webFont.family)}), ${theme.fonts[role]}` : theme.fonts[role];
}

/**
 * The colour roles, from a partner's few inputs: brand (primary), accent, neutral, and the page's
 * background and text. Every role a component paints text or a control edge with is pushed to WCAG
 * AA against the surfaces it sits on (tests/theme/tokens.test.ts checks each pair for every partner).
 */
/**
 * A hover or pressed shade of a filled control: lighter for very dark fills (darker would not show),
 * else darker; either way its label keeps AA contrast on it.
 */
export function controlShade(fill: string, label: string, amount: number): string {
  const lighter = mix(fill, white, amount);
  if (luminance(fill) < 0.02 && contrast(label, lighter) >= 4.5) return lighter;
  const away = contrast(label, white) > contrast(label, black) ? white : black;
  return mix(fill, away, amount);
}

export function themeTokens(theme: PartnerTheme) {
  const { brand, accent, background, text, neutral } = theme.colors;
  const dark = luminance(background) <= 0.5;
  const toward = dark ? white : black;
  const footer = theme.colors.footer ?? mix(brand, black, 0.35);
  const surface = mix(background, neutral, 0.07);
  const brandSubtle = mix(background, brand, 0.07);
  const accentSubtle = mix(background, accent, 0.08);
  const disabledSurface = mix(background, neutral, 0.16);
  const readable = (fg: string, ratio = 4.5) => [surface, brandSubtle, accentSubtle].reduce((c, bg) => ensureContrast(c, bg, ratio), fg);
  const link = readable(accent);
  const onBrand = onColour(brand);
  const onFooter = onColour(footer);
  return {
    color: {
      /** Primary: navbar accents, primary buttons, selected states. */
      brand,
      onBrand,
      brandHover: controlShade(brand, onBrand, 0.14),
      brandPressed: controlShade(brand, onBrand, 0.26),
      /** A brand-tinted page band (the hero, highlighted panels). */
      brandSubtle,
      /** Brand as text or an icon on the page and its tints (step numbers, icons). */
      brandText: readable(brand),
      accent,
      onAccent: onColour(accent),
      /** An accent-tinted band (earn-rate badges, notices). */
      accentSubtle,
      link,
      linkHover: mix(link, toward, 0.25),
      background,
      /** The neutral band behind grouped content. */
      surface,
      /** Cards and panels that float above the page. */
      raised: background,
      text: readable(text, 7),
      textMuted: readable(mix(text, background, 0.35)),
      /** Hairlines and dividers (decorative: no contrast requirement). */
      border: mix(neutral, background, 0.7),
      /** Edges that identify a control (inputs, secondary buttons): 3:1, WCAG 1.4.11. */
      borderStrong: readable(mix(neutral, text, 0.2), 3),
      disabledSurface,
      onDisabled: ensureContrast(mix(neutral, background, 0.2), disabledSurface),
      footer,
      onFooter,
      // Never below AA: from the footer's own text colour, backed off only as far as AA allows.
      footerMuted: contrast(mix(onFooter, footer, 0.25), footer) >= 4.5 ? mix(onFooter, footer, 0.25) : onFooter,
      focus: readable(accent, 3),
      /** Focus ring on brand-coloured and footer surfaces. */
      focusOnBrand: onColour(brand),
      critical: readable('#c62828'),
      criticalSubtle: mix(background, '#c62828', 0.08),
      positive: readable('#2e7d32'),
      positiveSubtle: mix(background, '#2e7d32', 0.08),
      caution: readable('#a15c00'),
      cautionSubtle: mix(background, '#a15c00', 0.1),
    },
    font: { body: fontStack(theme, 'body'), heading: fontStack(theme, 'heading') },
    logo: { aspect: String(theme.logoAspect) },
  };
}

/** The theme the contract is derived from (only its shape matters: values never reach a page). */
export const referenceTokens = themeTokens({
  colors: { brand: '#0b3d91', accent: '#c8102e', background: '#ffffff', text: '#1a1a1a', neutral: '#667085' },
  fonts: { body: 'system-ui, sans-serif', heading: 'system-ui, sans-serif' },
  images: {},
  logo: 'reference.svg',
  logoAspect: 4,
});
