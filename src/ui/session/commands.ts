import { batch } from '@preact/signals';
import type { Change, GameEvent, GameState, TimelineCommand } from '../../game';
import { storedSummary } from '../../game/model/summary';
import type { GameRecord, StoreError, StoreResult } from '../../store';
import { checkedTimeline, engine, getStore, type Engine } from './load';
import { announcement, events, failureText, gameId, gameState, markSaved, problem, saveStatus, timeline } from './state';
import { announceCommit, onCommitElsewhere } from './sync';
import { capitalized } from '../../rules/capital';

/**
 * Commands sent to the open game: decided by the engine one at a time in the order tapped, their events committed
 * to IndexedDB, and only then drawn and said; a failed write waits for "Try again" or "Drop".
 */

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
  return capitalized(list);
}

async function commit(command: TimelineCommand, remote?: Remote): Promise<boolean> {
  const id = gameId.value;
  if (remote && id !== remote.gameId) {
    remote.refused('failed', 'The table phone does not have the game open now.');
    return false;
  }
  if (!id) return false;
  const { applyCommand, summarize, announce } = await engine();
  const current = events.value;
  if (remote && current.length !== remote.seen) {
    remote.refused('race', raceWords(await engine(), current.slice(0, remote.seen), current));
    return false;
  }
  let result: ReturnType<typeof applyCommand>;
  try {
    result = applyCommand(timeline.value, { ...command, at: Date.now() });
  } catch (error) {
    // A bug of the engine on this command: refused as a problem on screen, never a table left waiting.
    result = { ok: false, error: { code: 'bad-command', message: `That could not be done: ${failureText(error)}` } };
  }
  if (remote && !result.ok) {
    remote.refused('refused', result.error.message);
    return false;
  }
  if (!result.ok) {
    problem.value = result.error.message;
    announcement.value = result.error.message;
    return false;
  }
  saveStatus.value = { kind: 'saving' };
  const { added, change } = result.value;
  let saved: StoreResult<GameRecord>;
  try {
    const after = result.value.timeline.state;
    // The summary the home screen and statistics read goes in the same transaction as the events it reflects.
    const meta = after.started ? { finished: after.outcome !== null, summary: storedSummary(summarize(after)) } : { finished: false };
    saved = await (await getStore()).appendEvents(id, current.length, added, meta);
  } catch (error) {
    saved = {
      ok: false as const,
      error: { code: 'write-failed', message: `Not saved: ${error instanceof Error ? error.message : String(error)}` } satisfies StoreError,
    };
  }
  if (!saved.ok && remote) {
    if (saved.error.code === 'seq-mismatch') void reload(id);
    saveStatus.value = { kind: 'saved' };
    remote.refused(
      saved.error.code === 'seq-mismatch' ? 'race' : 'failed',
      saved.error.code === 'seq-mismatch' ? 'Another tab on the table phone saved first: check the table and send it again.' : saved.error.message,
    );
    return false;
  }
  if (!saved.ok) {
    if (saved.error.code === 'seq-mismatch') return lostRace(id, command);
    // Not drawn as done: the state stays as stored, and the command waits for "Try again".
    unsaved = [command];
    batch(() => {
      saveStatus.value = {
        kind: 'failed',
        message: saved.error.message,
        next: saved.error.code === 'upgraded-elsewhere' ? 'reload' : 'retry',
        waiting: waitingList(),
      };
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
    // Commands still waiting keep "Not saved" up: "Try again" decides them afresh on this log. A tap that lost a race
    // (the mark cleared, "was not saved" shown) stays unmarked until this tab stores one: another tab's commit
    // redraws the table, but "✓ saved" beside "Your Ann +1 was not saved" would say the opposite of the message.
    if (unsaved.length === 0 && saveStatus.value.kind !== 'idle') saveStatus.value = { kind: 'saved' };
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

/** Forgets the commands waiting after a failed write: another game is opened, started or closed. */
export function forgetUnsaved(): void {
  unsaved = [];
}
