import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { above, space } from '../../theme/layout.ts';

export const form = style({ display: 'block', maxWidth: '560px' });

export const legend = style({ margin: `0 0 ${space.xxs}`, fontSize: '0.875rem', color: vars.color.textMuted });

export const label = style({ display: 'block', marginBottom: space.xxs, fontWeight: 700 });

export const marker = style({ color: vars.color.critical });

/** Stacked below the tablet breakpoint, one row from there on. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  '@media': { [above('tablet')]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${space.xs}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '4px',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: '2px' } },
});

export const submit = style({
  flex: '0 0 auto',
  selectors: { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } },
});

/** Message lines keep their height when empty, so an error appearing moves nothing. */
export const fieldError = style({ minHeight: '1.5em', margin: `${space.xxs} 0 0`, color: vars.color.critical, fontWeight: 700 });

export const status = style({ minHeight: '1.5em', margin: 0 });

/** The extra privacy text of the partner that has it (formPrivacyNotice). */
export const notice = style({ margin: `${space.xs} 0 0`, fontSize: '0.875rem', color: vars.color.textMuted });
