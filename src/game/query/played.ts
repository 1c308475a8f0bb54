import type { Card } from '../../rules';
import type { Game, RoundState } from '../model/state';
import type { CountTurn, SeatId } from '../model/types';

/** The cards `seat` played this round, in the order they were played, e.g. `[10S, KH, 5C, 3D]`; `[]` before any. */
export function cardsPlayedBy(round: RoundState, seat: SeatId): Card[] {
  return round.played.flatMap((p) => (p.seat === seat ? [p.card] : []));
}

/**
 * The cards a count of the show already holds from the play. A player's hand is the cards that player laid in the
 * play: "When both players have played all four of their cards, they score and peg their hands" (002 Playing
 * Cards), so once the play was entered card by card its cards need not be entered again. Only when the play came
 * before the count: Noddy's hands "are scored before play" (002 NODDY), so nothing is known of them then. A crib's
 * cards are never played, but Solitaire's: the play lays the blind crib's two cards (002 SOLITAIRE CRIBBAGE: "play
 * the bottom card from the crib"), as a seat beyond the table, and they are the crib's. A play cut short (five-card,
 * Noddy's single count, a side folded in a penalty box) gives the cards that were laid: the rest are still to enter.
 */
export function cardsFromPlay(state: Game, turn: CountTurn): Card[] {
  const round = state.round;
  if (!round) return [];
  const play = round.steps.indexOf('play');
  if (play < 0 || play > round.steps.indexOf('show')) return [];
  if (!turn.crib) return cardsPlayedBy(round, turn.seat);
  return round.played.flatMap((p) => (p.seat >= state.seats.length ? [p.card] : []));
}
