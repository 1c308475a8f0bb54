import type { GameEvent, GameState, Timeline } from '../../game';
import { storedSummary } from '../../game/model/summary';
import { DB_NAME, openStore, type AppendMeta, type LoadedGame, type Store } from '../../store';

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
 * the whole log with `checkLog`), an imported copy's log names the copy (`withGameId`), and an imported game is
 * stored with its summary, as the session stores a played one's (`importedMeta`).
 */
export function getStore(): Promise<Store> {
  storePromise ??= engine().then((e) =>
    openStore(DB_NAME, { checkEvent: e.parseEvent, checkLog: e.checkLog, renameLog: e.withGameId, summarize: (events) => importedMeta(e, events) }),
  );
  // A failed open (e.g. a newer app upgraded the database) is tried again next time.
  storePromise.catch(() => (storePromise = null));
  return storePromise;
}

/** What the session stores beside a log (`commands.ts`), made from an imported game's whole log (checked by then). */
export function importedMeta(e: Pick<Engine, 'fold' | 'summarize'>, events: readonly unknown[]): AppendMeta {
  const folded = e.fold(events as readonly GameEvent[]);
  const state = folded.ok ? folded.value : null;
  if (!state?.started) return { finished: false };
  return { finished: state.outcome !== null, summary: storedSummary(e.summarize(state)) };
}

/**
 * The timeline the store's log check (the engine's `checkLog`, given in `getStore`) built while loading a game: the
 * same as replaying the log, so a long game is replayed once when it opens, not twice.
 */
export function checkedTimeline(loaded: LoadedGame): Timeline | undefined {
  return loaded.checked as Timeline | undefined;
}
