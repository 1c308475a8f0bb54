/** How often players overlook a kind of item: higher is more often missed (his nobs, flushes, long fifteens). */
const OVERLOOKED: Readonly<Record<string, number>> = {
  nobs: 6,
  flush: 5,
  'twenty-five': 4,
  run: 2,
  pair: 1,
  'pair-royal': 1,
  'double-pair-royal': 0,
};

function overlooked(item: { kind: string; cards: readonly unknown[] }): number {
  // A fifteen of three or more cards is missed far more often than ten-and-five.
  if (item.kind === 'fifteen') return item.cards.length >= 3 ? 3 + item.cards.length / 10 : 1.5;
  return OVERLOOKED[item.kind] ?? 0;
}

/**
 * Which items of a true count a short claim most likely missed: a set of items worth exactly `missedPoints`,
 * preferring the items players overlook most. Returns their indices, or `[]` when no set adds up (or nothing
 * was missed). A claim is only a number, so this is the app's best guess, shown as such.
 */
export function likelyMissed(items: readonly { kind: string; cards: readonly unknown[]; points: number }[], missedPoints: number): number[] {
  if (missedPoints <= 0) return [];
  const order = items.map((item, i) => ({ i, score: overlooked(item), points: item.points })).sort((a, b) => b.score - a.score || a.i - b.i);
  // best[p] = the most-overlooked set (by summed score) worth exactly p points.
  let best: ({ score: number; picks: number[] } | null)[] = Array.from({ length: missedPoints + 1 }, (_, p) => (p === 0 ? { score: 0, picks: [] } : null));
  for (const entry of order) {
    const next = [...best];
    for (let p = missedPoints; p >= entry.points; p--) {
      const from = best[p - entry.points];
      if (!from) continue;
      const candidate = { score: from.score + entry.score, picks: [...from.picks, entry.i] };
      const current = next[p];
      if (!current || candidate.score > current.score) next[p] = candidate;
    }
    best = next;
  }
  return (best[missedPoints]?.picks ?? []).sort((a, b) => a - b);
}
