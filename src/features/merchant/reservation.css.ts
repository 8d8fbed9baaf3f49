// The reservation widget's own pieces (issue #24): the pressed time, the confirmation card and its
// details list, the small print under the earn line.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { fontSize, fontWeight, radius } from '../../theme/system.ts';

/** A time button: when pressed, filled with the brand colour and marked with a tick (not colour alone). */
export const slot = style({
  selectors: {
    '&[aria-pressed="true"], &[aria-pressed="true"]:hover:not(:disabled):not([aria-disabled="true"])': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: fontWeight.bold,
    },
    '&[aria-pressed="true"]::before': { content: '"✓ "' },
  },
});

export const confirmation = style({
  display: 'grid',
  gap: space.xs,
  padding: space.sm,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.positive}`,
  background: vars.color.positiveSubtle,
});

export const confirmationTitle = style({ margin: 0, fontSize: fontSize.h3, outlineOffset: '2px' });

/** Short facts (date, time, party) side by side where they fit; long ones (restaurant, address,
 *  confirmation number) across the card. Each is a small label over its value. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  gap: `${space.xs} ${space.sm}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: '2px', alignContent: 'start', minWidth: 0 });

export const wideFact = style([fact, { gridColumn: '1 / -1' }]);

export const term = style({ fontSize: fontSize.small, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: fontWeight.semibold, overflowWrap: 'anywhere' });

export const fine = style({ margin: 0, fontSize: fontSize.small, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });

export const group = style({ display: 'grid', gap: space.xxs });

export const groupTitle = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.semibold });

/** Said by screen readers only (the live region's word for what the heading shows). */
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
