import { describe, expect, test } from 'vitest';
import { applyCommand, createSetup, fold, type Command, type GameEvent } from '../../../src/game';
import { averageOf, computeStats, type StatsGame } from '../../../src/ui/screens/stats';

/** Builds a log from commands that must all succeed. */
function game(id: string, players: string[], commands: Command[]): StatsGame {
  const setup = createSetup({ ruleset: 'traditional', players });
  if (!setup.ok) throw new Error(setup.error.message);
  let events: GameEvent[] = [];
  for (const command of [{ type: 'start', gameId: id, setup: setup.value } as Command, ...commands]) {
    const r = applyCommand(events, { at: 1_795_734_000_000, ...command });
    if (!r.ok) throw new Error(`${command.type}: ${r.error.message}`);
    events = r.value.events;
  }
  return { state: fold(events), events };
}

// Ann deals round 1 (Bob is pone); Bob deals round 2; Ann deals round 3 and pegs out: 121 to 14, a double skunk.
const annSkunksBob = game('g1', ['Ann', 'Bob'], [
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
]);

// Ann deals; Bob pegs 30, counts 5, Ann counts 95; then Bob deals and pegs out: 121 to 95, no skunk.
const bobBeatsAnn = game('g2', ['Ann', 'Bob'], [
  { type: 'cutForDeal', dealer: 0 },
  { type: 'turnStarter', card: null },
  { type: 'score', side: 1, points: 30, reason: 'play', seat: 1 },
  { type: 'score', side: 1, points: 5, reason: 'hand', seat: 1 },
  { type: 'score', side: 0, points: 95, reason: 'hand', seat: 0 },
  { type: 'score', side: 0, points: 0, reason: 'crib', seat: 0 },
  { type: 'deal' },
  { type: 'turnStarter', card: null },
  { type: 'score', side: 1, points: 86, reason: 'play', seat: 1 },
]);

// A game in progress against Cy, its log as an older app wrote it: no HandCounted, only hand and crib scores.
const inProgress = game('g3', ['Cy', 'Ann'], [
  { type: 'cutForDeal', dealer: 1 },
  { type: 'turnStarter', card: null },
  { type: 'score', side: 0, points: 6, reason: 'hand', seat: 0 },
  { type: 'score', side: 1, points: 16, reason: 'hand', seat: 1 },
  { type: 'score', side: 1, points: 7, reason: 'crib', seat: 1 },
]);
const oldStyle: StatsGame = { state: inProgress.state, events: inProgress.events.filter((e) => e.type !== 'HandCounted') };

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
    const { players } = computeStats([annSkunksBob, bobBeatsAnn, oldStyle]);
    expect(players).toEqual([
      { name: 'Ann', played: 2, wins: 1, skunksGiven: 1, skunksTaken: 0, hands: { count: 4, total: 152, best: 95 }, cribs: { count: 3, total: 12, best: 7 } },
      { name: 'Bob', played: 2, wins: 1, skunksGiven: 0, skunksTaken: 1, hands: { count: 3, total: 17, best: 8 }, cribs: { count: 1, total: 2, best: 2 } },
      { name: 'Cy', played: 0, wins: 0, skunksGiven: 0, skunksTaken: 0, hands: { count: 1, total: 6, best: 6 }, cribs: { count: 0, total: 0, best: null } },
    ]);
    expect(averageOf(players[0]!.hands)).toBe(38);
    expect(averageOf(players[2]!.cribs)).toBeNull();
  });

  test('a crib counted 0 counts as a crib of 0', () => {
    const ann = computeStats([bobBeatsAnn]).players[0]!;
    expect(ann.cribs).toEqual({ count: 1, total: 0, best: 0 });
  });

  test('match tally by side names: a double skunk (Bob under 61) wins four games', () => {
    expect(computeStats([annSkunksBob, bobBeatsAnn, oldStyle]).matches).toEqual([{ sides: ['Ann', 'Bob'], games: [4, 1], played: 2 }]);
  });
});
