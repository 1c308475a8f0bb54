import { JACK, pipValue, type Card } from './types';

/** What a scoring item is, in the words players use. */
export const SHOW_KINDS = ['fifteen', 'twenty-five', 'pair', 'pair-royal', 'double-pair-royal', 'run', 'flush', 'nobs'] as const;
export type ShowKind = (typeof SHOW_KINDS)[number];

/** One scoring combination: e.g. `{ kind: 'fifteen', cards: [5H, JD], points: 2 }`. */
export interface ShowItem {
  readonly kind: ShowKind;
  /** The cards that make it, lowest rank first. */
  readonly cards: readonly Card[];
  readonly points: number;
}

/** An itemized count: the items in the order a player says them, and their sum. */
export interface ShowCount {
  readonly total: number;
  readonly items: readonly ShowItem[];
}

/** How to count a show. Defaults: a hand under traditional rules. */
export interface ShowOptions {
  /** A crib: a flush counts only with all five cards (RULES.md, 002 scoring chart). Default false. */
  readonly crib?: boolean;
  /**
   * Noddy's extra scores (002 NODDY): a combination totalling 25 scores 2, a run of three scores 2
   * (longer runs 1 per card), a flush of three scores 3. Default false.
   */
  readonly extraScores?: boolean;
}

/** Subset masks of n cards with at least two cards, smallest subsets first, for fifteens and twenty-fives. */
export const SUBSETS_BY_SIZE: readonly (readonly number[])[] = [0, 1, 2, 3, 4, 5, 6].map((n) => {
  const masks: number[] = [];
  for (let m = 1; m < 1 << n; m++) if (popcount(m) >= 2) masks.push(m);
  return masks.sort((a, b) => popcount(a) - popcount(b) || lowFirst(a, b));
});

function popcount(m: number): number {
  let c = 0;
  for (; m; m &= m - 1) c++;
  return c;
}

/** Orders masks of equal size so that subsets of lower cards come first ({0,1} before {0,2}). */
function lowFirst(a: number, b: number): number {
  for (let bit = 1; bit <= Math.max(a, b); bit <<= 1) {
    if ((a & bit) !== (b & bit)) return a & bit ? -1 : 1;
  }
  return 0;
}

const PAIR_KIND: Readonly<Record<number, ShowKind>> = { 2: 'pair', 3: 'pair-royal', 4: 'double-pair-royal' };
const PAIR_POINTS: Readonly<Record<number, number>> = { 2: 2, 3: 6, 4: 12 };

/**
 * Counts a hand or crib with its starter, itemized: every fifteen, pair, run, flush and nobs with its cards.
 * `hand` holds the hand cards (4, or 3 in five-card cribbage and Noddy); `starter` is the turn-up.
 * Assumes distinct, valid cards (see `parseCards`). His heels (a jack starter) is not part of the show.
 */
export function countShow(hand: readonly Card[], starter: Card, options: ShowOptions = {}): ShowCount {
  const cards = byRank(hand, starter);
  const items: ShowItem[] = [];
  const sums = subsetSums(cards);
  sumItems(cards, sums, 15, 'fifteen', items);
  if (options.extraScores) sumItems(cards, sums, 25, 'twenty-five', items);
  pairItems(cards, items);
  runItems(cards, options.extraScores === true, items);
  flushItem(hand, starter, options.crib === true, items);
  for (const card of hand) {
    if (card.rank === JACK && card.suit === starter.suit) items.push({ kind: 'nobs', cards: [card], points: 1 });
  }
  let total = 0;
  for (const item of items) total += item.points;
  return { total, items };
}

/*
 * The counter below is the one every count in the app is itemized by, and the exhaustive tests run it on all
 * 12,994,800 hands and cribs: beyond the sorted cards and what it reports, it allocates only for a run it found.
 */

