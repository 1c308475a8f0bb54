import { useState } from 'preact/hooks';
import { historyOf, type GameEvent } from '../../game';

interface Props {
  /** The game's whole log, undone commands included. */
  readonly events: readonly GameEvent[];
}

/** The game's history, newest first, in words; undo and redo say what they took back. Read only when opened. */
export function History({ events }: Props) {
  const [open, setOpen] = useState(false);
  const lines = open ? historyOf(events) : [];
  return (
    <details class="panel history" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>History</summary>
      <ol reversed class="history__list">
        {[...lines].reverse().map((entry, i) => (
          <li key={lines.length - i}>{entry.text}</li>
        ))}
      </ol>
    </details>
  );
}
