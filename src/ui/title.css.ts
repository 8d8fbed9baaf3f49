import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { above } from '../theme/layout.ts';

const scale = (mobile: string, desktop: string) => ({
  fontFamily: vars.font.heading,
  fontSize: mobile,
  lineHeight: 1.2,
  '@media': { [above('desktop')]: { fontSize: desktop } },
});

/** Title variants from the spec: XL, Lg, Md, Sm. */
export const title = styleVariants({
  XL: scale('2rem', '2.75rem'),
  Lg: scale('1.625rem', '2rem'),
  Md: scale('1.25rem', '1.5rem'),
  Sm: scale('1.0625rem', '1.125rem'),
} as const);
