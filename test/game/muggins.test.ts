import { describe, expect, test } from 'vitest';
import { historyOf } from '../../src/game';
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

describe('issue 24 item 6: muggins on any enemy count of the round until the next deal (001, 003 MUGGINS; 000)', () => {
  /** Ann deals; Bob counts 10H 5D 6C 9S (worth 8 with 5S) as 6, Ann counts her hand and crib right. */
  function counted(options: { mugginsBeforeNextCount?: boolean } = {}) {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true, ...options } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('5S') });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S'), claimed: 6 });
    t.do({ type: 'countHand', seat: 0, cards: cs('AH 2C 3D KS') }); // K+5, 2+3+K fifteens (4) and the run A-2-3 (3): 7
    t.do({ type: 'countCrib', seat: 0, cards: cs('7H 8C QD JH') }); // 7+8, Q+5, J+5: three fifteens, 6
    return t;
  }

  test("once Ann (the dealer) has counted her hand and crib, she may still mug Bob's hand, counted first", () => {
    const t = counted();
    const bobsHand = t.state.round!.claims[0]!;
    expect(bobsHand).toMatchObject({ seat: 1, claimed: 6, total: 8 });
    const ev = t.do({ type: 'muggins', caller: 0, of: bobsHand.n });
    expect(ev[0]).toMatchObject({ type: 'MugginsCalled', caller: 0, against: 1, points: 2, of: bobsHand.n });
    expect(t.scores()).toEqual([7 + 6 + 2, 6]);
    // Each count is mugged once.
    t.fail({ type: 'muggins', caller: 0, of: bobsHand.n }, 'no-claim');
  });

  test('a count of an earlier deal is closed: the next deal ends muggins on it', () => {
    const t = counted();
    const n = t.state.round!.claims[0]!.n;
    t.do({ type: 'deal' });
    t.fail({ type: 'muggins', caller: 0, of: n }, 'no-claim');
  });

  test('the house rule "only before the next count" refuses a count that another count has followed', () => {
    const t = counted({ mugginsBeforeNextCount: true });
    t.fail({ type: 'muggins', caller: 0, of: t.state.round!.claims[0]!.n }, 'wrong-phase');
  });

  test('000: muggins on a hand waits for the count and the Intel bonus; on a crib, until the crib points are counted', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnTops', tops: [c('5C'), c('5D')] });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5H 6C 9S'), claimed: 2 }); // worth 8 with Bob's Top 5D
    const bobsHand = t.state.round!.claims[0]!.n;
    // 000: "After the count and the intel bonus, if any player sees points in an enemy hand that haven't been counted ..."
    t.fail({ type: 'muggins', caller: 0, of: bobsHand }, 'wrong-phase');
    t.tap(0, 0, 'hand');
    t.fail({ type: 'muggins', caller: 0, of: bobsHand }, 'wrong-phase');
    t.do({ type: 'intel', seat: null });
    t.do({ type: 'muggins', caller: 0, of: bobsHand });
    expect(t.scores()).toEqual([6, 2]);
    t.do({ type: 'battle', winner: null });
    t.do({ type: 'cradle', by: null, action: 'none' });
    t.tap(1, 2, 'crib', 1); // Bob's team crib (the non-dealer's team counts first)
    const bobsCrib = t.state.round!.claims.at(-1)!.n;
    // "After the crib points have been counted, Muggins rules apply": not before Ann's crib is counted too.
    t.fail({ type: 'muggins', caller: 0, of: bobsCrib, cards: cs('AH 2H 3H 4H') }, 'wrong-phase');
  });
});

