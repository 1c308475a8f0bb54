import { useEffect, useState } from 'preact/hooks';
import { isHapticsSupported } from '../../pwa/haptics';
import { isSpeechSupported } from '../../pwa/speech';
import { APP_VERSION } from '../../pwa/version';
import { isWakeLockSupported } from '../../pwa/wakeLock';
import { downloadBackup, lastBackupAt } from '../data/backups';
import { preferences, updatePreferences, type Preferences } from './settings';
import { formatBytes, lowRoomWarning, storageReport, type StorageReport } from '../session/storage';
import '../shell/screens.css';
import { DecksSection } from '../decks/DecksSection';
import { ScreenBar } from '../shell/ScreenBar';

/** The settings screen takes nothing: it reads and changes the stored preferences. */
export type Props = Record<string, never>;

const THEMES: readonly { readonly value: Preferences['theme']; readonly label: string }[] = [
  { value: 'system', label: 'Same as the device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** What persistent storage means for the player, by the browser's answer. */
function persistenceText(persisted: boolean | null): string {
  if (persisted === true) return 'Kept for good: the browser will not clear your games to make room; only you can delete them (or clear the site data).';
  if (persisted === false)
    return 'Not kept for good yet: if the device runs short of space, or after weeks without a visit, the browser may clear your games. Install Muggins (the browser menu’s “Install app” or “Add to Home screen”) and the browser keeps them; a backup keeps them safe either way.';
  return 'This browser does not say whether it keeps your games for good: make a backup now and then.';
}

/** Where the data lives and how much: persistent storage, usage and free space, and backups. */
function StorageSection() {
  const [report, setReport] = useState<StorageReport | null>(null);
  const [last, setLast] = useState<number | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const refresh = () => {
    void storageReport().then(setReport);
    void lastBackupAt().then(setLast, () => undefined);
  };
  useEffect(refresh, []);
  const backup = async () => {
    try {
      const outcome = await downloadBackup();
      setSaid({ ok: outcome.whole, text: outcome.message });
      refresh();
    } catch (e) {
      setSaid({ ok: false, text: `No backup was made: ${e instanceof Error ? e.message : String(e)}` });
    }
  };
  return (
    <section class="screen__section" aria-labelledby="settings-storage">
      <h2 id="settings-storage">Storage and backups</h2>
      {report && (
        <>
          <p data-testid="storage-persisted">{persistenceText(report.persisted)}</p>
          <p class="muted" data-testid="storage-usage">
            {report.usage !== null && report.quota !== null
              ? `Using ${formatBytes(report.usage)}; about ${formatBytes(Math.max(0, report.quota - report.usage))} free for Muggins.`
              : 'This browser does not say how much space is used.'}
          </p>
          {lowRoomWarning(report) && (
            <p class="error" role="alert" data-testid="storage-low">
              {lowRoomWarning(report)}
            </p>
          )}
        </>
      )}
      <p class="muted">{last === null ? 'No backup made on this device yet.' : `Last backup: ${new Date(last).toLocaleString()}.`}</p>
      <div class="screen__actions">
        <button type="button" onClick={() => void backup()}>
          Download a backup
        </button>
      </div>
      {said && (
        <p class={said.ok ? 'success' : 'error'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      )}
    </section>
  );
}

/** Theme, spoken scores, haptics and keeping the screen awake (each applied and stored at once), storage and backups. */
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
          <input
            type="checkbox"
            checked={p.speech && speech}
            disabled={!speech}
            aria-describedby={speech ? undefined : 'speech-note'}
            onChange={(e) => change({ speech: checked(e) })}
          />
          Speak every score aloud
        </label>
        {!speech && (
          <p id="speech-note" class="note muted">
            This browser cannot speak.
          </p>
        )}
        <label class="choice">
          <input
            type="checkbox"
            checked={p.haptics && haptics}
            disabled={!haptics}
            aria-describedby={haptics ? undefined : 'haptics-note'}
            onChange={(e) => change({ haptics: checked(e) })}
          />
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
      <DecksSection />
      <StorageSection />
      <p class="muted" data-testid="app-version">
        Muggins {APP_VERSION}
      </p>
    </main>
  );
}
