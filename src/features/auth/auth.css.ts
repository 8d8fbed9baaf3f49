// The auth pages' forms: one readable column (the kit's form is at most 560px), the links that go
// with a form (forgot password, join, a new code) in the flow under the field they belong to.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/layout.ts';
import { fontSize } from '../../theme/system.ts';

export const island = style({ display: 'flex', flexDirection: 'column', gap: space.sm, maxWidth: '560px' });

/** A link under a field ("Forgot your password?"): small, close to what it helps with. */
export const fieldLink = style({ margin: `calc(-1 * ${space.xs}) 0 0`, fontSize: fontSize.small });

/** "Not a member? Join Now" and other ways on under the form. */
export const aside = style({ margin: 0, paddingTop: space.sm, borderTop: `1px solid ${vars.color.border}` });

/** The polite status while a signed-in member is sent on. */
export const status = style({ margin: 0, color: vars.color.textMuted, selectors: { '&:empty': { display: 'none' } } });

/** A line of text beside a form (the code step's "we sent a code to …"). */
export const line = style({ margin: 0 });

/** The sso hand-off's text and its link. */
export const handOff = style({ margin: 0 });
