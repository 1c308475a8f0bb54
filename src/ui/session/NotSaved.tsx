import { drop, retry, saveStatus } from './session';

/** Takes nothing: it shows the session's failed write. */
export type Props = Record<string, never>;

/**
 * "Not saved" at once when a write fails (storage full, the database closed): the moves waiting are not drawn as
 * done; "Try again" sends them again in the order tapped, "Drop" forgets them. When a newer version upgraded the
 * database in another tab, only a reload helps.
 */
export function NotSaved(_props: Props) {
  const s = saveStatus.value;
  if (s.kind !== 'failed') return null;
  const waiting = s.waiting.length > 1 ? ` Waiting: ${s.waiting.join(', ')}.` : '';
  return (
    <div class="update" role="alert" data-testid="not-saved">
      <span>
        {s.message}
        {waiting}
      </span>
      {s.next === 'reload' ? (
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
      ) : (
        <>
          <button type="button" onClick={() => void retry()}>
            Try again
          </button>
          <button type="button" onClick={drop}>
            Drop
          </button>
        </>
      )}
    </div>
  );
}
