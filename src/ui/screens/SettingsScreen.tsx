import { useState } from 'preact/hooks';
import { isHapticsSupported } from '../../pwa/haptics';
import { isSpeechSupported } from '../../pwa/speech';
import { isWakeLockSupported } from '../../pwa/wakeLock';
import { preferences, updatePreferences, type Preferences } from '../app/settings';
import './screens.css';
import { ScreenBar } from './ScreenBar';

/** The settings screen takes nothing: it reads and changes the stored preferences. */
export interface Props {}

const THEMES: readonly { readonly value: Preferences['theme']; readonly label: string }[] = [
  { value: 'system', label: 'Same as the device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Theme, spoken scores, haptics and keeping the screen awake; each change is applied and stored at once. */
export function SettingsScreen(_props: Props) {
  const [error, setError] = useState('');
  const p = preferences.value;
  const speech = isSpeechSupported();
  const haptics = isHapticsSupported();
  const wake = isWakeLockSupported();

  const change = (c: Partial<Preferences>) => {
    setError('');
    updatePreferences(c).catch((e: unknown) => setError(`The setting applies now but was not saved: ${e instanceof Error ? e.message : String(e)}`));
  };
  const checked = (e: Event) => (e.target as HTMLInputElement).checked;

  return (
    <main class="settings-screen">
      <ScreenBar title="Settings" error={error} />
      <fieldset class="choices">
        <legend>Theme</legend>
        {THEMES.map((t) => (
          <label class="choice" key={t.value}>
            <input type="radio" name="theme" value={t.value} checked={p.theme === t.value} onChange={() => change({ theme: t.value })} />
            {t.label}
          </label>
        ))}
      </fieldset>
      <fieldset class="choices">
        <legend>During a game</legend>
        <label class="choice">
          <input type="checkbox" checked={p.speech && speech} disabled={!speech} aria-describedby={speech ? undefined : 'speech-note'} onChange={(e) => change({ speech: checked(e) })} />
          Speak every score aloud
        </label>
        {!speech && (
          <p id="speech-note" class="note muted">
            This browser cannot speak.
          </p>
        )}
        <label class="choice">
          <input type="checkbox" checked={p.haptics && haptics} disabled={!haptics} aria-describedby={haptics ? undefined : 'haptics-note'} onChange={(e) => change({ haptics: checked(e) })} />
          Vibrate on every score
        </label>
        {!haptics && (
          <p id="haptics-note" class="note muted">
            This device cannot vibrate.
          </p>
        )}
        <label class="choice">
          <input type="checkbox" checked={p.wakeLock} aria-describedby={wake ? undefined : 'wake-note'} onChange={(e) => change({ wakeLock: checked(e) })} />
          Keep the screen awake
        </label>
        {!wake && (
          <p id="wake-note" class="note muted">
            This browser may let the screen sleep anyway.
          </p>
        )}
      </fieldset>
    </main>
  );
}
