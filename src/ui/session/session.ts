import { batch } from '@preact/signals';
import type { GameEvent, SetupInput, TimelineCommand } from '../../game';
import type { LoadedGame, StoreResult } from '../../store';
// Straight from its module, not the index: the index would bring the whole engine into the first load.
import { EMPTY_TIMELINE } from '../../game/log/emptyTimeline';
// Straight from its module: the rules' index would bring the counting core into the first load.
import { shownText } from '../../rules/cards';
import { parseExtras, type GameExtras } from './colors';
import type * as Commands from './commands';
import type { Remote } from './commands';
import { readDraft } from './draft';
import { checkedTimeline, engine, getStore } from './load';
import { noteAdded } from './marker';
import { events, failureText, gameId, gameNight, gameState, markSaved, problem, saveStatus, sentence, sideColors, announcement, timeline } from './state';

/**
 * The session: the one place the UI changes a game. A command is decided by the engine, its events are
 * committed to IndexedDB, and only then does the state the screens draw move on and say "saved". This module
 * starts, opens and closes a game and is the session's face: the open game's signals (`state.ts`), the engine and
 * the store (`load.ts`) and the commands (`commands.ts`) are imported from here.
 */

export { announcement, events, gameId, gameNight, gameState, phonesFollowing, problem, saveStatus, sideColors, timeline, type SaveStatus } from './state';
export { engine, getStore, isRoundOver } from './load';
export type { Remote } from './commands';

/**
 * The commands (`commands.ts`), loaded with the first game started or opened, and with them the reload when another
 * tab commits to that game: the home screen sends none, and without them the first load stays under 30 KB (issue 28).
 */
let commands: typeof Commands | undefined;
let loadingCommands: Promise<typeof Commands> | undefined;

function loadCommands(): Promise<typeof Commands> {
  loadingCommands ??= import('./commands').then((m) => (commands = m));
  return loadingCommands;
}

/** Sends a command to the open game (`commands.ts`): at once, as every tap on an open game finds them loaded. */
export function send(command: TimelineCommand, remote?: Remote): Promise<boolean> {
  return commands ? commands.send(command, remote) : loadCommands().then((m) => m.send(command, remote));
}

/** Writes the commands a failed write left unsaved again (`commands.ts`); false when there are none. */
export function retry(): Promise<boolean> {
  return commands ? commands.retry() : Promise.resolve(false);
}

/** Drops the commands a failed write left unsaved (`commands.ts`). */
export function drop(): void {
  commands?.drop();
}

/** A game opened, started or closed starts with nothing unsaved. */
function forgetUnsaved(): void {
  commands?.forgetUnsaved();
}

/** A new id made at the edge: time and randomness never enter the engine. */
function newId(): string {
  return `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Creates, stores and opens a game. Returns an error message, or null on success; never rejects. */
export async function startGame(input: SetupInput, extras: GameExtras = { colors: [] }): Promise<string | null> {
  try {
    return await createAndStart(input, extras);
  } catch (error) {
    return failureText(error);
  }
}

async function createAndStart(input: SetupInput, extras: GameExtras): Promise<string | null> {
  const [{ createSetup }] = await Promise.all([engine(), loadCommands()]);
  const setup = createSetup(input);
  if (!setup.ok) return setup.error.message;
  const id = newId();
  // The first game is the moment to ask the browser to keep the data (once per page load; harmless where unsupported).
  void import('./storage').then((m) => m.askPersistentStorage()).catch(() => undefined);
  const store = await getStore();
  const title = setup.value.sides.join(' v ');
  const created = await store.createGame({ id, title, setup: extras });
  if (!created.ok) return created.error.message;
  noteAdded(1);
  batch(() => {
    gameId.value = id;
    events.value = [];
    timeline.value = EMPTY_TIMELINE;
    gameState.value = EMPTY_TIMELINE.state;
    sideColors.value = extras.colors;
    gameNight.value = extras.night ?? null;
    saveStatus.value = { kind: 'idle' };
    problem.value = '';
  });
  forgetUnsaved();
  markSaved(id, 0);
  const ok = await send({ type: 'start', gameId: id, setup: setup.value });
  return ok ? null : problem.value || (saveStatus.value.kind === 'failed' ? saveStatus.value.message : 'The game could not be started.');
}

/**
 * Opens a stored game: the store checks every event. Returns an error message naming the damage, or null on success.
 * Never rejects and never leaves the screen waiting: a store that cannot be opened (a newer Muggins wrote it) and a
 * game that was never started (its first move was not saved) each say so.
 */
export async function openGame(id: string): Promise<string | null> {
  let loaded: StoreResult<LoadedGame>;
  try {
    // The half-entered count is read with the game, so the table opens with it (it never rejects).
    [loaded] = await Promise.all([(await getStore()).loadGame(id), readDraft(id), loadCommands()]);
  } catch (error) {
    return failureText(error);
  }
  // A game that is not here has nothing to leave untouched nor raw data to download: say only that it is not here.
  if (!loaded.ok && loaded.error.code === 'not-found')
    return `There is no saved game '${shownText(id, 40)}' on this device: it may have been deleted, or saved on another device. The home screen lists the games saved here.`;
  if (!loaded.ok) return `${sentence(loaded.error.message)} The game was left untouched; its raw data can be downloaded from Export · import.`;
  // The store checked every event with parseEvent; undo lives in the log itself (Undone/Redone events).
  const parsed = loaded.value.events as readonly GameEvent[];
  if (parsed.length === 0)
    return `${loaded.value.record.title} was never started: its first move was not saved when it was set up, so there is nothing to open. Delete it from the home screen and start a new game.`;
  const { replay } = await engine();
  batch(() => {
    gameId.value = id;
    const extras = parseExtras(loaded.value.record.setup);
    sideColors.value = extras.colors;
    gameNight.value = extras.night ?? null;
    const replayed = checkedTimeline(loaded.value) ?? replay(parsed);
    events.value = parsed;
    timeline.value = replayed;
    gameState.value = replayed.state;
    saveStatus.value = { kind: 'saved' };
    problem.value = '';
    announcement.value = '';
  });
  forgetUnsaved();
  markSaved(id, parsed.length);
  return null;
}

/** Back to the home screen. Nothing to save: every event is already stored. */
export function closeGame(): void {
  batch(() => {
    gameId.value = null;
    gameNight.value = null;
    events.value = [];
    timeline.value = EMPTY_TIMELINE;
    gameState.value = EMPTY_TIMELINE.state;
    saveStatus.value = { kind: 'idle' };
    problem.value = '';
  });
  forgetUnsaved();
  markSaved(null, 0);
}
