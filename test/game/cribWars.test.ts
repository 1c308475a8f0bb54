import { describe, expect, test } from 'vitest';
import { phaseOf, nextCount, matchTally, isShowDone, historyOf, movesOf, summarize } from '../../src/game';
import { Table, c, cs } from './helpers';

const names = (n: number) => ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'].slice(0, n);

/** A Crib Wars game (approximate default board: penalty box 1 at holes 175-177, red skip 1 at 124-126). */
function war(seats = 2) {
  const t = new Table({ ruleset: 'crib-wars', players: names(seats) });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: null });
  return t;
}

describe('Crib Wars (003 CRIB WARS; 001)', () => {
  test('003 BLUE PENALTY BOX, 2 players: the offender folds, goes back 20, the opponent ahead 20', () => {
    const t = war(2);
    t.tap(0, 173, 'correction');
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand'); // Bob (pone) counts: 4
    const ev = t.tap(0, 2, 'hand'); // Ann's hand lands on 175: penalty box
    expect(ev.map((e) => e.type)).toEqual(['HandCounted', 'Scored', 'PenaltyBoxEntered', 'Scored', 'Scored']);
    expect(t.scores()).toEqual([155, 24]);
    // Ann folds her crib too: the show is over.
    expect(isShowDone(t.state.round!)).toBe(true);
    expect(historyOf(t.events).map((h) => h.text)).toContain('Ann lands in a penalty box: folds and goes back 20, and Bob goes ahead 20');
  });
  test('undoing a zone effect puts every peg back exactly', () => {
    const t = war(2);
    t.tap(0, 173, 'correction');
    const before = t.state.sides.map((s) => s.pegs);
    t.tap(0, 2, 'play');
    expect(t.scores()).toEqual([155, 20]);
    t.do({ type: 'undo' });
    expect(t.state.sides.map((s) => s.pegs)).toEqual(before);
    t.do({ type: 'redo' });
    expect(t.scores()).toEqual([155, 20]);
  });
  test('003 RED SKIP: landing on the first red box slides to the second, 20 holes on', () => {
    const t = war(2);
    t.tap(0, 120, 'correction');
    t.tap(0, 4, 'play');
    expect(t.scores()).toEqual([144, 0]);
    expect(t.state.sides[0]!.moves!.last.effects.map((e) => e.kind)).toContain('red-skip');
  });
  test('003 BLUE PENALTY BOX, 3 players: the first in sits out three hands; a second arrival gets the 2-player rule', () => {
    const t = war(3);
    t.tap(1, 175, 'correction'); // Bob lands in box 1: folds and sits out
    expect(t.state.sides[1]!.sitOut).toBe(3);
    t.do({ type: 'endPlay' });
    t.tap(2, 0, 'hand', 2); // Cy (dealer's left is Bob, folded: skipped)
    t.tap(0, 0, 'hand', 0);
    t.tap(0, 0, 'crib', 0);
    t.do({ type: 'deal' });
    // Round 2: Bob sits out; the deal passes Bob by; Cy deals and Ann counts first.
    expect(t.state.round).toMatchObject({ number: 2, dealer: 2, sitting: [1], pone: 0 });
    expect(t.state.round!.countOrder.map((x) => x.seat)).toEqual([0, 2, 2]);
    t.do({ type: 'forgotPeg', side: 1 }); // one extra hand
    expect(t.state.sides[1]!.sitOut).toBe(3);
    // Ann hits the box while Bob is inside: Ann back 20, Cy ahead 20, Bob ahead 1.
    t.tap(0, 175, 'correction');
    expect(t.scores()).toEqual([155, 176, 20]);
  });
  test('003 DEALING: his heels is not pegged within the last 3 holes before the finish', () => {
    const t = new Table({ ruleset: 'crib-wars', players: names(2) });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(0, 361, 'correction');
    t.do({ type: 'turnStarter', card: c('JH') });
    expect(t.scores()).toEqual([361, 0]);
    const u = new Table({ ruleset: 'crib-wars', players: names(2) });
    u.do({ type: 'cutForDeal', dealer: 0 });
    u.tap(0, 360, 'correction');
    u.do({ type: 'turnStarter', card: c('JH') });
    expect(u.scores()).toEqual([362, 0]);
  });
  test('001 Muggers Alley: muggins only while the counted peg is in the first 121 holes', () => {
    const t = war(2);
    t.do({ type: 'endPlay' });
    t.tap(1, 130, 'correction');
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S'), claimed: 0, starter: c('5S') });
    t.fail({ type: 'muggins', caller: 0 }, 'outside-alley');
    const u = war(2);
    u.do({ type: 'endPlay' });
    u.tap(1, 100, 'correction');
    u.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S'), claimed: 0, starter: c('5S') });
    u.do({ type: 'muggins', caller: 0 });
    expect(u.scores()).toEqual([8, 100]);
  });
  test('001: the go is pegged apart from a pair or run; 31 with its pair together', () => {
    const t = new Table({ ruleset: 'crib-wars', players: names(2) });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('2C') });
    t.do({ type: 'playCard', seat: 1, card: c('KH') });
    t.do({ type: 'playCard', seat: 0, card: c('KD') }); // pair 2
    t.do({ type: 'playCard', seat: 1, card: c('AH') }); // 21
    t.do({ type: 'playCard', seat: 0, card: c('AD') }); // 22 pair 2
    t.do({ type: 'playCard', seat: 1, card: c('9H') }); // 31: 31 for 2, one move
    const moves = movesOf(t.state.sides[1]!.moves);
    expect(moves.at(-1)!.points).toBe(2);
    t.do({ type: 'playCard', seat: 0, card: c('4C') });
    t.do({ type: 'playCard', seat: 1, card: c('3H') });
    const ev = t.do({ type: 'playCard', seat: 0, card: c('3S') }); // pair 2, then last card 1 as its own move
    expect(ev.filter((e) => e.type === 'Scored').map((e) => e.type === 'Scored' && [e.points, e.reason])).toEqual([
      [2, 'play'],
      [1, 'last-card'],
    ]);
  });
  test('001 "if you get the go you count one point separate": a pair on the last card after a go is two moves, the pair then the go', () => {
    const t = new Table({ ruleset: 'crib-wars', players: names(2) });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('2C') });
    t.do({ type: 'playCard', seat: 1, card: c('KH') });
    t.do({ type: 'playCard', seat: 0, card: c('QD') });
    t.do({ type: 'playCard', seat: 1, card: c('AH') });
    t.do({ type: 'playCard', seat: 0, card: c('AD') }); // 22, pair 2 to Ann
    t.do({ type: 'playCard', seat: 1, card: c('4H') });
    t.do({ type: 'playCard', seat: 0, card: c('2D') }); // 28
    t.do({ type: 'go', seat: 1 }); // Bob holds a card he cannot play
    const ev = t.do({ type: 'playCard', seat: 0, card: c('2S') }); // 30: Ann's last card, a pair, and the go
    expect(ev.filter((e) => e.type === 'Scored').map((e) => e.type === 'Scored' && [e.points, e.reason])).toEqual([
      [2, 'play'],
      [1, 'go'],
    ]);
    expect(t.scores()).toEqual([5, 0]);
  });
});

