import { shownText } from '../../rules';
import { CORE_EVENT_TYPES, EVENT_VERSIONS, type CoreEvent, type GameEvent, type GameEventType } from '../model/events';
import type { OwnEvent } from '../model/state';
import { RULESETS } from '../rulesets';
import { parseSetup } from '../rulesets/setup';
import { SCORE_REASONS, gameError, type GameResult } from '../model/types';
import { isCardId, isCardIds, isItems, isNat, isPlace, isPlaceList, isPoints, isText, MAX_CARDS, MAX_EVENT_POINTS, MAX_PLACE, type Obj } from './fields';

export { MAX_EVENT_POINTS } from './fields';

/** The variants' own events by type, each as its variant checks it: a stored event is read before any game is. */
const OWN_EVENTS: ReadonlyMap<string, OwnEvent> = new Map(Object.values(RULESETS).flatMap((r) => Object.entries(r.own?.events ?? {})));

/** Every event type: the core's, then the variants'. */
export const EVENT_TYPES: readonly GameEventType[] = [...CORE_EVENT_TYPES, ...(OWN_EVENTS.keys() as Iterable<GameEventType>)];

/** Every reason a `Scored` may carry: the core's and the variants'. */
const REASONS: ReadonlySet<unknown> = new Set([...SCORE_REASONS, ...Object.values(RULESETS).flatMap((r) => Object.keys(r.own?.reasons ?? {}))]);

/** The fields a muggins call on a variant's own count is marked by (e.g. `intel`), each `true` or absent. */
const MARKS: readonly string[] = Object.values(RULESETS).flatMap((r) => Object.values(r.own?.reasons ?? {}).flatMap((x) => (x.mark ? [x.mark] : [])));

/** Field checks per event type (besides `v`, `n`, `at`, `type`). */
const CHECKS: Readonly<Record<CoreEvent['type'], (e: Obj) => boolean>> = {
  GameStarted: (e) => isText(e.gameId) && parseSetup(e.setup).ok,
  DealerCut: (e) => isPlace(e.dealer) && isCardIds(e.cuts),
  RoundStarted: (e) => isNat(e.round) && e.round >= 1 && isPlace(e.dealer),
  StarterTurned: (e) => e.card === null || isCardId(e.card),
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
  Scored: (e) =>
    isPlace(e.side) &&
    (e.seat === null || isPlace(e.seat)) &&
    isPoints(e.points) &&
    REASONS.has(e.reason) &&
    isItems(e.items) &&
    (e.corrects === undefined || isNat(e.corrects)),
  MugginsCalled: (e) =>
    isPlace(e.caller) &&
    isPlace(e.against) &&
    typeof e.crib === 'boolean' &&
    isPoints(e.points) &&
    typeof e.kept === 'boolean' &&
    isItems(e.missed) &&
    MARKS.every((mark) => e[mark] === undefined || typeof e[mark] === 'boolean') &&
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
  const check = (CHECKS as Readonly<Record<string, (e: Obj) => boolean>>)[type] ?? OWN_EVENTS.get(type)!.parse;
  if (!check(e)) return gameError('bad-event', `Event ${type} has a missing or malformed field.`);
  return { ok: true, value: value as GameEvent };
}

/** True when `value` is a valid event (for the store's import validator). */
export function isGameEvent(value: unknown): value is GameEvent {
  return parseEvent(value).ok;
}
