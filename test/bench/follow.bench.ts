import { it } from 'vitest';
import { checkLog, replay, type GameEvent } from '../../src/game';
import { Follower } from '../../src/follow/follower';
import { PROTOCOL_VERSION } from '../../src/follow/protocol';
import { longGame } from '../game/corpus';
import { rate, report } from './measure';

/*
 * Issue 34 item 6: a following phone checks each message against the log it holds (`checkLogMore`), so a command
 * from the table phone costs the phone the same on the 3,000th event as on the 50th. The phone's part of a tap
 * followed: the message parsed, its events checked onto the timeline held, the log kept. For comparison, the cost
 * before: the whole log checked again (`checkLog`) per message. The whole tap-to-phone time, in two browsers, is
 * the budget's (`npm run budget -- --follow`).
 */

const { events: whole } = longGame(0.3);
const gameId = (whole[0] as Extract<GameEvent, { type: 'GameStarted' }>).gameId;

/** The end of the command that holds event `size`. */
function endOf(size: number): number {
  let end = size;
  while (end < whole.length && whole[end]!.n === whole[end - 1]!.n) end++;
  return end;
}

/** The median ms of `fn` over 5 runs of at least 200 ms each, after a warm-up. */
function msPerCall(fn: () => void): number {
  const runs: number[] = [];
  for (let round = 0; round < 5; round++) runs.push(rate(1, fn, 200).msPerRun);
  return runs.sort((a, b) => a - b)[2]!;
}

it('a command received by a following phone at 50, 1,000 and 3,000 events', () => {
  const figures: Record<number, number> = {};
  for (const size of [50, 1000, 3000]) {
    const held = whole.slice(0, endOf(size));
    const next = whole.slice(held.length, endOf(held.length + 1));
    const timeline = replay(held);
    const phone = new Follower(gameId);
    phone.join({ send: () => undefined, close: () => undefined }, 'secret');
    phone.receive(JSON.stringify({ t: 'welcome', v: PROTOCOL_VERSION, game: gameId, title: 'Ann v Bob', colors: [], from: 0, ends: false }));
    const message = JSON.stringify({ t: 'events', from: held.length, events: next });
    figures[size] = msPerCall(() => {
      phone.events = held;
      phone.timeline = timeline;
      phone.receive(message);
      if (phone.events.length !== held.length + next.length) throw new Error(`bench: the phone refused the command: ${phone.problem}`);
    });
    const before = msPerCall(() => {
      if (!checkLog([...held, ...next]).ok) throw new Error('bench: the log was refused');
    });
    console.log(
      `a command received at ${held.length} events: ${(figures[size]! * 1000).toFixed(1)} µs; ` +
        `before issue 34 (the whole log checked per message): ${before.toFixed(2)} ms`,
    );
  }
  // The engine's own tap grows about 2x from 50 to 3,000 events (timeline.bench.ts): the state, not the log, grows.
  // What matters here is that the phone's part stays far below a frame at any length.
  report('a command received at 3,000 events', figures[3000]!, { atMost: 1, unit: 'ms' });
  console.log(`(at 3,000 events as a multiple of at 50: ${(figures[3000]! / figures[50]!).toFixed(2)}x)`);
});
