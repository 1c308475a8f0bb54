import { describe, expect, test } from 'vitest';
import { checkLog, fold, historyOf, lastHistoryLine, withGameId, type GameEvent } from '../../src/game';
import { CORPUS } from './corpus';
import { c, Table, foldOk } from './helpers';

/*
 * The whole-log check (`checkLog`): every log the engine writes passes; a log edited, cut, spliced or reordered is
 * refused at its first event that does not fit, which the fold would drop without a word. Found by the data-safety
 * audit: an export so edited was imported as "Added 1 game."
 */

/**
 * Ann v Bob, traditional, Ann deals: 0 GameStarted, 1-2 DealerCut and RoundStarted (command 1), 3 StarterTurned,
 * 4 Bob +2, 5 Ann +4, 6 Undone, 7 Redone, 8 Bob +2 (commands 2 to 7).
 */
function played(): GameEvent[] {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: null });
  t.tap(1, 2, 'play');
  t.tap(0, 4, 'play');
  t.do({ type: 'undo' });
  t.do({ type: 'redo' });
  t.tap(1, 2, 'play');
  return t.events;
}

function problem(log: readonly unknown[]): { index: number; message: string } | 'ok' {
  const r = checkLog(log);
  return r.ok ? 'ok' : { index: r.error.index, message: r.error.message };
}

describe('checkLog: every log the engine writes passes', () => {
  test.each(CORPUS.map((g) => [g.name, g.events] as const))('%s', (_, events) => {
    const r = checkLog(events);
    expect(r.ok ? 'ok' : r.error.message).toBe('ok');
    // The timeline it returns is the log's own (the store hands it to the table, which does not replay again), and
    // the words the table opens with, read off it, are the history's last line.
    if (r.ok) expect(r.value.state).toEqual(foldOk(events));
    if (r.ok) expect(lastHistoryLine(events, r.value)).toEqual(historyOf(events).at(-1));
  });

  test('the small game, and an empty log (a game created, not started)', () => {
    expect(problem(played())).toBe('ok');
    expect(problem([])).toBe('ok');
  });
});

