import { signal } from '@preact/signals';

/** The screens, addressed by the URL hash so the back button and a reload land on the same screen. */
export type Route =
  | { readonly screen: 'home' }
  /** `night`: a game for this club night (its id), e.g. `#/new/n-lq3xa1-9zz`. */
  | { readonly screen: 'new'; readonly night?: string }
  | { readonly screen: 'game'; readonly id: string }
  | { readonly screen: 'replay'; readonly id: string }
  | { readonly screen: 'pegs'; readonly id: string }
  | { readonly screen: 'share'; readonly id: string }
  /** A shared game: the URL's fragment is a game link (`#M1.…`), or something else that is not a route. */
  | { readonly screen: 'link'; readonly fragment: string }
  /** Following a game on another phone (issue 28): `#/follow`, or `#F1.…`, the table phone's code opened by a camera app. */
  | { readonly screen: 'follow'; readonly code: string }
  /** The table phone lets other phones follow the game (issue 28). */
  | { readonly screen: 'host'; readonly id: string }
  /** A tournament card or a night's invitation: the fragment is a card link (`#C1.…`). */
  | { readonly screen: 'card'; readonly fragment: string }
  /** Club nights: the list (`#/club`), a night's card (`#/club/<id>`), its director's view (`#/director/<id>`). */
  | { readonly screen: 'club' }
  | { readonly screen: 'night'; readonly id: string }
  | { readonly screen: 'director'; readonly id: string }
  | { readonly screen: 'count' }
  | { readonly screen: 'stats' }
  | { readonly screen: 'data' }
  | { readonly screen: 'boards' }
  | { readonly screen: 'settings' };

/**
 * Reads a hash such as `#/game/g-lq3x9a-4k2`. Every route starts `#/`; any other fragment is a game link
 * (`#M1.GZ5B…`) or was meant to be one, and its screen says which (a damaged or foreign link gets a message, never
 * the home screen in silence). An unknown route is the home screen.
 */
export function parseRoute(hash: string): Route {
  const fragment = hash.replace(/^#/, '');
  if (fragment !== '' && !fragment.startsWith('/')) {
    if (/^F\d+\./i.test(fragment)) return { screen: 'follow', code: fragment };
    return /^c\d{1,9}\./i.test(fragment) ? { screen: 'card', fragment } : { screen: 'link', fragment };
  }
  const [, screen = '', id = ''] = fragment.split('/');
  switch (screen) {
    case 'new':
      return id ? { screen, night: safeDecode(id) } : { screen };
    case 'club':
      return id ? { screen: 'night', id: safeDecode(id) } : { screen };
    case 'director':
      return id ? { screen, id: safeDecode(id) } : { screen: 'club' };
    case 'count':
    case 'stats':
    case 'data':
    case 'boards':
    case 'settings':
      return { screen };
    case 'game':
    case 'replay':
    case 'pegs':
    case 'share':
    case 'host':
      return id ? { screen, id: safeDecode(id) } : { screen: 'home' };
    case 'follow':
      return { screen: 'follow', code: '' };
    default:
      return { screen: 'home' };
  }
}

/** An id from the URL; a malformed escape (a hand-edited URL) is kept as typed rather than thrown. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function formatRoute(route: Route): string {
  switch (route.screen) {
    case 'home':
      return '#/';
    case 'game':
    case 'replay':
    case 'pegs':
    case 'share':
    case 'host':
      return `#/${route.screen}/${encodeURIComponent(route.id)}`;
    case 'link':
    case 'card':
      return `#${route.fragment}`;
    case 'follow':
      return route.code ? `#${route.code}` : '#/follow';
    case 'new':
      return route.night === undefined ? '#/new' : `#/new/${encodeURIComponent(route.night)}`;
    case 'night':
      return `#/club/${encodeURIComponent(route.id)}`;
    case 'director':
      return `#/director/${encodeURIComponent(route.id)}`;
    default:
      return `#/${route.screen}`;
  }
}

/** The current screen. */
export const route = signal<Route>(parseRoute(typeof location === 'undefined' ? '' : location.hash));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => {
    route.value = parseRoute(location.hash);
  });
}

/** Screens entered by `navigate` in this page's history, so "Back" knows it stays in the app. */
let entered = 0;

/** Goes to a screen (a new history entry, so the back button returns). */
export function navigate(to: Route): void {
  const hash = formatRoute(to);
  if (location.hash !== hash) {
    location.hash = hash;
    entered++;
  }
  route.value = to;
}

/**
 * Back to the screen before, as the browser's back button, when that screen is in the app; else (a link opened
 * from outside, a reload) to `fallback`.
 */
export function goBack(fallback: Route): void {
  if (entered > 0) {
    entered--;
    history.back();
  } else navigate(fallback);
}
