import { globalStyle, style } from '@vanilla-extract/css';
import { iconButton } from './icon-button.css.ts';
import { vars } from '../theme/contract.css.ts';
import { modalMaxWidth, space } from '../theme/layout.ts';

/** Spec 000 §9: max width 650px; a 10px gutter on small screens. */
export const dialog = style({
  width: `min(calc(100% - 2 * ${space.xs}), ${modalMaxWidth})`,
  maxWidth: modalMaxWidth,
  maxHeight: `calc(100dvh - 2 * ${space.sm})`,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: '0 10px 40px rgb(0 0 0 / 0.3)',
  '::backdrop': { background: 'rgb(0 0 0 / 0.55)' },
});

/** Fills the dialog, so a click whose target is the dialog itself was on the backdrop. */
export const panel = style({ padding: space.sm });

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: space.xs, marginBottom: space.xs });

export const title = style({ flex: 1, margin: 0, fontSize: '1.375rem', alignSelf: 'center' });

export const close = style([iconButton, { marginBlock: '-8px', marginInlineEnd: '-8px' }]);

export const body = style({});

globalStyle(`${body} > :last-child`, { marginBottom: 0 });

/** Actions row under the body (buttons, learn-more links). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, marginTop: space.sm });
