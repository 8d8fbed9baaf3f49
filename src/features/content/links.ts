/** Absolute http(s) links leave the site: they open in a new tab (spec 000 §2). */
export const isExternal = (url: string): boolean => /^https?:\/\//i.test(url);
