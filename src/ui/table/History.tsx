import type { GameState } from '../../game';

interface Props {
  readonly state: GameState;
}

/** The game's history, newest first, in words. */
export function History({ state }: Props) {
  return (
    <details class="panel history">
      <summary>History ({state.history.length})</summary>
      <ol reversed class="history__list">
        {[...state.history].reverse().map((entry) => (
          <li key={entry.n}>{entry.text}</li>
        ))}
      </ol>
    </details>
  );
}
