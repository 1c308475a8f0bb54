import { fold, type GameEvent, type GameState } from '../../game';
import type { ExportFile, GameRecord, StoreError, UnreadableGame } from '../../store';
import { datedFileName, downloadText } from './download';
import { getStore } from './session';

/**
 * The saved games, for the home screen, statistics and export: the UI reaches the store's games only through
 * here and the session.
 */

export type { ExportFile, UnreadableGame };

/** A stored game with its folded state and its log. */
export interface SavedGame {
  readonly record: GameRecord;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Every game that could be read, newest first, and every game that could not (never skipped silently). */
export interface SavedGames {
  readonly games: readonly SavedGame[];
  readonly unreadable: readonly UnreadableGame[];
}

/** Reads and folds every stored game; a game that fails its checks is listed in `unreadable` with the store's message. */
export async function loadAllGames(): Promise<SavedGames> {
  const store = await getStore();
  const list = await store.listGames();
  const games: SavedGame[] = [];
  const unreadable: UnreadableGame[] = [...list.unreadable];
  for (const record of list.games) {
    const loaded = await store.loadGame(record.id);
    if (!loaded.ok) {
      unreadable.push({ id: record.id, title: record.title, error: loaded.error });
      continue;
    }
    // The store checked every event with the engine's parseEvent.
    const events = loaded.value.events as readonly GameEvent[];
    games.push({ record, state: fold(events), events });
  }
  return { games, unreadable };
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

/** Deletes a game and its whole log (after the player confirmed). */
export async function deleteGame(id: string): Promise<void> {
  await (await getStore()).deleteGame(id);
}

/** Downloads one game as an export file (`muggins-game-<date>.json`). Returns the store's error, or null. */
export async function downloadGame(id: string): Promise<StoreError | null> {
  const result = await (await getStore()).exportGame(id);
  if (!result.ok) return result.error;
  downloadText(JSON.stringify(result.value, null, 2), datedFileName('game', new Date()));
  return null;
}

/**
 * Downloads whatever is stored for a game that cannot be read (`muggins-raw-<date>.json`), unchecked and
 * unchanged, so nothing is lost even when this version cannot open it. Returns the store's error, or null.
 */
export async function downloadRaw(id: string): Promise<StoreError | null> {
  const result = await (await getStore()).exportRaw(id);
  if (!result.ok) return result.error;
  downloadText(JSON.stringify(result.value, null, 2), datedFileName('raw', new Date()));
  return null;
}
