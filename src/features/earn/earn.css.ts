// An earn page's disclaimer and the CMS earn banner.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';

export const disclaimer = style({ marginTop: space.lg, fontSize: '0.875rem', color: vars.color.textMuted });

/** The earn banner: a highlighted note under the page heading, in the accent colour. */
export const earnBanner = style({
  marginBlock: `0 ${space.md}`,
  padding: `${space.xs} ${space.sm}`,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: '4px',
  background: vars.color.surface,
  color: vars.color.text,
});
