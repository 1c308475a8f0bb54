import type { Result } from '../../rules';
import type { GameEvent, GameEventType } from '../model/events';
import { parseEvent } from './parseEvent';
import { reduce } from './reduce';
import type { Game, GameState } from '../model/state';
import { lastChange, replayChecked, type Timeline, type WalkStart } from './timeline';
import type { GameError } from '../model/types';
import { wholeCommands } from './wholeCommand';
import { noSeat, noSide } from './refs';

/*
 * A log as a whole. `parseEvent` checks each event's shape; `checkLog` checks that the events make a game: a file
 * edited by hand, cut, spliced or reordered passes the first and fails the second, where the fold would drop what
 * does not fit without a word.
 */

/** The first event of a log that does not fit, e.g. `{ code: 'bad-log', index: 11, message: 'This Scored has side 7, …' }`. */
export interface LogError extends GameError {
  /** The event's place in the log, 0-based, e.g. `11`. */
  readonly index: number;
}

/** Events a game in any state may take without changing it: the dealer is read from the round, a penalty from its scores. */
const MAY_CHANGE_NOTHING: ReadonlySet<GameEventType> = new Set(['DealerCut', 'PenaltyApplied']);

/** Events of a round: none fits before the first deal. */
const OF_A_ROUND: ReadonlySet<string> = new Set<GameEventType>(['StarterTurned', 'CardPlayed', 'GoSaid', 'PlayEnded', 'HandCounted', 'MugginsCalled']);

/** A side or seat the event names that the game does not have, or a round number out of turn; null when all exist. */
function missingReference(s: Game, e: GameEvent): string | null {
  switch (e.type) {
    case 'DealerCut':
      return s.round ? 'This DealerCut comes after the first deal.' : noSeat(s, e, 'dealer', e.dealer);
    case 'RoundStarted': {
      const last = s.round?.number ?? 0;
      if (e.round !== last + 1 && (last === 0 || e.round !== last))
        return last === 0
          ? `This RoundStarted deals round ${e.round}; the first deal is round 1.`
          : `This RoundStarted deals round ${e.round} after round ${last}: the next deal is round ${last + 1} (or round ${last} again, a new deal).`;
      return noSeat(s, e, 'dealer', e.dealer);
    }
    case 'HandCounted':
      return noSeat(s, e, 'seat', e.seat) ?? noSide(s, e, 'of', e.of);
    case 'PenaltyBoxEntered':
    case 'PegMoveForgotten':
      return noSide(s, e, 'side', e.side);
    case 'Scored':
      return noSide(s, e, 'side', e.side) ?? noSeat(s, e, 'seat', e.seat);
    case 'MugginsCalled':
      return noSide(s, e, 'caller', e.caller) ?? noSeat(s, e, 'against', e.against);
    case 'PenaltyApplied':
      return (
        noSide(s, e, 'offender', e.offender) ??
        e.declined.map((d) => noSide(s, e, 'declined', d)).find((x) => x !== null) ??
        noSeat(s, e, 'dead.seat', e.dead?.seat)
      );
    case 'GameEnded':
      return noSide(s, e, 'winner', e.winner);
    default:
      // A variant's own event names its seats and sides itself.
      return s.ruleset.own?.events[e.type]?.refs?.(s, e) ?? null;
  }
}

/** True for an event that fits only in a round: the core's listed, a variant's by its own word. */
function ofARound(s: Game, e: GameEvent): boolean {
  return OF_A_ROUND.has(e.type) || (s.ruleset.own?.events[e.type]?.ofRound ?? false);
}

/** One event onto the state it lands on, as the app could have written it: the state after it, or why not. */
function fit(state: GameState, e: GameEvent): GameState | string {
  if (e.type === 'GameStarted') {
    if (state.started) return 'This GameStarted comes after the game has started.';
    const started = reduce(state, e);
    return started.started ? started : `This GameStarted has a board or ruleset this app cannot play (${String(e.setup.ruleset)}).`;
  }
  if (!state.started) return `This ${e.type} comes before the game has started.`;
  if (state.outcome) return `This ${e.type} comes after the end of the game: nothing after its end counts.`;
  if (ofARound(state, e) && !state.round) return `This ${e.type} comes before the first deal.`;
  const missing = missingReference(state, e);
  if (missing) return missing;
  const next = reduce(state, e);
  if (next === state && !MAY_CHANGE_NOTHING.has(e.type)) return `This ${e.type} does not fit the game at this point (e.g. a card out of turn or over 31).`;
  return next;
}

/**
 * Whether a log stored or imported as game `id` may start with a `GameStarted` naming `gameId`: the same id, or a
 * copy's (`<id>~<hash>`, as the store names an imported copy; a copy imported before its start was renamed still
 * names the original, and a copy of a copy adds another `~`).
 */
function isStartOf(gameId: string, id: string): boolean {
  return gameId === id || id.startsWith(`${gameId.slice(0, 180)}~`);
}

/** Undo and redo are commands of their own, one event each. */
const alone = (e: GameEvent) => e.type === 'Undone' || e.type === 'Redone';

