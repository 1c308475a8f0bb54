import { navigate } from './route';
import './screens.css';

interface Props {
  /** The screen's heading, e.g. `'Statistics'`. */
  readonly title: string;
  /** An error to show under the heading in an alert, or `''`. */
  readonly error?: string;
}

/**
 * A screen's heading, its way home (no dead ends) and its error, if any. Home sits at the top left on every screen,
 * where the table has it too, so a thumb finds it in the same place.
 */
export function ScreenBar({ title, error = '' }: Props) {
  return (
    <>
      <div class="screen__bar">
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'home' })}>
          <span aria-hidden="true">← </span>Home
        </button>
        <h1>{title}</h1>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
