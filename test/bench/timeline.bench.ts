import { it } from 'vitest';
import { applyCommand, checkLog, replay, type GameEvent, type Timeline, type TimelineCommand } from '../../src/game';
import { longGame } from '../game/corpus';
import { rate, report } from './measure';

/*
 * Issue 13 items 1 and 4: one tap costs the same on the 3,000th event as on the 50th. A tap is `applyCommand` on the
 * open game's timeline (what the session does before it writes the events): the command is reduced onto the state,
 * the log is not folded again. For comparison, the cost before issue 13: the fold of the whole log per command.
 */

const { events: whole } = longGame(0.3);

/** The log cut at the end of the command that holds event `size`. */
function logOf(size: number): GameEvent[] {
  let end = size;
  while (end < whole.length && whole[end]!.n === whole[end - 1]!.n) end++;
  if (end > whole.length) throw new Error(`bench: the long game has only ${whole.length} events`);
  return whole.slice(0, end);
}

/** A tap the game accepts at this point: a score for either side (a correction is accepted in every step). */
function tapFor(timeline: Timeline): TimelineCommand {
  for (const command of [0, 1].map((side): TimelineCommand => ({ type: 'score', side, points: 1, reason: 'correction', at: 1 })))
    if (applyCommand(timeline, command).ok) return command;
  throw new Error('bench: no tap is accepted here');
}

/** The median ms of `fn` over runs of at least `minMs` in all, after a warm-up. */
function msPerCall(fn: () => void): number {
  const runs: number[] = [];
  for (let round = 0; round < 5; round++) runs.push(rate(1, fn, 200).msPerRun);
  return runs.sort((a, b) => a - b)[2]!;
}

it('one tap at 50, 1,000 and 3,000 events', () => {
  const figures: Record<number, number> = {};
  for (const size of [50, 1000, 3000]) {
    const log = logOf(size);
    const timeline = replay(log);
    const tap = tapFor(timeline);
    figures[size] = msPerCall(() => {
      const r = applyCommand(timeline, tap);
      if (!r.ok) throw new Error(r.error.message);
    });
    const undo = msPerCall(() => {
      if (!applyCommand(timeline, { type: 'undo', at: 1 }).ok) throw new Error('bench: undo refused');
    });
    const before = msPerCall(() => replay(log));
    console.log(
      `one tap at ${log.length} events: ${(figures[size]! * 1000).toFixed(1)} µs; an undo ${(undo * 1000).toFixed(1)} µs; ` +
        `before issue 13 (the whole log folded per command): ${before.toFixed(2)} ms`,
    );
  }
  report('one tap at 3,000 events as a multiple of one tap at 50', figures[3000]! / figures[50]!, { atMost: 2, unit: 'x' });
});

/*
 * The whole-log check on import and on every load (`checkLog`: each event parsed, then the log replayed with every
 * event checked against its state), against the replay the session makes anyway when it opens a game.
 */
it('checkLog at 50, 1,000 and 3,000 events', () => {
  const figures: Record<number, number> = {};
  let ratio = 0;
  for (const size of [50, 1000, 3000]) {
    const log = logOf(size);
    figures[size] = msPerCall(() => {
      if (!checkLog(log).ok) throw new Error('bench: the long game fails its check');
    });
    const plain = msPerCall(() => replay(log));
    ratio = figures[size]! / plain;
    console.log(
      `checkLog at ${log.length} events: ${figures[size]!.toFixed(2)} ms (${((figures[size]! / log.length) * 1000).toFixed(2)} µs an event); replay alone ${plain.toFixed(2)} ms`,
    );
  }
  report('checkLog at 3,000 events as a multiple of its replay', ratio, { atMost: 1.5, unit: 'x' });
});
