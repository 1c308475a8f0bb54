import { useEffect, useRef, useState } from 'preact/hooks';
import { noun } from '../../rules/plural';
import { importBackupFile } from '../data/backups';
import { keptCheck, type Vanished } from '../data/games';
import { notePersistTold, readMarker, setGames } from '../session/marker';
import { PERSIST_REFUSED, lowRoomWarning, storageReport } from '../session/storage';

interface Props {
  /** How many games the store holds now (the home list's count), or null while it is read. */
  readonly total: number | null;
  /** Games were restored from a backup: the list is read again. */
  readonly onRestored: () => void;
}

/** "12 saved games" or "1 saved game". */
const games = (n: number) => `${n.toLocaleString('en')} ${noun(n, 'saved game')}`;

/** What the vanished-data notice says, e.g. "This device had 12 saved games; it now has none. …". */
export function vanishedText(gone: Vanished): string {
  const now = gone.now === 0 ? 'it now has none' : `it now has ${gone.now.toLocaleString('en')}`;
  const backup =
    gone.backupAt === null
      ? 'No backup was made on this device, so they cannot be restored from here; a backup made on another device can be imported.'
      : `Your last backup was made on ${new Date(gone.backupAt).toLocaleString()}: import that file to get them back.`;
  return `This device had ${games(gone.had)}; ${now}. The browser may have cleared Muggins' data (to free space, or when the site's data was cleared). ${backup}`;
}

/**
 * What the player must know about the data on this device, under the home screen's buttons: saved games that went
 * missing since the app last saw them (with a restore from a backup file), a device short of room, and a browser that
 * would not promise to keep the data (with how to install the app). Nothing when all is well.
 */
export function DataNotices({ total, onRestored }: Props) {
  const [gone, setGone] = useState<Vanished | null>(null);
  const [low, setLow] = useState<string | null>(null);
  const [persist, setPersist] = useState(() => readMarker().persist === 'refused');
  const [restore, setRestore] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (total !== null) setGone(keptCheck(total));
  }, [total]);
  useEffect(() => {
    void storageReport().then(
      (r) => setLow(lowRoomWarning(r)),
      () => undefined,
    );
  }, []);

  const pick = async (event: Event) => {
    const input = event.target as HTMLInputElement;
    const picked = input.files?.[0];
    if (!picked) return;
    input.value = '';
    setBusy(true);
    try {
      const result = await importBackupFile(picked);
      setRestore({ ok: result.ok, text: result.message });
      if (result.ok) onRestored();
    } catch (e) {
      setRestore({ ok: false, text: `Nothing was imported: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setBusy(false);
    }
  };
  const accept = () => {
    if (gone) setGames(gone.now);
    setGone(null);
  };

  if (!gone && !low && !persist && !restore) return null;
  return (
    <div class="home__notices">
      {gone && (
        <div class="home__notice" role="alert" data-testid="data-vanished">
          <p>{vanishedText(gone)}</p>
          <div class="row">
            <button type="button" disabled={busy} onClick={() => file.current?.click()}>
              Restore from a backup file
            </button>
            <input ref={file} type="file" accept=".json,application/json" hidden aria-label="Backup file to restore" onChange={(e) => void pick(e)} />
            <button type="button" class="secondary" onClick={accept}>
              They are gone: stop saying so
            </button>
          </div>
        </div>
      )}
      {restore && (
        <p class={restore.ok ? 'success' : 'error'} role={restore.ok ? 'status' : 'alert'}>
          {restore.text}
        </p>
      )}
      {low && (
        <div class="home__notice" role="alert" data-testid="storage-low">
          <p>{low}</p>
          <a href="#/data">Export · import</a>
        </div>
      )}
      {persist && !gone && (
        <div class="home__notice" role="status" data-testid="persist-refused">
          <p>{PERSIST_REFUSED}</p>
          <button
            type="button"
            class="secondary"
            onClick={() => {
              notePersistTold();
              setPersist(false);
            }}
          >
            Got it
          </button>
        </div>
      )}
    </div>
  );
}
