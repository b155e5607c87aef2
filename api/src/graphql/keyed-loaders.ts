import type DataLoader from 'dataloader';

/**
 * DataLoaders for an edge that takes arguments (`tasks(status: completed)`): one loader per
 * distinct set of arguments, so every parent asking the same question shares one statement.
 */
export function keyedLoaders<Args, K, V>(create: (args: Args) => DataLoader<K, V>): (args: Args) => DataLoader<K, V> {
  const byArgs = new Map<string, DataLoader<K, V>>();
  return (args) => {
    const key = JSON.stringify(args ?? {});
    let loader = byArgs.get(key);
    if (!loader) {
      loader = create(args);
      byArgs.set(key, loader);
    }
    return loader;
  };
}

/** Groups rows under each of the keys a row belongs to, answering keys in the order asked. */
export function groupUnder<K, V>(keys: readonly K[], rows: V[], keysOf: (row: V) => (K | null | undefined)[]): V[][] {
  const groups = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) {
    for (const key of new Set(keysOf(row))) if (key != null) groups.get(key)?.push(row);
  }
  return keys.map((key) => groups.get(key) ?? []);
}
