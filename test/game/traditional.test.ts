import { describe, expect, test } from 'vitest';
import { applyCommand, historyOf, phaseOf, nextCount, matchTally, canRedo, isShowDone } from '../../src/game';
import { Table, c, cs } from './helpers';

const two = () => new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });

describe('traditional game (002 TRADITIONAL RULES)', () => {
  test('002 To Begin: the low card deals; a tie cuts again', () => {
    const t = two();
    t.fail({ type: 'cutForDeal', cuts: [c('4H'), c('4S')] }, 'tie');
    t.do({ type: 'cutForDeal', cuts: [c('KH'), c('3S')] });
    expect(t.state.round?.dealer).toBe(1);
    expect(t.state.round?.pone).toBe(0);
    expect(phaseOf(t.state)).toBe('deal');
  });

  test('002 His Heels: a jack starter pegs 2 for the dealer at once', () => {
    const t = two();
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('JD') });
    expect(t.scores()).toEqual([2, 0]);
    expect(phaseOf(t.state)).toBe('play');
  });

  test('a whole round through cards: play, show in order (pone, dealer, crib)', () => {
    const t = two();
    t.do({ type: 'cutForDeal', dealer: 0 }); // Ann deals, Bob is pone and leads.
    t.do({ type: 'turnStarter', card: c('5S') });
    // Bob: 10H 5D 6C 9S ; Ann: 5H 4C 7D 8H
    t.do({ type: 'playCard', seat: 1, card: c('10H') }); // 10
    t.do({ type: 'playCard', seat: 0, card: c('5H') }); // 15 for 2 (Ann)
    expect(t.scores()).toEqual([2, 0]);
    t.do({ type: 'playCard', seat: 1, card: c('5D') }); // 20, pair for 2 (Bob)
    expect(t.scores()).toEqual([2, 2]);
    t.do({ type: 'playCard', seat: 0, card: c('4C') }); // 24
    t.do({ type: 'playCard', seat: 1, card: c('6C') }); // 30, run 5-4-6 for 3 (Bob)
    expect(t.scores()).toEqual([2, 5]);
    t.fail({ type: 'playCard', seat: 0, card: c('7D') }, 'over-31');
    t.fail({ type: 'playCard', seat: 1, card: c('9S') }, 'out-of-turn');
    t.do({ type: 'go', seat: 0 });
    t.do({ type: 'go', seat: 1 }); // Bob pegs 1 for the go
    expect(t.scores()).toEqual([2, 6]);
    t.do({ type: 'playCard', seat: 0, card: c('7D') }); // new count 7, Ann leads (Bob had the go)
    t.do({ type: 'playCard', seat: 1, card: c('9S') }); // 16
    t.do({ type: 'playCard', seat: 0, card: c('8H') }); // 24, run 7-9-8 = 3, last card 1 => 4
    expect(t.scores()).toEqual([6, 6]);
    expect(phaseOf(t.state)).toBe('show');
    expect(t.state.round?.countOrder).toEqual([
      { seat: 1, crib: false },
      { seat: 0, crib: false },
      { seat: 0, crib: true },
    ]);
    // The dealer may not count first, nor count the crib before the hands.
    t.fail({ type: 'countHand', seat: 0, cards: cs('5H 4C 7D 8H') }, 'out-of-order');
    t.fail({ type: 'countCrib', seat: 1, cards: cs('AS 2S 3D KC') }, 'not-dealer');
    t.fail({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C') }, 'wrong-count');
    // Bob: 10H 5D 6C 9S + 5S: 15s: 10+5D, 10+5S, 6+9, 5+5... (5D+5S=10 no). pair of 5s 2. total 8
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S') });
    expect(t.state.round?.claims.at(-1)?.total).toBe(8);
    expect(t.scores()).toEqual([6, 14]);
    // Ann: 5H 4C 7D 8H + 5S: 15s 7+8, 5+5+... (5+4+... ) 7+8=15, 4+5+... ; count by the engine
    t.do({ type: 'countHand', seat: 0, cards: cs('5H 4C 7D 8H') });
    t.do({ type: 'countCrib', seat: 0, cards: cs('AS 2S 3S KS') }); // flush of 5 in the crib + run + 15s
    const s = t.state;
    expect(isShowDone(s.round!)).toBe(true);
    // Ann's hand 4 (fifteen, pair); the crib 12 (5-card flush 5, run 3, fifteens 4).
    expect(t.scores()).toEqual([22, 14]);
    t.do({ type: 'deal' });
    expect(t.state.round?.dealer).toBe(1);
    expect(t.state.round?.number).toBe(2);
  });

  test('RULES Game end: the first peg to reach 121 wins at once, mid-count; nothing after counts', () => {
    const t = two();
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.tap(1, 110, 'correction');
    t.tap(0, 100, 'correction');
    t.do({ type: 'endPlay' });
    const ev = t.tap(1, 12, 'hand'); // pone counts first and goes out
    expect(ev.map((e) => e.type)).toEqual(['HandCounted', 'Scored', 'GameEnded']);
    const s = t.state;
    expect(phaseOf(s)).toBe('over');
    expect(s.outcome).toEqual({ winner: 1, reason: 'target', skunk: 0, games: 1 });
    expect(s.sides[1]!.score).toBe(121);
    t.fail({ type: 'score', side: 0, points: 29, reason: 'hand' }, 'game-over');
    t.fail({ type: 'deal' }, 'game-over');
  });

  test('003 SKUNK: loser at 90 is skunked (2 games); at 60 double skunked (4 games)', () => {
    for (const [loser, skunk, games] of [
      [91, 0, 1],
      [90, 1, 2],
      [61, 1, 2],
      [60, 2, 4],
    ] as const) {
      const t = two();
      t.do({ type: 'cutForDeal', dealer: 0 });
      t.tap(0, loser, 'correction');
      t.tap(1, 121, 'correction');
      expect(t.state.outcome).toEqual({ winner: 1, reason: 'target', skunk, games });
      expect(matchTally(t.state)).toEqual([0, games]);
    }
  });

  test('undo takes back a whole command; redo puts it back; a new command drops the redo branch', () => {
    const t = two();
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('JD') });
    expect(t.scores()).toEqual([2, 0]);
    t.do({ type: 'undo' });
    expect(t.scores()).toEqual([0, 0]);
    expect(phaseOf(t.state)).toBe('deal');
    expect(canRedo(t.timeline)).toBe(true);
    t.do({ type: 'redo' });
    expect(t.scores()).toEqual([2, 0]);
    t.do({ type: 'undo' });
    t.do({ type: 'turnStarter', card: c('5D') });
    expect(canRedo(t.timeline)).toBe(false);
    t.fail({ type: 'redo' }, 'nothing-to-redo');
    expect(t.events.length).toBeGreaterThan(historyOf(t.events).length - 10);
  });
});

