import { it } from 'vitest';
import { replay, type GameEvent, type GameState } from '../../src/game';
import { CHECKPOINT_EVERY, buildReplay } from '../../src/ui/replay/replayModel';
import { momentOf } from '../../src/ui/replay/moment';
import { longGame } from '../game/corpus';
import { measure, report, seededRandom } from './measure';

/*
 * A replay step on a 3,000-event log (issue 12.1: "a step redraws within a frame"): the model's part of a step, the
 * state after the command and its words (`momentOf`), going forward, back, and jumping anywhere (a scrub), against
 * folding the log from the start on every step. The drawing's part is measured in the browser (README).
 */

/** A Crib Wars log of `size` events or a few more: a long game by taps, cut at the end of a command. */
function logOf(size: number): GameEvent[] {
  const { events } = longGame(0.3);
  let end = size;
  while (end < events.length && events[end]!.n === events[end - 1]!.n) end++;
  if (end > events.length) throw new Error(`bench: the long game has only ${events.length} events`);
  return events.slice(0, end);
}

const log = logOf(3000);

it('replay of a 3,000-event log', () => {
  console.log(`log: ${log.length} events`);
  let r = buildReplay(log)!;
  console.log(`steps: ${r.length}`);
  measure(
    'build the replay (once, when it opens)',
    1,
    () => {
      r = buildReplay(log)!;
    },
    { atMost: 100, unit: 'ms' },
  );

  let i = 0;
  measure(
    'a step forward (momentOf: state, words, scores)',
    1,
    () => {
      momentOf(r, i);
      i = (i + 1) % r.length;
    },
    { atMost: 2, unit: 'ms' },
  );

  let j = r.length - 1;
  measure(
    'a step back',
    1,
    () => {
      momentOf(r, j);
      j = j === 0 ? r.length - 1 : j - 1;
    },
    { atMost: 2, unit: 'ms' },
  );

  const rand = seededRandom(7);
  measure(
    'a jump to any step (a scrub)',
    1,
    () => {
      momentOf(r, Math.floor(rand() * r.length));
    },
    { atMost: 2, unit: 'ms' },
  );

  // The worst case: a jump into another block to its last step, which reduces 31 commands from the checkpoint.
  const times: number[] = [];
  const blocks = Math.floor(r.length / CHECKPOINT_EVERY);
  for (let round = 0; round < 20; round++)
    for (let b = 0; b < blocks; b++) {
      const k = ((b * 7 + round) % blocks) * CHECKPOINT_EVERY + CHECKPOINT_EVERY - 1;
      const t0 = performance.now();
      momentOf(r, k);
      times.push(performance.now() - t0);
    }
  times.sort((a, b) => a - b);
  report(`a jump to the last step of another block (31 commands reduced), median of ${times.length}`, times[times.length >> 1]!, { atMost: 2, unit: 'ms' });
  report('the same, 99th percentile', times[Math.floor(times.length * 0.99)]!, { atMost: 8, unit: 'ms' });

  // What the checkpoints avoid: the fold of the log from its start up to a step near the end.
  const late = log.slice(0, Math.floor(log.length * 0.9));
  measure('for comparison: folding the log from the start to one step', 1, () => {
    replay(late);
  });

  // Memory: every state kept, against one every 32 steps.
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    const base = process.memoryUsage().heapUsed;
    const all: GameState[] = [];
    replay(log, (c) => void all.push(c.after));
    gc();
    console.log(`every state kept: ${((process.memoryUsage().heapUsed - base) / 1e6).toFixed(1)} MB for ${all.length} states`);
    all.length = 0;
    gc();
    const base2 = process.memoryUsage().heapUsed;
    const kept = buildReplay(log);
    gc();
    console.log(
      `the replay (checkpoints every 32 steps, one block of states): ${((process.memoryUsage().heapUsed - base2) / 1e6).toFixed(1)} MB (${kept!.length} steps)`,
    );
  } else console.log('memory: run with node --expose-gc to measure it');
});
