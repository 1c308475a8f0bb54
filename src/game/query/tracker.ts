import type { Game, RoundState } from '../model/state';
import type { RoundFrame } from '../model/ruleset';
import { handSize, sideOfSeat } from '../model/seats';
import { isOutOfRound } from './select';
import { type PeggingState, startPegging } from '../../rules';
/** The round as the ruleset's hooks see it, now (who is out includes sides folded so far). */
export function roundFrame(state: Game, round: RoundState): RoundFrame {
  const seats = state.seats.length;
  return {
    number: round.number,
    dealer: round.dealer,
    seats,
    handSize: handSize(state.ruleset, seats),
    isOut: (seat) => isOutOfRound(state, sideOfSeat(state.ruleset, seats, seat)),
  };
}

/** A fresh pegging tracker for the round's play, as the ruleset shapes it, or `null` when it cannot start. */
export function startTracker(state: Game, round: RoundState): PeggingState | null {
  const shape = state.ruleset.play(roundFrame(state, round), state);
  const started = startPegging({
    seats: shape.seats,
    leader: round.pone,
    cardsPerSeat: shape.cardsPerSeat,
    singleCount: shape.singleCount,
    extraScores: shape.extraScores,
    ...(shape.decks ? { decks: shape.decks } : {}),
    // A house option (000's rule): a game set up without it, before it existed, replays with the next seat leading.
    ...(state.setup.options.scorerLeads === true ? { scorerLeads: true } : {}),
  });
  return started.ok ? started.value : null;
}

/** The play with fewer cards in some hands (a fold, dead cards): the turn passes on from a seat with none left. */
export function withRemaining(p: PeggingState, remaining: readonly number[]): PeggingState {
  const n = remaining.length;
  if (remaining.every((r) => r === 0)) return { ...p, remaining, next: null, over: true };
  let next = p.next;
  if (next !== null && remaining[next] === 0) {
    const from = next;
    next = null;
    for (let k = 1; k <= n && next === null; k++) {
      const s = (from + k) % n;
      if (remaining[s]! > 0 && !p.saidGo[s]) next = s;
    }
    for (let k = 1; k <= n && next === null; k++) if (remaining[(from + k) % n]! > 0) next = (from + k) % n;
  }
  return { ...p, remaining, next };
}
