import { isCardId, isCardIds, isInt, isItems, isNat, isPlace, isPoints, MAX_CARDS, MAX_EVENT_POINTS, MAX_PLACE, type Obj } from '../../../log/fields';
import { DECK_COLORS, isPip } from '../model/decks';
import { TOP_USES } from '../model/events';

/* 000's own events' fields, checked and bounded as the core's are (`log/parseEvent.ts`), for a log read back. */

const isDeck = (x: unknown): boolean => (DECK_COLORS as readonly unknown[]).includes(x);
const isDie = (x: unknown): boolean => isInt(x, 1, 6);
const isDice = (x: unknown): boolean =>
  Array.isArray(x) && x.length <= MAX_PLACE && x.every((d) => Array.isArray(d) && d.length <= MAX_CARDS && d.every(isDie));
const isCribs = (x: unknown): boolean => typeof x === 'object' && x !== null && DECK_COLORS.every((d) => isCardIds((x as Obj)[d]));

/** The field checks of 000's events, by type (besides `v`, `n`, `at`, `type`). */
export const NOT_ENOUGH_CHECKS = {
  TopsTurned: (e: Obj) =>
    isCardIds(e.cards) && e.cards.length >= 1 && (e.decks === undefined || (Array.isArray(e.decks) && e.decks.length <= MAX_PLACE && e.decks.every(isDeck))),
  PipsNoted: (e: Obj) => isDeck(e.deck) && isCardId(e.card) && isPip(e.intel) && isPip(e.might) && isPip(e.magic),
  TopUsed: (e: Obj) => isPlace(e.side) && (TOP_USES as readonly unknown[]).includes(e.use),
  IntelCounted: (e: Obj) =>
    (e.seat === null || isPlace(e.seat)) &&
    isPoints(e.claimed) &&
    (e.cards === null || isCardIds(e.cards)) &&
    (e.total === null || isNat(e.total, MAX_EVENT_POINTS)) &&
    isItems(e.items) &&
    (e.tops === undefined || (isCardIds(e.tops) && e.tops.length === 2)),
  BattleFought: (e: Obj) => (e.dice === null || isDice(e.dice)) && (e.winner === null || isPlace(e.winner)),
  CradleRobbed: (e: Obj) =>
    (e.cribs === null || isCribs(e.cribs)) &&
    (e.by === null || isPlace(e.by)) &&
    ['ban', 'add', 'none'].includes(e.action as string) &&
    (e.banned === null || isDeck(e.banned)) &&
    (e.added === null || isCardId(e.added)),
} as const;
