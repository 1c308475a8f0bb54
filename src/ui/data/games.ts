import type { GameEvent, GameSummary } from '../../game';
// Straight from its module, not the index: the index would bring the whole engine into the first load.
import { parseSummary, storedSummary } from '../../game/model/summary';
import {
  DB_NAME,
  rawText,
  readRawDatabase,
  type ExportFile,
  type GamePosition,
  type GameRecord,
  type Store,
  type StoreError,
  type StoreResult,
  type UnreadableGame,
} from '../../store';
import { noteDeleted, noteGames, vanished, type Vanished } from '../session/marker';
import { engine, getStore } from '../session/session';

/**
 * The saved games, for the home screen, statistics and export: the UI reaches the store's games only through
 * here and the session.
 */

export type { ExportFile, GamePosition, GameSummary, UnreadableGame, Vanished };

/** A stored game as the game list and statistics read it: its record and its summary (null: not started). */
export interface SavedGame {
  readonly record: GameRecord;
  readonly summary: GameSummary | null;
}

/** Every game that could be read, newest first, and every game that could not (never skipped silently). */
export interface SavedGames {
  readonly games: readonly SavedGame[];
  readonly unreadable: readonly UnreadableGame[];
}

/**
 * Every stored game from its record and summary alone, in one read of the game records: no log is read. The
 * session writes a summary with every append; a game whose summary is missing, of an older version or not its
 * own (an import, a game saved by an older app, a copied record) is rebuilt from its log once: the log is read and
 * checked, folded, and the summary stored. A game whose record or log fails its checks is listed in `unreadable`
 * with the store's message. (An event damaged behind a sound summary is found when the game is opened, exported
 * or backed up, and on the data screen, which checks every log: see `unreadableGames`.)
 */
export async function listSavedGames(): Promise<SavedGames> {
  const store = await getStore();
  const list = await store.listGames();
  return withSummaries(store, list.games, list.unreadable);
}

/** A page of the saved games, newest first, for the home screen: where the next page starts, and how many there are. */
export interface SavedGamesPage extends SavedGames {
  readonly next: GamePosition | null;
  /** Every stored game, readable or not, e.g. `3001`. */
  readonly total: number;
}

/**
 * Up to `limit` saved games, newest first, from the start or from `after`, as `listSavedGames` reads them but
 * only the records of the page (and the logs of the page's games whose summary must be rebuilt).
 */
export async function savedGamesPage(limit: number, after: GamePosition | null = null): Promise<SavedGamesPage> {
  const store = await getStore();
  const page = await store.pageGames(limit, after);
  return { ...(await withSummaries(store, page.games, page.unreadable)), next: page.next, total: page.total };
}

/** The records with their summaries, each rebuilt from its log when it must be; a game that fails is unreadable. */
export async function withSummaries(store: Store, records: readonly GameRecord[], damaged: readonly UnreadableGame[]): Promise<SavedGames> {
  const games: SavedGame[] = [];
  const unreadable: UnreadableGame[] = [...damaged];
  for (const record of records) {
    const summary = parseSummary(record.summary);
    if (summary && summary.gameId === record.id) games.push({ record, summary });
    else if (record.length === 0) games.push({ record, summary: null });
    else {
      const rebuilt = await rebuildSummary(store, record);
      if (rebuilt.ok) games.push({ record, summary: rebuilt.value });
      else unreadable.push({ id: record.id, title: record.title, error: rebuilt.error });
    }
  }
  return { games, unreadable };
}

/** A game's summary made from its whole log (every event checked) and stored for next time; null when not started. */
async function rebuildSummary(store: Store, record: GameRecord): Promise<StoreResult<GameSummary | null>> {
  const loaded = await store.loadGame(record.id);
  if (!loaded.ok) return loaded;
  // The store checked every event with the engine's parseEvent.
  const events = loaded.value.events as readonly GameEvent[];
  const { fold, summarize } = await engine();
  const folded = fold(events);
  const state = folded.ok ? folded.value : null;
  if (!state?.started) return { ok: true, value: null };
  const summary = summarize(state);
  // Refused only when the log moved on meanwhile (another tab): that append wrote its own summary.
  await store.putSummary(record.id, storedSummary(summary), events.length);
  return { ok: true, value: summary };
}

/** Logs found sound this session, by game id: the length each was checked at (a longer log is checked again). */
const soundLogs = new Map<string, number>();

/**
 * Resolves when the browser has nothing else to do (`requestIdleCallback`; a task later where there is none, as in
 * Safari), so a check in the background never holds up a screen being drawn or a tap.
 */
function idle(): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0)));
}

