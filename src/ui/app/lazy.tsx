import type { ComponentType, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A component loaded on first use, drawing `fallback` until it is there. */
function lazy<P extends object>(load: () => Promise<ComponentType<P>>, fallback: () => VNode | null): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function Lazy(props: P) {
    const [, setTick] = useState(0);
    useEffect(() => {
      if (!loaded) void load().then((c) => {
        loaded = c;
        setTick((t) => t + 1);
      });
    }, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : fallback();
  };
}

/**
 * A screen loaded on first use, so the first visit downloads only the home screen; the service worker
 * precaches the rest for offline use.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(load, () => <main aria-busy="true"><p class="muted">Loading…</p></main>);
}

/** A part of a screen loaded on first use (e.g. the backup reminder), drawing nothing until it is loaded. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(load, () => null);
}
