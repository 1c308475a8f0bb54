import { batch, signal } from '@preact/signals';
import type { Change, GameEvent, GameState, SetupInput, Timeline, TimelineCommand } from '../../game';
// Straight from its module, not the index: the index would bring the whole engine into the first load.
import { EMPTY_TIMELINE } from '../../game/log/emptyTimeline';
import { storedSummary } from '../../game/model/summary';
import { DB_NAME, openStore, type LoadedGame, type Store, type StoreError } from '../../store';
import { parseExtras, type GameExtras } from './colors';
import { noteAdded } from './marker';
import { announceCommit, onCommitElsewhere } from './sync';

/**
 * The session: the one place the UI changes a game. A command is decided by the engine, its events are
 * committed to IndexedDB, and only then does the state the screens draw move on and say "saved".
 */

/**
 * Where the last write stands, for the "saved" indicator. A failed write keeps its command, and any tapped before
 * the failure showed (`waiting`, in words, e.g. `['Bob +2', 'Ann +1']`): `retry` sends them again ('retry'),
 * unless only a reload can help ('reload': the database was upgraded by a newer tab); `drop` forgets them.
 */
export type SaveStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved' }
  | { readonly kind: 'failed'; readonly message: string; readonly next?: 'retry' | 'reload'; readonly waiting: readonly string[] };

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

type Engine = typeof import('../../game/engine');
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
 * Marks what is stored, for people and for tests that kill the browser: `<html data-saved-game="g-…"
 * data-saved-events="42">` means the first 42 events of that game are committed to IndexedDB.
 */
function markSaved(id: string | null, length: number): void {
  if (typeof document === 'undefined') return;
  const data = document.documentElement.dataset;
  if (id === null) {
    delete data.savedGame;
    delete data.savedEvents;
  } else {
    data.savedGame = id;
    data.savedEvents = String(length);
  }
}

/**
 * Commands not saved, in the order tapped: the one whose write failed and any tapped before the failure showed
 * (committed after it, they would be drawn on a state that lacks it). They wait for "Try again" or "Drop".
 */
let unsaved: TimelineCommand[] = [];

let queue: Promise<unknown> = Promise.resolve();

/**
 * A command from a phone that follows this game (issue 28), decided here in turn with the taps: only on the log the
 * phone saw, never waiting behind a failed write, its refusal told to the phone rather than shown here.
 */
export interface Remote {
  /** The game the phone follows, e.g. `'g-lq3x9a-4k2'`: refused when another (or none) is open. */
  readonly gameId: string;
  /** The log's length when the phone sent it, e.g. `42`: a longer log now means a tap here came first. */
  readonly seen: number;
  /** Told why nothing was saved: `race` (the log moved on), `refused` (the engine's words), `failed` (not saved). */
  readonly refused: (why: 'race' | 'refused' | 'failed', message: string) => void;
  /** What the table says and announces once it is saved, e.g. `'Bob counted on their phone: 12. …'`. */
  readonly say: (change: Change) => string;
}

/**
 * Sends a command. Commands run one at a time in the order tapped, so two quick taps never race. Resolves true
 * when the events are committed; false when the engine refused it (`problem` says why) or the write failed. While
 * a failed write is on screen, a new command is refused: the player first says whether the waiting ones stand
 * ("Try again") or go ("Drop"), so a tap made again by hand is never counted twice.
 */
export function send(command: TimelineCommand, remote?: Remote): Promise<boolean> {
  if (remote && (saveStatus.value.kind === 'failed' || unsaved.length > 0)) {
    remote.refused('failed', 'The table phone has a move that is not saved yet: look there.');
    return Promise.resolve(false);
  }
  if (saveStatus.value.kind === 'failed') {
    const s = saveStatus.value;
    const message = `${waitingWords()} ${s.waiting.length > 1 ? 'are' : 'is'} not saved yet: tap ${s.next === 'reload' ? 'Reload' : 'Try again or Drop'} first.`;
    batch(() => {
      problem.value = message;
      announcement.value = message;
    });
    return Promise.resolve(false);
  }
  return enqueue(command, remote);
}

function enqueue(command: TimelineCommand, remote?: Remote): Promise<boolean> {
  const run = queue.then(() => (unsaved.length > 0 ? hold(command, remote) : commit(command, remote)));
  queue = run.catch(() => false);
  return run;
}

/** A command tapped before an earlier one's failure showed: it waits behind it, not committed. */
function hold(command: TimelineCommand, remote?: Remote): boolean {
  if (remote) {
    remote.refused('failed', 'The table phone has a move that is not saved yet: look there.');
    return false;
  }
  unsaved.push(command);
  const s = saveStatus.value;
  if (s.kind === 'failed') saveStatus.value = { ...s, waiting: waitingList() };
  return false;
}

