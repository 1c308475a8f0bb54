import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/**
 * While `on`, every other part of the screen (the children of the `<main>` holding `el`, but `el`'s own) is inert:
 * a sheet opened from inside a view (the whole board over the replay) leaves nothing behind it to reach by Tab or a
 * screen reader, whichever screen shows the view (the saved game's, or a game link's). Parts already inert are left
 * as they are, and each part it made inert is live again when `on` ends.
 */
export function useInertBeside(el: RefObject<HTMLElement | null>, on: boolean): void {
  useLayoutEffect(() => {
    const own = el.current;
    const main = own?.closest('main');
    if (!on || !own || !main) return;
    const others = [...main.children].filter((c) => !c.contains(own) && !c.hasAttribute('inert'));
    for (const c of others) c.setAttribute('inert', '');
    return () => {
      for (const c of others) c.removeAttribute('inert');
    };
  }, [el, on]);
}
