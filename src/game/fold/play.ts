import type { Game } from '../model/state';
import type { CardPlayed, GoSaid } from '../model/events';
import { startTracker } from '../query/tracker';
import { sayGo, playCard } from '../../rules';
import { cardOfUnsafe } from '../model/cards';
/** The fold of `CardPlayed` and `GoSaid`: the tracker takes the step (started on the first card). */
export function reducePlayStep(state: Game, e: CardPlayed | GoSaid): Game {
  const round = state.round;
  if (!round) return state;
  const tracker = round.pegging ?? startTracker(state, round);
  if (!tracker) return state;
  if (e.type === 'GoSaid') {
    const said = sayGo(tracker, e.seat);
    return said.ok ? { ...state, round: { ...round, pegging: said.value.state } } : state;
  }
  const card = cardOfUnsafe(e.card);
  const played = playCard(tracker, e.seat, card);
  if (!played.ok) return state;
  return { ...state, round: { ...round, pegging: played.value.state, played: [...round.played, { seat: e.seat, card }] } };
}

/** The fold of `PlayEnded`: the play is over, and with it muggins on its last pegging score. */
export function reducePlayEnded(state: Game): Game {
  return state.round ? { ...state, round: { ...state.round, playEnded: true, lastPeg: null } } : state;
}