/** The commands waiting, each in words, e.g. `['Bob +2', 'a move']`. */
function waitingList(): string[] {
  return unsaved.map((c) => describeCommand(c, gameState.value) ?? 'a move');
}

/** The waiting commands in words, e.g. `Bob +2 and Ann +1`. */
function waitingWords(): string {
  const s = saveStatus.value;
  const words = s.kind === 'failed' && s.waiting.length > 0 ? s.waiting : ['the last move'];
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]!;
  return list.charAt(0).toUpperCase() + list.slice(1);
}

async function commit(command: TimelineCommand, remote?: Remote): Promise<boolean> {
  const id = gameId.value;
  if (remote && id !== remote.gameId) return remote.refused('failed', 'The table phone does not have the game open now.'), false;
  if (!id) return false;
  const { applyCommand, summarize, announce } = await engine();
  const current = events.value;
  if (remote && current.length !== remote.seen) return remote.refused('race', raceWords(await engine(), current.slice(0, remote.seen), current)), false;
  let result: ReturnType<typeof applyCommand>;
  try {
    result = applyCommand(timeline.value, { ...command, at: Date.now() });
  } catch (error) {
    // A bug of the engine on this command: refused as a problem on screen, never a table left waiting.
    result = { ok: false, error: { code: 'bad-command', message: `That could not be done: ${failureText(error)}` } };
  }
  if (remote && !result.ok) return remote.refused('refused', result.error.message), false;
  if (!result.ok) {
    problem.value = result.error.message;
    announcement.value = result.error.message;
    return false;
  }
  saveStatus.value = { kind: 'saving' };
  const { added, change } = result.value;
  let saved;
  try {
    const after = result.value.timeline.state;
    // The summary the home screen and statistics read goes in the same transaction as the events it reflects.
    const meta = after.started ? { finished: after.outcome !== null, summary: storedSummary(summarize(after)) } : { finished: false };
    saved = await (await getStore()).appendEvents(id, current.length, added, meta);
  } catch (error) {
    saved = { ok: false as const, error: { code: 'write-failed', message: `Not saved: ${error instanceof Error ? error.message : String(error)}` } satisfies StoreError };
  }
  if (!saved.ok && remote) {
    if (saved.error.code === 'seq-mismatch') void reload(id);
    saveStatus.value = { kind: 'saved' };
    return remote.refused(saved.error.code === 'seq-mismatch' ? 'race' : 'failed', saved.error.code === 'seq-mismatch' ? 'Another tab on the table phone saved first: check the table and send it again.' : saved.error.message), false;
  }
  if (!saved.ok) {
    if (saved.error.code === 'seq-mismatch') return lostRace(id, command);
    // Not drawn as done: the state stays as stored, and the command waits for "Try again".
    unsaved = [command];
    batch(() => {
      saveStatus.value = { kind: 'failed', message: saved.error.message, next: saved.error.code === 'upgraded-elsewhere' ? 'reload' : 'retry', waiting: waitingList() };
      problem.value = '';
      announcement.value = saved.error.message;
    });
    return false;
  }
  batch(() => {
    events.value = [...current, ...added];
    timeline.value = result.value.timeline;
    gameState.value = result.value.timeline.state;
    saveStatus.value = { kind: 'saved' };
    problem.value = '';
    announcement.value = remote ? remote.say(change) : announce(change);
  });
  markSaved(id, current.length + added.length);
  announceCommit(id, current.length + added.length);
  return true;
}

/** A tapped score in words, for a message, e.g. `Ann +3`; null for any other command. */
function describeCommand(command: TimelineCommand, state: GameState): string | null {
  if (command.type === 'score' && state.started) return `${state.sides[command.side]?.name ?? 'a side'} ${command.points >= 0 ? '+' : ''}${command.points}`;
  return null;
}

/** A phone's command that lost a race, in words: what was saved since the phone saw the log. */
function raceWords(e: Engine, seen: readonly GameEvent[], now: readonly GameEvent[]): string {
  const lines = changesSince(e, seen, now);
  return `The table phone saved ${lines.length ? lines.join('; ') : 'another move'} first: your move was not saved. Check the table and send it again.`;
}

/** The announcements of what `after` (a longer log) did beyond `before`, e.g. `['Bob pegs 2 to 17 (pegging)']`. */
function changesSince({ replay, announce }: Engine, before: readonly GameEvent[], after: readonly GameEvent[]): string[] {
  let known = 0;
  replay(before, () => known++);
  const lines: string[] = [];
  replay(after, (change) => {
    if (known-- <= 0) lines.push(announce(change));
  });
  return lines;
}

/**
 * Another tab saved to this game first (the store refused our append with `seq-mismatch`): nothing of ours was
 * saved. Reload the log, redraw, and tell the player, who taps again if they still mean it.
 */
