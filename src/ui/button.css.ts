// Buttons (and links styled as buttons): the spec's primary, secondary and tertiary variants, and a
// danger variant for a confirm that destroys something, each with hover, pressed, focus-visible and
// disabled states.
import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize, fontWeight, radius, transition } from '../theme/system.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  minHeight: '48px',
  paddingInline: '22px',
  borderRadius: radius.sm,
  border: '2px solid transparent',
  fontFamily: vars.font.body,
  fontWeight: fontWeight.bold,
  fontSize: fontSize.body,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: transition('background-color', 'border-color', 'color', 'box-shadow', 'transform'),
  ':active': { transform: 'translateY(1px)' },
  selectors: {
    // Disabled controls and links marked aria-disabled: visibly inert, no pressed feedback.
    '&:disabled, &[aria-disabled="true"]': {
      background: vars.color.disabledSurface,
      borderColor: vars.color.disabledSurface,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
      transform: 'none',
      boxShadow: 'none',
    },
  },
});

/** Button variants from the spec (primary, secondary, tertiary), and danger. */
export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandHover, color: vars.color.onBrand },
        '&:active:not(:disabled)': { background: vars.color.brandPressed },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.raised,
      color: vars.color.link,
      borderColor: vars.color.borderStrong,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          borderColor: vars.color.link,
          background: vars.color.accentSubtle,
          color: vars.color.link,
        },
        '&:active:not(:disabled)': { borderColor: vars.color.linkHover },
      },
    },
  ],
  tertiary: [
    base,
    {
      background: 'transparent',
      color: vars.color.link,
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      paddingInline: '8px',
      selectors: { '&:hover:not(:disabled)': { color: vars.color.linkHover, textDecorationThickness: '2px' } },
    },
  ],
  // Red, with the page background's colour for its text, which every theme keeps readable on it.
  danger: [
    base,
    {
      background: vars.color.critical,
      color: vars.color.raised,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          boxShadow: `inset 0 0 0 2px ${vars.color.raised}`,
          textDecoration: 'underline',
        },
      },
    },
  ],
} as const);

/** A button that fills its row (phone forms, the sticky call to action). */
export const fullWidth = style({ width: '100%' });
