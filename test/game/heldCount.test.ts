/**
 * A count tapped while the app holds all its cards (issue 37.2): the play entered card by card gives each hand its
 * four cards (002 TRADITIONAL RULES, Playing Cards: "When both players have played all four of their cards, they
 * score and peg their hands"), so the app knows what a tapped count should be and says it at once.
 */
import { describe, expect, test } from 'vitest';
import { announce, countOffer, heldCount, historyOf, mugChances, mugOffer, mugOfferWords } from '../../src/game';
import { lastChange } from '../../src/game/log/timeline';
import { Table, c, cs } from './helpers';

/** Ann deals; starter 7♣; Bob (pone) lays 10♠ K♥ 5♣ 3♦ and Ann 5♥ 6♠ 4♦ 2♣, each pegged as it lands. */
function playedOut(muggins: boolean): Table {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins } });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: c('7C') });
  const cards: [number, string][] = [
    [1, '10S'],
    [0, '5H'],
    [1, 'KH'],
    [0, '6S'],
    [1, '5C'],
    [0, '4D'],
    [1, '3D'],
    [0, '2C'],
  ];
  for (const [seat, card] of cards) t.do({ type: 'playCard', seat, card: c(card) });
  return t;
}

describe('a count tapped while the app holds its cards', () => {
  test("Bob's 10♠ K♥ 5♣ 3♦ with 7♣ make 6 (three fifteens, 002 scoring chart)", () => {
    const t = playedOut(false);
    const held = heldCount(t.state);
    expect(held?.turn).toEqual({ seat: 1, crib: false });
    expect(held?.cards).toEqual(cs('10S KH 5C 3D'));
    expect(held?.total).toBe(6);
  });

  test('muggins off: tapping 3 is offered the 6 the cards make before anything is pegged', () => {
    const t = playedOut(false);
    const before = t.scores();
    const offer = countOffer(t.state, { side: 1, points: 3, reason: 'hand' });
    expect(offer).toEqual({
      title: "Bob's hand makes 6",
      words: '10♠ K♥ 5♣ 3♦ with 7♣: fifteen two, fifteen four, and fifteen six. You tapped 3.',
      total: 6,
      tapped: 3,
      right: 'Peg 6',
      asTapped: 'Peg 3 as tapped',
    });
    expect(t.scores()).toEqual(before);
    // The right count tapped is not questioned.
    expect(countOffer(t.state, { side: 1, points: 6, reason: 'hand' })).toBeNull();
  });

  test('muggins on: the tap pegs 3 as claimed, the words say the cards make 6, and Ann may call the 3 missed', () => {
    const t = playedOut(true);
    expect(countOffer(t.state, { side: 1, points: 3, reason: 'hand' })).toBeNull();
    const before = t.scores()[1]!;
    t.tap(1, 3, 'hand');
    expect(t.scores()[1]).toBe(before + 3);
    const change = lastChange(t.timeline, t.events.at(-1));
    expect(announce(change!)).toBe(`Bob's hand, 10♠ K♥ 5♣ 3♦: fifteen two, fifteen four, and fifteen six; claimed 3. Bob pegs 3 to ${before + 3} (hand)`);
    expect(historyOf(t.events).at(-2)?.text).toBe("Bob's hand, 10♠ K♥ 5♣ 3♦: fifteen two, fifteen four, and fifteen six; claimed 3");
    const chances = mugChances(t.state);
    expect(chances.map((ch) => [ch.target.kind, ch.target.kind === 'count' ? ch.target.claim.total : null, ch.callers])).toEqual([['count', 6, [0]]]);
  });

  test('a tapped play keeps no cards: nothing is held, the tap pegs as it was', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('7C') });
    t.do({ type: 'endPlay' });
    expect(heldCount(t.state)).toBeNull();
    expect(countOffer(t.state, { side: 1, points: 3, reason: 'hand' })).toBeNull();
  });
});

describe("an over-claim's call says its gain (issue 37.9; 003 OTHER IMPORTANT RULES 12)", () => {
  test('Bob claims 8 for the 6: "Ann: move Bob back 2 (Ann +2)"; without the house rule, no gain', () => {
    const t = playedOut(true);
    const bob = { counter: 'Bob', what: 'hand', pegging: false, claimed: 8, total: 6 };
    const ann = [{ id: 0, name: 'Ann', team: false }];
    const label = (options: { muggins: boolean; mugginsGiveBack: boolean; overClaimPenalty: boolean }) =>
      mugOfferWords(mugOffer(options, 8, 6), bob, ann, false).calls.map((c) => c.label);
    expect(label(t.state.setup.options)).toEqual(['Ann: move Bob back 2 (Ann +2)']);
    const u = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { overClaimPenalty: false } });
    expect(label(u.state.setup.options)).toEqual(['Ann: move Bob back 2']);
  });
});
