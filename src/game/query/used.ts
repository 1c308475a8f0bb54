import { formatCard, type Card } from '../../rules';
import type { Game } from '../model/state';
import type { SeatId } from '../model/types';
import { roundFrame } from './tracker';

/** A card already in the deal, and where, e.g. `{ card: 5H, where: '5H was played by Ann' }`. */
export interface CardElsewhere {
  readonly card: Card;
  readonly where: string;
}

/**
 * The cards of this round a hand, the crib or the starter being entered cannot hold: those played by another hand,
 * and those in hands already counted. A deck holds each card once, so the same card cannot be counted in two hands
 * of one deal. Only cards of one deck clash: in Cribbage is not Enough each team plays its own deck (000), and the
 * other deck's 5H is another card. `owner`: whose cards are entered (a seat's hand holds the cards it played).
 */
export function cardsElsewhere(state: Game, owner: SeatId | 'crib' | 'starter'): CardElsewhere[] {
  const round = state.round;
  if (!round) return [];
  // The deck each seat plays from, as the ruleset shapes the play; absent, one deck for all.
  const decks = state.ruleset.play(roundFrame(state, round), state).decks;
  const deckOf = (s: SeatId) => decks?.[s] ?? 0;
  const clashes = (other: SeatId) => (typeof owner === 'number' ? other !== owner && deckOf(other) === deckOf(owner) : true);
  // Solitaire's play has a second hand with no seat: the crib's cards (002 SOLITAIRE), its own when it is counted.
  const cribPlays = (s: SeatId) => owner === 'crib' && s >= state.seats.length;
  const out: CardElsewhere[] = [];
  for (const p of round.played) {
    if (clashes(p.seat) && !cribPlays(p.seat))
      out.push({ card: p.card, where: `${formatCard(p.card)} was played by ${state.seats[p.seat]?.name ?? 'the crib'}` });
  }
  round.hands.forEach((hand, s) => {
    if (hand && clashes(s)) for (const card of hand) out.push({ card, where: `${formatCard(card)} is in ${state.seats[s]!.name}'s hand, counted already` });
  });
  return out;
}

/** Where `card` already is this round for `owner` (see `cardsElsewhere`), e.g. `'5H was played by Ann'`; null: free. */
export function whereIs(state: Game, card: Card, owner: SeatId | 'crib' | 'starter'): string | null {
  const id = formatCard(card);
  return cardsElsewhere(state, owner).find((e) => formatCard(e.card) === id)?.where ?? null;
}
