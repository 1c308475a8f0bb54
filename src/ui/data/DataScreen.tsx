import { useEffect, useState } from 'preact/hooks';
import { downloadBackup, importBackup, importBackupFile, lastBackupAt } from './backups';
import { downloadGame, downloadRaw, downloadStoredData, isNewerData, unreadableGames, type UnreadableGame } from './games';
import { gameId, gameState, openGame } from '../session/session';
import '../shell/screens.css';
import { ScreenBar } from '../shell/ScreenBar';
import { limitedField, type TextLimit } from '../shell/textLimit';

/** The data screen takes nothing: it backs up and restores the whole store. */
export type Props = Record<string, never>;

type Outcome = { readonly kind: 'none' } | { readonly kind: 'ok' | 'error'; readonly text: string };

function Said({ outcome }: { readonly outcome: Outcome }) {
  if (outcome.kind === 'none') return null;
  return (
    <p class={outcome.kind === 'ok' ? 'success' : 'error'} role={outcome.kind === 'ok' ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}

/**
 * Pasted text: a game's export or a small backup. A browser lays a pasted field out slowly (a megabyte of JSON takes
 * seconds), so more is refused at once, pointed at the file picker, which takes up to the import's own limit.
 */
export const PASTE_LIMIT: TextLimit = { max: 200_000, what: 'pasted text', instead: 'Import a larger backup as a file.' };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * "Export and import": downloads a backup of everything (or the open game), imports a backup or export by
 * merging it (nothing on the device is changed; what is already here is skipped), and lists the games that
 * cannot be read, each with its raw data to download.
 */
export function DataScreen(_props: Props) {
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const [exported, setExported] = useState<Outcome>({ kind: 'none' });
  const [imported, setImported] = useState<Outcome>({ kind: 'none' });
  const [damaged, setDamaged] = useState<readonly UnreadableGame[]>([]);
  const [last, setLast] = useState<number | null>(null);
  /** The data was written by a newer Muggins: this version reads and writes none of it, and offers it as stored. */
  const [newer, setNewer] = useState(false);
  const open = gameId.value;
  // The open game by its sides, e.g. 'Ann v Bob': "this game" did not say which, reached from home.
  const state = gameState.value;
  const openTitle = state.started ? state.sides.map((x) => x.name).join(' v ') : 'the open game';

  const refresh = () => {
    void unreadableGames().then(setDamaged, (e: unknown) => setNewer(isNewerData(e)));
    void lastBackupAt().then(setLast, () => undefined);
  };
  useEffect(refresh, []);

  const backup = async () => {
    try {
      const outcome = await downloadBackup();
      setExported({ kind: outcome.whole ? 'ok' : 'error', text: outcome.message });
      refresh();
    } catch (e) {
      setNewer(isNewerData(e));
      setExported({ kind: 'error', text: `No backup was made: ${errorText(e)}` });
    }
  };

  const storedData = async () => {
    try {
      setExported({ kind: 'ok', text: await downloadStoredData() });
    } catch (e) {
      setExported({ kind: 'error', text: `Nothing was downloaded: ${errorText(e)}` });
    }
  };

  const exportGame = async (id: string) => {
    const error = await downloadGame(id).catch((e: unknown) => ({ message: errorText(e) }));
    setExported(error ? { kind: 'error', text: error.message } : { kind: 'ok', text: `Exported ${openTitle} as a file of its own.` });
  };

  const raw = async (game: UnreadableGame) => {
    const error = await downloadRaw(game.id).catch((e: unknown) => ({ message: errorText(e) }));
    setExported(error ? { kind: 'error', text: error.message } : { kind: 'ok', text: `Downloaded the raw data of ${game.title ?? game.id}.` });
  };

  const runImport = async (read: () => ReturnType<typeof importBackup>) => {
    setBusy(true);
    try {
      const result = await read();
      setImported({ kind: result.ok ? 'ok' : 'error', text: result.message });
      // The open game is never changed by an import, but read it again so the table shows what is stored.
      if (result.ok && open) await openGame(open);
      if (result.ok) refresh();
    } catch (e) {
      setImported({ kind: 'error', text: `Nothing was imported: ${errorText(e)}` });
    } finally {
      setBusy(false);
    }
  };

  const pickFile = async (event: Event) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    await runImport(() => importBackupFile(file));
  };

  return (
    <main class="data-screen">
      <ScreenBar title="Export and import" />

      <section class="screen__section" aria-labelledby="data-export">
        <h2 id="data-export">Backup</h2>
        <p class="muted">
          One file with every game, board, deck profile and setting, to keep somewhere safe or to import on another device.{' '}
          {last === null ? 'No backup made on this device yet.' : `Last backup: ${new Date(last).toLocaleString()}.`}
        </p>
        <div class="screen__actions">
          <button type="button" onClick={() => void backup()}>
            Download a backup
          </button>
          {open && (
            <button type="button" class="secondary" onClick={() => void exportGame(open)}>
              Export {openTitle}
            </button>
          )}
          {newer && (
            <button type="button" class="secondary" onClick={() => void storedData()}>
              Download the data as it is stored
            </button>
          )}
        </div>
        <Said outcome={exported} />
      </section>

      <section class="screen__section" aria-labelledby="data-import">
        <h2 id="data-import">Import</h2>
        <p class="muted">A backup or an exported game is added to what is here: nothing on this device is changed or deleted.</p>
        <label class="file-label">
          Import a file (.json)
          <input type="file" accept=".json,application/json" disabled={busy} onChange={(e) => void pickFile(e)} />
        </label>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void runImport(() => importBackup(pasted));
          }}
        >
          <label for="data-paste">Or paste a backup</label>
          <textarea
            id="data-paste"
            class="data__paste"
            value={pasted}
            spellcheck={false}
            {...limitedField(PASTE_LIMIT, pasted, setPasted, (text) => setImported({ kind: 'error', text }))}
          />
          <div class="screen__actions">
            <button type="submit" disabled={busy || pasted.trim() === ''}>
              Import pasted text
            </button>
          </div>
        </form>
        <Said outcome={imported} />
      </section>

      {damaged.length > 0 && (
        <section class="screen__section" aria-labelledby="data-damaged">
          <h2 id="data-damaged">Games that cannot be read</h2>
          <p class="muted">
            They are kept on this device exactly as they are, and a backup holds their raw records too. Download their raw data to keep it or to send it for
            repair.
          </p>
          <ul>
            {damaged.map((g) => (
              <li key={g.id}>
                <strong>{g.title ?? g.id}</strong>: {g.error.message}.{' '}
                <button type="button" class="secondary" onClick={() => void raw(g)} aria-label={`Download the raw data of ${g.title ?? g.id}`}>
                  Download the raw data
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
