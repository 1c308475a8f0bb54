import { useState } from 'preact/hooks';
import { MAX_NAME, type Seat, type TypedScore } from '../../club';
import { seatWords } from './words';

interface Props {
  /** e.g. `'Add a game kept on paper'` or `'Correct game 3'`. */
  readonly title: string;
  /** The card's player, e.g. `'Ann'`. */
  readonly player: string;
  /** The line as it stands (a correction), or absent (a new line). */
  readonly initial?: TypedScore | undefined;
  /** e.g. `'Add the game'`. */
  readonly saveLabel: string;
  /** Saves the line; resolves to why it was refused (nothing changed), or null once saved. */
  readonly onSave: (score: TypedScore) => Promise<string | null>;
  readonly onCancel: () => void;
  /** Takes the line off the card (a correction only), e.g. labelled `'Take it off the card'`. */
  readonly onRemove?: (() => void) | undefined;
  readonly removeLabel?: string | undefined;
  /** The night's entrants to pick the opponent from; empty: the opponent is typed. */
  readonly opponents?: readonly string[];
  /** The night's rounds with the player's seat in each; empty: no round is asked. */
  readonly rounds?: readonly { readonly round: number; readonly seat: Seat }[];
}

/** Reads a score field: a whole number, or NaN (the club's rules then say what is wrong). */
function score(text: string): number {
  return /^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * A line typed by hand: the opponent and both final scores. The club's rules check it when it is saved (the winner on
 * the game hole, the loser below it); a refusal is said here and nothing changes.
 */
export function LineForm({ title, player, initial, saveLabel, onSave, onCancel, onRemove, removeLabel, opponents = [], rounds = [] }: Props) {
  const [opponent, setOpponent] = useState(initial?.opponent ?? '');
  const [round, setRound] = useState(initial?.round === undefined ? '' : String(initial.round));
  const [own, setOwn] = useState(initial ? String(initial.own) : '');
  const [theirs, setTheirs] = useState(initial ? String(initial.theirs) : '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const r = rounds.length > 0 && round !== '' ? { round: Number(round) } : {};
      setError((await onSave({ opponent, own: score(own), theirs: score(theirs), ...r })) ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="panel club-form no-print" onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      {rounds.length > 0 && (
        <label>
          Round
          <select
            value={round}
            onChange={(e) => {
              const picked = (e.target as HTMLSelectElement).value;
              setRound(picked);
              // The seating names the round's opponent: picked with the round, not typed.
              const seat = rounds.find((r) => String(r.round) === picked)?.seat;
              if (seat?.kind === 'table') setOpponent(seat.opponent);
            }}
          >
            <option value="">Pick the round</option>
            {rounds.map((r) => (
              <option key={r.round} value={String(r.round)}>
                {seatWords(r.round, r.seat)}
              </option>
            ))}
          </select>
        </label>
      )}
      {opponents.length > 0 ? (
        <label>
          Opponent
          <select value={opponent} onChange={(e) => setOpponent((e.target as HTMLSelectElement).value)}>
            <option value="">Pick the opponent</option>
            {opponents.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label>
          Opponent
          <input value={opponent} maxLength={MAX_NAME} autoComplete="off" onInput={(e) => setOpponent((e.target as HTMLInputElement).value)} />
        </label>
      )}
      <div class="club-form__scores">
        <label>
          {player}'s score
          <input inputMode="numeric" maxLength={3} value={own} onInput={(e) => setOwn((e.target as HTMLInputElement).value)} />
        </label>
        <label>
          Opponent's score
          <input inputMode="numeric" maxLength={3} value={theirs} onInput={(e) => setTheirs((e.target as HTMLInputElement).value)} />
        </label>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <div class="row">
        <button type="submit" disabled={busy}>
          {saveLabel}
        </button>
        <button type="button" class="secondary" onClick={onCancel}>
          Cancel
        </button>
        {onRemove && (
          <button type="button" class="secondary" onClick={onRemove}>
            {removeLabel ?? 'Take it off the card'}
          </button>
        )}
      </div>
    </form>
  );
}
