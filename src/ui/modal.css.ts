// The modal on the design system: a raised dialog (radius lg, the highest elevation) over a dimmed
// page, fading in as it opens (reduced motion turns that off globally).
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { iconButton } from './icon-button.css.ts';
import { vars } from '../theme/contract.css.ts';
import { above, modalMaxWidth, space } from '../theme/layout.ts';
import { elevation, fontSize, motion, radius } from '../theme/system.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });
const dim = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Spec 000 §9: max width 650px; a 10px gutter on small screens. */
export const dialog = style({
  width: `min(calc(100% - 2 * ${space.xs}), ${modalMaxWidth})`,
  maxWidth: modalMaxWidth,
  maxHeight: `calc(100dvh - 2 * ${space.sm})`,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.raised,
  color: vars.color.text,
  boxShadow: elevation[3],
  selectors: { '&[open]': { animation: `${appear} ${motion.base} ${motion.easing}` } },
  '::backdrop': { background: 'rgb(16 24 40 / 0.6)', animation: `${dim} ${motion.base} ${motion.easing}` },
});

/** Fills the dialog, so a click whose target is the dialog itself was on the backdrop. */
export const panel = style({ padding: space.sm, '@media': { [above('tablet')]: { padding: space.md } } });

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: space.xs, marginBottom: space.xs });

export const title = style({ flex: 1, margin: 0, fontSize: fontSize.h2, alignSelf: 'center' });

export const close = style([
  iconButton,
  { marginBlock: `calc(-1 * ${space.xs})`, marginInlineEnd: `calc(-1 * ${space.xs})`, color: vars.color.textMuted },
]);

export const body = style({ color: vars.color.text });

globalStyle(`${body} > :last-child`, { marginBottom: 0 });

/** Actions row under the body (buttons, learn-more links). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, marginTop: space.sm });
