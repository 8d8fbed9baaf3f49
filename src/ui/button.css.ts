import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  paddingInline: '20px',
  borderRadius: '4px',
  border: '2px solid transparent',
  fontWeight: 700,
  fontSize: '1rem',
  textDecoration: 'none',
  cursor: 'pointer',
});

/** Button variants from the spec: primary, secondary, tertiary. */
export const button = styleVariants({
  primary: [base, { background: vars.color.brand, color: vars.color.onBrand, ':hover': { background: vars.color.brandHover } }],
  secondary: [base, { background: vars.color.background, color: vars.color.link, borderColor: 'currentColor' }],
  tertiary: [base, { background: 'transparent', color: vars.color.link, textDecoration: 'underline', paddingInline: '4px' }],
} as const);
