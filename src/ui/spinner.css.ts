import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { space, spinnerSizes } from '../theme/layout.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space.xs, padding: space.sm });

const ring = style({
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

/** Spinner sizes from the spec: 10, 20, 40, 60, 80, 100 px. */
export const size = styleVariants(
  Object.fromEntries(spinnerSizes.map((px) => [px, [ring, { width: `${px}px`, height: `${px}px` }]])) as Record<(typeof spinnerSizes)[number], [string, { width: string; height: string }]>,
);
