import { describe, expect, it } from 'vitest';
import { loadAllPartners } from '../../partners/index.ts';
import { contrast, ensureContrast, themeTokens } from '../../src/theme/tokens.ts';
import { themeCss } from '../../src/theme/theme-style.ts';

describe('partner themes meet WCAG AA contrast', () => {
  for (const partner of loadAllPartners()) {
    it(partner.slug, () => {
      const { color } = themeTokens(partner.theme);
      expect(contrast(color.text, color.background)).toBeGreaterThanOrEqual(7);
      expect(contrast(color.text, color.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.textMuted, color.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.onBrand, color.brand)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.link, color.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.link, color.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.onFooter, color.footer)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color.focus, color.background)).toBeGreaterThanOrEqual(3);
      for (const tone of [color.critical, color.positive, color.caution]) expect(contrast(tone, color.surface)).toBeGreaterThanOrEqual(4.5);
    });
  }
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
