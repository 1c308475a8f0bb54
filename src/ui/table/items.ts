import type { EventItem } from '../../game';
import { parseCard, type Card, type ShowCount, type ShowItem, type ShowKind } from '../../rules';

/** A stored count (items with card ids) back as a `ShowCount` the count view draws. */
export function showCountOf(items: readonly EventItem[]): ShowCount {
  const shown: ShowItem[] = items.map((item) => ({
    kind: item.kind as ShowKind,
    cards: item.cards.map(parseCard).flatMap((c) => (c.ok ? [c.value as Card] : [])),
    points: item.points,
  }));
  return { total: shown.reduce((t, i) => t + i.points, 0), items: shown };
}
