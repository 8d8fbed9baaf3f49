// Building an island's key list from the copy tables (each feature's copy.ts) rather than by hand:
// the island ships every key under its namespaces, so a word added to its table reaches it with no
// second edit. Only build-time code (the .astro pages) may import the lists built with these: the
// tables are every default, which no browser bundle should carry (tests/site/island-copy-keys.test.ts).
type Table = Readonly<Record<string, string>>;

// The tables' keys are copy keys already: no type here relates them to CopyKey (hundreds of words),
// which the type checker took minutes over.
type KeyOf<T> = Extract<keyof T, string>;

/** Every key of a copy table. */
export const keysOf = <T extends Table>(table: T): KeyOf<T>[] => Object.keys(table) as KeyOf<T>[];

/** The table's keys under any of the namespaces (`'bonus.'` → every `bonus.*` key). */
export function keysUnder<T extends Table, const P extends string>(table: T, ...namespaces: P[]): Extract<KeyOf<T>, `${P}${string}`>[] {
  const keys = keysOf(table).filter((key) => namespaces.some((namespace) => key.startsWith(namespace)));
  if (keys.length === 0) throw new Error(`no copy key under ${namespaces.join(', ')}`);
  return keys as Extract<KeyOf<T>, `${P}${string}`>[];
}

/** The keys but the excluded ones: words the page renders itself (titles, [[marker]] messages). */
export function without<K extends string, const E extends K>(keys: readonly K[], ...excluded: E[]): Exclude<K, E>[] {
  const dropped = new Set<string>(excluded);
  for (const key of excluded) if (!keys.includes(key)) throw new Error(`${key} is not in the list it is excluded from`);
  return keys.filter((key): key is Exclude<K, E> => !dropped.has(key));
}
