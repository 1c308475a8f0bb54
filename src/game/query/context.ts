import { countShow, type Card, type ShowCount } from '../../rules';
import type { Scoring } from '../model/ruleset';
import { handSize } from '../model/seats';
import type { Game } from '../model/state';
import type { CountTurn } from '../model/types';
import { cardsElsewhere } from './used';

/** What a count of the show is counted with, shared by the engine and the screens that enter cards. */
export interface CountContext {
  /** The card counted with the hand: the starter, or 000's team Top; `null` when it was not entered. */
  readonly starter: Card | null;
  /** Cards in the hand or crib, e.g. `4`; `3` in five-card and Noddy hands. */
  readonly size: number;
  readonly crib: boolean;
  /** The counter's scoring extras (Noddy). */
  readonly scoring: Scoring;
  /** Cards of this deal the count cannot hold: played by another hand, or in a hand counted already. */
  readonly elsewhere: readonly Card[];
}

/** A crib always holds four cards (each ruleset's throws and deck cards add up to four). */
const CRIB_SIZE = 4;

/** The context of a count under the game's ruleset. */
export function countContext(state: Game, turn: CountTurn): CountContext {
  return {
    starter: state.ruleset.countWith(state, turn),
    size: turn.crib ? CRIB_SIZE : handSize(state.ruleset, state.seats.length),
    crib: turn.crib,
    scoring: state.ruleset.scoring,
    elsewhere: cardsElsewhere(state, turn.crib ? 'crib' : turn.seat).map((e) => e.card),
  };
}

/** The itemized count of `cards` in a context (with `starter` when the context has none). */
export function countIn(context: CountContext, cards: readonly Card[], starter: Card): ShowCount {
  return countShow(cards, starter, { crib: context.crib, extraScores: context.scoring.extraScores });
}
