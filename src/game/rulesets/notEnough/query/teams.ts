import type { Card } from '../../../../rules';
import { DECK_COLORS, NO_PIPS, type DeckColor, type DeckPips } from '../model/decks';
import type { NotEnoughRound } from '../model/own';
import type { Game, RoundState } from '../../../model/state';
import type { SeatId, SideId } from '../../../model/types';

/* Cribbage is not Enough (000) is two teams (or two players) with a deck and a Top each: who is who, in one place. */

/** Each side's Top this round, once turned, e.g. `[JH, 7S]`; `[]` before. */
export function topsOf(round: RoundState): readonly Card[] {
  return round.tops ?? [];
}

/** Each side's deck, as the last dealer chose (grey first until the dealer chooses), e.g. `['grey', 'blue']`. */
export function decksOf(state: Game): readonly DeckColor[] {
  return state.decks ?? state.sides.map((_, i) => DECK_COLORS[i % DECK_COLORS.length]!);
}

/** The pips known of each deck's J, Q, K and A. */
export function pipsIn(state: Game): DeckPips {
  return state.pips ?? NO_PIPS;
}

/** 000's round data, or its start when nothing of it is recorded yet. */
export function cineOf(round: RoundState): NotEnoughRound {
  return round.notEnough ?? { uses: [], intel: null, battle: null, cradle: null, cribOrder: [], cribsCounted: 0 };
}

/** The game with 000's round data changed. */
export function withCine(state: Game, change: (cine: NotEnoughRound) => NotEnoughRound): Game {
  const round = state.round;
  return round ? { ...state, round: { ...round, notEnough: change(cineOf(round)) } } : state;
}

/** The other team. */
export function enemyOf(side: SideId): SideId {
  return side === 0 ? 1 : 0;
}

/** The deck a seat's cards come from: its team's. */
export function deckOfSeat(state: Game, seat: SeatId): DeckColor {
  return decksOf(state)[state.seats[seat]!.side]!;
}

/**
 * The deck a seat plays this round, where each team plays its own (000): e.g. `'blue'`; `undefined` in a game of one
 * deck, or before the first deal. The table and a following phone tag a count's cards with it.
 */
export function seatDeck(state: Game, seat: SeatId): DeckColor | undefined {
  return teamDecks(state) ? deckOfSeat(state, seat) : undefined;
}

/** True when this round is dealt from a deck per team, each with its Top (000): the table shows decks and Tops. */
export function teamDecks(state: Game): boolean {
  return state.round?.steps.includes('tops') ?? false;
}

/** The side that plays a deck. */
export function sideOfDeck(state: Game, deck: DeckColor): SideId {
  return decksOf(state).indexOf(deck);
}

/** A team's Top this round, or `null` when the Tops were turned without entering them. */
export function topOf(state: Game, side: SideId): Card | null {
  return state.round?.tops?.[side] ?? null;
}
