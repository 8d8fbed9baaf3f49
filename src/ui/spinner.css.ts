// The loading spinner (spec 000 §9 sizes 10, 20, 40, 60, 80, 100 px). Shared by Spinner.tsx and
// Spinner.astro, so static pages and islands draw the same thing.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { space, spinnerSizes } from '../theme/layout.ts';

export type SpinnerSize = (typeof spinnerSizes)[number];

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space.xs, padding: space.xs });

export const message = style({ margin: 0, textAlign: 'center' });

const ring = style({
  display: 'inline-block',
  flex: '0 0 auto',
  boxSizing: 'border-box',
  borderRadius: '50%',
  borderStyle: 'solid',
  // The track in the muted text tone keeps the ring visible at 3:1 (WCAG 1.4.11) on any theme.
  borderColor: vars.color.textMuted,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  // Still a ring, no motion: the message says it is loading (WCAG 2.3.3).
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const ringWidth = (px: SpinnerSize): string => `${Math.max(2, Math.round(px / 12))}px`;

export const size = styleVariants(
  Object.fromEntries(spinnerSizes.map((px) => [px, [ring, { width: `${px}px`, height: `${px}px`, borderWidth: ringWidth(px) }]])) as Record<
    SpinnerSize,
    [string, { width: string; height: string; borderWidth: string }]
  >,
);
