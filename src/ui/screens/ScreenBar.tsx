import { navigate } from '../app/route';

interface Props {
  /** The screen's heading, e.g. `'Statistics'`. */
  readonly title: string;
  /** An error to show under the heading in an alert, or `''`. */
  readonly error?: string;
}

/** A tool screen's heading, its way home (no dead ends), and its error, if any. */
export function ScreenBar({ title, error = '' }: Props) {
  return (
    <>
      <div class="screen__bar">
        <h1>{title}</h1>
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'home' })}>
          Home
        </button>
      </div>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
