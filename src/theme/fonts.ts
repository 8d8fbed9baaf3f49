// The brand web fonts the repo ships (open licences, files from their @fontsource-variable
// packages): a partner's theme.fonts.webFont names one. Astro's font pipeline (astro.config.mjs)
// serves each from the bundle with `font-display: swap` and a fallback face whose metrics are
// matched to the font (size-adjust, ascent/descent overrides), so the swap does not move text;
// SiteLayout emits the @font-face and preload only on the pages of partners that use it.
import type { WebFont } from '../../partners/schema.ts';

export interface WebFontSource {
  /** The family name in CSS. */
  name: string;
  /** The Latin variable-weight file. */
  file: string;
  /** Generic family: Astro matches the fallback's metrics to a local font of this kind. */
  generic: 'sans-serif' | 'serif';
  licence: string;
}

export const webFontSources: Record<WebFont, WebFontSource> = {
  inter: {
    name: 'Inter',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    generic: 'sans-serif',
    licence: 'SIL Open Font License 1.1',
  },
  'playfair-display': {
    name: 'Playfair Display',
    file: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    generic: 'serif',
    licence: 'SIL Open Font License 1.1',
  },
};

/** The CSS variable Astro's <Font> defines for a web font (tokens.ts puts it in front of a stack). */
export const webFontVariable = (family: WebFont): `--font-${WebFont}` => `--font-${family}`;
