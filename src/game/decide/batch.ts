import type { Result, RulesError } from '../../rules';
import { endOnTarget } from '../query/end';
import { EVENT_VERSION, type EventBody, type GameEvent } from '../model/events';
import { reduceGame } from '../fold/reduce';
import { isRoundDone } from '../query/select';
import type { Game } from '../model/state';
import { gameError, type GameResult, type ScoreReason, type SeatId, type SideId } from '../model/types';

/**
 * Collects the events of one command, folding each at once so later checks see it. After a peg move it checks the
 * game end and the ruleset's reactions (Crib Wars' penalty box); nothing is pushed after the game has ended.
 */
export class Batch {
  readonly events: GameEvent[] = [];
  private readonly roundWasDone: boolean;

  constructor(
    public state: Game,
    private readonly n: number,
    private readonly at: number,
  ) {
    this.roundWasDone = isRoundDone(state);
  }

  push(body: EventBody): void {
    if (this.state.outcome) return; // Nothing after the end counts.
    const event = { ...body, v: EVENT_VERSION, n: this.n, at: this.at } as GameEvent;
    this.state = reduceGame(this.state, event);
    this.events.push(event);
    if (event.type === 'Scored') this.afterScore(event.side, event.reason);
  }

  /** The command is decided: a round it completed gets the ruleset's last word (Solitaire's end). */
  finish(): void {
    if (this.roundWasDone || !isRoundDone(this.state)) return;
    for (const e of this.state.ruleset.afterRound?.(this.state) ?? []) this.push(e);
  }

  private afterScore(side: SideId, reason: ScoreReason): void {
    const end = endOnTarget(this.state, side);
    if (end) return this.push(end);
    for (const e of this.state.ruleset.afterScore?.(this.state, side, reason) ?? []) this.push(e);
  }
}

/** A command step: done, or an error value. */
export type Done = GameResult<null>;
export const DONE: Done = { ok: true, value: null };

/**
 * Completes a step without entering anything, where a table takes it for granted (a tap in the deal means the starter
 * was turned), or says why it cannot be skipped.
 */
export type Imply = (b: Batch) => Done;

/** A rules error as a command error. */
export function fromRules(result: Result<unknown, RulesError>): Done | null {
  return result.ok ? null : { ok: false, error: result.error };
}

/** Refuses a seat that is not at the table; `seats` is larger for the play of Solitaire's blind crib. */
export function checkSeat(s: Game, seat: SeatId, seats: number = s.seats.length): Done | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats)
    return gameError('no-such-seat', `There is no seat ${seat + 1} at this table of ${s.seats.length}.`);
  return null;
}

/** Refuses a side that does not exist. */
export function checkSide(s: Game, side: SideId): Done | null {
  if (!Number.isInteger(side) || !s.sides[side]) return gameError('no-such-side', `There is no side ${side + 1}.`);
  return null;
}
