import { describe, expect, it } from 'vitest';
import { checkLog, type GameEvent } from '../../src/game';
import { Follower } from '../../src/follow/follower';
import { chunksOf } from '../../src/follow/log';
import { CHUNK_CHARS, PROTOCOL_VERSION } from '../../src/follow/protocol';
import { corpusGame, longGame } from '../game/corpus';

/*
 * Issue 34 item 6 on a phone: each message is checked against the log the phone holds (`checkLogMore`), so a long
 * game follows as a short one does, and what the whole check refused is still refused, the log held kept.
 */

// A Crib Wars game of about 6,000 events (the seed the budget stores).
const LONG = longGame(0.3).events;

/** A phone welcomed to game `gameId` from its start, over a channel that keeps what the phone sends. */
function welcomed(gameId: string): { phone: Follower; sent: string[] } {
  const sent: string[] = [];
  const phone = new Follower(gameId);
  phone.join({ send: (text) => sent.push(text), close: () => undefined }, 'secret');
  phone.receive(JSON.stringify({ t: 'welcome', v: PROTOCOL_VERSION, game: gameId, title: 'Ann v Bob', colors: [], from: 0, ends: true }));
  return { phone, sent };
}

const idOf = (log: readonly GameEvent[]) => (log[0] as Extract<GameEvent, { type: 'GameStarted' }>).gameId;

/** The log's command ends: the indexes after which a message may end. */
const commandEnds = (log: readonly GameEvent[]) => log.flatMap((e, i) => (log[i + 1]?.n === e.n ? [] : [i + 1]));

describe('a phone checks what it receives against what it holds (issue 34 item 6)', () => {
  it(`a ${LONG.length}-event game in the table phone's messages, then every command alone: the log and timeline the whole check builds`, () => {
    expect(LONG.length).toBeGreaterThan(3000);
    const cut = commandEnds(LONG).find((end) => end >= 3000)!;
    const { phone } = welcomed(idOf(LONG));
    for (const chunk of chunksOf(LONG.slice(0, cut), 0)) phone.receive(JSON.stringify({ t: 'events', ...chunk }));
    expect(phone.events.length).toBe(cut);
    let from = cut;
    for (const end of commandEnds(LONG).filter((e) => e > cut)) {
      phone.receive(JSON.stringify({ t: 'events', from, events: LONG.slice(from, end) }));
      from = end;
    }
    expect(phone.dropped).toBe(0);
    expect(phone.events).toEqual(LONG);
    const whole = checkLog(LONG);
    expect(whole.ok && phone.timeline.state).toEqual(whole.ok && whole.value.state);
  });

  it('a forged event at the 3,000th is refused with the sentence the whole check says; the log held stays', () => {
    const cut = commandEnds(LONG).find((end) => end >= 3000)!;
    const { phone } = welcomed(idOf(LONG));
    for (const chunk of chunksOf(LONG.slice(0, cut), 0)) phone.receive(JSON.stringify({ t: 'events', ...chunk }));
    const next = LONG[cut]!;
    // The next command's first event, sent for a side the game does not have.
    const forged = { ...next, type: 'Scored', side: 7, seat: null, points: 2, reason: 'play', items: [] };
    phone.receive(JSON.stringify({ t: 'events', from: cut, events: [forged] }));
    expect(phone.events.length).toBe(cut);
    expect(phone.dropped).toBe(1);
    expect(phone.problem).toBe(`Event ${cut + 1}: This Scored has side 7, but the game has no such side (its sides are 0 to 1).`);
  });

  it('a resend that repeats events held adds only the rest; one out of order or repeated is refused', () => {
    const log = corpusGame('traditional by taps').events;
    const ends = commandEnds(log);
    const { phone } = welcomed(idOf(log));
    phone.receive(JSON.stringify({ t: 'events', from: 0, events: log.slice(0, ends[20]) }));
    // A resend from command 10 on, crossing what is held: the repeated part is the same, the rest is added.
    phone.receive(JSON.stringify({ t: 'events', from: ends[10], events: log.slice(ends[10], ends[30]) }));
    expect(phone.events).toEqual(log.slice(0, ends[30]));
    expect(phone.dropped).toBe(0);
    // The next two commands swapped: refused, with the whole check's sentence.
    const swapped = [...log.slice(ends[31], ends[32]), ...log.slice(ends[30], ends[31])];
    phone.receive(JSON.stringify({ t: 'events', from: ends[30], events: swapped }));
    const whole = checkLog([...log.slice(0, ends[30]), ...swapped]);
    expect(whole.ok).toBe(false);
    expect(phone.problem).toBe(whole.ok ? '' : `Event ${whole.error.index + 1}: ${whole.error.message}`);
    // The last command again, as if new: refused too.
    const again = log.slice(ends[29], ends[30]);
    phone.receive(JSON.stringify({ t: 'events', from: ends[30], events: again }));
    expect(phone.dropped).toBe(2);
    expect(phone.events).toEqual(log.slice(0, ends[30]));
  });

  it("the table phone's messages of a long log end where a command ends, each about CHUNK_CHARS at most", () => {
    const chunks = chunksOf(LONG, 0);
    expect(chunks.length).toBeGreaterThan(3);
    for (const [i, chunk] of chunks.entries()) {
      const last = chunk.events.at(-1)!;
      const next = chunks[i + 1]?.events[0];
      if (next) expect(next.n).not.toBe(last.n);
      expect(JSON.stringify(chunk.events).length).toBeLessThan(CHUNK_CHARS + 2000);
    }
    expect(chunks.flatMap((c) => c.events)).toEqual(LONG);
  });
});
