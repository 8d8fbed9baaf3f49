import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize, fontWeight, letterSpacing, lineHeight } from '../theme/system.ts';

const heading = (size: string, tracking: string = letterSpacing.heading) => ({
  fontFamily: vars.font.heading,
  fontWeight: fontWeight.bold,
  fontSize: size,
  lineHeight: size === fontSize.display ? lineHeight.tight : lineHeight.heading,
  letterSpacing: tracking,
});

/** Title variants from the spec: XL, Lg, Md, Sm, on the system's type scale (src/theme/system.ts). */
export const title = styleVariants({
  XL: heading(fontSize.display, letterSpacing.display),
  Lg: heading(fontSize.h1),
  Md: heading(fontSize.h2),
  Sm: heading(fontSize.h3),
} as const);
