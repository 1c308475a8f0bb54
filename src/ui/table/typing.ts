/**
 * Points typed with the digit keys on the lit pad (issue 15.6). A digit that cannot begin a longer score scores at
 * once; otherwise the pad waits for the next digit or Enter:
 * - a count (hand or crib, 0 to 29): 0 (a "nineteen") and 3 to 9 score at once; after 1 or 2 the next digit
 *   scores (10 to 29), or Enter scores the 1 or 2;
 * - pegging (1 and up): 2 to 9 score at once; after 1 the next digit scores (10 to 19), or Enter scores the 1.
 */

/** What is being typed: a count of the show, or points of the play. */
export type TypedKind = 'count' | 'pegging';

/** The digits typed so far, and the points to score now (or `null` to wait). */
export interface Typed {
  /** e.g. `'1'` while waiting; `''` once scored or when the digit was refused. */
  readonly digits: string;
  readonly score: number | null;
}

/** Adds a digit (`'0'`-`'9'`) to the digits typed so far. */
export function typeDigit(sofar: string, digit: string, kind: TypedKind): Typed {
  const digits = sofar + digit;
  if (digits.length >= 2) return { digits: '', score: Number(digits) };
  if (kind === 'pegging') {
    if (digit === '0') return { digits: '', score: null };
    return digit === '1' ? { digits, score: null } : { digits: '', score: Number(digit) };
  }
  return digit === '1' || digit === '2' ? { digits, score: null } : { digits: '', score: Number(digit) };
}

/** Enter: scores what was typed, or `null` when nothing was. */
export function typeEnter(sofar: string): number | null {
  return sofar === '' ? null : Number(sofar);
}