/** The hand and its starter, lowest rank first (an insertion sort: stable, as `Array.prototype.sort` is). */
function byRank(hand: readonly Card[], starter: Card): Card[] {
  const cards = [...hand, starter];
  for (let i = 1; i < cards.length; i++) {
    const card = cards[i]!;
    let j = i - 1;
    for (; j >= 0 && cards[j]!.rank > card.rank; j--) cards[j + 1] = cards[j]!;
    cards[j + 1] = card;
  }
  return cards;
}

/** Pips of every subset of up to 7 cards, by mask: each from the subset without its lowest card. Reused scratch. */
const SUMS = new Int32Array(1 << 7);

function subsetSums(cards: readonly Card[]): Int32Array {
  for (let mask = 1; mask < 1 << cards.length; mask++) {
    const low = mask & -mask;
    SUMS[mask] = SUMS[mask ^ low]! + pipValue(cards[31 - Math.clz32(low)]!.rank);
  }
  return SUMS;
}

function sumItems(cards: readonly Card[], sums: Int32Array, target: number, kind: ShowKind, items: ShowItem[]): void {
  for (const mask of SUBSETS_BY_SIZE[cards.length]!) {
    if (sums[mask] === target) items.push({ kind, cards: cards.filter((_, i) => mask & (1 << i)), points: 2 });
  }
}

function pairItems(cards: readonly Card[], items: ShowItem[]): void {
  for (let i = 0; i < cards.length; ) {
    let j = i + 1;
    while (j < cards.length && cards[j]!.rank === cards[i]!.rank) j++;
    const n = j - i;
    if (n >= 2) items.push({ kind: PAIR_KIND[n]!, cards: cards.slice(i, j), points: PAIR_POINTS[n]! });
    i = j;
  }
}

/** Every maximal run of 3+ ranks scores its length once per distinct choice of cards (double, triple runs). */
function runItems(cards: readonly Card[], extraScores: boolean, items: ShowItem[]): void {
  // Cards are sorted by rank: find each stretch of consecutive ranks (repeats included), then group its ranks.
  for (let i = 0; i < cards.length; ) {
    let ranks = 1;
    let j = i + 1;
    for (; j < cards.length; j++) {
      const step = cards[j]!.rank - cards[j - 1]!.rank;
      if (step > 1) break;
      ranks += step;
    }
    if (ranks >= 3) {
      const points = extraScores && ranks === 3 ? 2 : ranks;
      for (const run of choices(groupByRank(cards.slice(i, j)))) items.push({ kind: 'run', cards: run, points });
    }
    i = j;
  }
}

/** Cards sorted by rank, in groups of one rank. */
function groupByRank(cards: readonly Card[]): Card[][] {
  const groups: Card[][] = [];
  for (const card of cards) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.rank === card.rank) last.push(card);
    else groups.push([card]);
  }
  return groups;
}

/** Every way to pick one card from each group, in order. */
export function choices(groups: readonly (readonly Card[])[]): Card[][] {
  let count = 1;
  for (const group of groups) count *= group.length;
  const result: Card[][] = [];
  // The k-th choice, the last group turning fastest: k's digits in the groups' sizes, read from the last.
  for (let k = 0; k < count; k++) {
    const choice: Card[] = new Array(groups.length);
    for (let i = groups.length - 1, rest = k; i >= 0; i--) {
      const group = groups[i]!;
      choice[i] = group[rest % group.length]!;
      rest = Math.floor(rest / group.length);
    }
    result.push(choice);
  }
  return result;
}

/** Hand: all hand cards of one suit score one per card, plus one with the starter. Crib: only all five. */
function flushItem(hand: readonly Card[], starter: Card, crib: boolean, items: ShowItem[]): void {
  const suit = hand[0]?.suit;
  if (suit === undefined || hand.length < 3) return;
  for (const card of hand) if (card.suit !== suit) return;
  if (starter.suit === suit) items.push({ kind: 'flush', cards: [...hand, starter], points: hand.length + 1 });
  else if (!crib) items.push({ kind: 'flush', cards: [...hand], points: hand.length });
}
