/**
 * The value a table holds under `key` as its own, or undefined. Text typed, pasted or read from a file or a link
 * meets a table by its own keys only: `toString`, `__proto__`, `constructor` or `valueOf` is a key of every object
 * through its prototype, and `table[text]` would hand back a built-in function (or the prototype) as if it were an
 * entry.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