describe('issue 24 item 7: muggins on pegging (001: "in their hand or in pegging"; 003 MUGGINS: "while counting their hand or pegging")', () => {
  /** Ann deals; the play by taps. */
  function play(ruleset: 'traditional' | 'crib-wars' = 'traditional') {
    const t = new Table({ ruleset, players: ['Ann', 'Bob'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    return t;
  }

  test('Bob pegs 2 for the 6 on 4H 5S (fifteen two); Ann enters the count 4H 5S 6D: a run of three missed, she pegs 3', () => {
    const t = play();
    t.tap(1, 2, 'play', 1);
    const peg = t.state.round!.lastPeg!;
    expect(peg).toMatchObject({ side: 1, claimed: 2 });
    const ev = t.do({ type: 'muggins', caller: 0, of: peg.n, cards: cs('4H 5S 6D') });
    expect(ev[0]).toMatchObject({ type: 'MugginsCalled', caller: 0, against: 1, points: 3, pegging: true });
    expect(ev[0]!.type === 'MugginsCalled' && ev[0]!.missed.map((i) => i.kind)).toEqual(['run']);
    expect(t.scores()).toEqual([3, 2]);
    expect(historyOf(t.events).at(-2)!.text).toBe("Muggins! Ann finds 3 missed in Bob's pegging: a run of three for 3");
    t.fail({ type: 'muggins', caller: 0, of: peg.n, cards: cs('4H 5S 6D') }, 'no-claim');
  });

  test('an over-pegged card is moved back (003 rule 12) and the caller adds the excess', () => {
    const t = play();
    t.tap(1, 5, 'play', 1);
    t.do({ type: 'muggins', caller: 0, of: t.state.round!.lastPeg!.n, cards: cs('7S 8D') }); // fifteen two: 3 too many
    expect(t.scores()).toEqual([3, 2]);
  });

  test('the next peg move of the play closes it; the caller must be an opponent; the cards must be a count of the play', () => {
    const t = play();
    t.tap(1, 2, 'play', 1);
    const n = t.state.round!.lastPeg!.n;
    t.fail({ type: 'muggins', caller: 1, of: n, cards: cs('7S 8D') }, 'partner');
    t.fail({ type: 'muggins', caller: 0, of: n, cards: cs('KS QD JH 5C 4C') }, 'bad-command'); // 39: past 31
    t.fail({ type: 'muggins', caller: 0, of: n }, 'no-claim'); // no cards
    t.tap(0, 1, 'go', 0);
    t.fail({ type: 'muggins', caller: 0, of: n, cards: cs('4H 5S 6D') }, 'no-claim');
  });

  test('Crib Wars: muggins on pegging only while the pegging peg is in Muggers Alley (001)', () => {
    const t = play('crib-wars');
    t.tap(1, 130, 'correction');
    t.tap(1, 2, 'play', 1);
    t.fail({ type: 'muggins', caller: 0, of: t.state.round!.lastPeg!.n, cards: cs('4H 5S 6D') }, 'outside-alley');
  });

  test('cards of the play entered one by one are pegged by the app: nothing to mug', () => {
    const t = play();
    t.do({ type: 'playCard', seat: 1, card: c('7S') });
    t.do({ type: 'playCard', seat: 0, card: c('8D') });
    expect(t.state.round!.lastPeg).toBeNull();
  });
});

describe('issue 24 items 4 and 8: one muggins rule for every way in', () => {
  test('item 4: a muggins score typed on the keypad is refused while every opponent is past Muggers Alley (001)', () => {
    const t = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(0, 200, 'correction');
    t.fail({ type: 'score', side: 1, points: 2, reason: 'muggins' }, 'outside-alley');
    const u = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob'] });
    u.do({ type: 'cutForDeal', dealer: 0 });
    u.tap(0, 100, 'correction');
    u.tap(1, 2, 'muggins');
    expect(u.scores()).toEqual([100, 2]);
  });

  test('item 8: with "a muggins caller may give the points back" off, the engine refuses giving them back', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true, mugginsGiveBack: false } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('5S') });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S'), claimed: 6 });
    t.fail({ type: 'muggins', caller: 0, keep: false }, 'bad-command');
    t.do({ type: 'muggins', caller: 0 });
    expect(t.scores()).toEqual([2, 6]);
  });
});

describe('issue 24 item 9: a side that folds in a penalty box pegs and counts nothing more that round (001, 003)', () => {
  test("Bob lands in a box in the play: his pegging, his muggins and his hand are refused; Ann's are not", () => {
    const t = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(1, 173, 'correction');
    t.do({ type: 'turnStarter', card: null });
    t.tap(1, 2, 'play', 1); // 175: box 1, folds, back 20; Ann ahead 20
    expect(t.scores()).toEqual([20, 155]);
    t.fail({ type: 'score', side: 1, points: 2, reason: 'play', seat: 1 }, 'sitting-out');
    t.fail({ type: 'score', side: 1, points: 1, reason: 'go', seat: 1 }, 'sitting-out');
    t.fail({ type: 'score', side: 1, points: 2, reason: 'muggins' }, 'sitting-out');
    t.tap(0, 2, 'play', 0);
    expect(t.scores()).toEqual([22, 155]);
    t.do({ type: 'endPlay' });
    t.fail({ type: 'score', side: 1, points: 4, reason: 'hand', seat: 1 }, 'sitting-out');
    t.tap(0, 4, 'hand');
    expect(t.scores()).toEqual([26, 155]);
  });
});

describe('issue 24 item 7: muggins on pegging ends with the play', () => {
  test('once the play is over its last pegging score is no longer open', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.tap(1, 2, 'play', 1);
    const n = t.state.round!.lastPeg!.n;
    t.do({ type: 'endPlay' });
    t.fail({ type: 'muggins', caller: 0, of: n, cards: cs('4H 5S 6D') }, 'no-claim');
  });
});
