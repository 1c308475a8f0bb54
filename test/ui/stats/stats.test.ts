import { describe, expect, test } from 'vitest';
import { foldOk } from '../../game/helpers';
import { applyCommand, createSetup, EMPTY_TIMELINE, summarize, type Game, type GameEvent, type GameSummary, type TimelineCommand } from '../../../src/game';
import { averageOf, computeStats, skunkFigure } from '../../../src/ui/stats/stats';

/** A game built from commands that must all succeed: its log, state and summary. */
function game(id: string, players: string[], commands: TimelineCommand[]): { events: GameEvent[]; state: Game; summary: GameSummary } {
  const setup = createSetup({ ruleset: 'traditional', players });
  if (!setup.ok) throw new Error(setup.error.message);
  let timeline = EMPTY_TIMELINE;
  const events: GameEvent[] = [];
  for (const command of [{ type: 'start', gameId: id, setup: setup.value } as TimelineCommand, ...commands]) {
    const r = applyCommand(timeline, { at: 1_795_734_000_000, ...command });
    if (!r.ok) throw new Error(`${command.type}: ${r.error.message}`);
    timeline = r.value.timeline;
    events.push(...r.value.added);
  }
  return summarized(events);
}

/** A log's state and summary, by the fold. */
function summarized(events: GameEvent[]): { events: GameEvent[]; state: Game; summary: GameSummary } {
  const state = foldOk(events);
  if (!state.started) throw new Error('not started');
  return { events, state, summary: summarize(state) };
}

// Ann deals round 1 (Bob is pone); Bob deals round 2; Ann deals round 3 and pegs out: 121 to 14, a double skunk.
const annSkunksBob = game(
  'g1',
  ['Ann', 'Bob'],
  [
    { type: 'cutForDeal', dealer: 0 },
    { type: 'turnStarter', card: null },
    { type: 'score', side: 1, points: 10, reason: 'hand', seat: 1 },
    { type: 'undo' }, // a miscount taken back: not in the statistics
    { type: 'score', side: 1, points: 8, reason: 'hand', seat: 1 },
    { type: 'score', side: 0, points: 12, reason: 'hand', seat: 0 },
    { type: 'score', side: 0, points: 5, reason: 'crib', seat: 0 },
    { type: 'deal' },
    { type: 'turnStarter', card: null },
    { type: 'score', side: 0, points: 29, reason: 'hand', seat: 0 },
    { type: 'score', side: 1, points: 4, reason: 'hand', seat: 1 },
    { type: 'score', side: 1, points: 2, reason: 'crib', seat: 1 },
    { type: 'deal' },
    { type: 'turnStarter', card: null },
    { type: 'score', side: 0, points: 75, reason: 'play', seat: 0 },
  ],
);

// Ann deals; Bob pegs 30, Ann 71; Bob counts 5, Ann 24; then Bob deals and pegs out: 121 to 95, no skunk.
const bobBeatsAnn = game(
  'g2',
  ['Ann', 'Bob'],
  [
    { type: 'cutForDeal', dealer: 0 },
    { type: 'turnStarter', card: null },
    { type: 'score', side: 1, points: 30, reason: 'play', seat: 1 },
    { type: 'score', side: 0, points: 71, reason: 'play', seat: 0 },
    { type: 'score', side: 1, points: 5, reason: 'hand', seat: 1 },
    { type: 'score', side: 0, points: 24, reason: 'hand', seat: 0 },
    { type: 'score', side: 0, points: 0, reason: 'crib', seat: 0 },
    { type: 'deal' },
    { type: 'turnStarter', card: null },
    { type: 'score', side: 1, points: 86, reason: 'play', seat: 1 },
  ],
);

