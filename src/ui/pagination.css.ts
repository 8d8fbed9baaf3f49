// Page links under a result list (search results, account activity): Previous, the page numbers with
// the current one marked, Next. Hidden in print.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { space } from '../theme/layout.ts';
import { fontWeight, radius } from '../theme/system.ts';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  '@media': { print: { display: 'none' } },
});

export const pageList = style({ display: 'flex', flexWrap: 'wrap', gap: space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const pageLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '44px',
  minHeight: '44px',
  borderRadius: radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});
