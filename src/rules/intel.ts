import { SUBSETS_BY_SIZE, choices } from './show';
import { pipValue, type Card } from './types';

/** What the enemy Top adds, in the words players use. */
export const INTEL_KINDS = ['fifteen', 'pair', 'run', 'run-extended'] as const;
export type IntelKind = (typeof INTEL_KINDS)[number];

/**
 * One thing the enemy Top adds: a new fifteen or pair with it, a new run through it (`'run'`, its full points), or
 * a run already counted that it makes longer (`'run-extended'`, worth only the extra cards), e.g.
 * `{ kind: 'run-extended', cards: [7H, 8C, 9D, 10H], replaces: [7H, 8C, 9D], points: 1 }`.
 */
export interface IntelItem {
  readonly kind: IntelKind;
  /** The cards that make it, lowest rank first; the enemy Top is always one of them. */
  readonly cards: readonly Card[];
  readonly points: number;
  /** For `'run-extended'`: the run counted with the hand that this longer run replaces. */
  readonly replaces?: readonly Card[];
}

/** The Intel bonus, itemized: the items in the order a player says them, and their sum. */
export interface IntelBonus {
  readonly total: number;
  readonly items: readonly IntelItem[];
}

/**
 * The Intel bonus of Cribbage is not Enough (000 "Intelligence Bonus"; RULES.md): what the enemy Top adds to a
 * 4-card hand already counted with its own Top. Exactly the fifteens, pairs and runs of hand + both Tops less those
 * of hand + own Top; no flush, nobs or heels. Runs already counted are not counted again: a run the enemy Top makes
 * longer is one `'run-extended'` item worth the extra cards (7-8-9 counted, enemy 10: 4 - 3 = 1), and each new run
 * through the enemy Top is a `'run'` item (7-8-8-9-10 counted, enemy 9: two more runs of four, not four).
 *
 * The Tops come from two decks, so the enemy Top may have the rank and suit of a hand card or the own Top: that is
 * a pair like any other. Assumes `hand` and `ownTop` are distinct cards of one deck; throws a `RangeError` for a
 * hand that is not 4 cards (a bug in the caller).
 */
export function intelBonus(hand: readonly Card[], ownTop: Card, enemyTop: Card): IntelBonus {
  if (hand.length !== 4) throw new RangeError(`intelBonus takes 4 hand cards, got ${hand.length}`);
  // Lowest rank first; the enemy Top after the counted cards of its rank.
  const counted = [...hand, ownTop].sort((a, b) => a.rank - b.rank);
  const items = [...fifteens(counted, enemyTop), ...pairs(counted, enemyTop), ...runs(counted, enemyTop)];
  let total = 0;
  for (const item of items) total += item.points;
  return { total, items };
}

/** Every fifteen that uses the enemy Top: the other fifteens were counted with the hand. */
function fifteens(counted: readonly Card[], enemyTop: Card): IntelItem[] {
  // The enemy Top's position, not `indexOf`: it may be the same card value as a counted card of the other deck.
  const at = counted.findIndex((c) => c.rank > enemyTop.rank);
  const enemyAt = at === -1 ? counted.length : at;
  const cards = [...counted.slice(0, enemyAt), enemyTop, ...counted.slice(enemyAt)];
  const enemyBit = 1 << enemyAt;
  const items: IntelItem[] = [];
  for (const mask of SUBSETS_BY_SIZE[cards.length]!) {
    if (!(mask & enemyBit)) continue;
    let sum = 0;
    for (let i = 0; i < cards.length; i++) if (mask & (1 << i)) sum += pipValue(cards[i]!.rank);
    if (sum === 15) items.push({ kind: 'fifteen', cards: cards.filter((_, i) => mask & (1 << i)), points: 2 });
  }
  return items;
}

/** The enemy Top pairs with each counted card of its rank: a pair made a pair royal adds two pairs (6 - 2 = 4). */
function pairs(counted: readonly Card[], enemyTop: Card): IntelItem[] {
  return counted.filter((c) => c.rank === enemyTop.rank).map((c) => ({ kind: 'pair', cards: [c, enemyTop], points: 2 }));
}

/**
 * The runs through the enemy Top. Its rank either doubles a rank of a stretch (every run through it is new, the
 * others stay) or joins the stretches just below and above it into one: then each run counted in those stretches is
 * extended by a run through the enemy Top, and any other run through it is new.
 */
function runs(counted: readonly Card[], enemyTop: Card): IntelItem[] {
  const byRank = (rank: number) => counted.filter((c) => c.rank === rank);
  const r = enemyTop.rank;
  let low = r;
  while (byRank(low - 1).length > 0) low--;
  let high = r;
  while (byRank(high + 1).length > 0) high++;
  const length = high - low + 1;
  if (length < 3) return [];
  const groups = Array.from({ length }, (_, i) => (low + i === r ? [enemyTop] : byRank(low + i)));
  const through = choices(groups);
  if (byRank(r).length > 0) return through.map((cards) => ({ kind: 'run', cards, points: length }));
  // The stretches below and above the new rank: a 4-card hand and its Top can hold a run in one of them only.
  const before = [r - low, high - r]
    .map((size, side) => (side === 0 ? groups.slice(0, size) : groups.slice(length - size)))
    .filter((side) => side.length >= 3)
    .flatMap((side) => choices(side));
  const extended = new Map<Card[], Card[]>();
  for (const old of before) {
    const longer = through.find((run) => !extended.has(run) && old.every((c) => run.includes(c)));
    if (longer) extended.set(longer, old);
  }
  return through.map((cards) => {
    const old = extended.get(cards);
    return old ? { kind: 'run-extended', cards, points: length - old.length, replaces: old } : { kind: 'run', cards, points: length };
  });
}
