import type { GameState, Timeline } from '../../game';
import { DB_NAME, openStore, type LoadedGame, type Store } from '../../store';

/** The engine and the store, each loaded once on first use (the first paint needs neither). */

/** The engine's module, loaded after the first paint. */
export type Engine = typeof import('../../game/engine');
let loaded: Engine | null = null;

/** The engine, loaded once on first use, after the first paint (the home screen reads summaries only). */
export async function engine(): Promise<Engine> {
  loaded ??= await import('../../game/engine');
  return loaded;
}

/** True when the round of a started game is over; the engine is loaded by then (it made the state). */
export function isRoundOver(state: GameState): boolean {
  return loaded ? loaded.isRoundDone(state) : true;
}

let storePromise: Promise<Store> | null = null;

/**
 * The store, opened once; every log read back or imported is checked by the engine (each event with `parseEvent`,
 * the whole log with `checkLog`), and an imported copy's log names the copy (`withGameId`).
 */
export function getStore(): Promise<Store> {
  storePromise ??= engine().then(({ parseEvent, checkLog, withGameId }) => openStore(DB_NAME, { checkEvent: parseEvent, checkLog, renameLog: withGameId }));
  // A failed open (e.g. a newer app upgraded the database) is tried again next time.
  storePromise.catch(() => (storePromise = null));
  return storePromise;
}

/**
 * The timeline the store's log check (the engine's `checkLog`, given in `getStore`) built while loading a game: the
 * same as replaying the log, so a long game is replayed once when it opens, not twice.
 */
export function checkedTimeline(loaded: LoadedGame): Timeline | undefined {
  return loaded.checked as Timeline | undefined;
}
