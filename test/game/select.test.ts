import { describe, expect, test } from 'vitest';
import { lastMove, movesOf, skunkLines, starterCutter } from '../../src/game';
import { Table } from './helpers';

const two = ['Ann', 'Bob'];

describe('skunkLines: each ruleset draws its own lines (issue 15.9)', () => {
  test.each([
    // 003 SKUNK: the 121 board's lines, 90 and 60.
    ['traditional', two, { skunk: 90, doubleSkunk: 60 }],
    // 002 Definitions: a game to 61 skunks by 31 or more, so a loser at 30 or below; 61 or more would be the start.
    ['five-card', two, { skunk: 30, doubleSkunk: null }],
    // 002 BACKWARD, NODDY, SOLITAIRE: no skunks, so no lines.
    ['backward', two, { skunk: null, doubleSkunk: null }],
    ['noddy', two, { skunk: null, doubleSkunk: null }],
    ['solitaire', ['Ann'], { skunk: null, doubleSkunk: null }],
    // The approximate Crib Wars board's own lines (31 and 61 short of 363).
    ['crib-wars', two, { skunk: 332, doubleSkunk: 302 }],
  ] as const)('%s', (ruleset, players, lines) => {
    const t = new Table({ ruleset, players: [...players] });
    expect(skunkLines(t.state)).toEqual(lines);
  });

  test('skunks turned off draw no lines, whatever the rule', () => {
    const t = new Table({ ruleset: 'traditional', players: two, options: { skunks: false } });
    expect(skunkLines(t.state)).toEqual({ skunk: null, doubleSkunk: null });
  });
});

describe('starterCutter: who cuts for the starter (phone audit 10)', () => {
  const dealt = (
    ruleset: 'traditional' | 'three-player' | 'four-player' | 'noddy' | 'solitaire' | 'crib-wars' | 'six-player',
    players: string[],
    dealer?: number,
  ) => {
    const t = new Table({ ruleset, players });
    t.do(dealer === undefined ? { type: 'cutForDeal' } : { type: 'cutForDeal', dealer });
    return t.state;
  };
  test("002 TRADITIONAL RULES: the non-dealer cuts; 002 three and four players: the player to the dealer's left", () => {
    expect(starterCutter(dealt('traditional', two, 0))).toBe(1);
    expect(starterCutter(dealt('traditional', two, 1))).toBe(0);
    expect(starterCutter(dealt('three-player', ['Ann', 'Bob', 'Cy'], 2))).toBe(0);
    expect(starterCutter(dealt('four-player', ['Ann', 'Bob', 'Cy', 'Di'], 1))).toBe(2);
  });

  test('002 NODDY: the dealer turns the top card; 002 SOLITAIRE: nobody cuts', () => {
    expect(starterCutter(dealt('noddy', two, 0))).toBeNull();
    expect(starterCutter(dealt('solitaire', ['Ann']))).toBeNull();
  });

  test('001, 003 DEALING (Crib Wars): "The person to the right of the dealer cuts the deck", not the leader with 3+', () => {
    expect(starterCutter(dealt('crib-wars', two, 0))).toBe(1); // with two, the same player as the pone
    const three = dealt('crib-wars', ['Ann', 'Bob', 'Cy'], 0);
    expect([starterCutter(three), three.started && three.round?.pone]).toEqual([2, 1]); // Cy cuts, Bob leads
    expect(starterCutter(dealt('crib-wars', ['Ann', 'Bob', 'Cy', 'Di'], 1))).toBe(0);
    expect(starterCutter(dealt('six-player', ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'], 0))).toBe(5);
  });

  test('003 penalty box, three sides: a side sitting the hand out does not cut; the next seat to the right does', () => {
    const three = dealt('crib-wars', ['Ann', 'Bob', 'Cy'], 0);
    if (!three.started || !three.round) throw new Error('not dealt');
    expect(starterCutter({ ...three, round: { ...three.round, sitting: [2] } })).toBe(1);
  });
});

describe("a side's peg moves (issue 13: a tap costs the same on the 3,000th event)", () => {
  test('each move adds one link to the chain and shares the rest; movesOf lists them oldest first; lastMove is the newest', () => {
    const t = new Table({ ruleset: 'traditional', players: two });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(1, 2, 'play');
    const before = t.state.sides[1]!.moves;
    t.tap(1, 3, 'play');
    const after = t.state.sides[1]!.moves;
    expect(after!.before).toBe(before);
    // [points, from hole, landed hole] on the main track (hole 0: the start).
    expect(movesOf(after).map((m) => [m.points, m.from.index, m.landed.index])).toEqual([
      [2, 0, 2],
      [3, 2, 5],
    ]);
    expect(movesOf(t.state.sides[0]!.moves)).toEqual([]);
    expect(lastMove(t.state)).toEqual({ side: 1, move: after!.last });
  });
});
