import { retry, saveStatus } from './session';

/** Takes nothing: it shows the session's failed write. */
export interface Props {}

/**
 * "Not saved" at once when a write fails (storage full, the database closed): the move is not drawn as done, and
 * "Try again" sends the same command again; when a newer version upgraded the database in another tab, only a
 * reload helps.
 */
export function NotSaved(_props: Props) {
  const s = saveStatus.value;
  if (s.kind !== 'failed') return null;
  return (
    <div class="update" role="alert" data-testid="not-saved">
      <span>{s.message}</span>
      {s.next === 'reload' ? (
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
      ) : (
        <button type="button" onClick={() => void retry()}>
          Try again
        </button>
      )}
    </div>
  );
}
