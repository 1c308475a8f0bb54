import { parseCard } from './cards';
import type { Card } from './types';

/** What `likelyMissed` may know beyond the items: the cards of the count. */
export interface MissedContext {
  /** The starter the count used (the Top in 000), as a card or an id, e.g. `'KS'`; unknown when absent. */
  readonly starter?: Card | string | null;
}

/** An item of a count as `likelyMissed` reads it: cards as `Card` values (`countShow`) or ids (stored events). */
export interface MissableItem {
  /** e.g. `'fifteen'`, `'run'`, `'nobs'`. */
  readonly kind: string;
  /** e.g. `[5H, KS]` as cards, or `['5H', 'KS']`. */
  readonly cards: readonly unknown[];
  readonly points: number;
}

/**
 * How likely a player is to overlook an item, as log-odds (a sum over a set ranks the sets): near 0 for items
 * players often miss, very negative for those nobody misses. Every weight is negative, so of two sets worth the
 * same points the one with fewer items wins unless its items are much less likely missed.
 */
const WEIGHT = {
  nobs: -0.6,
  flush: -1.0,
  /** The second and later runs of a double, triple or double-double run. */
  laterRun: -1.0,
  twentyFive: -1.5,
  /** A fifteen before what it uses: the starter, a ten-card, three or more cards. */
  fifteen: -2.4,
  fifteenWithStarter: 0.9,
  fifteenWithTenCard: 0.7,
  fifteenOfThreeOrMore: 0.5,
  /** A fifteen made of a run's cards (4-5-6, A-2-3-4-5): whoever counted the run saw it. */
  fifteenOfARun: -1.5,
  firstRun: -3.0,
  pair: -3.5,
  doublePairRoyal: -4.5,
} as const;

/** A card of an item as `'5H'`-style key and rank, or null when it is neither a card nor a card id. */
function readCard(card: unknown): { key: string; rank: number } | null {
  if (typeof card === 'string') {
    const parsed = parseCard(card);
    return parsed.ok ? { key: `${parsed.value.rank}${parsed.value.suit}`, rank: parsed.value.rank } : null;
  }
  if (typeof card === 'object' && card !== null && 'rank' in card && 'suit' in card) {
    const { rank, suit } = card as Card;
    return { key: `${rank}${suit}`, rank };
  }
  return null;
}

function cardSetKey(cards: readonly { key: string }[]): string {
  return cards
    .map((c) => c.key)
    .sort()
    .join(' ');
}

/** The weight of every item, in item order, from what the whole count shows. */
function weights(items: readonly MissableItem[], context: MissedContext): number[] {
  const starter = context.starter == null ? null : (readCard(context.starter)?.key ?? null);
  const cardsOf = items.map((item) => item.cards.map(readCard).filter((c) => c !== null));
  const runSets = new Set<string>();
  const runRanks = new Set<string>();
  items.forEach((item, i) => {
    if (item.kind === 'run') runSets.add(cardSetKey(cardsOf[i]!));
  });
  return items.map((item, i) => {
    const cards = cardsOf[i]!;
    switch (item.kind) {
      case 'nobs':
        return WEIGHT.nobs;
      case 'flush':
        return WEIGHT.flush;
      case 'twenty-five':
        return WEIGHT.twentyFive;
      case 'pair':
      case 'pair-royal':
        return WEIGHT.pair;
      case 'double-pair-royal':
        return WEIGHT.doublePairRoyal;
      case 'run': {
        // The runs of a double or triple run share their ranks; the first one said is the one nobody misses.
        const ranks = cards
          .map((c) => c.rank)
          .sort((a, b) => a - b)
          .join(',');
        if (runRanks.has(ranks)) return WEIGHT.laterRun;
        runRanks.add(ranks);
        return WEIGHT.firstRun;
      }
      case 'fifteen': {
        let weight = WEIGHT.fifteen;
        if (starter !== null && cards.some((c) => c.key === starter)) weight += WEIGHT.fifteenWithStarter;
        if (cards.some((c) => c.rank >= 10)) weight += WEIGHT.fifteenWithTenCard;
        if (runSets.has(cardSetKey(cards))) weight += WEIGHT.fifteenOfARun;
        else if (cards.length >= 3) weight += WEIGHT.fifteenOfThreeOrMore;
        return weight;
      }
      default: // a kind this list does not know: as rarely missed as a pair
        return WEIGHT.pair;
    }
  });
}

/**
 * Which items of a true count a short claim most likely missed: the set of items worth exactly `missedPoints`
 * that players most plausibly overlook together. Returns their indices in item order, or `[]` when no set adds
 * up (or nothing was missed). A claim is only a number, so this is the app's best guess, shown as such.
 *
 * Most often missed: fifteens with the starter, ten-card fifteens, his nobs, the later runs of a double or triple
 * run, flushes; least: pairs, the first run, and a fifteen made of a counted run's cards. Items' cards may be
 * `Card` values (from `countShow`) or ids like `'5H'` (from stored events). Pass `context.starter` so fifteens
 * with the starter can be told apart; without it they weigh as any other fifteen.
 */
export function likelyMissed(items: readonly MissableItem[], missedPoints: number, context: MissedContext = {}): number[] {
  if (missedPoints <= 0) return [];
  const weight = weights(items, context);
  // best[p] = the most plausible set (highest summed weight) worth exactly p points, found first on ties.
  let best: ({ weight: number; picks: number[] } | null)[] = Array.from({ length: missedPoints + 1 }, (_, p) => (p === 0 ? { weight: 0, picks: [] } : null));
  items.forEach((item, i) => {
    if (!(item.points > 0)) return;
    const next = [...best];
    for (let p = missedPoints; p >= item.points; p--) {
      const from = best[p - item.points];
      if (!from) continue;
      const candidate = { weight: from.weight + weight[i]!, picks: [...from.picks, i] };
      const current = next[p];
      if (!current || candidate.weight > current.weight + 1e-9) next[p] = candidate;
    }
    best = next;
  });
  return best[missedPoints]?.picks ?? [];
}
