// The banner's three types (spec 000 §5): error, success, warning. The type shows as an icon
// shape and a tinted edge, never as colour alone; the text stays the body colour.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';

const base = style({
  display: 'flex',
  gap: space.xs,
  padding: `${space.xs} ${space.sm}`,
  color: vars.color.text,
  background: vars.color.surface,
  borderInlineStart: '6px solid',
  borderRadius: '4px',
});

export const banner = styleVariants({
  error: [base, { borderColor: vars.color.critical }],
  success: [base, { borderColor: vars.color.positive }],
  warning: [base, { borderColor: vars.color.caution }],
} as const);

const iconBase = style({ flex: '0 0 auto', width: '24px', height: '24px', marginTop: '1px' });

export const icon = styleVariants({
  error: [iconBase, { color: vars.color.critical }],
  success: [iconBase, { color: vars.color.positive }],
  warning: [iconBase, { color: vars.color.caution }],
} as const);

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1rem', fontWeight: 700, fontFamily: vars.font.body });

export const messages = style({ margin: 0, paddingInlineStart: '1.25em' });

export const message = style({ margin: 0 });