describe('checkLog refuses the first event that does not fit', () => {
  test('the start cut off', () => {
    expect(problem(played().slice(1))).toEqual({ index: 0, message: 'The log starts with DealerCut, not with GameStarted: its start is missing.' });
  });

  test('GameStarted moved to the end', () => {
    const e = played();
    expect(problem([...e.slice(1), e[0]!])).toEqual({ index: 0, message: 'The log starts with DealerCut, not with GameStarted: its start is missing.' });
  });

  test('a second GameStarted', () => {
    const e = played();
    expect(problem([...e, { ...e[0]!, n: 8 }])).toEqual({ index: 9, message: 'This GameStarted comes after the game has started.' });
  });

  test('a command cut out (Ann +4, command 4): the numbers jump from 3 to 5', () => {
    expect(problem(played().filter((x) => x.n !== 4))).toEqual({
      index: 5,
      message: 'This Undone is command 5, but the event before it is command 3: a command is missing or out of order.',
    });
  });

  test('two commands swapped', () => {
    const e = played();
    expect(problem([...e.slice(0, 4), e[5]!, e[4]!, ...e.slice(6)])).toMatchObject({
      index: 4,
      message: expect.stringMatching(/^This Scored is command 4, but the event before it is command 2/),
    });
  });

  test('an undo sharing its number with the command before it', () => {
    const e = played();
    expect(problem(e.map((x, i) => (i === 6 ? { ...x, n: 4 } : x)))).toEqual({
      index: 6,
      message: 'This Undone shares command number 4 with the event before it; an undo or redo is a command of its own.',
    });
  });

  test('a GameStarted that is not command 0', () => {
    const e = played();
    expect(problem(e.map((x) => ({ ...x, n: x.n + 1 })))).toEqual({ index: 0, message: "This GameStarted is command 1; a game's first command is 0." });
  });

  test('a Scored for side 7, which a game of two sides does not have', () => {
    expect(problem(played().map((x, i) => (i === 5 ? { ...x, side: 7 } : x)))).toEqual({
      index: 5,
      message: 'This Scored has side 7, but the game has no such side (its sides are 0 to 1).',
    });
  });

  test('a Scored by seat 4 at a table of two', () => {
    expect(problem(played().map((x, i) => (i === 4 ? { ...x, seat: 4 } : x)))).toEqual({
      index: 4,
      message: 'This Scored has seat 4, but the game has no such seat (its seats are 0 to 1).',
    });
  });

  test('a dealer who is not at the table', () => {
    expect(problem(played().map((x, i) => (i === 2 ? { ...x, dealer: 2 } : x)))).toEqual({
      index: 2,
      message: 'This RoundStarted has dealer 2, but the game has no such seat (its seats are 0 to 1).',
    });
  });

  test('a round dealt out of turn (round 3 after round 1)', () => {
    expect(problem(played().map((x, i) => (i === 2 ? { ...x, round: 3 } : x)))).toEqual({
      index: 2,
      message: 'This RoundStarted deals round 3; the first deal is round 1.',
    });
  });

  test('the starter turned before any deal', () => {
    const e = played();
    const log = [e[0]!, { ...e[3]!, n: 1 }];
    expect(problem(log)).toEqual({ index: 1, message: 'This StarterTurned comes before the first deal.' });
  });

  test('an undo with nothing to take back, and a redo with nothing taken back', () => {
    const e = played();
    expect(problem([e[0]!, { ...e[6]!, n: 1 }])).toEqual({ index: 1, message: 'This Undone takes back nothing: no command after the start is in effect.' });
    expect(problem([...e, { ...e[7]!, n: 8 }])).toEqual({ index: 9, message: 'This Redone puts back nothing: no command was taken back.' });
  });

  test('a score after the end of the game', () => {
    const g = CORPUS.find((x) => x.name === 'traditional, claimed by rule 11')!.events;
    const end = g.findIndex((x) => x.type === 'GameEnded');
    const after = { ...g.find((x) => x.type === 'Scored')!, n: g.at(-1)!.n + 1 };
    expect(problem([...g, after])).toEqual({ index: end + 1, message: 'This Scored comes after the end of the game: nothing after its end counts.' });
  });

  test('a card the play does not allow (the same card played twice)', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    const [card] = t.do({ type: 'playCard', seat: 1, card: c('5H') });
    expect(problem([...t.events, { ...card!, n: card!.n + 1 }])).toEqual({
      index: t.events.length,
      message: 'This CardPlayed does not fit the game at this point (e.g. a card out of turn or over 31).',
    });
  });

  test('an event that is not one: the engine says which, as parseEvent does', () => {
    expect(problem([...played(), { type: 'Nonsense', v: 1, n: 8, at: 0 }])).toEqual({ index: 9, message: 'Unknown event type Nonsense.' });
  });
});

describe('fold: a log read from outside gives a game error, never a throw (issue 24 item 11)', () => {
  test('a Scored of 1e300 points, which the fold would hand to the board as a move, is refused with its place', () => {
    const bad = { type: 'Scored', v: 1, n: 8, at: 0, side: 0, seat: null, points: 1e300, reason: 'play', items: [] };
    const folded = fold([...played(), bad]);
    expect(folded).toEqual({ ok: false, error: { code: 'bad-event', message: 'Event 10: Event Scored has a missing or malformed field.' } });
    expect(() => fold([...played(), { type: 'Scored' }, null])).not.toThrow();
  });

  test('a log the engine wrote folds to its state', () => {
    const folded = fold(played());
    expect(folded.ok && folded.value.started && folded.value.sides.map((s) => s.score)).toEqual([4, 4]);
  });
});

describe('withGameId: the log of an imported copy names the copy', () => {
  test("its GameStarted carries the new id; every other event is the same object, and the state is the copy's", () => {
    const e = played();
    const copy = withGameId(e, 'g-test~4nbnr10kyz') as GameEvent[];
    expect(copy[0]).toEqual({ ...e[0], gameId: 'g-test~4nbnr10kyz' });
    expect(copy.slice(1).every((x, i) => x === e[i + 1])).toBe(true);
    expect(e[0]).toMatchObject({ gameId: 'g-test' }); // the original is not changed
    const s = foldOk(copy);
    expect(s.started && s.gameId).toBe('g-test~4nbnr10kyz');
    expect(checkLog(copy).ok).toBe(true);
  });

  test('a log without a GameStarted first is returned as it is', () => {
    const e = played().slice(1);
    expect(withGameId(e, 'x')).toBe(e);
    expect(withGameId([], 'x')).toEqual([]);
  });
});