describe('commands are checked against the state', () => {
  test('a seat or side that does not exist, a score before the deal, a start twice', () => {
    const t = two();
    t.fail({ type: 'score', side: 0, points: 2, reason: 'play' }, 'wrong-phase');
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('9C') });
    t.fail({ type: 'playCard', seat: 5, card: c('5H') }, 'no-such-seat');
    t.fail({ type: 'score', side: 2, points: 2, reason: 'play' }, 'no-such-side');
    t.fail({ type: 'score', side: 0, points: -2, reason: 'play' }, 'bad-points');
    t.fail({ type: 'playCard', seat: 1, card: c('9C') }, 'duplicate-card');
    t.fail({ type: 'cutForDeal', dealer: 1 }, 'wrong-phase');
    t.fail({ type: 'deal' }, 'wrong-phase');
    t.fail({ type: 'start', gameId: 'x', setup: t.state.setup! }, 'already-started');
  });
  test('002 Playing Cards: the player who called go leads the next count; 31 pegs 2', () => {
    const t = two();
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('2D') });
    t.do({ type: 'playCard', seat: 1, card: c('KS') });
    t.do({ type: 'playCard', seat: 0, card: c('QS') });
    t.do({ type: 'playCard', seat: 1, card: c('AS') }); // 21
    t.do({ type: 'playCard', seat: 0, card: c('10C') }); // 31 for 2
    expect(t.scores()).toEqual([2, 0]);
    expect(t.state.round!.pegging!.next).toBe(1); // Bob, who did not make the last play, leads
    expect(nextCount(t.state)).toBeNull();
  });
  test('002 3-PLAYER: when two players say go, the third earns the point', () => {
    const t = new Table({ ruleset: 'three-player', players: ['Ann', 'Bob', 'Cy'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('2D') });
    t.do({ type: 'playCard', seat: 1, card: c('KS') });
    t.do({ type: 'playCard', seat: 2, card: c('QS') });
    t.do({ type: 'playCard', seat: 0, card: c('5S') }); // 25
    t.do({ type: 'go', seat: 1 });
    t.do({ type: 'go', seat: 2 });
    t.do({ type: 'playCard', seat: 0, card: c('4S') }); // 29, Ann plays on
    t.do({ type: 'go', seat: 0 }); // Ann is out of plays: 1 for the go
    expect(t.scores()).toEqual([1, 0, 0]);
  });
  test('the show exposes whose count is next', () => {
    const t = two();
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    expect(nextCount(t.state)).toEqual({ seat: 1, crib: false });
    t.fail({ type: 'score', side: 0, points: 4, reason: 'hand' }, 'out-of-order');
    // A tap on the wrong pad says whose count is due and where to tap it (phone audit 8).
    const slip = applyCommand(t.timeline, { type: 'score', side: 0, points: 4, reason: 'hand' });
    expect(slip.ok ? '' : slip.error.message).toBe("Bob's hand is next: tap Bob's pad.");
    t.tap(1, 4, 'hand');
    expect(nextCount(t.state)).toEqual({ seat: 0, crib: false });
    t.tap(0, 4, 'hand');
    t.fail({ type: 'score', side: 1, points: 4, reason: 'crib' }, 'not-dealer');
    expect(nextCount(t.state)).toEqual({ seat: 0, crib: true });
  });
});

