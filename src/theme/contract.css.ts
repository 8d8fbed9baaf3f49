// The theme contract every partner fills (braid's pattern: components read only these vars).
import { createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    brand: null,
    onBrand: null,
    brandHover: null,
    accent: null,
    link: null,
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    border: null,
    footer: null,
    onFooter: null,
    focus: null,
    critical: null,
    positive: null,
    caution: null,
  },
  font: { body: null, heading: null },
  logo: { aspect: null },
});
