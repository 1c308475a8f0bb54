import type { ComponentType, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A component loaded on first use, drawing `fallback` until it is there, and `failed` when its code cannot be
 * loaded (offline before it was cached, or a tab left on an old version whose files are gone): never "Loading…" for
 * ever. The next time it is drawn it tries again.
 */
function lazy<P extends object>(load: () => Promise<ComponentType<P>>, fallback: () => VNode | null, failed: () => VNode | null): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function Lazy(props: P) {
    const [, setTick] = useState(0);
    const [error, setError] = useState(false);
    useEffect(() => {
      if (!loaded)
        void load().then(
          (c) => {
            loaded = c;
            setTick((t) => t + 1);
          },
          () => setError(true),
        );
    }, []);
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return error ? failed() : fallback();
  };
}

/** What a screen whose code did not load says: what happened, and the reload that fixes it. */
function ScreenNotLoaded() {
  return (
    <main>
      <h1>This screen could not be loaded</h1>
      <p class="error" role="alert">
        Its part of the app did not arrive: the device may be offline before Muggins was saved for offline use, or the app was updated in another tab. Your
        games are not affected.
      </p>
      <div class="row">
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
        <button type="button" class="secondary" onClick={() => (location.hash = '#/')}>
          Home
        </button>
      </div>
    </main>
  );
}

/**
 * A screen loaded on first use, so the first visit downloads only the home screen; the service worker
 * precaches the rest for offline use.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(
    load,
    () => (
      <main aria-busy="true">
        <p class="muted">Loading…</p>
      </main>
    ),
    () => <ScreenNotLoaded />,
  );
}

/** A part of a screen loaded on first use (e.g. the backup reminder), drawing nothing until it is loaded (or if it cannot be). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(
    load,
    () => null,
    () => null,
  );
}
