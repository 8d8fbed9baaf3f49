// Layout constants from the spec (001 "Theme and breakpoints", 000 §9).
export const breakpoints = { largeMobile: 451, tablet: 661, desktop: 861, navbar: 1050 } as const;

/** `@media` query for "at least this breakpoint". */
export const above = (bp: keyof typeof breakpoints): string => `screen and (min-width: ${breakpoints[bp]}px)`;

/** `@media` query for "narrower than this breakpoint" (the complement of `above`). */
export const below = (bp: keyof typeof breakpoints): string => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;

export const space = { none: '0', xxs: '5px', xs: '10px', sm: '20px', md: '30px', lg: '40px', xl: '50px' } as const;
export const grid = { contentMax: '1050px', pageMax: '1400px', pageMin: '320px', gutterMobile: '10px', gutterDesktop: '20px' } as const;
export const spinnerSizes = [10, 20, 40, 60, 80, 100] as const;
export const modalMaxWidth = '650px';
export const subBarHeight = '45px';
