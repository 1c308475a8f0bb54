import { signal } from '@preact/signals';
import { setHapticsEnabled } from '../../pwa/haptics';
import { setSpeechEnabled } from '../../pwa/speech';
import { getStore } from '../session/session';

/** The player's preferences, kept in the store's settings. */
export interface Preferences {
  /** `'system'` follows the device; e.g. `'dark'`. */
  readonly theme: 'system' | 'light' | 'dark';
  /** Say every score aloud (Web Speech API). Default off. */
  readonly speech: boolean;
  /** A short vibration on every score. Default off. */
  readonly haptics: boolean;
  /** Keep the screen awake during a game. Default on. */
  readonly wakeLock: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = { theme: 'system', speech: false, haptics: false, wakeLock: true };

export const preferences = signal<Preferences>(DEFAULT_PREFERENCES);

function isPreferences(value: unknown): value is Preferences {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['system', 'light', 'dark'].includes(v.theme as string) &&
    typeof v.speech === 'boolean' &&
    typeof v.haptics === 'boolean' &&
    typeof v.wakeLock === 'boolean'
  );
}

function apply(p: Preferences): void {
  if (p.theme === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', p.theme);
  setSpeechEnabled(p.speech);
  setHapticsEnabled(p.haptics);
}

/** The one read of the stored preferences (`loadPreferences`). */
let loading: Promise<void> | undefined;
/** Changes the player made before the read finished, which win over what it reads (a theme tapped at once); null once read. */
let early: Partial<Preferences> | null = {};

/**
 * Loads the stored preferences and applies them, once (later calls wait on the same read). Never rejects: a store
 * that cannot be read (a newer Muggins wrote it, a disk error) leaves the defaults, and the screens that read the
 * store say what is wrong.
 */
export function loadPreferences(): Promise<void> {
  loading ??= (async () => {
    let stored = DEFAULT_PREFERENCES;
    try {
      stored = await (await getStore()).getSetting('preferences', isPreferences, DEFAULT_PREFERENCES);
    } catch {
      /* the defaults stay */
    }
    const next = { ...stored, ...early };
    early = null;
    preferences.value = next;
    apply(next);
  })();
  return loading;
}

/**
 * Changes the preferences and applies them at once, then stores them once the stored ones are read: a change made
 * while they load neither is undone by the load nor stores the defaults over the player's other choices.
 */
export async function updatePreferences(change: Partial<Preferences>): Promise<void> {
  if (early) early = { ...early, ...change };
  const next = { ...preferences.value, ...change };
  preferences.value = next;
  apply(next);
  await loadPreferences();
  await (await getStore()).putSetting('preferences', preferences.value);
}