describe('the go on the last card of a player who plays on (002 TRADITIONAL RULES, Playing Cards; RULES.md Play)', () => {
  // 002 Playing Cards: "The opposing player pegs one point then continues to play his cards until he no longer can".
  test('the pone plays his last card after the dealer said go and pegs the go (found by the rules audit)', () => {
    const t = two();
    t.do({ type: 'cutForDeal', dealer: 0 }); // Ann deals; Bob is the pone and leads
    t.do({ type: 'turnStarter', card: c('4D') });
    t.do({ type: 'playCard', seat: 1, card: c('10C') });
    t.do({ type: 'playCard', seat: 0, card: c('7D') });
    t.do({ type: 'playCard', seat: 1, card: c('2C') });
    t.do({ type: 'playCard', seat: 0, card: c('3S') }); // 22
    t.do({ type: 'playCard', seat: 1, card: c('6H') }); // 28
    t.do({ type: 'go', seat: 0 }); // Ann (two cards left, both over 3) says go
    const ev = t.do({ type: 'playCard', seat: 1, card: c('2H') }); // 30: Bob's last card; Ann still holds two
    expect(t.scores()).toEqual([0, 1]);
    expect(ev.filter((e) => e.type === 'Scored').map((e) => e.type === 'Scored' && [e.points, e.reason])).toEqual([[1, 'go']]);
    expect(historyOf(t.events).at(-1)!.text).toBe('Bob pegs 1 to 1 (go)'); // as a go said by both (issue 25.8: said once);
    // Ann leads the new count alone; her last card is the last of the play.
    t.do({ type: 'playCard', seat: 0, card: c('9C') });
    t.do({ type: 'playCard', seat: 0, card: c('KC') }); // 19: last card
    expect(t.scores()).toEqual([1, 1]);
    expect(phaseOf(t.state)).toBe('show');
  });
});
