import { describe, expect, test } from 'vitest';
import { Table, c, cs } from './helpers';

/** Ann deals; Bob (pone) counts first with starter 5S. Bob's hand 10H 5D 6C 9S is worth 8. */
function toShow(options: { muggins?: boolean } = {}, ruleset: 'traditional' | 'four-player' = 'traditional') {
  const players = ruleset === 'traditional' ? ['Ann', 'Bob'] : ['Ann', 'Bob', 'Cy', 'Di'];
  const t = new Table({ ruleset, players, options: { muggins: options.muggins ?? true } });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: c('5S') });
  t.do({ type: 'endPlay' });
  return t;
}

describe('muggins (RULES.md Muggins; 003 MUGGINS)', () => {
  test('003 MUGGINS: the caller pegs the points a player missed, with the missed items shown', () => {
    const t = toShow();
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S'), claimed: 6 });
    expect(t.scores()).toEqual([0, 6]);
    const ev = t.do({ type: 'muggins', caller: 0 });
    expect(ev[0]).toMatchObject({ type: 'MugginsCalled', caller: 0, against: 1, points: 2, kept: true });
    // The claim of 6 missed 2 points: the likely miss is one item worth 2 (a fifteen of 6 + 9 rather than the pair).
    const missed = ev[0]!.type === 'MugginsCalled' ? ev[0]!.missed : [];
    expect(missed.reduce((t, i) => t + i.points, 0)).toBe(2);
    expect(missed.length).toBe(1);
    expect(t.scores()).toEqual([2, 6]);
    t.fail({ type: 'muggins', caller: 0 }, 'no-claim');
  });
  test('003 MUGGINS (Crib Zones): the caller may give the points back', () => {
    const t = toShow();
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S'), claimed: 6 });
    t.do({ type: 'muggins', caller: 0, keep: false });
    expect(t.scores()).toEqual([0, 8]);
  });
  test('muggins off: missed points stay missed', () => {
    const t = toShow({ muggins: false });
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S'), claimed: 6 });
    t.fail({ type: 'muggins', caller: 0 }, 'muggins-off');
  });
  test('a right count cannot be mugged; a player cannot mug himself', () => {
    const t = toShow();
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S') });
    t.fail({ type: 'muggins', caller: 0 }, 'nothing-missed');
    t.fail({ type: 'muggins', caller: 1 }, 'partner');
  });
  test('003 rule 12: an over-claim moves back the excess and the opponent adds the same', () => {
    const t = toShow({ muggins: false });
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S'), claimed: 11 });
    expect(t.scores()).toEqual([0, 11]);
    t.do({ type: 'muggins', caller: 0 });
    expect(t.scores()).toEqual([3, 8]);
  });
  test('a tapped count is checked from the cards the caller enters', () => {
    const t = toShow();
    t.tap(1, 4, 'hand');
    t.fail({ type: 'muggins', caller: 0 }, 'no-claim');
    t.do({ type: 'muggins', caller: 0, cards: cs('10H 5D 6C 9S') });
    expect(t.scores()).toEqual([4, 4]);
  });
  test('000: partners never mug their own team', () => {
    const t = toShow({}, 'four-player');
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S'), claimed: 6 });
    t.fail({ type: 'muggins', caller: 1 }, 'partner'); // Bob's own team (Bob & Di)
    t.do({ type: 'muggins', caller: 0 });
    expect(t.scores()).toEqual([2, 6]);
  });
});

describe('issue 15 item 1: muggins on a tapped count, the starter turned without entering it', () => {
  test('the call asks for the starter, then works with it and the counted cards', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 1 }); // Bob deals; Ann is pone and counts first
    t.do({ type: 'turnStarter', card: null });
    t.tap(0, 12, 'hand'); // Ann taps 12 for 4H 5H 6D 6C with KS cut; it is worth 14
    t.fail({ type: 'muggins', caller: 1, cards: cs('4H 5H 6D 6C') }, 'no-claim'); // the starter is unknown
    const ev = t.do({ type: 'muggins', caller: 1, cards: cs('4H 5H 6D 6C'), starter: c('KS') });
    expect(ev[0]).toMatchObject({ type: 'MugginsCalled', points: 2 });
    // issue 15 item 3: the likely miss is the 5-K fifteen with the starter, not a 4-5-6 fifteen of the double run.
    expect(ev[0]!.type === 'MugginsCalled' && ev[0]!.missed.map((i) => i.cards)).toEqual([['5H', 'KS']]);
    expect(t.scores()).toEqual([12, 2]);
  });
});
