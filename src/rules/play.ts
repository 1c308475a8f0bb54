import { pipValue, type Card } from './types';

/** What one card of the play scores for, in players' words. Go and last card are kept by the pegging tracker. */
export const PLAY_KINDS = ['fifteen', 'twenty-five', 'thirty-one', 'pair', 'pair-royal', 'double-pair-royal', 'run', 'flush', 'go', 'last-card'] as const;
export type PlayKind = (typeof PLAY_KINDS)[number];

/** One scoring item of the play, e.g. `{ kind: 'run', cards: [7S, 8D, 6H], points: 3 }`. */
export interface PlayItem {
  readonly kind: PlayKind;
  /** The cards that make it, in the order they were played. */
  readonly cards: readonly Card[];
  readonly points: number;
}

/** The points the last card of a count earns, itemized. */
export interface PlayScore {
  readonly points: number;
  readonly items: readonly PlayItem[];
}

export interface PlayOptions {
  /**
   * Noddy (002 NODDY): a count of 25 scores 2; a run of three scores 2 (longer runs 1 per card);
   * three or more cards of one suit in a row score 1 per card (a flush of three is 3). Default false.
   */
  readonly extraScores?: boolean;
}

/** Trailing cards of one rank by how many: pair, pair royal, double pair royal. */
const SAME_RANK: Readonly<Record<number, PlayKind>> = { 2: 'pair', 3: 'pair-royal', 4: 'double-pair-royal' };

/**
 * Scores the last card of `cards`, the cards played since the count was last reset, in order.
 * 15 or 31 scores 2; trailing same ranks 2/6/12; the longest trailing run of k >= 3 distinct consecutive
 * ranks in any order scores k (002 Definitions: 2,4,3,5,6 scores 3, 4 and 5 on the 3, 5 and 6).
 * With two decks (000) five or more of a rank can follow one another: every pair scores 2, n(n-1) in all (000 "31
 * count": "Pairs peg 2 each unique card combo"; five aces 20), named as the show names them (`countCombinations`).
 */
export function scorePlay(cards: readonly Card[], options: PlayOptions = {}): PlayScore {
  const items: PlayItem[] = [];
  const n = cards.length;
  if (n === 0) return { points: 0, items };
  let count = 0;
  for (const card of cards) count += pipValue(card.rank);
  if (count === 15) items.push({ kind: 'fifteen', cards: [...cards], points: 2 });
  if (options.extraScores && count === 25) items.push({ kind: 'twenty-five', cards: [...cards], points: 2 });
  if (count === 31) items.push({ kind: 'thirty-one', cards: [...cards], points: 2 });

  const last = cards[n - 1]!;
  let same = 1;
  while (same < n && cards[n - 1 - same]!.rank === last.rank) same++;
  if (same >= 2) items.push({ kind: SAME_RANK[same] ?? 'double-pair-royal', cards: cards.slice(n - same), points: same * (same - 1) });

  const run = trailingRun(cards);
  if (run >= 3) items.push({ kind: 'run', cards: cards.slice(n - run), points: options.extraScores && run === 3 ? 2 : run });

  if (options.extraScores) {
    let flush = 1;
    while (flush < n && cards[n - 1 - flush]!.suit === last.suit) flush++;
    if (flush >= 3) items.push({ kind: 'flush', cards: cards.slice(n - flush), points: flush });
  }

  let points = 0;
  for (const item of items) points += item.points;
  return { points, items };
}

/** Length of the longest k >= 3 such that the last k cards are k distinct consecutive ranks; 0 if none. */
function trailingRun(cards: readonly Card[]): number {
  const n = cards.length;
  for (let k = Math.min(n, 13); k >= 3; k--) {
    let seen = 0;
    let low = 14;
    let high = 0;
    let distinct = true;
    for (let i = n - k; i < n; i++) {
      const r = cards[i]!.rank;
      const bit = 1 << r;
      if (seen & bit) {
        distinct = false;
        break;
      }
      seen |= bit;
      if (r < low) low = r;
      if (r > high) high = r;
    }
    if (distinct && high - low === k - 1) return k;
  }
  return 0;
}
