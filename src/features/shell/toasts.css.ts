import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';

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

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xs} ${space.xs} ${space.xs} ${space.sm}`,
  borderRadius: '6px',
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '6px',
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.2)',
  selectors: {
    '&[data-type="success"]': { borderInlineStartColor: vars.color.positive },
    '&[data-type="error"]': { borderInlineStartColor: vars.color.critical },
    '&[data-type="warning"]': { borderInlineStartColor: vars.color.caution },
  },
});

export const message = style({ flex: 1, margin: 0 });

export const action = style({
  flex: 'none',
  minHeight: '44px',
  padding: `0 ${space.xs}`,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export { iconButton as dismiss } from '../../ui/icon-button.css.ts';
