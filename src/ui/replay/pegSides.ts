import type { Game } from '../../game';
import type { PegSide } from '../../board/drawing';
import { pegColor } from '../session/colors';

/**
 * Every side of a game as the Pegboard draws it, the way the table does: its chosen peg colour (or the next of the
 * palette), one track per side in turn.
 */
export function pegSides(state: Game, colors: readonly string[]): (PegSide & { readonly colorName: string })[] {
  return state.sides.map((s, i) => {
    const color = pegColor(colors[i], i);
    return { name: s.name, color: color.css, colorName: color.name, track: i % state.board.tracks, pegs: s.pegs, score: s.score };
  });
}
