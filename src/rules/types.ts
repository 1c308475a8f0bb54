/** Suits in the order used for card indices: clubs, diamonds, hearts, spades. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

/** Rank letters as players write them; index + 1 is the rank number (A = 1 ... K = 13). */
export const RANK_TEXTS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type RankText = (typeof RANK_TEXTS)[number];

/** Rank number: A = 1, 2-10, J = 11, Q = 12, K = 13. Runs use this order (no wrap). */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** Canonical text of a card, e.g. `'10D'`, `'AS'`, `'JH'`. */
export type CardId = `${RankText}${Suit}`;

/** A playing card. Cards from `parseCard` and `DECK` are shared frozen values; compare with `isSameCard`. */
export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** A jack's rank number. */
export const JACK: Rank = 11;

/** Pip value for fifteens and the count: A = 1, 2-10 face value, J/Q/K = 10. */
export function pipValue(rank: Rank): number {
  return rank > 10 ? 10 : rank;
}

/** Index 0..51 of a card: rank-major, `(rank - 1) * 4 + suit index`. */
export function cardIndex(card: Card): number {
  return (card.rank - 1) * 4 + SUITS.indexOf(card.suit);
}

/**
 * Each rank's key for the fast scorer (A ... K): the least increasing numbers whose sums over any five ranks, no
 * more than four of a rank, all differ (each of the 6,175 rank multisets has its own sum, checked in
 * test/rules/fast.test.ts). So the sum of five cards' keys names their ranks in any order, and one table read by it
 * gives their fifteens, pairs and runs.
 */
export const RANK_KEYS: readonly number[] = [0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415];

/** Where a rank key starts in a packed card: the five cards' low bits sum to at most 680 and never carry into it. */
export const RANK_KEY_SHIFT = 10;

/**
 * A card packed into one small integer for the fast scorer, in the manner of Cactus Kev's poker evaluator: the suit
 * as one bit of 0-3 (clubs 1 ... spades 8), for a jack the same suit bit again in 4-7, and the rank's key
 * (`RANK_KEYS`) from bit 10. Flush and nobs then become ANDs and ORs of five numbers, and the rank points one
 * table read at their sum (see `showTotal` in fast.ts). Five packed cards sum to under 2^29, a small integer still.
 */
export function packCard(rank: Rank, suitIndex: number): number {
  const suitBit = 1 << suitIndex;
  return (RANK_KEYS[rank - 1]! << RANK_KEY_SHIFT) | (rank === JACK ? suitBit << 4 : 0) | suitBit;
}

/**
 * Where each `DECK` card keeps its `packCard` value: a symbol property, not enumerable, so it stays out of
 * equality, JSON, spreads and IndexedDB; a card made any other way simply lacks it.
 */
export const PACKED: unique symbol = Symbol('packed card');

/** The 52 cards in index order. */
export const DECK: readonly Card[] = Object.freeze(
  Array.from({ length: 52 }, (_, i) => {
    const rank = ((i >> 2) + 1) as Rank;
    // Written in the literal, then hidden: the value stays inside the object, where `showTotal` reads it with one
    // load (added by defineProperty alone it went to a separate property store, a second load a card: issue 13).
    const card = { rank, suit: SUITS[i & 3]!, [PACKED]: packCard(rank, i & 3) };
    Object.defineProperty(card, PACKED, { enumerable: false });
    return Object.freeze(card);
  }),
);

/** The shared card value for an index 0..51; assumes a valid index. */
export function cardFromIndexUnsafe(index: number): Card {
  return DECK[index]!;
}

export function isSameCard(a: Card, b: Card): boolean {
  return a.rank === b.rank && a.suit === b.suit;
}