/**
 * The games among `games` whose log fails the store's checks: a summary is read without the log, so an event damaged
 * behind a sound summary is found only here. Each log is checked once a session at its length, one game at a time
 * when the browser is idle (the screen is drawn from the summaries first, then told), while `wanted()` holds: a
 * screen left stops its check at the next game. Statistics opened five times over 3,000 games ran five checks of
 * every log at once, the fifth drawn in 556 ms where it took 164; home opened again while its first check of 30 logs
 * ran took 480 ms where it takes 150. Throws as the store does.
 */
export async function damagedLogs(games: readonly SavedGame[], wanted: () => boolean = () => true): Promise<UnreadableGame[]> {
  const store = await getStore();
  const out: UnreadableGame[] = [];
  for (const { record } of games) {
    if (record.length === 0 || soundLogs.get(record.id) === record.length) continue;
    await idle();
    if (!wanted()) break;
    const loaded = await store.loadGame(record.id);
    if (loaded.ok) soundLogs.set(record.id, record.length);
    else out.push({ id: record.id, title: record.title, error: loaded.error });
  }
  return out;
}

/** The saved games with the `damaged` ones taken out of `games` and named in `unreadable`. */
export function setAside<T extends SavedGames>(saved: T, damaged: readonly UnreadableGame[]): T {
  if (damaged.length === 0) return saved;
  const ids = new Set(damaged.map((d) => d.id));
  const known = new Set(saved.unreadable.map((u) => u.id));
  return {
    ...saved,
    games: saved.games.filter((g) => !ids.has(g.record.id)),
    unreadable: [...saved.unreadable, ...damaged.filter((d) => !known.has(d.id))],
  };
}

/** Every game that cannot be read, with the store's message (the game records and logs are checked; nothing is folded). */
export async function unreadableGames(): Promise<readonly UnreadableGame[]> {
  const store = await getStore();
  const list = await store.listGames();
  const out: UnreadableGame[] = [...list.unreadable];
  for (const record of list.games) {
    const loaded = await store.loadGame(record.id);
    if (!loaded.ok) out.push({ id: record.id, title: record.title, error: loaded.error });
  }
  return out;
}

/** Deletes a game and its whole log (after the player confirmed); the device's memory of its games counts one less. */
export async function deleteGame(id: string): Promise<void> {
  if (await (await getStore()).deleteGame(id)) noteDeleted();
}

/**
 * Compares the stored games (`total`, from a page of the list) with what this device remembers holding (`marker.ts`):
 * the games that went missing when the database came back empty or smaller, or null (and the memory follows the
 * count up).
 */
export function keptCheck(total: number): Vanished | null {
  const gone = vanished(total);
  if (!gone) noteGames(total);
  return gone;
}

/** Offers a store result as a dated JSON download, e.g. `muggins-game-2026-11-23.json`; returns the store's error, or null. */
async function offer(result: StoreResult<unknown>, kind: string): Promise<StoreError | null> {
  if (!result.ok) return result.error;
  const { datedFileName, downloadText } = await import('./download');
  downloadText(JSON.stringify(result.value, null, 2), datedFileName(kind, new Date()));
  return null;
}

/** Downloads one game as an export file (`muggins-game-<date>.json`). Returns the store's error, or null. */
export async function downloadGame(id: string): Promise<StoreError | null> {
  return offer(await (await getStore()).exportGame(id), 'game');
}

/**
 * Downloads whatever is stored for a game that cannot be read (`muggins-raw-<date>.json`), unchecked and
 * unchanged, so nothing is lost even when this version cannot open it. Returns the store's error, or null.
 */
export async function downloadRaw(id: string): Promise<StoreError | null> {
  return offer(await (await getStore()).exportRaw(id), 'raw');
}

/** True when `error` says the database was written by a newer Muggins than this one (the store's `newer-data`). */
export function isNewerData(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'newer-data';
}

/**
 * Downloads everything the database holds, exactly as stored, without opening it as this app's (`muggins-data-<date>
 * .json`): for data a newer Muggins wrote, which this version leaves as it is. Returns a message saying what it did.
 */
export async function downloadStoredData(): Promise<string> {
  const raw = await readRawDatabase(DB_NAME);
  if (!raw) return 'There is no Muggins data on this device to download.';
  const { datedFileName, downloadText } = await import('./download');
  const fileName = datedFileName('data', new Date(raw.exportedAt));
  downloadText(rawText(raw), fileName);
  const counts = Object.entries(raw.stores).map(([store, rows]) => `${rows.length} ${store}`);
  return `Saved the data as it is stored (version ${raw.version}: ${counts.join(', ')}) in ${fileName}. Nothing on this device was changed.`;
}
