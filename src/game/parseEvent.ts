import { parseCard, type CardId } from '../rules';
import { DECK_COLORS, isPip } from './decks';
import { EVENT_TYPES, EVENT_VERSION, TOP_USES, type EventItem, type GameEvent, type GameEventType } from './events';
import { parseSetup } from './setup';
import { SCORE_REASONS, gameError, type GameResult } from './types';

type Obj = Record<string, unknown>;
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isNat = (x: unknown): x is number => isInt(x) && x >= 0;
const isCardId = (x: unknown): x is CardId => typeof x === 'string' && parseCard(x).ok;
const isCardIds = (x: unknown): x is CardId[] => Array.isArray(x) && x.every(isCardId);
const isNatList = (x: unknown): x is number[] => Array.isArray(x) && x.every(isNat);
function isItems(x: unknown): x is EventItem[] {
  return Array.isArray(x) && x.every((i) => typeof i === 'object' && i !== null && typeof (i as Obj).kind === 'string'
    && isCardIds((i as Obj).cards) && isInt((i as Obj).points));
}

const isDeck = (x: unknown): boolean => (DECK_COLORS as readonly unknown[]).includes(x);
const isDie = (x: unknown): boolean => isInt(x) && (x as number) >= 1 && (x as number) <= 6;
const isCribs = (x: unknown): boolean =>
  typeof x === 'object' && x !== null && DECK_COLORS.every((d) => isCardIds((x as Obj)[d]));

/** Field checks per event type (besides `v`, `n`, `at`, `type`). */
const CHECKS: Readonly<Record<GameEventType, (e: Obj) => boolean>> = {
  GameStarted: (e) => typeof e.gameId === 'string' && parseSetup(e.setup).ok,
  DealerCut: (e) => isNat(e.dealer) && isCardIds(e.cuts),
  RoundStarted: (e) => isNat(e.round) && e.round >= 1 && isNat(e.dealer),
  StarterTurned: (e) => e.card === null || isCardId(e.card),
  TopsTurned: (e) => isCardIds(e.cards) && e.cards.length >= 1 && (e.decks === undefined || (Array.isArray(e.decks) && e.decks.every(isDeck))),
  PipsNoted: (e) => isDeck(e.deck) && isCardId(e.card) && isPip(e.intel) && isPip(e.might) && isPip(e.magic),
  TopUsed: (e) => isNat(e.side) && (TOP_USES as readonly unknown[]).includes(e.use),
  CardPlayed: (e) => isNat(e.seat) && isCardId(e.card),
  GoSaid: (e) => isNat(e.seat),
  PlayEnded: () => true,
  HandCounted: (e) => isNat(e.seat) && typeof e.crib === 'boolean' && isInt(e.claimed)
    && (e.cards === null || isCardIds(e.cards)) && (e.total === null || isNat(e.total)) && isItems(e.items) && (e.of === undefined || isNat(e.of))
    && (e.starter === undefined || isCardId(e.starter)),
  IntelCounted: (e) => (e.seat === null || isNat(e.seat)) && isInt(e.claimed) && (e.cards === null || isCardIds(e.cards))
    && (e.total === null || isNat(e.total)) && isItems(e.items) && (e.tops === undefined || (isCardIds(e.tops) && e.tops.length === 2)),
  BattleFought: (e) => (e.dice === null || (Array.isArray(e.dice) && e.dice.every((d) => Array.isArray(d) && d.every(isDie))))
    && (e.winner === null || isNat(e.winner)),
  CradleRobbed: (e) => (e.cribs === null || isCribs(e.cribs)) && (e.by === null || isNat(e.by)) && ['ban', 'add', 'none'].includes(e.action as string)
    && (e.banned === null || isDeck(e.banned)) && (e.added === null || isCardId(e.added)),
  Scored: (e) => isNat(e.side) && (e.seat === null || isNat(e.seat)) && isInt(e.points)
    && (SCORE_REASONS as readonly unknown[]).includes(e.reason) && isItems(e.items),
  MugginsCalled: (e) => isNat(e.caller) && isNat(e.against) && typeof e.crib === 'boolean' && isInt(e.points)
    && typeof e.kept === 'boolean' && isItems(e.missed) && (e.intel === undefined || typeof e.intel === 'boolean'),
  PenaltyApplied: (e) => typeof e.rule === 'string' && isNat(e.offender) && isNatList(e.declined) && typeof e.newDeal === 'boolean'
    && (e.dead === undefined || (typeof e.dead === 'object' && e.dead !== null && isNat((e.dead as Obj).seat) && isNat((e.dead as Obj).cards))),
  PenaltyBoxEntered: (e) => isNat(e.side) && (e.rule === 'back-20' || e.rule === 'sit-out') && isNat(e.hands),
  PegMoveForgotten: (e) => isNat(e.side),
  GameEnded: (e) => (e.winner === null || isNat(e.winner)) && ['target', 'claimed', 'solitaire', 'void'].includes(e.reason as string)
    && (e.skunk === 0 || e.skunk === 1 || e.skunk === 2) && isNat(e.games),
  Undone: () => true,
  Redone: () => true,
};

/**
 * Checks a stored or imported event: its version, type and fields. Never throws; returns the event typed.
 * Shape only: whether the event fits its game is the fold's business.
 */
export function parseEvent(value: unknown): GameResult<GameEvent> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return gameError('bad-event', 'An event must be an object.');
  const e = value as Obj;
  if (e.v !== EVENT_VERSION) return gameError('bad-event', `Event version ${String(e.v)} is not supported (expected ${EVENT_VERSION}).`);
  if (!(EVENT_TYPES as readonly unknown[]).includes(e.type)) return gameError('bad-event', `Unknown event type ${String(e.type)}.`);
  if (!isNat(e.n) || typeof e.at !== 'number' || !Number.isFinite(e.at)) return gameError('bad-event', `Event ${String(e.type)} lacks its number or time.`);
  if (!CHECKS[e.type as GameEventType](e)) return gameError('bad-event', `Event ${String(e.type)} has a missing or malformed field.`);
  return { ok: true, value: value as GameEvent };
}

/** True when `value` is a valid event (for the store's import validator). */
export function isGameEvent(value: unknown): value is GameEvent {
  return parseEvent(value).ok;
}