// A game in progress against Cy, its log as an older app wrote it: no HandCounted, only hand and crib scores.
const inProgress = game(
  'g3',
  ['Cy', 'Ann'],
  [
    { type: 'cutForDeal', dealer: 1 },
    { type: 'turnStarter', card: null },
    { type: 'score', side: 0, points: 6, reason: 'hand', seat: 0 },
    { type: 'score', side: 1, points: 16, reason: 'hand', seat: 1 },
    { type: 'score', side: 1, points: 7, reason: 'crib', seat: 1 },
  ],
);
const oldStyle = summarized(inProgress.events.filter((e) => e.type !== 'HandCounted'));

describe('computeStats', () => {
  test('the fixtures end as intended', () => {
    expect(annSkunksBob.state.sides.map((s) => s.score)).toEqual([121, 14]);
    expect(annSkunksBob.state.outcome).toMatchObject({ winner: 0, skunk: 2 });
    expect(bobBeatsAnn.state.sides.map((s) => s.score)).toEqual([95, 121]);
    expect(bobBeatsAnn.state.outcome).toMatchObject({ winner: 1, skunk: 0 });
    expect(oldStyle.state.outcome).toBeNull();
  });

  test('no games, no statistics', () => {
    expect(computeStats([])).toEqual({ players: [], matches: [] });
  });

  test('per player: played, wins, skunks, hands and cribs', () => {
    const { players } = computeStats([annSkunksBob.summary, bobBeatsAnn.summary, oldStyle.summary]);
    expect(players).toEqual([
      {
        name: 'Ann',
        played: 2,
        wins: 1,
        skunksGiven: { single: 0, double: 1 },
        skunksTaken: { single: 0, double: 0 },
        hands: { count: 4, total: 81, best: 29 },
        cribs: { count: 3, total: 12, best: 7 },
      },
      {
        name: 'Bob',
        played: 2,
        wins: 1,
        skunksGiven: { single: 0, double: 0 },
        skunksTaken: { single: 0, double: 1 },
        hands: { count: 3, total: 17, best: 8 },
        cribs: { count: 1, total: 2, best: 2 },
      },
    ]);
    expect(averageOf(players[0]!.hands)).toBe(20.25);
    expect(averageOf({ count: 0, total: 0, best: null })).toBeNull();
  });

  test('a player with no finished game is not listed (issue 37.10): Cy counted a hand of 6 in a game never finished', () => {
    expect(oldStyle.summary.seats.map((s) => s.name)).toContain('Cy');
    expect(computeStats([oldStyle.summary]).players).toEqual([]);
    expect(computeStats([annSkunksBob.summary, oldStyle.summary]).players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
  });

  test('a crib counted 0 counts as a crib of 0', () => {
    const ann = computeStats([bobBeatsAnn.summary]).players[0]!;
    expect(ann.cribs).toEqual({ count: 1, total: 0, best: 0 });
  });

  test('match tally by side names: a double skunk (Bob under 61) wins four games', () => {
    expect(computeStats([annSkunksBob.summary, bobBeatsAnn.summary, oldStyle.summary]).matches).toEqual([{ sides: ['Ann', 'Bob'], games: [4, 1], played: 2 }]);
  });

  test('skunks told single from double (issue 25.10): Bob at 70 is a skunk, at 14 a double skunk (003 SKUNK)', () => {
    const single = game(
      'g4',
      ['Ann', 'Bob'],
      [
        { type: 'cutForDeal', dealer: 0 },
        { type: 'turnStarter', card: null },
        { type: 'score', side: 1, points: 70, reason: 'play', seat: 1 },
        { type: 'score', side: 0, points: 121, reason: 'play', seat: 0 },
      ],
    );
    expect(single.state.outcome).toMatchObject({ winner: 0, skunk: 1, games: 2 });
    const [ann, bob] = computeStats([annSkunksBob.summary, single.summary]).players;
    expect([ann!.skunksGiven, bob!.skunksTaken]).toEqual([
      { single: 1, double: 1 },
      { single: 1, double: 1 },
    ]);
    expect([skunkFigure(ann!.skunksGiven), skunkFigure(ann!.skunksTaken), skunkFigure({ single: 0, double: 2 })]).toEqual([
      '1 single, 1 double',
      '0',
      '2 double',
    ]);
  });
});
