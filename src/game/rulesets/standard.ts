import type { Board } from '../../board';
import type { HouseOptions } from '../model/options';
import type { Game, Ruleset } from '../model/state';
import type { CountTurn, SeatId, SideId, StepName } from '../model/types';
import type { DealSize, PlayShape, RoundFrame } from '../model/ruleset';

/**
 * The traditional game's hooks (002 TRADITIONAL RULES), which every preset starts from and overrides where its
 * rulebook differs.
 */

/** 2 players: 6 cards, 2 to the crib (002). */
export const DEAL_2: DealSize = { deal: 6, throw: 2 };
/** 3 players: 5 cards, 1 to the crib; the dealer adds one from the deck (002 3-PLAYER). */
export const DEAL_3: DealSize = { deal: 5, throw: 1 };
/** 4 players in 2 teams: 5 cards, 1 to the crib (002 4-PLAYER). */
export const DEAL_4: DealSize = { deal: 5, throw: 1 };
/** 6 players in 3 teams: 5 cards, 1 each; the dealer's team throws to the bottom of the deck (003 DEALING). */
export const DEAL_6: DealSize = { deal: 5, throw: 1 };
/** The traditional deals for 2, 3 and 4 seats. */
export const DEALS_2_TO_4 = { 2: DEAL_2, 3: DEAL_3, 4: DEAL_4 } as const;

/** Starter, the play, then the show (002). */
export function standardSteps(): readonly StepName[] {
  return ['starter', 'play', 'show'];
}

/** The seats in the round from the dealer's left round to the dealer, skipping seats out of it. */
export function seatsFromLeft(round: RoundFrame): SeatId[] {
  const out: SeatId[] = [];
  for (let k = 1; k <= round.seats; k++) {
    const seat = (round.dealer + k) % round.seats;
    if (!round.isOut(seat)) out.push(seat);
  }
  return out;
}

/** Each hand from the dealer's left round to the dealer, then the dealer's crib (002: "the crib is counted last"). */
export function standardCounts(round: RoundFrame): readonly CountTurn[] {
  const hands: CountTurn[] = seatsFromLeft(round).map((seat) => ({ seat, crib: false }));
  return round.isOut(round.dealer) ? hands : [...hands, { seat: round.dealer, crib: true }];
}

/** Every seat plays its hand; the play goes on past a go (002). */
export function standardPlay(round: RoundFrame): PlayShape {
  return {
    seats: round.seats,
    cardsPerSeat: Array.from({ length: round.seats }, (_, s) => (round.isOut(s) ? 0 : round.handSize)),
    singleCount: false,
    extraScores: false,
    pegs: () => true,
  };
}

/** 61-hole games use the 61 board; three sides the three-track 121; else the two-track 121. */
export function standardBoard(sides: number, target: number): string {
  if (target <= 61) return 'standard-61';
  return sides === 3 ? 'standard-121-3' : 'standard-121-2';
}

/** The hooks of the traditional game. */
export const STANDARD: Pick<Ruleset, 'scoring' | 'teams' | 'steps' | 'counts' | 'play' | 'countWith' | 'winner' | 'target' | 'defaultBoard'> = {
  scoring: { extraScores: false },
  teams: {},
  steps: standardSteps,
  counts: standardCounts,
  play: standardPlay,
  countWith: (state: Game) => state.round?.starter ?? null,
  winner: (_state: Game, reached: SideId) => reached,
  target: (options: HouseOptions, board: Board) => Math.min(options.target, board.finish),
  defaultBoard: standardBoard,
};
