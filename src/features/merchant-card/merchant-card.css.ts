// The merchant card (spec 000 §2 "Merchant card and carousel"): theme vars only. The card is one
// stretched link (the name's) with the sign-in and unlock links raised above it.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { elevation, fontSize, fontWeight, radius, transition } from '../../theme/system.ts';

/** Promo image size: the spec's width-200 transform at aspect 1.4. */
export const promoWidth = 200;
export const promoHeight = Math.round(promoWidth / 1.4);

export const card = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: space.xxs,
  height: '100%',
  boxSizing: 'border-box',
  background: vars.color.raised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: elevation[1],
  overflow: 'hidden',
  fontSize: fontSize.small,
  lineHeight: 1.35,
  transition: transition('box-shadow', 'transform'),
  ':hover': { boxShadow: elevation[2], transform: 'translateY(-2px)' },
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  '@media': { '(prefers-reduced-motion: reduce)': { ':hover': { transform: 'none' } } },
});

export const media = style({ position: 'relative', margin: 0 });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1.4',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: space.xxs,
  insetInlineStart: space.xxs,
  padding: `2px ${space.xs}`,
  borderRadius: radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: elevation[1],
  fontSize: fontSize.tiny,
  fontWeight: fontWeight.bold,
});

export const body = style({ display: 'grid', gap: '3px', padding: `${space.xxs} ${space.xs} ${space.xs}` });

export const line = style({ margin: 0 });

export const highlight = style({
  margin: 0,
  color: vars.color.brandText,
  fontWeight: fontWeight.bold,
  fontSize: fontSize.tiny,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const name = style({ margin: 0, fontSize: fontSize.body, lineHeight: 1.25 });

/** The card's one link: its ::after covers the card, so the whole card is clickable. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  ':hover': { textDecoration: 'underline' },
});

/** Stars filled to --fill (set per card) over the border colour. */
export const stars = style({
  letterSpacing: '1px',
  backgroundImage: `linear-gradient(90deg, ${vars.color.accent} var(--fill, 0%), ${vars.color.textMuted} var(--fill, 0%))`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const earn = style({ margin: 0, fontWeight: fontWeight.bold, color: vars.color.brandText });

/** "Earns today" / "Earns Mon-Thu": a check mark and the line, in the positive colour. */
export const when = style({
  margin: 0,
  color: vars.color.positive,
  fontWeight: fontWeight.semibold,
  // Decorative: the alternative text after "/" is empty, so screen readers read only the words.
  '::before': { content: '"✓ " / ""' },
});

/** Links that sit above the stretched card link. */
export const raised = style({ position: 'relative', zIndex: 1, justifySelf: 'start', fontWeight: fontWeight.semibold });

/** The unlock prompt: a button that reads as the card's other links. */
export const unlock = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: fontWeight.semibold,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  textAlign: 'start',
});

export const tag = style({
  justifySelf: 'start',
  padding: `1px ${space.xs}`,
  borderRadius: radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: fontSize.tiny,
  fontWeight: fontWeight.medium,
});
