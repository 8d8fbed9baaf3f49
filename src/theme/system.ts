// The design system's constants: the same for every partner (partners vary colour and type family
// only, through the theme contract). Type sizes are fluid between the phone and the desktop widths,
// so one scale reads right at 390 px and at 1280 px without breakpoint jumps.

/** Font size for each step of the type scale (rem, so a reader's font setting scales the page). */
export const fontSize = {
  display: 'clamp(2rem, 1.45rem + 2.4vw, 3.25rem)',
  h1: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)',
  h2: 'clamp(1.375rem, 1.2rem + 0.8vw, 1.875rem)',
  h3: '1.25rem',
  lead: 'clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)',
  body: '1rem',
  small: '0.875rem',
  tiny: '0.75rem',
} as const;

export const lineHeight = { tight: '1.1', heading: '1.25', body: '1.5', relaxed: '1.65' } as const;
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const letterSpacing = { display: '-0.02em', heading: '-0.01em', caps: '0.06em' } as const;

/** Corner radii: controls, cards, large media; pill for badges and chips. */
export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

/** Elevation: resting cards, hovered cards and menus, dialogs. */
export const elevation = {
  1: '0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1)',
  2: '0 4px 8px -2px rgb(16 24 40 / 0.1), 0 2px 4px -2px rgb(16 24 40 / 0.06)',
  3: '0 20px 24px -4px rgb(16 24 40 / 0.1), 0 8px 8px -4px rgb(16 24 40 / 0.04)',
} as const;

/** Motion explains a change of state (a card lifting, a menu opening); global.css.ts turns it off
 *  under prefers-reduced-motion. */
export const motion = {
  fast: '120ms',
  base: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** A transition of the listed properties at the system's pace. */
export const transition = (...properties: string[]): string =>
  properties.map((property) => `${property} ${motion.fast} ${motion.easing}`).join(', ');

/** Icon sizes (px) for inline, control and feature icons. */
export const iconSize = { sm: 16, md: 20, lg: 24, xl: 32 } as const;
