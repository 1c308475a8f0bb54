import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_EVENT_POINTS, checkLog, parseEvent, type GameEvent } from '../../src/game';
import { CORPUS, corpusGame } from './corpus';

/*
 * Issue 26 items 1 and 2: no event can make the fold throw (every number bounded in `parseEvent`), and a log with an
 * event repeated, removed from inside its command or started by another game is refused with the reason (each of
 * these was accepted before: a repeated event shares its command number with the one before it, which the
 * numbering allows inside a command; an event cut from a command of several leaves the numbers whole).
 */

function problem(log: readonly unknown[], gameId?: string): { index: number; code: string; message: string } | 'ok' {
  const r = checkLog(log, gameId === undefined ? {} : { gameId });
  return r.ok ? 'ok' : { index: r.error.index, code: r.error.code, message: r.error.message };
}

/** The log without event `i`. */
const without = (log: readonly GameEvent[], i: number) => [...log.slice(0, i), ...log.slice(i + 1)];
/** The log with event `i` twice in a row. */
const twice = (log: readonly GameEvent[], i: number) => [...log.slice(0, i + 1), log[i]!, ...log.slice(i + 1)];

const taps = corpusGame('traditional by taps').events;
const boxes = corpusGame('crib-wars, 2 players, penalty box in the play, by cards').events;

