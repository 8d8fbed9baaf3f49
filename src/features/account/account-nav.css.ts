// The account center's tabs (issue #25): one row at every width down to 320 px (it scrolls sideways
// rather than wrapping), the active page marked by a bar under it and bolder text, not by colour alone.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { fontSize, fontWeight } from '../../theme/system.ts';

export const tabs = style({
  display: 'flex',
  gap: space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({ flex: '0 0 auto' });

export const link = style({
  display: 'block',
  padding: `${space.xs} 12px`,
  whiteSpace: 'nowrap',
  fontSize: fontSize.body,
  fontWeight: fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  // The bar sits on the row's own border line.
  borderBlockEnd: '4px solid transparent',
  selectors: {
    '&:hover': { borderBlockEndColor: vars.color.borderStrong },
    '&[aria-current="page"]': { borderBlockEndColor: vars.color.brand, fontWeight: fontWeight.bold, color: vars.color.brandText },
    // Inside the scrolling row a ring outside the link would be clipped.
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

globalStyle(`${tabs}::-webkit-scrollbar`, { height: '4px' });
