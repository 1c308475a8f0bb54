import { useEffect } from 'preact/hooks';
import { allowScreenSleep, keepScreenAwake } from '../../pwa/wakeLock';
import { preferences } from './settings';

/** Keeps the screen awake while `active` (a game played or followed) and the player's setting allows it. */
export function useWakeLock(active: boolean): void {
  const wanted = active && preferences.value.wakeLock;
  useEffect(() => {
    if (!wanted) return;
    void keepScreenAwake();
    return () => void allowScreenSleep();
  }, [wanted]);
}