describe('item 1: a number no game holds is refused by parseEvent, never thrown by the fold', () => {
  const scored = taps.findIndex((e) => e.type === 'Scored');

  test.each([1e300, 1000, -1000, 2 ** 53, 0.5, Number.NaN, Infinity])('a Scored of %s points', (points) => {
    const log = taps.map((e, i) => (i === scored ? { ...e, points } : e));
    expect(() => checkLog(log)).not.toThrow();
    expect(problem(log)).toEqual({ index: scored, code: 'bad-event', message: 'Event Scored has a missing or malformed field.' });
  });

  test(`${MAX_EVENT_POINTS} points, the most a tap takes, still read`, () => {
    expect(parseEvent({ ...taps[scored]!, points: MAX_EVENT_POINTS }).ok).toBe(true);
    expect(parseEvent({ ...taps[scored]!, points: -MAX_EVENT_POINTS }).ok).toBe(true);
  });

  test.each([
    ['a seat of 1e300', { type: 'CardPlayed', seat: 1e300, card: '5H' }],
    ['a command number of 1e300', { type: 'PlayEnded', n: 1e300 }],
    ['a time of 1e300', { type: 'PlayEnded', at: 1e300 }],
    ['a negative time', { type: 'PlayEnded', at: -1 }],
    ['a round of 1e300', { type: 'RoundStarted', round: 1e300, dealer: 0 }],
    ['a claim of 1e300', { type: 'HandCounted', seat: 0, crib: false, claimed: 1e300, cards: null, total: null, items: [] }],
    ['an item of 1e300 points', { type: 'Scored', side: 0, seat: null, points: 2, reason: 'play', items: [{ kind: 'pair', cards: [], points: 1e300 }] }],
    ['a card in a look-alike letter (U+017F for S)', { type: 'CardPlayed', seat: 0, card: '5ſ' }],
    ['a card not in its canonical form', { type: 'CardPlayed', seat: 0, card: 'td' }],
    ['a win worth 1e300 games', { type: 'GameEnded', winner: 0, reason: 'target', skunk: 0, games: 1e300 }],
  ])('%s', (_name, fields) => {
    expect(parseEvent({ v: 1, n: 3, at: 0, ...fields }).ok).toBe(false);
  });

  test('a setup whose his heels are 1e300 points is not a setup', () => {
    const start = taps[0]! as Extract<GameEvent, { type: 'GameStarted' }>;
    const heels = { ...start, setup: { ...start.setup, options: { ...start.setup.options, heels: 1e300 } } };
    expect(parseEvent(heels).ok).toBe(false);
  });

  test('messages name what is wrong, never "undefined"', () => {
    expect(parseEvent({ n: 0, at: 0, type: 'PlayEnded' })).toMatchObject({ error: { message: 'This event has no version (expected 1 or 2).' } });
    expect(parseEvent({ v: 1, n: 0, at: 0 })).toMatchObject({ error: { message: 'This event has no type.' } });
    expect(parseEvent({ v: 1, at: 0, type: 'PlayEnded' })).toMatchObject({
      error: { message: 'Event PlayEnded lacks its command number or time, or holds one out of range.' },
    });
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'Ex\u202Eploded\u0000' })).toMatchObject({
      error: { message: 'Unknown event type Ex\\u{202e}ploded\\u{0}.' },
    });
  });

  test('any value in any field of any event of a real game: checkLog answers, never throws (fast-check)', () => {
    const hostile = fc.oneof(fc.anything(), fc.double(), fc.integer(), fc.constantFrom(1e300, -1e300, 2 ** 53, -0, 999, 1000, Number.NaN), fc.string());
    fc.assert(
      fc.property(fc.constantFrom(...CORPUS), fc.nat(), fc.nat(), hostile, (g, pick, key, value) => {
        const i = pick % g.events.length;
        const keys = Object.keys(g.events[i]!);
        const log = g.events.map((e, j) => (j === i ? { ...e, [keys[key % keys.length]!]: value } : e));
        const r = checkLog(log);
        expect(r.ok || r.error.message.length > 10).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('item 2: an event repeated, or cut from inside its command, is refused', () => {
  test('any event of every corpus game repeated in place is refused (40 a game, spread over its log)', () => {
    let tried = 0;
    for (const g of CORPUS)
      for (let i = 1; i < g.events.length; i += Math.ceil(g.events.length / 40)) {
        tried++;
        expect(problem(twice(g.events, i)), `${g.name}, event ${i}`).not.toBe('ok');
      }
    expect(tried).toBeGreaterThan(28 * 30);
  });

  test('a Scored repeated in place says so', () => {
    const i = taps.findIndex((e) => e.type === 'Scored');
    expect(problem(twice(taps, i))).toEqual({
      index: i + 1,
      code: 'bad-log',
      message: `This Scored repeats the event before it exactly (command ${taps[i]!.n}): no command makes the same event twice, so the log was copied or edited.`,
    });
  });

  test("a hand count's Scored cut out: its claim is not pegged", () => {
    const i = taps.findIndex((e) => e.type === 'HandCounted' && e.claimed !== 0);
    const claimed = (taps[i] as Extract<GameEvent, { type: 'HandCounted' }>).claimed;
    expect(problem(without(taps, i + 1))).toEqual({
      index: i,
      code: 'bad-log',
      message: `This command lacks the Scored that pegs the ${claimed} points its HandCounted claims: the log was cut or edited.`,
    });
  });

  test("a hand count's HandCounted cut out: its Scored stands without it", () => {
    const i = taps.findIndex((e) => e.type === 'HandCounted' && e.claimed !== 0 && !e.crib);
    expect(problem(without(taps, i))).toEqual({
      index: i,
      code: 'bad-log',
      message: 'This Scored pegs a hand count, but its HandCounted is missing from its command: the log was cut or edited.',
    });
  });

  test("a hand count's claim edited to 0 while its Scored stays", () => {
    const i = taps.findIndex((e) => e.type === 'HandCounted' && e.claimed !== 0 && !e.crib);
    const points = (taps[i + 1] as Extract<GameEvent, { type: 'Scored' }>).points;
    expect(problem(taps.map((e, j) => (j === i ? { ...e, claimed: 0 } : e)))).toEqual({
      index: i + 1,
      code: 'bad-log',
      message: `This Scored pegs ${points} points for a hand count, but its HandCounted claims 0: the log was edited.`,
    });
  });

  test('the GameEnded cut out after the winning count: the game would go on', () => {
    const end = taps.findIndex((e) => e.type === 'GameEnded');
    expect(end).toBe(taps.length - 1);
    expect(problem(without(taps, end))).toMatchObject({
      index: end - 1,
      code: 'bad-log',
      message: expect.stringMatching(/^This command lacks the GameEnded that (Ann|Bob) reaching the target makes: the log was cut or edited\.$/),
    });
  });

  test('back 20 cut out of a penalty box (the offender would keep the 20 holes)', () => {
    const i = boxes.findIndex((e) => e.type === 'PenaltyBoxEntered' && e.rule === 'back-20');
    expect(i).toBeGreaterThan(0);
    expect(boxes[i + 1]).toMatchObject({ type: 'Scored', points: -20, reason: 'box' });
    expect(problem(without(boxes, i + 1))).toMatchObject({
      index: i + 1,
      message: expect.stringMatching(
        /^This Scored comes where the Scored that pegs \w+'s 20 holes back from the penalty box belongs: the log was cut or edited\.$/,
      ),
    });
  });

  test('a GameStarted naming another game, and a copy, which may', () => {
    const id = (taps[0] as Extract<GameEvent, { type: 'GameStarted' }>).gameId;
    expect(problem(taps, id)).toBe('ok');
    expect(problem(taps, `${id}~4nbnr10kyz`)).toBe('ok');
    expect(problem(taps, `${id}~4nbnr10kyz~k3j2`)).toBe('ok');
    expect(problem(taps, 'g-someone-else')).toEqual({
      index: 0,
      code: 'bad-log',
      message: `This GameStarted names game '${id}', but the log is game 'g-someone-else': its start comes from another game.`,
    });
    expect(problem(taps, `${id}-other`)).not.toBe('ok');
  });

  test('every corpus log still passes, by its own id', () => {
    for (const g of CORPUS) expect(problem(g.events, (g.events[0] as Extract<GameEvent, { type: 'GameStarted' }>).gameId), g.name).toBe('ok');
  });
});
