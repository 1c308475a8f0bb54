import { formatCard, parseCard, shownText, type CardId } from '../../rules';
import { DECK_COLORS, isPip } from '../rulesets/model';
import { EVENT_TYPES, EVENT_VERSIONS, TOP_USES, type EventItem, type GameEvent, type GameEventType } from '../model/events';
import { parseSetup } from '../rulesets/setup';
import { SCORE_REASONS, gameError, type GameResult } from '../model/types';

/*
 * Every number an event carries is bounded here to a safe integer in a range the game can hold, so that no event
 * that passes can make the fold throw (a `Scored` of 1e300 points is a whole number, and `movePeg` refuses it with a
 * RangeError): a log from a link, a file or a damaged store is refused as a value, never replayed into an exception.
 */

/** The most points any event carries, either way: a count, a claim, an item, or a tap (the engine refuses taps over 999: `tapScore`). */
export const MAX_EVENT_POINTS = 999;
/** Highest seat or side number an event may name (a table has at most 6 seats; the game checks its own). */
const MAX_PLACE = 63;
/** Highest command number, round number or other count an event may carry: far beyond any game (100,000 events). */
const MAX_COUNT = 10_000_000;
/** Most cards a list may hold (a deck); most scoring items an event may list (a hand of 29 has 14). */
const MAX_CARDS = 52;
const MAX_ITEMS = 256;
/** Longest text field (a game id, an item kind, a penalty rule id), in characters. */
const MAX_TEXT = 200;

type Obj = Record<string, unknown>;
const isInt = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= min && x <= max;
const isNat = (x: unknown, max = MAX_COUNT): x is number => isInt(x, 0, max);
const isPlace = (x: unknown): x is number => isNat(x, MAX_PLACE);
const isPoints = (x: unknown): x is number => isInt(x, -MAX_EVENT_POINTS, MAX_EVENT_POINTS);
const isText = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= MAX_TEXT;
/** A card as the engine writes it: the canonical id (`'10D'`, never `'td'`, `'10♦'` or a look-alike letter). */
const isCardId = (x: unknown): x is CardId => {
  if (typeof x !== 'string' || x.length > 3) return false;
  const card = parseCard(x);
  return card.ok && formatCard(card.value) === x;
};
const isCardIds = (x: unknown, max = MAX_CARDS): x is CardId[] => Array.isArray(x) && x.length <= max && x.every(isCardId);
const isPlaceList = (x: unknown): x is number[] => Array.isArray(x) && x.length <= MAX_PLACE && x.every(isPlace);
function isItems(x: unknown): x is EventItem[] {
  return (
    Array.isArray(x) &&
    x.length <= MAX_ITEMS &&
    x.every((i) => typeof i === 'object' && i !== null && isText((i as Obj).kind) && isCardIds((i as Obj).cards) && isPoints((i as Obj).points))
  );
}

const isDeck = (x: unknown): boolean => (DECK_COLORS as readonly unknown[]).includes(x);
const isDie = (x: unknown): boolean => isInt(x, 1, 6);
const isDice = (x: unknown): boolean =>
  Array.isArray(x) && x.length <= MAX_PLACE && x.every((d) => Array.isArray(d) && d.length <= MAX_CARDS && d.every(isDie));
const isCribs = (x: unknown): boolean => typeof x === 'object' && x !== null && DECK_COLORS.every((d) => isCardIds((x as Obj)[d]));

