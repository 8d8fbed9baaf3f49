// Toasts on the design system: a raised card with the type's icon and a tinted edge.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { elevation, fontWeight, radius, transition } from '../../theme/system.ts';
import { iconButton } from '../../ui/icon-button.css.ts';

/** Spec 000 §8/§9: toasts sit top centre, over the page (no layout shift). */
export const stack = style({
  position: 'fixed',
  top: space.xs,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1000,
  width: `min(calc(100% - 2 * ${space.xs}), 520px)`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  pointerEvents: 'none',
});

export const region = style({ display: 'flex', flexDirection: 'column', gap: space.xs });

const types = { success: vars.color.positive, error: vars.color.critical, warning: vars.color.caution } as const;

// Icon, message and dismiss in a row; the action (if any) under the message, so a long message
// keeps the width on a phone.
export const toast = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"icon text close" "icon action close"',
  alignItems: 'center',
  columnGap: space.xs,
  padding: `${space.xxs} ${space.xxs} ${space.xxs} ${space.sm}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  background: vars.color.raised,
  color: vars.color.text,
  boxShadow: elevation[3],
  selectors: Object.fromEntries(
    Object.entries(types).map(([type, colour]) => [`&[data-type="${type}"]`, { borderInlineStartColor: colour }]),
  ),
});

/** One icon per type; only the toast's own shows. */
export const typeIcon = styleVariants(types, (colour) => ({ gridArea: 'icon', alignSelf: 'start', marginTop: space.xs, color: colour }));
for (const type of Object.keys(types) as (keyof typeof types)[]) {
  globalStyle(`${toast} > ${typeIcon[type]}`, { display: 'none' });
  globalStyle(`${toast}[data-type="${type}"] > ${typeIcon[type]}`, { display: 'inline-block' });
}

export const message = style({ gridArea: 'text', margin: 0, paddingBlock: space.xs });

export const action = style({
  gridArea: 'action',
  justifySelf: 'start',
  minHeight: '44px',
  marginInlineStart: `calc(-1 * ${space.xs})`,
  padding: `0 ${space.xs}`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.link,
  fontWeight: fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  transition: transition('background-color'),
  ':hover': { background: vars.color.surface, color: vars.color.linkHover },
});

export const dismiss = style([iconButton, { gridArea: 'close', alignSelf: 'start' }]);
