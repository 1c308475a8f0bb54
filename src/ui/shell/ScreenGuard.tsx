import type { ComponentChildren } from 'preact';
import { useErrorBoundary } from 'preact/hooks';
import { navigate } from './route';

interface Props {
  readonly children: ComponentChildren;
}

/**
 * The last guard of every screen: an exception while drawing one (a bug, or data nobody foresaw) shows what
 * happened and a way home, never a screen left waiting with no way out (an installed app has no address bar).
 * Every check that can refuse input returns a value long before this; nothing on the device is changed here.
 */
export function ScreenGuard({ children }: Props) {
  const [error, reset] = useErrorBoundary();
  if (!error) return <>{children}</>;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main>
      <h1>Muggins could not show this screen</h1>
      <p class="error" role="alert">
        {message.length > 300 ? `${message.slice(0, 300)}…` : message}
      </p>
      <p>Every move shown as saved is kept; nothing on this device was changed.</p>
      <button
        type="button"
        onClick={() => {
          reset();
          navigate({ screen: 'home' });
        }}
      >
        Home
      </button>
    </main>
  );
}