/** The first break in the command numbers `n` from event `from` on: they start at 0 and go up by one from command to command. */
function numberingProblem(log: readonly GameEvent[], from = 0): { index: number; message: string } | null {
  for (let i = from; i < log.length; i++) {
    const e = log[i]!;
    const before = log[i - 1];
    if (!before) {
      if (e.type !== 'GameStarted') return { index: i, message: `The log starts with ${e.type}, not with GameStarted: its start is missing.` };
      if (e.n !== 0) return { index: i, message: `This GameStarted is command ${e.n}; a game's first command is 0.` };
    } else if (e.n === before.n ? alone(e) || alone(before) : e.n !== before.n + 1)
      return {
        index: i,
        message:
          e.n === before.n
            ? `This ${e.type} shares command number ${e.n} with the event before it; an undo or redo is a command of its own.`
            : `This ${e.type} is command ${e.n}, but the event before it is command ${before.n}: a command is missing or out of order.`,
      };
  }
  return null;
}

/** Options for `checkLog`. */
export interface CheckLogOptions {
  /** The id the log is stored or imported under, e.g. `'g-lq3x9a-4k2'`: its `GameStarted` must name it (or the game it copies). */
  readonly gameId?: string;
}

/**
 * The one validation of a game's events, for every way a log comes in (a stored record, an import, a backup, a
 * link): every event (`parseEvent`: code `bad-event`), then the log as a whole (code `bad-log`): a start
 * (`GameStarted`, command 0, naming `options.gameId` when given) and command numbers without a gap, every event
 * fitting the state it lands on (a side or seat the game has, a round dealt, a card the play allows, nothing after
 * the end, an undo or redo with something to take or put back), and every command whole (no event repeated inside
 * it, a count's claim pegged by its Scored, a peg on the target followed by the end).
 * Returns the log's timeline, or the first event that does not fit with why, e.g. `{ index: 11, message: 'This
 * Scored has side 7, but the game has no such side (its sides are 0 to 1).' }`. Every log the engine writes passes;
 * it costs about one replay of the log, and never throws. An empty log (a game created, not started) passes.
 */
export function checkLog(log: readonly unknown[], options: CheckLogOptions = {}): Result<Timeline, LogError> {
  for (const [index, e] of log.entries()) {
    const parsed = parseEvent(e);
    if (!parsed.ok) return { ok: false, error: { code: 'bad-event', index, message: parsed.error.message } };
  }
  const events = log as readonly GameEvent[];
  const first = events[0];
  if (options.gameId !== undefined && first?.type === 'GameStarted' && !isStartOf(first.gameId, options.gameId))
    return {
      ok: false,
      error: {
        code: 'bad-log',
        index: 0,
        message: `This GameStarted names game '${first.gameId}', but the log is game '${options.gameId}': its start comes from another game.`,
      },
    };
  const numbering = numberingProblem(events);
  if (numbering) return { ok: false, error: { code: 'bad-log', ...numbering } };
  const { step, fault } = wholeCommands(events, fit);
  const walked = replayChecked(events, step);
  if ('message' in walked) return { ok: false, error: { code: 'bad-log', message: walked.message, index: fault() ?? walked.index } };
  return { ok: true, value: walked };
}

/**
 * The same log with its `GameStarted` naming game `id`, every other event as it is: the log of an imported copy,
 * stored under a new id, so its state and summary name the copy, not the game it was copied from. A log that
 * does not start with `GameStarted` is returned as it is.
 */
export function withGameId(log: readonly unknown[], id: string): readonly unknown[] {
  const first = log[0];
  if (!parseEvent(first).ok || (first as GameEvent).type !== 'GameStarted') return log;
  return [{ ...(first as GameEvent), gameId: id }, ...log.slice(1)];
}

/**
 * `checkLog` for a log that grew, costing what it grew by, not the whole game: `log`'s first `held` events passed
 * `checkLog` (or this) with timeline `timeline`, and only the events after them are checked, onto that timeline (with
 * the command the first of them continues, from its start: a command sent in two pieces is checked whole). Refuses
 * exactly what `checkLog(log)` refuses, with the same error, and builds the same timeline; e.g. a following phone
 * checks each message against the game it holds.
 */
export function checkLogMore(timeline: Timeline, log: readonly unknown[], held: number): Result<Timeline, LogError> {
  if (held <= 0 || held > log.length) return checkLog(log);
  for (let index = held; index < log.length; index++) {
    const parsed = parseEvent(log[index]);
    if (!parsed.ok) return { ok: false, error: { code: 'bad-event', index, message: parsed.error.message } };
  }
  const events = log as readonly GameEvent[];
  const numbering = numberingProblem(events, held);
  if (numbering) return { ok: false, error: { code: 'bad-log', ...numbering } };
  const last = events[held - 1]!;
  const next = events[held];
  let start: WalkStart = { timeline, index: held };
  // The numbering passed: an event sharing the last one's number continues its command (neither is an undo or redo).
  if (next && next.n === last.n && timeline.done) {
    const top = timeline.done;
    const before = lastChange(timeline, last)!.before;
    start = { timeline: { state: before, nextN: timeline.nextN, done: top.below, undone: null }, index: held - top.group.events.length };
  }
  const { step, fault } = wholeCommands(events, fit, start.index);
  const walked = replayChecked(events, step, start);
  if ('message' in walked) return { ok: false, error: { code: 'bad-log', message: walked.message, index: fault() ?? walked.index } };
  return { ok: true, value: walked };
}
