import { formatCard, parseCard, type CardId } from '../../rules';
import type { EventItem } from '../model/events';

/*
 * Every number an event carries is bounded here to a safe integer in a range the game can hold, so that no event
 * that passes can make the fold throw (a `Scored` of 1e300 points is a whole number, and `movePeg` refuses it with a
 * RangeError): a log from a link, a file or a damaged store is refused as a value, never replayed into an exception.
 * The core's events (`parseEvent.ts`) and a variant's own (`OwnEvent.parse`) are checked with these.
 */

/** The most points any event carries, either way: a count, a claim, an item, or a tap (the engine refuses taps over 999: `tapScore`). */
export const MAX_EVENT_POINTS = 999;
/** Highest seat or side number an event may name (a table has at most 6 seats; the game checks its own). */
export const MAX_PLACE = 63;
/** Highest command number, round number or other count an event may carry: far beyond any game (100,000 events). */
export const MAX_COUNT = 10_000_000;
/** Most cards a list may hold (a deck); most scoring items an event may list (a hand of 29 has 14). */
export const MAX_CARDS = 52;
export const MAX_ITEMS = 256;
/** Longest text field (a game id, an item kind, a penalty rule id), in characters. */
export const MAX_TEXT = 200;

export type Obj = Readonly<Record<string, unknown>>;
export const isInt = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max;
export const isNat = (x: unknown, max = MAX_COUNT): x is number => isInt(x, 0, max);
export const isPlace = (x: unknown): x is number => isNat(x, MAX_PLACE);
export const isPoints = (x: unknown): x is number => isInt(x, -MAX_EVENT_POINTS, MAX_EVENT_POINTS);
export const isText = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= MAX_TEXT;
/** A card as the engine writes it: the canonical id (`'10D'`, never `'td'`, `'10♦'` or a look-alike letter). */
export const isCardId = (x: unknown): x is CardId => {
  if (typeof x !== 'string' || x.length > 3) return false;
  const card = parseCard(x);
  return card.ok && formatCard(card.value) === x;
};
export const isCardIds = (x: unknown, max = MAX_CARDS): x is CardId[] => Array.isArray(x) && x.length <= max && x.every(isCardId);
export const isPlaceList = (x: unknown): x is number[] => Array.isArray(x) && x.length <= MAX_PLACE && x.every(isPlace);
export function isItems(x: unknown): x is EventItem[] {
  return (
    Array.isArray(x) &&
    x.length <= MAX_ITEMS &&
    x.every((i) => typeof i === 'object' && i !== null && isText((i as Obj).kind) && isCardIds((i as Obj).cards) && isPoints((i as Obj).points))
  );
}
