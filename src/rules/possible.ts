/**
 * Which show totals can happen at all: a count no hand or crib of that shape can score is a slip of the finger
 * (or the table's joke "nineteen" for nothing), refused before it is pegged. Each set is the list of totals found
 * by counting every hand of that shape (test/rules/possible.test.ts counts them all again).
 */

/** The shape of a count: cards in the hand or crib (besides the starter), and Noddy's extra scores. */
export interface CountShape {
  /** e.g. `4`; `3` in five-card and Noddy hands. */
  readonly size: number;
  readonly extraScores?: boolean;
}

/** Totals 0..29 as bits: 4 cards and a starter, hand or crib (12,994,800 each; none scores 19, 25, 26 or 27). */
const FOUR = bits(0, 29, [19, 25, 26, 27]);
/** 3 cards and a starter (five-card cribbage, 1,082,900 hands): 0 to 15, and 20 (three fives and a five). */
const THREE = bits(0, 15, []) | bits(20, 20, []);
/** 3 cards and a starter with Noddy's extras (002 NODDY): every total 0 to 20. */
const THREE_NODDY = bits(0, 20, []);

function bits(from: number, to: number, without: readonly number[]): number {
  let set = 0;
  for (let n = from; n <= to; n++) if (!without.includes(n)) set |= 1 << n;
  return set;
}

function setOf(shape: CountShape): number | null {
  if (shape.size === 4 && !shape.extraScores) return FOUR;
  if (shape.size === 3) return shape.extraScores ? THREE_NODDY : THREE;
  return null;
}

/** True when some hand or crib of `shape` scores `total`; shapes not listed here allow any total 0 to 99. */
export function isPossibleShow(total: number, shape: CountShape): boolean {
  if (!Number.isInteger(total) || total < 0 || total > 99) return false;
  const set = setOf(shape);
  if (set === null) return true;
  return total <= 29 && (set & (1 << total)) !== 0;
}

/**
 * Why `total` is refused, in words, e.g. "No hand scores 19: four cards and the starter score 0 to 29, never 19,
 * 25, 26 or 27 ("nineteen" is the table's word for nothing: enter 0)."; null when it is possible.
 */
export function impossibleShowWords(total: number, shape: CountShape, what: 'hand' | 'crib'): string | null {
  if (isPossibleShow(total, shape)) return null;
  if (!Number.isInteger(total) || total < 0) return 'A count is a whole number of points, 0 or more.';
  const range =
    shape.size === 3
      ? shape.extraScores
        ? 'three cards and the starter score 0 to 20 (Noddy)'
        : 'three cards and the starter score 0 to 15, or 20'
      : shape.size === 4
        ? 'four cards and the starter score 0 to 29, never 19, 25, 26 or 27'
        : 'a count is 0 to 99';
  const joke = total === 19 ? ' ("nineteen" is the table\'s word for nothing: enter 0)' : '';
  return `No ${what} scores ${total}: ${range}${joke}.`;
}
