import { describe, expect, test } from 'vitest';
import { BUILT_IN_BOARDS as BUILT_IN_BOARDS_FOR_TEST } from '../../src/board';
import { gameSkunk, gamesToWin, matchTally, matchWinner, nextGame, nextMatchDealer, skunkLevel } from '../../src/game';
import { Table, c, cs } from './helpers';

describe('skunks and matches', () => {
  test('003 SKUNK: lines 90 and 60 on the 121 board ("has not passed" the line)', () => {
    const board = BUILT_IN_BOARDS_FOR_TEST['standard-121-2'];
    const rule = { kind: 'lines', single: 90, double: 60 } as const;
    expect([91, 90, 61, 60, 0].map((l) => skunkLevel(rule, board, 121, l))).toEqual([0, 1, 1, 2, 2]);
  });
  test('002 Definitions / 000: a skunk by margin (31+), double skunk 61+; 000 has no double', () => {
    expect(skunkLevel({ kind: 'margin', single: 31, double: 61 }, null, 121, 90)).toBe(1);
    expect(skunkLevel({ kind: 'margin', single: 31, double: 61 }, null, 121, 91)).toBe(0);
    expect(skunkLevel({ kind: 'margin', single: 31, double: 61 }, null, 121, 60)).toBe(2);
    expect(skunkLevel({ kind: 'margin', single: 31, double: null }, null, 121, 10)).toBe(1);
    expect(gameSkunk({ kind: 'margin', single: 31, double: 61 }, null, 121, [100, 50])).toBe(2);
  });
  test('002 Definitions on a 61 board (once around): a win by 31+ is a skunk, 61+ a double, which only 61-0 reaches', () => {
    const game = (loser: number) => {
      const t = new Table({ ruleset: 'once-around', players: ['Ann', 'Bob'] });
      t.do({ type: 'cutForDeal', dealer: 0 });
      if (loser > 0) t.tap(1, loser, 'correction');
      t.tap(0, 61, 'correction');
      return t.state.started ? t.state.outcome?.skunk : undefined;
    };
    expect([31, 30, 1, 0].map(game)).toEqual([0, 1, 1, 2]);
  });

  test('the Crib Wars board defines its own lines (332, 302)', () => {
    const board = BUILT_IN_BOARDS_FOR_TEST['crib-wars'];
    const rule = { kind: 'lines', single: 90, double: 60 } as const;
    expect([333, 332, 302].map((l) => skunkLevel(rule, board, 363, l))).toEqual([0, 1, 2]);
  });
  test('RULES.md Skunks and matches: a match tally counts skunks as 2 games and double skunks as 4', () => {
    /** Plays one game of the match: `winner` goes out while the loser stands on `loser`. */
    const game = (tally: readonly number[], winner: number, loser: number, matchGames: number) => {
      const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], matchTally: tally, options: { matchGames } });
      t.do({ type: 'cutForDeal', dealer: 0 });
      if (loser > 0) t.tap(1 - winner, loser, 'correction');
      t.tap(winner, 121, 'correction');
      return t.state;
    };
    const first = game([0, 0], 0, 100, 5); // a plain win: 1 game
    expect(matchTally(first)).toEqual([1, 0]);
    const second = game(matchTally(first), 1, 80, 5); // Ann on 80: skunked, 2 games (003 SKUNK)
    expect(matchTally(second)).toEqual([1, 2]);
    expect(matchWinner(second)).toBeNull();
    const third = game(matchTally(second), 1, 50, 5); // Ann on 50: double skunk, 4 games
    expect(matchTally(third)).toEqual([1, 6]);
    expect(matchWinner(third)).toBe(1);
    expect(matchWinner(game(matchTally(second), 1, 50, 0))).toBeNull(); // 0: an open tally has no winner
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], matchTally: [1, 6] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'voidGame' }); // 003 rule 14: a void game adds no games
    expect(matchTally(t.state)).toEqual([1, 6]);
  });
  test('the state adds the game to the match tally from the setup', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], matchTally: [2, 1] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(0, 121, 'correction');
    expect(matchTally(t.state)).toEqual([2 + 4, 1]);
  });
  test('002 once around: 61 holes, skunked below 31', () => {
    const t = new Table({ ruleset: 'once-around', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(1, 30, 'correction');
    t.tap(0, 61, 'correction');
    expect(t.state.outcome).toEqual({ winner: 0, reason: 'target', skunk: 1, games: 2 });
  });
  test('002 BACKWARD: the first to reach 121 loses; no skunks', () => {
    const t = new Table({ ruleset: 'backward', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(1, 10, 'correction');
    t.tap(0, 121, 'correction');
    expect(t.state.outcome).toEqual({ winner: 1, reason: 'target', skunk: 0, games: 1 });
  });
});

describe('Cribbage is not Enough (000)', () => {
  function cine() {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob', 'Cy', 'Di'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    return t;
  }
  test("000: a jack on any Top pegs 2 for the dealer's team; a queen pegs -2", () => {
    const t = cine();
    t.do({ type: 'turnTops', tops: [c('JH'), c('QS')] });
    expect(t.scores()).toEqual([0, 0]); // +2 then -2 (back to the start)
    const u = cine();
    u.do({ type: 'turnTops', tops: [c('JH'), c('JS')] });
    expect(u.scores()).toEqual([4, 0]);
    u.fail({ type: 'turnStarter', card: c('5C') }, 'wrong-phase');
  });
  test('000: each player counts with the team Top; her heels makes the enemy peg -1', () => {
    const t = cine();
    t.tap(0, 5, 'correction');
    t.do({ type: 'turnTops', tops: [c('4S'), c('4D')] });
    t.do({ type: 'endPlay' });
    // Bob (team 1, Top 4D): A-4-5-J with the other 4: 000's example, 8 points.
    t.do({ type: 'countHand', seat: 1, cards: cs('AC 4H 5C JC') });
    expect(t.scores()).toEqual([5, 8]);
    // Cy (team 0, Top 4S) holds QS: a queen of the Top's suit, so team 1 pegs -1.
    t.do({ type: 'countHand', seat: 2, cards: cs('QS 2C 3C 9H') });
    expect(t.state.sides[1]!.score).toBe(7);
  });
  test('000: a margin of 31+ is a skunk worth two games', () => {
    const t = cine();
    t.tap(1, 90, 'correction');
    t.tap(0, 121, 'correction');
    expect(t.state.outcome).toMatchObject({ skunk: 1, games: 2 });
  });
});

describe('Crib Wars heels by tap', () => {
  test('003 DEALING: a tapped his heels is refused within the last 3 holes', () => {
    const t = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(0, 361, 'correction');
    t.fail({ type: 'score', side: 0, points: 2, reason: 'heels' }, 'bad-points');
  });
});

describe('a best-of match (issue 29 item 3): one thing with the match tally', () => {
  test('best of 5: 3 games to win; the first deal alternates; Bob takes it 3-2 and the match ends', () => {
    expect([3, 5, 7].map(gamesToWin)).toEqual([2, 3, 4]);
    let tally: readonly number[] = [0, 0];
    let dealer = 0;
    const dealers: number[] = [];
    const decided: (number | null)[] = [];
    const winners = [0, 1, 0, 1, 1];
    for (const winner of winners) {
      const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], matchTally: tally, options: { matchGames: gamesToWin(5), skunks: false } });
      t.do({ type: 'cutForDeal', dealer });
      dealers.push(t.state.firstDealer!);
      expect(matchWinner(t.state)).toBeNull();
      t.tap(1 - winner, 70, 'correction'); // a skunk's margin, but skunks are off: 1 game each
      t.tap(winner, 121, 'correction');
      tally = matchTally(t.state);
      dealer = nextMatchDealer(t.state)!;
      decided.push(matchWinner(t.state));
    }
    expect(dealers).toEqual([0, 1, 0, 1, 0]);
    expect(decided).toEqual([null, null, null, null, 1]);
    expect(tally).toEqual([2, 3]);
  });

  test("issue 29: what follows a game: the match's next game, a new match once it is won, a club night's next game", () => {
    /** Ann wins 121–100 with the tally before this game and `matchGames` needed. */
    const game = (tally: readonly number[], matchGames: number) => {
      const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], matchTally: tally, options: { matchGames } });
      t.do({ type: 'cutForDeal', dealer: 0 });
      t.tap(1, 100, 'correction');
      t.tap(0, 121, 'correction');
      return t.state;
    };
    // An open tally: the next game; for a night, the night's next game (against whoever comes next).
    expect([nextGame(game([0, 0], 0), false), nextGame(game([0, 0], 0), true)]).toEqual(['match', 'night']);
    // Best of 3 under way (Ann 1–0): its next game first, at the table or at a night.
    expect([nextGame(game([0, 0], 2), false), nextGame(game([0, 0], 2), true)]).toEqual(['match', 'match']);
    // Best of 3 won (Ann 2–0): a new match; for a night, the night's next game.
    expect([nextGame(game([1, 0], 2), false), nextGame(game([1, 0], 2), true)]).toEqual(['new-match', 'night']);
  });
});
