import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkLog, checkLogMore, type GameEvent, type Timeline } from '../../src/game';
import { CORPUS, corpusGame } from '../game/corpus';

/*
 * Issue 34 item 6 ("Cheap at any length"): a following phone checks what it receives against what it holds
 * (`checkLogMore`), not the whole game again, and refuses exactly what the whole check (`checkLog`) refuses: the same
 * error at the same event, and the same timeline when it passes, wherever the log is cut into messages.
 */

type Outcome = { readonly ok: true; readonly state: unknown; readonly depth: number } | { readonly ok: false; readonly error: unknown };

function outcome(r: ReturnType<typeof checkLog>): Outcome {
  return r.ok ? { ok: true, state: r.value.state, depth: r.value.done?.depth ?? 0 } : { ok: false, error: r.error };
}

/** Where a log may be cut into messages: after event `end - 1`, e.g. the pieces a phone receives end at `[12, 40]`. */
function pieceEnds(log: readonly unknown[], cuts: readonly number[]): number[] {
  const ends = [...new Set(cuts.map((c) => Math.max(1, Math.min(log.length, c))))].sort((a, b) => a - b);
  if (ends.at(-1) !== log.length) ends.push(log.length);
  return ends;
}

/**
 * The log checked piece by piece, as a phone now receives it in messages ending at `ends`: each piece onto the
 * timeline the pieces before built. A piece refused ends it (the phone keeps what it held).
 */
function inPieces(log: readonly unknown[], ends: readonly number[]): Outcome {
  let held = 0;
  let timeline: Timeline | null = null;
  let last: ReturnType<typeof checkLog> | null = null;
  for (const end of ends) {
    last = timeline === null ? checkLog(log.slice(0, end)) : checkLogMore(timeline, log.slice(0, end), held);
    if (!last.ok) return outcome(last);
    timeline = last.value;
    held = end;
  }
  return outcome(last!);
}

/** The same pieces, each checked as a phone checked it before: the whole log it makes, again. */
function wholeEachTime(log: readonly unknown[], ends: readonly number[]): Outcome {
  let last: ReturnType<typeof checkLog> | null = null;
  for (const end of ends) {
    last = checkLog(log.slice(0, end));
    if (!last.ok) break;
  }
  return outcome(last!);
}

/** Ways a forger or a broken network spoils a log: an event changed, moved, repeated, dropped or from another game. */
const spoil = fc.oneof(
  fc.record({
    kind: fc.constant('forged' as const),
    at: fc.nat(),
    key: fc.nat(),
    value: fc.oneof(fc.integer({ min: -30, max: 400 }), fc.constantFrom(null, 'x', true, 1e300)),
  }),
  fc.record({ kind: fc.constant('swapped' as const), at: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('twice' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('dropped' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('foreign' as const), at: fc.nat(), from: fc.nat(), other: fc.nat() }),
  fc.constant({ kind: 'none' as const }),
);

function spoiled(log: readonly GameEvent[], s: typeof spoil extends fc.Arbitrary<infer T> ? T : never): unknown[] {
  const out: unknown[] = [...log];
  if (s.kind === 'none') return out;
  const i = s.at % log.length;
  switch (s.kind) {
    case 'forged': {
      const keys = Object.keys(log[i]!);
      out[i] = { ...log[i]!, [keys[s.key % keys.length]!]: s.value };
      return out;
    }
    case 'swapped': {
      const j = s.other % log.length;
      [out[i], out[j]] = [out[j], out[i]];
      return out;
    }
    case 'twice':
      out.splice(i, 0, log[i]!);
      return out;
    case 'dropped':
      out.splice(i, 1);
      return out;
    case 'foreign': {
      const other = CORPUS[s.from % CORPUS.length]!.events;
      out[i] = other[s.other % other.length]!;
      return out;
    }
  }
}

describe('checkLogMore refuses exactly what checkLog refuses (issue 34 item 6)', () => {
  test('every game of the corpus, cut into messages anywhere, forged, reordered, repeated or cut: the same outcome (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CORPUS), spoil, fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), (g, s, cuts) => {
        const log = spoiled(g.events, s);
        const ends = pieceEnds(
          log,
          cuts.map((c) => c % (log.length + 1)),
        );
        expect(inPieces(log, ends)).toEqual(wholeEachTime(log, ends));
      }),
      { numRuns: 400 },
    );
  });

  test('a log sent a command a message, undo and redo included, builds the timeline the whole check builds', () => {
    const log = corpusGame('traditional, undo and redo, by taps').events;
    const ends = log.flatMap((e, i) => (log[i + 1]?.n === e.n ? [] : [i + 1]));
    expect(ends.length).toBeGreaterThan(40);
    expect(inPieces(log, ends)).toMatchObject({ ok: true });
    expect(inPieces(log, ends)).toEqual(outcome(checkLog(log)));
  });

  test('a command whose last event comes in a message of its own continues it: checked whole, as the whole check does', () => {
    // Crib Wars: a hand's count, its Scored and the penalty box it sends the side into are one command.
    const log = CORPUS.find((g) => g.events.some((e, i) => e.type === 'PenaltyBoxEntered' && e.rule === 'sit-out' && g.events[i - 1]?.n === e.n))!.events;
    const box = log.findIndex((e, i) => e.type === 'PenaltyBoxEntered' && e.rule === 'sit-out' && log[i - 1]?.n === e.n);
    const ends = [box, box + 1, log.length];
    expect(wholeEachTime(log, ends)).toMatchObject({ ok: true });
    expect(inPieces(log, ends)).toEqual(outcome(checkLog(log)));
  });

  test('a command cut in two messages is checked whole: its count without the Scored that pegs it is refused, then passes with it', () => {
    const log = corpusGame('traditional by taps').events;
    // A hand's count and the Scored right after it, in one command.
    const count = log.findIndex((e, i) => e.type === 'HandCounted' && e.claimed > 0 && log[i + 1]?.n === e.n);
    const first = checkLog(log.slice(0, count));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const alone = checkLogMore(first.value, log.slice(0, count + 1), count);
    expect(alone).toMatchObject({
      ok: false,
      error: { code: 'bad-log', index: count, message: expect.stringMatching(/^This command lacks the Scored that pegs/) },
    });
    const whole = checkLogMore(first.value, log.slice(0, count + 2), count);
    expect(whole.ok).toBe(true);
    expect(outcome(whole)).toEqual(outcome(checkLog(log.slice(0, count + 2))));
  });

  test('a repeated event at the start of a message (a resend overlapping what is held) is refused as the whole check refuses it', () => {
    const log = corpusGame('traditional by taps').events;
    // The end of a command, about 40 events in.
    const k = log.findIndex((e, i) => i >= 40 && log[i - 1]!.n !== e.n);
    const held = checkLog(log.slice(0, k));
    expect(held.ok).toBe(true);
    if (!held.ok) return;
    const repeated = [...log.slice(0, k), log[k - 1]!];
    const more = checkLogMore(held.value, repeated, k);
    expect(more.ok).toBe(false);
    expect(outcome(more)).toEqual(outcome(checkLog(repeated)));
  });
});
