// Turns a partner's few theme inputs into the full token set, deriving hover, on-colour and
// muted tones so text stays readable (WCAG AA) whatever brand colours a partner picks.
import type { PartnerTheme } from '../../partners/schema.ts';

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

export function themeTokens(theme: PartnerTheme) {
  const { brand, accent, background, text } = theme.colors;
  const footer = theme.colors.footer ?? mix(brand, black, 0.35);
  const surface = mix(background, luminance(background) > 0.5 ? black : white, 0.04);
  return {
    color: {
      brand,
      onBrand: onColour(brand),
      brandHover: mix(brand, luminance(brand) > 0.5 ? black : white, 0.15),
      accent,
      // Links must read on both the page and the light surface.
      link: ensureContrast(accent, surface),
      background,
      surface,
      text: ensureContrast(text, surface, 7),
      textMuted: ensureContrast(mix(text, background, 0.35), surface),
      border: mix(text, background, 0.7),
      footer,
      onFooter: onColour(footer),
      focus: ensureContrast(accent, background, 3),
      critical: ensureContrast('#c62828', surface),
      positive: ensureContrast('#2e7d32', surface),
      caution: ensureContrast('#a15c00', surface),
    },
    font: { body: theme.fonts.body, heading: theme.fonts.heading },
    logo: { aspect: String(theme.logoAspect) },
  };
}

/** The theme the contract is derived from (only its shape matters: values never reach a page). */
export const referenceTokens = themeTokens({
  colors: { brand: '#0b3d91', accent: '#c8102e', background: '#ffffff', text: '#1a1a1a' },
  fonts: { body: 'system-ui, sans-serif', heading: 'system-ui, sans-serif' },
  logo: 'reference.svg',
  logoAspect: 4,
});
