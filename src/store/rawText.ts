/**
 * Raw records as JSON text, whatever IndexedDB handed back, so damaged data can always be written out as it is: a
 * bigint becomes text (`'12n'`); a structure that refers to itself (IndexedDB keeps cycles, JSON cannot) has each
 * object written once and `'[seen above]'` where it comes again.
 */
export function rawText(value: unknown): string {
  const bigints = (_key: string, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v);
  try {
    return JSON.stringify(value, bigints, 2) ?? 'null';
  } catch {
    const seen = new WeakSet<object>();
    return (
      JSON.stringify(
        value,
        (key, v: unknown) => {
          if (typeof v === 'object' && v !== null) {
            if (seen.has(v)) return '[seen above]';
            seen.add(v);
          }
          return bigints(key, v);
        },
        2,
      ) ?? 'null'
    );
  }
}
