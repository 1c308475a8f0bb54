import type { EventBody } from '../model/events';
import { GAMES_BY_SKUNK, gameSkunk } from '../model/skunk';
import type { Game } from '../model/state';
import type { SideId } from '../model/types';

/*
 * How a game ends, in one place: a peg reaches the target (RULES.md: at once, mid-count; the ruleset names the
 * winner), a claimed game (penalty rules 11, 13b, 14b), a void game (rule 14), or Solitaire's end after the free crib.
 */

/**
 * The end when a peg has reached the target: the side that moved first, then any other (a penalty box award can
 * carry an opponent over). The ruleset names the winner (002 BACKWARD: the one who reached it loses); the skunk is
 * the worst loser's level under the house options. `null` while nobody has reached the target.
 */
export function endOnTarget(state: Game, moved: SideId): EventBody | null {
  const order = [moved, ...state.sides.map((x) => x.id).filter((id) => id !== moved)];
  const reached = order.find((id) => state.sides[id]!.score >= state.target);
  if (reached === undefined) return null;
  const winner = state.ruleset.winner(state, reached);
  const options = state.setup.options;
  const losers = state.sides.filter((s) => s.id !== winner).map((s) => s.score);
  const skunk = options.skunks ? gameSkunk(options.skunk, state.board, state.sides[winner]!.score, losers) : 0;
  return { type: 'GameEnded', winner, reason: 'target', skunk, games: GAMES_BY_SKUNK[skunk] };
}

/** The opponent claims the game (003 rules 11, 13, 14): a plain win. */
export function claimedEnd(winner: SideId): EventBody {
  return { type: 'GameEnded', winner, reason: 'claimed', skunk: 0, games: 1 };
}

/** Both players dislodged their front pegs and cannot agree: the game is void (003 rule 14). */
export function voidEnd(): EventBody {
  return { type: 'GameEnded', winner: null, reason: 'void', skunk: 0, games: 0 };
}

/** The game's rounds ran out before the target was reached (002 SOLITAIRE: after the free crib): lost. */
export function targetMissedEnd(): EventBody {
  return { type: 'GameEnded', winner: null, reason: 'target-missed', skunk: 0, games: 0 };
}
