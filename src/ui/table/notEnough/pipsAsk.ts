import { deckOfSeat, hasPips, missingPips, type DeckCard, type Game } from '../../../game';

/**
 * 000: the J/Q/K/A cards entered this round (the Tops and the hands) whose Intel, Might and Magic the game does not
 * know yet: the table asks for them as soon as they are entered, never guessing. Empty for other rulesets.
 */
export function roundMissingPips(game: Game): DeckCard[] {
  const round = game.round;
  if (!round?.steps.includes('tops')) return [];
  const tops = round.tops.map((card, side) => ({ deck: game.decks[side]!, card }));
  const hands = game.seats.flatMap((_, seat) => (round.hands[seat] ?? []).map((card) => ({ deck: deckOfSeat(game, seat), card })));
  return missingPips(
    game.pips,
    [...tops, ...hands].filter((dc) => hasPips(dc.card)),
  );
}