describe('Crib Wars penalty box during the play (cards entered)', () => {
  test('003: a side that lands in a box mid-play folds; the other finishes pegging and counting', () => {
    const t = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(1, 173, 'correction');
    t.do({ type: 'turnStarter', card: c('2C') });
    t.do({ type: 'playCard', seat: 1, card: c('10H') });
    t.do({ type: 'playCard', seat: 0, card: c('KH') });
    t.do({ type: 'playCard', seat: 1, card: c('KD') }); // Bob's pair lands on 175: box
    expect(t.scores()).toEqual([20, 155]);
    expect(t.state.round!.folded).toEqual([1]);
    // Ann plays out her cards alone; Bob's count is skipped.
    t.do({ type: 'playCard', seat: 0, card: c('AH') }); // 31 for 2
    t.do({ type: 'playCard', seat: 0, card: c('3H') });
    t.do({ type: 'playCard', seat: 0, card: c('4H') }); // last card 1
    expect(phaseOf(t.state)).toBe('show');
    expect(t.state.round!.countOrder[t.state.round!.counted]).toEqual({ seat: 0, crib: false });
  });
  test('undo works after the game has ended', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(0, 121, 'correction');
    expect(phaseOf(t.state)).toBe('over');
    t.do({ type: 'undo' });
    expect(phaseOf(t.state)).toBe('deal');
    expect(matchTally(t.state)).toEqual([0, 0]);
  });
});

describe('003 BLUE PENALTY BOX, 3 players: sitting out', () => {
  test('the side folds the hand it hit the box in, sits out the next three, then plays again', () => {
    const t = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob', 'Cy'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.tap(1, 175, 'play');
    const sitting: number[][] = [];
    for (let hand = 0; hand < 4; hand++) {
      t.do({ type: 'endPlay' });
      for (let turn = nextCount(t.state); turn; turn = nextCount(t.state)) {
        t.tap(t.state.seats[turn.seat]!.side, 0, turn.crib ? 'crib' : 'hand', turn.seat);
      }
      t.do({ type: 'deal' });
      t.do({ type: 'turnStarter', card: null });
      sitting.push([...t.state.round!.sitting]);
    }
    expect(sitting).toEqual([[1], [1], [1], []]);
    expect(t.state.sides[1]!.sitOut).toBe(0);
  });
});

describe('a peg on a side path reads as the hole with as many holes still to go (issue 25.2)', () => {
  // The default board: green advance 2 at 327 (a shortcut of 5 rejoining at 343), time trap 4 at 348 (a blue path of
  // 10 rejoining at 333); skunk line 332, double 302 (003 SKUNK, the board's own lines).
  test("a loser on green 2's shortcut, 6 steps from 343, reads 338: past the skunk line, no skunk", () => {
    const t = war(2);
    t.tap(0, 315, 'correction');
    t.tap(0, 12, 'play'); // 327: green advance 2, hole 1 of its shortcut
    expect(t.scores()[0]).toBe(338);
    t.tap(1, 363, 'correction');
    expect(t.state.outcome).toMatchObject({ winner: 1, skunk: 0, games: 1 });
    expect(summarize(t.state).sides.map((s) => s.score)).toEqual([338, 363]);
  });

  test("a loser on time trap 4's blue path, 10 steps from 333, reads 323: behind the skunk line, skunked", () => {
    const t = war(2);
    t.tap(0, 336, 'correction');
    t.tap(0, 12, 'play'); // 348: time trap 4, hole 1 of its blue path
    expect(t.scores()[0]).toBe(323);
    t.tap(1, 363, 'correction');
    expect(t.state.outcome).toMatchObject({ winner: 1, skunk: 1, games: 2 });
    expect(summarize(t.state).sides.map((s) => s.score)).toEqual([323, 363]);
  });
});