async function lostRace(id: string, command: TimelineCommand): Promise<boolean> {
  const mine = describeCommand(command, gameState.value);
  const before = events.value;
  const error = await reload(id);
  const theirs = changesSince(await engine(), before, events.value).join('; ');
  const message = error ?? `Another tab saved first${theirs ? `: ${theirs}` : ''}. Your ${mine ?? 'move'} was not saved: tap again if you still mean it.`;
  batch(() => {
    problem.value = message;
    announcement.value = message;
    // The log on screen is the stored one, but the tap was not saved: no "✓ saved" beside "was not saved".
    if (unsaved.length === 0) saveStatus.value = { kind: 'idle' };
  });
  return false;
}

/** Reads the open game's log again from the store and redraws it. Returns an error message, or null. */
async function reload(id: string): Promise<string | null> {
  const read = await (await getStore()).loadGame(id);
  if (!read.ok) return read.error.message;
  if (gameId.value !== id) return null;
  // The store checked every event with parseEvent.
  const log = read.value.events as readonly GameEvent[];
  const replayed = checkedTimeline(read.value) ?? (await engine()).replay(log);
  batch(() => {
    events.value = log;
    timeline.value = replayed;
    gameState.value = replayed.state;
    // Commands still waiting keep "Not saved" up: "Try again" decides them afresh on this log.
    if (unsaved.length === 0) saveStatus.value = { kind: 'saved' };
  });
  markSaved(id, log.length);
  return null;
}

/**
 * Sends the waiting commands again, in the order tapped (the "Try again" button). Resolves true when every one
 * is committed; a write that fails again leaves it and those after it waiting.
 */
export async function retry(): Promise<boolean> {
  const waiting = unsaved;
  if (waiting.length === 0) return false;
  unsaved = [];
  saveStatus.value = { kind: 'saving' };
  const results = await Promise.all(waiting.map((c) => enqueue(c)));
  return results.every(Boolean);
}

/** Forgets the waiting commands (the "Drop" button): the game stays as stored and drawn. */
export function drop(): void {
  if (unsaved.length === 0) return;
  const message = `Dropped: ${waitingWords()}. Nothing else changed.`;
  unsaved = [];
  batch(() => {
    saveStatus.value = { kind: 'saved' };
    problem.value = '';
    announcement.value = message;
  });
}

// Another tab committed to the game on screen: queue a reload behind any command in flight, so the two never interleave.
onCommitElsewhere(({ gameId: id, length }) => {
  if (id !== gameId.value || length === events.value.length) return;
  const run = queue.then(() => reload(id));
  queue = run.catch(() => null);
});

/** A new id made at the edge: time and randomness never enter the engine. */
function newId(): string {
  return `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Peg colours of the open game's sides, e.g. `['red', 'blue']`. */
export const sideColors = signal<readonly string[]>([]);
/** The club night the open game is played for (its id), or null. */
export const gameNight = signal<string | null>(null);

/** Creates, stores and opens a game. Returns an error message, or null on success; never rejects. */
export async function startGame(input: SetupInput, extras: GameExtras = { colors: [] }): Promise<string | null> {
  try {
    return await createAndStart(input, extras);
  } catch (error) {
    return failureText(error);
  }
}

async function createAndStart(input: SetupInput, extras: GameExtras): Promise<string | null> {
  const setup = (await engine()).createSetup(input);
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
  unsaved = [];
  markSaved(id, 0);
  const ok = await send({ type: 'start', gameId: id, setup: setup.value });
  return ok ? null : problem.value || (saveStatus.value.kind === 'failed' ? saveStatus.value.message : 'The game could not be started.');
}

/**
 * The timeline the store's log check (the engine's `checkLog`, given in `getStore`) built while loading a game: the
 * same as replaying the log, so a long game is replayed once when it opens, not twice.
 */
function checkedTimeline(loaded: LoadedGame): Timeline | undefined {
  return loaded.checked as Timeline | undefined;
}

/** A failure as a sentence for the table, with its first letter capital and its full stop, e.g. `'Not saved: … again.'`. */
function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** What stopped an operation, as a sentence: the store's own words, or the exception's. */
function failureText(error: unknown): string {
  return sentence(error instanceof Error ? error.message : String(error));
}

/**
 * Opens a stored game: the store checks every event. Returns an error message naming the damage, or null on success.
 * Never rejects and never leaves the screen waiting: a store that cannot be opened (a newer Muggins wrote it) and a
 * game that was never started (its first move was not saved) each say so.
 */
export async function openGame(id: string): Promise<string | null> {
  let loaded;
  try {
    loaded = await (await getStore()).loadGame(id);
  } catch (error) {
    return failureText(error);
  }
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
  unsaved = [];
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
  unsaved = [];
  markSaved(null, 0);
}

