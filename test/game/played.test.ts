/**
 * Cards entered once (issue 25.1): the cards each player laid in the play are that player's hand at the show (002
 * Playing Cards: "When both players have played all four of their cards, they score and peg their hands").
 */
import { describe, expect, test } from 'vitest';
import { cardsFromPlay, cardsPlayedBy } from '../../src/game';
import { Table, c, cs } from './helpers';

/** Plays `[seat, card]` pairs in turn, e.g. `[[1, '10S'], [0, '5H']]`. */
function play(t: Table, cards: readonly (readonly [number, string])[]): void {
  for (const [seat, card] of cards) t.do({ type: 'playCard', seat, card: c(card) });
}

describe('the cards a seat played this round', () => {
  test('a traditional round: each hand is the four cards its player laid, in the order laid; the crib holds none', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('7C') });
    play(t, [
      [1, '10S'],
      [0, '5H'],
      [1, 'KH'],
      [0, '6S'],
      [1, '5C'],
      [0, '4D'],
      [1, '3D'],
      [0, '2C'],
    ]);
    const s = t.state;
    expect(cardsPlayedBy(s.round!, 1)).toEqual(cs('10S KH 5C 3D'));
    expect(cardsFromPlay(s, { seat: 1, crib: false })).toEqual(cs('10S KH 5C 3D'));
    expect(cardsFromPlay(s, { seat: 0, crib: false })).toEqual(cs('5H 6S 4D 2C'));
    expect(cardsFromPlay(s, { seat: 0, crib: true })).toEqual([]);
    // Counted with those cards, as the table sees them: Bob 6 (three fifteens), Ann 8.
    t.do({ type: 'countHand', seat: 1, cards: cardsFromPlay(s, { seat: 1, crib: false }) });
    t.do({ type: 'countHand', seat: 0, cards: cardsFromPlay(t.state, { seat: 0, crib: false }) });
    expect(t.scores()).toEqual([9 + 8, 3 + 6]);
  });

  test('nothing before the play, and nothing when the play was tapped', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(cardsFromPlay(t.state, { seat: 1, crib: false })).toEqual([]);
    t.do({ type: 'turnStarter', card: null });
    t.tap(1, 2, 'play');
    t.do({ type: 'endPlay' });
    expect(cardsFromPlay(t.state, { seat: 1, crib: false })).toEqual([]);
  });

  test('a play cut short gives the cards laid: five-card ends at the first go (002 5-CARD)', () => {
    const t = new Table({ ruleset: 'five-card', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('2C') });
    play(t, [
      [1, 'KS'],
      [0, 'QH'],
      [1, 'JD'],
    ]); // 30: Ann says go, Bob says go, the play is over
    t.do({ type: 'go', seat: 0 });
    if (t.state.round!.pegging?.over !== true) t.do({ type: 'go', seat: 1 });
    expect(cardsFromPlay(t.state, { seat: 1, crib: false })).toEqual(cs('KS JD'));
    expect(cardsFromPlay(t.state, { seat: 0, crib: false })).toEqual(cs('QH'));
  });

  test('Noddy counts the hands before the play (002 NODDY): nothing is known of them at the show', () => {
    const t = new Table({ ruleset: 'noddy', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('2C') });
    expect(t.state.round!.steps).toEqual(['starter', 'show', 'play']);
    expect(cardsFromPlay(t.state, { seat: 1, crib: false })).toEqual([]);
  });

  test("Solitaire: the blind crib's two cards, laid in the play, are the crib's (002 SOLITAIRE CRIBBAGE)", () => {
    const t = new Table({ ruleset: 'solitaire', players: ['Ann'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('2C') });
    play(t, [
      [0, '3H'],
      [1, '9S'],
      [0, '4H'],
      [1, 'KD'],
      [0, 'AH'],
      [0, '2H'],
    ]);
    expect(cardsFromPlay(t.state, { seat: 0, crib: false })).toEqual(cs('3H 4H AH 2H'));
    expect(cardsFromPlay(t.state, { seat: 0, crib: true })).toEqual(cs('9S KD'));
  });

  test("Cribbage is not Enough (two decks): each hand is its own deck's cards, the same face in both decks kept apart", () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnTops', tops: [c('2C'), c('2D')] });
    play(t, [
      [1, '9H'],
      [0, '9H'],
    ]);
    expect(cardsFromPlay(t.state, { seat: 1, crib: false })).toEqual(cs('9H'));
    expect(cardsFromPlay(t.state, { seat: 0, crib: false })).toEqual(cs('9H'));
  });
});
