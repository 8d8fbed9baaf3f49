import { describe, expect, it } from 'vitest';
import { loadAllPartners } from '../../partners/index.ts';
import { contrast, ensureContrast, themeTokens, type ThemeTokens } from '../../src/theme/tokens.ts';
import { themeCss } from '../../src/theme/theme-style.ts';

/** Every text-bearing or control-identifying role, with each surface it is painted on and the ratio
 *  WCAG 2.2 AA asks of it (4.5 text, 3 large text / control edges / focus indicators). */
function contrastPairs(color: ThemeTokens['color']): [string, string, string, number][] {
  const pageSurfaces = {
    background: color.background,
    surface: color.surface,
    brandSubtle: color.brandSubtle,
    accentSubtle: color.accentSubtle,
  };
  const onEach = (role: keyof ThemeTokens['color'], ratio: number) =>
    Object.entries(pageSurfaces).map(([name, bg]): [string, string, string, number] => [`${role} on ${name}`, color[role], bg, ratio]);
  return [
    ...onEach('text', 7),
    ...onEach('textMuted', 4.5),
    ...onEach('link', 4.5),
    ...onEach('linkHover', 4.5),
    ...onEach('brandText', 4.5),
    ...onEach('critical', 4.5),
    ...onEach('positive', 4.5),
    ...onEach('caution', 4.5),
    ...onEach('borderStrong', 3),
    ...onEach('focus', 3),
    ['onBrand on brand', color.onBrand, color.brand, 4.5],
    ['onBrand on brandHover', color.onBrand, color.brandHover, 4.5],
    ['onBrand on brandPressed', color.onBrand, color.brandPressed, 4.5],
    ['onAccent on accent', color.onAccent, color.accent, 4.5],
    ['text on raised', color.text, color.raised, 7],
    ['link on raised', color.link, color.raised, 4.5],
    ['onDisabled on disabledSurface', color.onDisabled, color.disabledSurface, 4.5],
    ['onFooter on footer', color.onFooter, color.footer, 4.5],
    ['footerMuted on footer', color.footerMuted, color.footer, 4.5],
    ['focusOnBrand on brand', color.focusOnBrand, color.brand, 3],
    ['critical on criticalSubtle', color.critical, color.criticalSubtle, 4.5],
    ['positive on positiveSubtle', color.positive, color.positiveSubtle, 4.5],
    ['caution on cautionSubtle', color.caution, color.cautionSubtle, 4.5],
    ['text on criticalSubtle', color.text, color.criticalSubtle, 4.5],
  ];
}

describe('partner themes meet WCAG AA contrast in every role and state', () => {
  for (const partner of loadAllPartners()) {
    it(partner.slug, () => {
      const { color } = themeTokens(partner.theme);
      const failures = contrastPairs(color)
        .filter(([, fg, bg, ratio]) => contrast(fg, bg) < ratio)
        .map(([pair, fg, bg, ratio]) => `${pair}: ${contrast(fg, bg).toFixed(2)} < ${ratio} (${fg} on ${bg})`);
      expect(failures).toEqual([]);
    });
  }

  it('holds for extreme brand inputs too (pale brand, dark page)', () => {
    const [base] = loadAllPartners();
    for (const colors of [
      { brand: '#ffeb3b', accent: '#ffff00', background: '#ffffff', text: '#777777', neutral: '#eeeeee' },
      { brand: '#00ffcc', accent: '#ff66aa', background: '#111111', text: '#dddddd', neutral: '#888888' },
    ]) {
      const { color } = themeTokens({ ...base!.theme, colors });
      const failures = contrastPairs(color).filter(([, fg, bg, ratio]) => contrast(fg, bg) < ratio);
      expect(failures.map(([pair]) => pair)).toEqual([]);
    }
  });
});

describe('brand web fonts', () => {
  it("puts the partner's web font in front of the stacks it is for, and nowhere else", () => {
    const [base] = loadAllPartners();
    const theme = { ...base!.theme, fonts: { body: 'Arial, sans-serif', heading: 'Georgia, serif' } };
    expect(themeTokens(theme).font).toEqual({ body: 'Arial, sans-serif', heading: 'Georgia, serif' });
    const headings = themeTokens({ ...theme, fonts: { ...theme.fonts, webFont: { family: 'playfair-display', use: 'headings' } } });
    expect(headings.font).toEqual({ body: 'Arial, sans-serif', heading: 'var(--font-playfair-display), Georgia, serif' });
    const all = themeTokens({ ...theme, fonts: { ...theme.fonts, webFont: { family: 'inter', use: 'all' } } });
    expect(all.font).toEqual({ body: 'var(--font-inter), Arial, sans-serif', heading: 'var(--font-inter), Georgia, serif' });
  });
});

describe('token helpers', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it('darkens a too-light colour until it reads on white', () => {
    const fixed = ensureContrast('#ffeb3b', '#ffffff');
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("serialises a partner's tokens into custom properties of the theme contract", () => {
    const [partner] = loadAllPartners();
    const css = themeCss(themeTokens(partner!.theme));
    expect(css).toMatch(/^:root\{--color-brand[^:]*:#[0-9a-fA-F]{6};/);
    expect(css).toContain(partner!.theme.colors.brand);
    expect(css).not.toMatch(/[<>]/);
  });

  it('fills every variable of the contract, which is derived from the token shape', () => {
    const tokens = themeTokens(loadAllPartners()[0]!.theme);
    const leaves = (tree: object): number =>
      Object.values(tree).reduce<number>((n, v) => n + (typeof v === 'string' ? 1 : leaves(v as object)), 0);
    const declarations = themeCss(tokens).slice(':root{'.length, -1).split(';');
    expect(declarations).toHaveLength(leaves(tokens));
    expect(declarations.every((d) => /^--[\w-]+:.+/.test(d))).toBe(true);
  });
});
