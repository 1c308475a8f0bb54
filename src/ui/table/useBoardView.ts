import { useMemo } from 'preact/hooks';
import type { Board, Spot } from '../../board';
import { boardForGame, type PegSide } from '../../board/drawing';
import { lastMove, skunkLines, type GameState } from '../../game';
import { boardWidth } from '../board/boardWidth';
import { pegColor } from '../session/colors';

/** What the table's board shows: the drawing, its width, the pegs by side with their colours, and the last move's trail. */
export interface BoardView {
  readonly drawn: Board;
  /** The board's CSS width, e.g. `'min(100%, 32rem)'`. */
  readonly width: string;
  readonly colors: readonly ReturnType<typeof pegColor>[];
  readonly pegSides: readonly PegSide[];
  readonly trail: { readonly side: number; readonly from: Spot; readonly to: Spot } | undefined;
}

/**
 * The board of a game as the table draws it, shared by the table (`TableScreen`) and a following phone
 * (`FollowTable`): drawn again only when the board, the target or the setup (its skunk lines) change, not on every
 * move. `colorNames` are the sides' peg colours as stored, e.g. `['red', undefined]`; `focus`, a side whose last move
 * the trail shows in place of the game's last (a side just put in a penalty box). Null before the game starts.
 */
export function useBoardView(state: GameState, colorNames: readonly (string | undefined)[], focus?: number): BoardView | null {
  const started = state.started ? state : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again only when the board, the target or the setup change
  const drawn = useMemo(
    () => (started ? boardForGame(started.board, started.target, skunkLines(started)) : null),
    [started?.board, started?.target, started?.setup],
  );
  const width = useMemo(() => (drawn ? boardWidth(drawn) : ''), [drawn]);
  if (!started || !drawn) return null;
  const colors = started.sides.map((_, i) => pegColor(colorNames[i], i));
  const pegSides = started.sides.map((s, i) => ({ name: s.name, color: colors[i]!.css, track: i % drawn.tracks, pegs: s.pegs, score: s.score }));
  const focused = focus === undefined ? undefined : started.sides[focus]?.moves?.last;
  const last = focused && focus !== undefined ? { side: focus, move: focused } : lastMove(started);
  const trail = last ? { side: last.side, from: last.move.from, to: last.move.landed } : undefined;
  return { drawn, width, colors, pegSides, trail };
}
