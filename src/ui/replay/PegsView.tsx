import { useMemo, useRef, useState } from 'preact/hooks';
import { WholeBoardSheet } from '../table/WholeBoardSheet';
import { holeWords, type HoleWords } from './holeWords';
import { useInertBeside } from './useInertBeside';
import { momentOf, type Moment } from './moment';
import { pegSides } from './pegSides';
import { ReplayBoard } from './ReplayBoard';
import type { Replay } from './replayModel';
import './replay.css';

interface Props {
  readonly replay: Replay;
  /** Peg colour ids by side, e.g. `['red', 'blue']`. */
  readonly colors: readonly string[];
}

/** How many of the latest peg moves are listed. */
export const LAST_MOVES = 5;

/** The latest steps that moved a peg, newest first, at most `count`. */
export function lastPegMoves(replay: Replay, count: number): Moment[] {
  const out: Moment[] = [];
  for (let i = replay.length - 1; i >= 0 && out.length < count; i--) {
    if (replay.groups[i]!.events.some((e) => e.type === 'Scored')) out.push(momentOf(replay, i));
  }
  return out;
}

/** One peg's hole: its name as large as it fits (a number across the table, a side path's longer name smaller) and how to find it. */
function PegHole({ which, hole }: { readonly which: string; readonly hole: HoleWords }) {
  return (
    <div>
      <dt>{which}</dt>
      <dd>
        <span class={/^\d+$/.test(hole.name) ? 'pegs__hole' : 'pegs__hole pegs__hole--words'}>{hole.name}</span>
        {hole.hint && <span class="pegs__hint">{hole.hint}</span>}
      </dd>
    </div>
  );
}

/**
 * Put the pegs back (003 rule 14): where each side's two pegs must stand now, large, with how to find each hole
 * on the wooden board, the drawn board, and the last few peg moves that brought them there.
 */
export function PegsView({ replay, colors }: Props) {
  // The whole board (a long board) over the screen; the rest of the screen inert meanwhile.
  const [whole, setWhole] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useInertBeside(root, whole);
  const now = useMemo(() => momentOf(replay, replay.length - 1), [replay]);
  const moves = useMemo(() => lastPegMoves(replay, LAST_MOVES), [replay]);
  const state = now.state;
  const sides = pegSides(state, colors);
  return (
    <div ref={root} class="pegs">
      <div class="replay__behind" inert={whole}>
        <ul class="pegs__sides">
          {sides.map((side, i) => {
            const front = holeWords(state.board, side.pegs.front);
            const back = holeWords(state.board, side.pegs.back);
            return (
              <li key={i} class="panel pegs__side">
                <h2 class="pegs__name">
                  <span class="replay__swatch" style={{ background: side.color }} aria-hidden="true" />
                  {side.name} <span class="muted">({side.colorName})</span>
                </h2>
                <dl class="pegs__holes">
                  <PegHole which="Front peg" hole={front} />
                  <PegHole which="Back peg" hole={back} />
                </dl>
              </li>
            );
          })}
        </ul>
        <ReplayBoard board={state.board} sides={sides} highlight={now.highlight} onWholeBoard={() => setWhole(true)} />
        <section aria-labelledby="pegs-moves">
          <h2 id="pegs-moves">The last peg moves</h2>
          {moves.length === 0 ? (
            <p class="muted">No peg has moved yet: every peg is at the start.</p>
          ) : (
            <ol class="pegs__moves">
              {moves.map((m) => (
                <li key={m.index}>
                  <span class="muted">Move {m.index + 1}: </span>
                  {m.lines.join('. ')}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      {whole && <WholeBoardSheet board={state.board} sides={sides} highlight={now.highlight ?? undefined} onClose={() => setWhole(false)} />}
    </div>
  );
}
