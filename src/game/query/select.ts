import { sideCount, sideOfSeat } from '../model/seats';
import { skunkLinesOf, type SkunkLines } from '../model/skunk';
import { stepState } from './steps';
import type { Game, GameState, PegRecord } from '../model/state';
import type { CountTurn, Phase, SeatId, SideId, StepName } from '../model/types';

/* Selectors: values derived from the state, computed in one place for the engine and the UI alike. */

/** The round's current step: the first of its steps not yet done, or `null` when the round is over. */
export function currentStep(state: Game): StepName | null {
  const round = state.round;
  if (!round) return null;
  return round.steps.find((name) => !stepState(state, name).done(state, round)) ?? null;
}

/** True when every step of the round is done, so the next deal may start. */
export function isRoundDone(state: GameState): boolean {
  return state.started && state.round !== null && currentStep(state) === null;
}

/**
 * Who cuts for the starter. 002: the player to the dealer's left, who also leads (TRADITIONAL RULES: the non-dealer;
 * three and four players: "The player to the dealer's left cuts ... This player plays the first card"): the round's
 * pone. 001 and 003 (Crib Wars, its six-player game too): "The person to the right of the dealer cuts the deck"
 * (`cutterOnRight`), the same player as the pone with two, the seat before the dealer's with more (passing over a
 * side sitting the hand out in a penalty box). `null` before a deal, when the dealer turns the top card himself
 * (002 NODDY) or plays alone (Solitaire).
 */
export function starterCutter(state: Game): SeatId | null {
  const round = state.round;
  const n = state.seats.length;
  if (!round || n < 2 || state.ruleset.dealerTurnsStarter === true) return null;
  if (state.ruleset.cutterOnRight !== true) return round.pone;
  for (let k = 1; k < n; k++) {
    const seat = (round.dealer - k + n) % n;
    if (!round.sitting.includes(sideOfSeat(state.ruleset, n, seat))) return seat;
  }
  return round.pone;
}

/**
 * The phase a game is in: `'cut'` before the first deal, `'deal'` until the starter (or the Tops) is turned, then
 * `'play'` or `'show'` as the current step says, `'over'` once the game has ended. A round whose steps are all done
 * stays in its last step's phase until the next deal.
 */
export function phaseOf(state: GameState): Phase {
  if (!state.started) return 'cut';
  if (state.outcome) return 'over';
  if (!state.round) return 'cut';
  const step = currentStep(state) ?? state.round.steps.at(-1) ?? 'show';
  return stepState(state, step).phase;
}

/** Whose count is next in the show (pone or dealer's left first, dealer last, then the crib), or `null`. */
export function nextCount(state: GameState): CountTurn | null {
  if (!state.started || !state.round || currentStep(state) !== 'show') return null;
  return state.round.countOrder[state.round.counted] ?? null;
}

/** The side a seat belongs to, or -1 for a seat that is not a player (Solitaire's blind crib). */
export function sideOf(state: Game, seat: SeatId): SideId {
  return state.seats[seat]?.side ?? -1;
}

/** Number of sides of a game, e.g. `2` for four-player teams. */
export function sidesOf(state: Game): number {
  return sideCount(state.ruleset, state.seats.length);
}

/** True when the side sits out the current round or has folded it (Crib Wars penalty box). */
export function isOutOfRound(state: Game, side: SideId): boolean {
  const round = state.round;
  return round !== null && (round.sitting.includes(side) || round.folded.includes(side));
}

/** True when the side is in a penalty box: sitting out now or still to sit out. */
export function isInBox(state: Game, side: SideId): boolean {
  return (state.sides[side]?.sitOut ?? 0) > 0 || (state.round?.sitting.includes(side) ?? false);
}

/** The side whose peg moved last and its move, for the board's highlight and the headline, or `null`. */
export function lastMove(state: Game): { side: SideId; move: PegRecord } | null {
  let best: { side: SideId; move: PegRecord } | null = null;
  for (const s of state.sides) {
    const move = s.moves?.last;
    if (move && (!best || move.n >= best.move.n)) best = { side: s.id, move };
  }
  return best;
}

export type { SkunkLines } from '../model/skunk';

/**
 * The skunk lines of this game, as `skunkLevel` judges them (`skunkLinesOf`: the rule, the board's own lines, the
 * game hole).
 */
export function skunkLines(state: Game): SkunkLines {
  return skunkLinesOf(state.setup.options, state.board, state.target);
}

export { isShowDone } from './steps';
