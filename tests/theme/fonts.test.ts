import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAllPartners } from '../../partners/index.ts';
import { webFonts } from '../../partners/schema.ts';
import { webFontSources } from '../../src/theme/fonts.ts';

const require = createRequire(import.meta.url);

describe('shipped web fonts', () => {
  it('has an installed variable font file for every family a partner may name', () => {
    for (const family of webFonts) {
      const file = require.resolve(webFontSources[family].file);
      expect(existsSync(file), family).toBe(true);
      expect(file).toMatch(/-wght-normal\.woff2$/);
    }
  });

  it('gives a web-font partner a system stack of the same kind behind it', () => {
    for (const partner of loadAllPartners()) {
      const { webFont, body, heading } = partner.theme.fonts;
      if (!webFont) continue;
      const stacks = webFont.use === 'all' ? [body, heading] : [heading];
      for (const stack of stacks) expect(stack.endsWith(webFontSources[webFont.family].generic), partner.slug).toBe(true);
    }
  });
});
