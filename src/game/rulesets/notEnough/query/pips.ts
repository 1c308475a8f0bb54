import { hasPips, missingPips, type DeckCard } from '../model/decks';
import type { Game } from '../../../model/state';
import { deckOfSeat, decksOf, pipsIn, teamDecks, topsOf } from './teams';

/**
 * 000: the J/Q/K/A cards entered this round (the Tops and the hands) whose Intel, Might and Magic the game does not
 * know yet: the table asks for them as soon as they are entered, never guessing. Empty in a game of one deck.
 */
export function roundMissingPips(state: Game): DeckCard[] {
  const round = state.round;
  if (!round || !teamDecks(state)) return [];
  const tops = topsOf(round).map((card, side) => ({ deck: decksOf(state)[side]!, card }));
  const hands = state.seats.flatMap((_, seat) => (round.hands[seat] ?? []).map((card) => ({ deck: deckOfSeat(state, seat), card })));
  return missingPips(
    pipsIn(state),
    [...tops, ...hands].filter((dc) => hasPips(dc.card)),
  );
}
