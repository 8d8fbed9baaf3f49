// A notice in the page's flow (offline, empty results, location blocked): a tinted panel, not an
// alert. Its title, when it has one, is `noticeTitle`.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { space } from '../theme/layout.ts';
import { fontSize, fontWeight, radius } from '../theme/system.ts';

export const notice = style({
  margin: 0,
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.accentSubtle,
  border: `1px solid ${vars.color.border}`,
});

export const noticeTitle = style({ margin: 0, fontSize: fontSize.body, fontWeight: fontWeight.bold });