/** Field checks per event type (besides `v`, `n`, `at`, `type`). */
const CHECKS: Readonly<Record<GameEventType, (e: Obj) => boolean>> = {
  GameStarted: (e) => isText(e.gameId) && parseSetup(e.setup).ok,
  DealerCut: (e) => isPlace(e.dealer) && isCardIds(e.cuts),
  RoundStarted: (e) => isNat(e.round) && e.round >= 1 && isPlace(e.dealer),
  StarterTurned: (e) => e.card === null || isCardId(e.card),
  TopsTurned: (e) =>
    isCardIds(e.cards) && e.cards.length >= 1 && (e.decks === undefined || (Array.isArray(e.decks) && e.decks.length <= MAX_PLACE && e.decks.every(isDeck))),
  PipsNoted: (e) => isDeck(e.deck) && isCardId(e.card) && isPip(e.intel) && isPip(e.might) && isPip(e.magic),
  TopUsed: (e) => isPlace(e.side) && (TOP_USES as readonly unknown[]).includes(e.use),
  CardPlayed: (e) => isPlace(e.seat) && isCardId(e.card),
  GoSaid: (e) => isPlace(e.seat),
  PlayEnded: () => true,
  HandCounted: (e) =>
    isPlace(e.seat) &&
    typeof e.crib === 'boolean' &&
    isPoints(e.claimed) &&
    (e.cards === null || isCardIds(e.cards)) &&
    (e.total === null || isNat(e.total, MAX_EVENT_POINTS)) &&
    isItems(e.items) &&
    (e.of === undefined || isPlace(e.of)) &&
    (e.starter === undefined || isCardId(e.starter)),
  IntelCounted: (e) =>
    (e.seat === null || isPlace(e.seat)) &&
    isPoints(e.claimed) &&
    (e.cards === null || isCardIds(e.cards)) &&
    (e.total === null || isNat(e.total, MAX_EVENT_POINTS)) &&
    isItems(e.items) &&
    (e.tops === undefined || (isCardIds(e.tops) && e.tops.length === 2)),
  BattleFought: (e) => (e.dice === null || isDice(e.dice)) && (e.winner === null || isPlace(e.winner)),
  CradleRobbed: (e) =>
    (e.cribs === null || isCribs(e.cribs)) &&
    (e.by === null || isPlace(e.by)) &&
    ['ban', 'add', 'none'].includes(e.action as string) &&
    (e.banned === null || isDeck(e.banned)) &&
    (e.added === null || isCardId(e.added)),
  Scored: (e) =>
    isPlace(e.side) &&
    (e.seat === null || isPlace(e.seat)) &&
    isPoints(e.points) &&
    (SCORE_REASONS as readonly unknown[]).includes(e.reason) &&
    isItems(e.items) &&
    (e.corrects === undefined || isNat(e.corrects)),
  MugginsCalled: (e) =>
    isPlace(e.caller) &&
    isPlace(e.against) &&
    typeof e.crib === 'boolean' &&
    isPoints(e.points) &&
    typeof e.kept === 'boolean' &&
    isItems(e.missed) &&
    (e.intel === undefined || typeof e.intel === 'boolean') &&
    (e.of === undefined || isNat(e.of)) &&
    (e.pegging === undefined || typeof e.pegging === 'boolean'),
  PenaltyApplied: (e) =>
    isText(e.rule) &&
    isPlace(e.offender) &&
    isPlaceList(e.declined) &&
    typeof e.newDeal === 'boolean' &&
    (e.dead === undefined || (typeof e.dead === 'object' && e.dead !== null && isPlace((e.dead as Obj).seat) && isNat((e.dead as Obj).cards, MAX_CARDS))) &&
    (e.agreed === undefined || typeof e.agreed === 'boolean'),
  PenaltyBoxEntered: (e) => isPlace(e.side) && (e.rule === 'back-20' || e.rule === 'sit-out') && isNat(e.hands, MAX_PLACE),
  PegMoveForgotten: (e) => isPlace(e.side),
  GameEnded: (e) =>
    (e.winner === null || isPlace(e.winner)) &&
    // 'solitaire' is version 1's word for 'target-missed', read as it (`upgradeEvent`).
    ['target', 'claimed', 'target-missed', 'solitaire', 'void'].includes(e.reason as string) &&
    (e.skunk === 0 || e.skunk === 1 || e.skunk === 2) &&
    isNat(e.games, MAX_PLACE),
  Undone: () => true,
  Redone: () => true,
};

/** A value as a message shows it, short and printable, e.g. `7`, `Nonsense`, `a list`; text escaped and cut at 40 characters. */
function shown(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (typeof v === 'object') return Array.isArray(v) ? 'a list' : 'an object';
  if (typeof v === 'string') return v === '' ? 'empty text' : shownText(v, 40);
  return String(v);
}

/**
 * Checks a stored or imported event: its version, type and fields, every number a safe integer within what a game
 * can hold (points within ±999, seats and sides under 64, command numbers under ten million), every card in its
 * canonical form. Never throws; returns the event typed. Shape only: whether the event fits its game is the
 * log's business (`checkLog`). Every event that passes can be folded without an exception.
 */
export function parseEvent(value: unknown): GameResult<GameEvent> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return gameError('bad-event', 'An event must be an object.');
  const e = value as Obj;
  if (!(EVENT_VERSIONS as readonly unknown[]).includes(e.v)) {
    const expected = EVENT_VERSIONS.join(' or ');
    return gameError(
      'bad-event',
      e.v === undefined ? `This event has no version (expected ${expected}).` : `Event version ${shown(e.v)} is not supported (expected ${expected}).`,
    );
  }
  if (!(EVENT_TYPES as readonly unknown[]).includes(e.type))
    return gameError('bad-event', e.type === undefined ? 'This event has no type.' : `Unknown event type ${shown(e.type)}.`);
  const type = e.type as GameEventType;
  if (!isNat(e.n) || typeof e.at !== 'number' || !(e.at >= 0 && e.at <= Number.MAX_SAFE_INTEGER))
    return gameError('bad-event', `Event ${type} lacks its command number or time, or holds one out of range.`);
  if (!CHECKS[type](e)) return gameError('bad-event', `Event ${type} has a missing or malformed field.`);
  return { ok: true, value: value as GameEvent };
}

/** True when `value` is a valid event (for the store's import validator). */
export function isGameEvent(value: unknown): value is GameEvent {
  return parseEvent(value).ok;
}
