// Copy for the browser, shipped per element: an Astro component puts the few strings its custom
// element needs on the element (`data-copy`, JSON of `pickCopy(t, keys)`, partner placeholders
// already filled), so a page carries only the copy its own elements use.
export type CopyVars = Record<string, string | number>;
export type CopyReader<K extends string> = (key: K, vars?: CopyVars) => string;

/** `{name}` placeholders filled from `vars`; unknown ones stay visible so a gap is noticed. */
export function fillCopy(template: string, vars: CopyVars = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : match));
}

/** A reader over `table`; a key it lacks shows as itself. */
export function copyReader<K extends string>(table: Partial<Record<K, string>>): CopyReader<K> {
  return (key, vars) => fillCopy(table[key] ?? key, vars);
}

/** The reader for an element's `data-copy` (an empty table when the attribute is missing or broken). */
export function elementCopy<K extends string>(element: HTMLElement): CopyReader<K> {
  let table: Partial<Record<K, string>> = {};
  try {
    const parsed: unknown = JSON.parse(element.dataset['copy'] ?? '{}');
    if (parsed && typeof parsed === 'object') table = parsed;
  } catch {
    // Leave the keys visible rather than break the element.
  }
  return copyReader(table);
}
