/*
 * A count in words, for every layer's sentences: the board's, the engine's and the screens' (one rule, written once).
 */

/** The noun for `n` of a thing, without the number: `point` for 1, `points` for 0 or 2, `dice` given as `many`. */
export function noun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** `1 game`, `2 games`; `many` where the plural is not `one` plus `s`: `plural(2, 'die', 'dice')` is `2 dice`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${noun(n, one, many)}`;
}
