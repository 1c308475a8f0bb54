import { useState } from 'preact/hooks';
import { gameId, getStore, isValidEvent, openGame } from '../app/session';
import './screens.css';
import { ScreenBar } from './ScreenBar';

/** The data screen takes nothing: it backs up and restores the whole store. */
export interface Props {}

/** A backup's file name for a day, e.g. `muggins-2026-11-27.json` (the device's local date). */
export function backupFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `muggins-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Offers JSON to the browser as a download, through a temporary `<a download>`. */
function download(json: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = backupFileName(new Date());
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

type Outcome = { readonly kind: 'none' } | { readonly kind: 'ok'; readonly text: string } | { readonly kind: 'error'; readonly text: string; readonly canReplace: boolean };

/**
 * "Export and import": downloads every game and board (or the open game) as JSON, and imports such a file or
 * pasted text. The store validates everything first, so a bad file changes nothing; ids already on this device
 * are refused unless the player chooses to replace them.
 */
export function DataScreen(_props: Props) {
  const [pasted, setPasted] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [exported, setExported] = useState<Outcome>({ kind: 'none' });
  const [imported, setImported] = useState<Outcome>({ kind: 'none' });
  const open = gameId.value;

  const exportAll = async () => {
    const { file, skipped } = await (await getStore()).exportAll();
    download(file);
    const text = `Exported ${plural(file.games.length, 'game')} and ${plural(file.boards.length, 'board')}.`;
    setExported(skipped.length ? { kind: 'error', text: `${text} ${plural(skipped.length, 'record')} could not be read and were left out.`, canReplace: false } : { kind: 'ok', text });
  };

  const exportGame = async (id: string) => {
    const result = await (await getStore()).exportGame(id);
    if (!result.ok) return setExported({ kind: 'error', text: result.error.message, canReplace: false });
    download(result.value);
    setExported({ kind: 'ok', text: 'Exported this game.' });
  };

  const runImport = async (text: string, replace: boolean) => {
    setBusy(true);
    try {
      const result = await (await getStore()).importData(text, isValidEvent, { replace });
      if (!result.ok) {
        setPending(text);
        setImported({ kind: 'error', text: `Nothing was imported: ${result.error.message.replace(/\.$/, '')}.`, canReplace: result.error.code === 'id-exists' });
        return;
      }
      setPending(null);
      const { games, events, boards } = result.value;
      setImported({ kind: 'ok', text: `Imported ${plural(games, 'game')} (${plural(events, 'event')}) and ${plural(boards, 'board')}.` });
      // A replaced game may be the one open: read it again so the table shows what is stored.
      if (replace && open) await openGame(open);
    } catch (e) {
      setImported({ kind: 'error', text: `Nothing was imported: ${e instanceof Error ? e.message : String(e)}`, canReplace: false });
    } finally {
      setBusy(false);
    }
  };

  const pickFile = async (event: Event) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    input.value = '';
    await runImport(text, false);
  };

  return (
    <main class="data-screen">
      <ScreenBar title="Export and import" />

      <section class="screen__section" aria-labelledby="data-export">
        <h2 id="data-export">Export</h2>
        <p class="muted">A JSON file you can keep, send, or import on another device.</p>
        <div class="screen__actions">
          <button type="button" onClick={() => void exportAll()}>
            Export everything
          </button>
          {open && (
            <button type="button" class="secondary" onClick={() => void exportGame(open)}>
              Export this game
            </button>
          )}
        </div>
        {exported.kind === 'ok' && (
          <p class="success" role="status">
            {exported.text}
          </p>
        )}
        {exported.kind === 'error' && (
          <p class="error" role="alert">
            {exported.text}
          </p>
        )}
      </section>

      <section class="screen__section" aria-labelledby="data-import">
        <h2 id="data-import">Import</h2>
        <label class="file-label">
          Import a file (.json)
          <input type="file" accept=".json,application/json" disabled={busy} onChange={(e) => void pickFile(e)} />
        </label>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void runImport(pasted, false);
          }}
        >
          <label for="data-paste">Or paste a backup</label>
          <textarea id="data-paste" class="data__paste" value={pasted} spellcheck={false} onInput={(e) => setPasted((e.target as HTMLTextAreaElement).value)} />
          <div class="screen__actions">
            <button type="submit" disabled={busy || pasted.trim() === ''}>
              Import pasted text
            </button>
          </div>
        </form>
        {imported.kind === 'ok' && (
          <p class="success" role="status">
            {imported.text}
          </p>
        )}
        {imported.kind === 'error' && (
          <div>
            <p class="error" role="alert">
              {imported.text}
            </p>
            {imported.canReplace && pending !== null && (
              <button type="button" class="secondary" disabled={busy} onClick={() => void runImport(pending, true)}>
                Replace existing
              </button>
            )}
          </div>
        )}
      </section>
    </main>
  );
}
