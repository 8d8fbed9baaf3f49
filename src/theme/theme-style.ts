// Serialises a partner's tokens into a `:root { --var: value }` block for the page head, so one
// shared stylesheet serves every partner and each page carries only its partner's values.
import { vars } from './contract.css.ts';
import type { ThemeTokens } from './tokens.ts';

/** The contract and a token set share one shape: strings at the leaves (var(--x) or the value). */
type TokenTree = { readonly [key: string]: string | TokenTree };

function declarations(contract: TokenTree, tokens: TokenTree): string[] {
  return Object.entries(contract).flatMap(([key, ref]) => {
    const value = tokens[key];
    if (typeof ref === 'string') {
      const name = /^var\((--[^),]+)/.exec(ref)?.[1];
      // Values come from validated partner configs; drop anything that could close the block.
      return name && typeof value === 'string' ? [`${name}:${value.replace(/[{}<>;]/g, '')}`] : [];
    }
    return value !== undefined && typeof value !== 'string' ? declarations(ref, value) : [];
  });
}

export function themeCss(tokens: ThemeTokens): string {
  return `:root{${declarations(vars, tokens).join(';')}}`;
}
