import { batch, signal } from '@preact/signals';
import { announce, applyCommand, createSetup, EMPTY_TIMELINE, fold, isGameEvent, parseEvent, replay, type GameEvent, type GameState, type SetupInput, type Timeline, type TimelineCommand } from '../../game';
import { openStore, type GameRecord, type Store } from '../../store';
import { parseExtras, type GameExtras } from './colors';

/**
 * The session: the one place the UI changes a game. A command is decided by the engine, its events are
 * committed to IndexedDB, and only then does the state the screens draw move on and say "saved".
 */

/** Where the last write stands, for the "saved" indicator. */
export type SaveStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved' }
  | { readonly kind: 'failed'; readonly message: string };

/** The open game's id, or null on the home screen. */
export const gameId = signal<string | null>(null);
/** The open game's log, exactly as stored. */
export const events = signal<readonly GameEvent[]>([]);
/** The open game's timeline: its state and the commands in effect (for undo and redo). */
export const timeline = signal<Timeline>(EMPTY_TIMELINE);
/** The state of the timeline: what every screen draws. */
export const gameState = signal<GameState>(EMPTY_TIMELINE.state);
export const saveStatus = signal<SaveStatus>({ kind: 'idle' });
/** The last refused command's message, shown until the next success (e.g. "The count may not pass 31"). */
export const problem = signal('');
/** Text for the screen reader live region (and speech): every score and zone effect. */
export const announcement = signal('');

let storePromise: Promise<Store> | null = null;

/** The store, opened once. */
export function getStore(): Promise<Store> {
  storePromise ??= openStore();
  return storePromise;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Sends a command. Commands run one at a time in the order tapped, so two quick taps never race. Resolves true
 * when the events are committed; false when the engine refused it (`problem` says why) or the write failed.
 */
export function send(command: TimelineCommand): Promise<boolean> {
  const run = queue.then(() => commit(command));
  queue = run.catch(() => false);
  return run;
}

async function commit(command: TimelineCommand): Promise<boolean> {
  const id = gameId.value;
  if (!id) return false;
  const current = events.value;
  const result = applyCommand(timeline.value, { ...command, at: Date.now() });
  if (!result.ok) {
    problem.value = result.error.message;
    announcement.value = result.error.message;
    return false;
  }
  saveStatus.value = { kind: 'saving' };
  const { added, change } = result.value;
  let saved;
  try {
    saved = await (await getStore()).appendEvents(id, current.length, added);
  } catch (error) {
    saved = { ok: false as const, error: { message: error instanceof Error ? error.message : String(error) } };
  }
  if (!saved.ok) {
    saveStatus.value = { kind: 'failed', message: saved.error.message };
    problem.value = `Not saved, nothing changed: ${saved.error.message}`;
    return false;
  }
  batch(() => {
    events.value = [...current, ...added];
    timeline.value = result.value.timeline;
    gameState.value = result.value.timeline.state;
    saveStatus.value = { kind: 'saved' };
    problem.value = '';
    announcement.value = announce(change);
  });
  return true;
}

/** A new id made at the edge: time and randomness never enter the engine. */
function newId(): string {
  return `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Peg colours of the open game's sides, e.g. `['red', 'blue']`. */
export const sideColors = signal<readonly string[]>([]);

/** Creates, stores and opens a game. Returns an error message, or null on success. */
export async function startGame(input: SetupInput, extras: GameExtras = { colors: [] }): Promise<string | null> {
  const setup = createSetup(input);
  if (!setup.ok) return setup.error.message;
  const id = newId();
  const store = await getStore();
  const title = setup.value.sides.join(' v ');
  const created = await store.createGame({ id, title, setup: extras });
  if (!created.ok) return created.error.message;
  batch(() => {
    gameId.value = id;
    events.value = [];
    timeline.value = EMPTY_TIMELINE;
    gameState.value = EMPTY_TIMELINE.state;
    sideColors.value = extras.colors;
    saveStatus.value = { kind: 'idle' };
    problem.value = '';
  });
  const ok = await send({ type: 'start', gameId: id, setup: setup.value });
  return ok ? null : problem.value || 'The game could not be started.';
}

/** Opens a stored game: every event is checked before use. Returns an error message, or null on success. */
export async function openGame(id: string): Promise<string | null> {
  const store = await getStore();
  const loaded = await store.loadGame(id);
  if (!loaded.ok) return loaded.error.message;
  const parsed: GameEvent[] = [];
  // Events past the cursor were undone by an older version of the app: the engine keeps undo in the log itself.
  for (const [i, raw] of loaded.value.events.slice(0, loaded.value.record.cursor).entries()) {
    const event = parseEvent(raw);
    if (!event.ok) return `This game's record ${i + 1} cannot be read (${event.error.message}); it was left untouched.`;
    parsed.push(event.value);
  }
  batch(() => {
    gameId.value = id;
    sideColors.value = parseExtras(loaded.value.record.setup).colors;
    const replayed = replay(parsed);
    events.value = parsed;
    timeline.value = replayed;
    gameState.value = replayed.state;
    saveStatus.value = { kind: 'saved' };
    problem.value = '';
    announcement.value = '';
  });
  return null;
}

/** Back to the home screen. Nothing to save: every event is already stored. */
export function closeGame(): void {
  batch(() => {
    gameId.value = null;
    events.value = [];
    timeline.value = EMPTY_TIMELINE;
    gameState.value = EMPTY_TIMELINE.state;
    saveStatus.value = { kind: 'idle' };
    problem.value = '';
  });
}

/** The stored games, newest first, with their folded states (for the list, resume and statistics). */
export async function loadAllGames(): Promise<{ record: GameRecord; state: GameState; events: readonly GameEvent[] }[]> {
  const store = await getStore();
  const list = await store.listGames();
  const out: { record: GameRecord; state: GameState; events: readonly GameEvent[] }[] = [];
  for (const record of list.games) {
    const loaded = await store.loadGame(record.id);
    if (!loaded.ok) continue;
    const evs = loaded.value.events.slice(0, loaded.value.record.cursor).filter(isGameEvent);
    out.push({ record, state: fold(evs), events: evs });
  }
  return out;
}

/** Checks one stored or imported event (for import). */
export function isValidEvent(value: unknown): boolean {
  return parseEvent(value).ok;
}
