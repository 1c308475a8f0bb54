import { signal } from '@preact/signals';

/** The screens, addressed by the URL hash so the back button and a reload land on the same screen. */
export type Route =
  | { readonly screen: 'home' }
  | { readonly screen: 'new' }
  | { readonly screen: 'game'; readonly id: string }
  | { readonly screen: 'count' }
  | { readonly screen: 'stats' }
  | { readonly screen: 'data' }
  | { readonly screen: 'boards' }
  | { readonly screen: 'settings' };

/** Reads a hash such as `#/game/g-lq3x9a-4k2`; anything unknown is the home screen. */
export function parseRoute(hash: string): Route {
  const [, screen = '', id = ''] = hash.replace(/^#/, '').split('/');
  switch (screen) {
    case 'new':
    case 'count':
    case 'stats':
    case 'data':
    case 'boards':
    case 'settings':
      return { screen };
    case 'game':
      return id ? { screen: 'game', id: decodeURIComponent(id) } : { screen: 'home' };
    default:
      return { screen: 'home' };
  }
}

export function formatRoute(route: Route): string {
  return route.screen === 'home' ? '#/' : route.screen === 'game' ? `#/game/${encodeURIComponent(route.id)}` : `#/${route.screen}`;
}

/** The current screen. */
export const route = signal<Route>(parseRoute(typeof location === 'undefined' ? '' : location.hash));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    route.value = parseRoute(location.hash);
  });
}

/** Goes to a screen (a new history entry, so the back button returns). */
export function navigate(to: Route): void {
  const hash = formatRoute(to);
  if (location.hash !== hash) location.hash = hash;
  route.value = to;
}
