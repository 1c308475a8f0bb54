import type { Result, RulesError } from '../rules';
import { boxEvents, landedInBox } from './cribWars';
import { EVENT_VERSION, type EventBody, type GameEvent } from './events';
import { reduce } from './fold';
import { GAMES_BY_SKUNK, gameSkunk } from './skunk';
import type { GameState } from './state';
import { gameError, type GameResult, type ScoreReason, type SeatId, type SideId } from './types';

/** Collects the events of one command, folding each so later checks see it; stops at the game's end. */
export class Batch {
  readonly events: GameEvent[] = [];
  constructor(
    public state: GameState,
    private readonly n: number,
    private readonly at: number,
  ) {}

  push(body: EventBody): void {
    if (this.state.outcome) return; // Nothing after the end counts.
    const event = { ...body, v: EVENT_VERSION, n: this.n, at: this.at } as GameEvent;
    this.state = reduce(this.state, event);
    this.events.push(event);
    if (event.type === 'Scored') this.afterScore(event.side, event.reason);
  }

  private afterScore(side: SideId, reason: ScoreReason): void {
    const s = this.state;
    const reached = [side, ...s.sides.map((x) => x.id).filter((id) => id !== side)].find((id) => s.sides[id]!.score >= s.target);
    if (reached !== undefined) {
      this.push(endBody(s, reached));
      return;
    }
    if (s.ruleset?.zones && reason !== 'box' && landedInBox(s, side)) for (const e of boxEvents(s, side)) this.push(e);
  }
}

/** How the game ends when `side` reaches the target: it wins (it loses in Backward, 002). */
export function endBody(state: GameState, reached: SideId): EventBody {
  const rs = state.ruleset!;
  let winner = reached;
  if (rs.backward) {
    const others = state.sides.filter((s) => s.id !== reached);
    winner = others.reduce((best, s) => (s.score < best.score ? s : best), others[0]!).id;
  }
  const options = state.setup!.options;
  const winnerScore = state.sides[winner]!.score;
  const losers = state.sides.filter((s) => s.id !== winner).map((s) => s.score);
  const skunk = options.skunks && !rs.backward ? gameSkunk(options.skunk, state.board, winnerScore, losers) : 0;
  return { type: 'GameEnded', winner, reason: 'target', skunk, games: GAMES_BY_SKUNK[skunk] };
}

/** A command step: done, or an error value. */
export type Done = GameResult<null>;
export const DONE: Done = { ok: true, value: null };

/** A rules error as a command error. */
export function fromRules(result: Result<unknown, RulesError>): Done | null {
  return result.ok ? null : { ok: false, error: result.error };
}

/** Refuses a seat that is not at the table (solitaire's blind crib plays as seat 1). */
export function checkSeat(s: GameState, seat: SeatId): Done | null {
  const seats = s.ruleset?.solitaire ? 2 : s.seats.length;
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) return gameError('no-such-seat', `There is no seat ${seat + 1} at this table of ${s.seats.length}.`);
  return null;
}

/** Refuses a side that does not exist. */
export function checkSide(s: GameState, side: SideId): Done | null {
  if (!Number.isInteger(side) || !s.sides[side]) return gameError('no-such-side', `There is no side ${side + 1}.`);
  return null;
}
