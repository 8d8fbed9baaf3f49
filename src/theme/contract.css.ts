// The theme contract every partner fills, derived from a real theme's tokens (braid's pattern:
// `createThemeContract(makeVanillaTheme(tokens))`), so it cannot drift from the token type: a new
// token in themeTokens() is a new CSS variable. Components read only these vars.
import { createThemeContract } from '@vanilla-extract/css';
import { referenceTokens } from './tokens.ts';

export const vars = createThemeContract(referenceTokens);
