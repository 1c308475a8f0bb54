import { choices, type ShowCount, type ShowItem } from './show';
import { pipValue, type Card } from './types';

/** Pairs, pairs royal and double pairs royal by how many cards of a rank. */
const PAIR_KINDS: Readonly<Record<number, { kind: ShowItem['kind']; points: number }>> = {
  2: { kind: 'pair', points: 2 },
  3: { kind: 'pair-royal', points: 6 },
  4: { kind: 'double-pair-royal', points: 12 },
};

/** Most cards counted at once: 000's two cribs, an added card and both Tops make 7. */
const MAX_CARDS = 12;

/**
 * The fifteens, pairs and runs of any set of cards, itemized as the show counts them (no flush, no nobs):
 * 000 counts its cribs this way ("additional 15's, pairs and runs from the crib cards"), with the Tops a team holds.
 * The cards may repeat a rank and suit (two decks: 000's grey and blue); each is its own card. More than five of
 * a rank (two decks) scores every pair: n(n-1) points, as 2 per pair.
 */
export function countCombinations(cards: readonly Card[]): ShowCount {
  if (cards.length > MAX_CARDS) throw new RangeError(`countCombinations takes at most ${MAX_CARDS} cards, got ${cards.length}`);
  const sorted = [...cards].sort((a, b) => a.rank - b.rank);
  const items: ShowItem[] = [];
  const pips = sorted.map((c) => pipValue(c.rank));
  const fifteens: number[] = [];
  for (let mask = 3; mask < 1 << sorted.length; mask++) {
    if ((mask & (mask - 1)) === 0) continue; // a single card is never fifteen
    let sum = 0;
    for (let i = 0; i < sorted.length && sum <= 15; i++) if (mask & (1 << i)) sum += pips[i]!;
    if (sum === 15) fifteens.push(mask);
  }
  // Smaller combinations first, lower cards first, as players say them.
  fifteens.sort((a, b) => bits(a) - bits(b) || a - b);
  for (const mask of fifteens) items.push({ kind: 'fifteen', cards: sorted.filter((_, i) => mask & (1 << i)), points: 2 });
  const groups: Card[][] = [];
  for (const card of sorted) {
    const last = groups.at(-1);
    if (last && last[0]!.rank === card.rank) last.push(card);
    else groups.push([card]);
  }
  for (const group of groups) {
    const n = group.length;
    if (n < 2) continue;
    const named = PAIR_KINDS[n];
    items.push({ kind: named?.kind ?? 'double-pair-royal', cards: group, points: named?.points ?? n * (n - 1) });
  }
  for (let i = 0; i < groups.length; ) {
    let j = i + 1;
    while (j < groups.length && groups[j]![0]!.rank === groups[j - 1]![0]!.rank + 1) j++;
    if (j - i >= 3) for (const run of choices(groups.slice(i, j))) items.push({ kind: 'run', cards: run, points: run.length });
    i = j;
  }
  return { total: items.reduce((t, item) => t + item.points, 0), items };
}

function bits(mask: number): number {
  let c = 0;
  for (; mask; mask &= mask - 1) c++;
  return c;
}
