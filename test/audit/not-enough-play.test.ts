import { describe, expect, test } from 'vitest';
import { Table, c } from '../game/helpers';

/** Two players of Cribbage is not Enough (000): Ann (grey) deals, Bob (blue) is the first player; number Tops. */
function two(): Table {
  const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'] });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnTops', tops: [c('5C'), c('5D')] });
  return t;
}

describe('audit: the play of Cribbage is not Enough (000 "31 count")', () => {
  // 000 "31 count": "If all players say 'go', the player who last placed a card pegs 1. The player who pegged begins
  // the count again starting with their next card." (RULES.md does not override who leads in 000.)
  test('000 "31 count": after a go, the player who pegged the go begins the next count', () => {
    const t = two();
    t.do({ type: 'playCard', seat: 1, card: c('10H') });
    t.do({ type: 'playCard', seat: 0, card: c('KS') });
    t.do({ type: 'playCard', seat: 1, card: c('9H') }); // 29
    t.do({ type: 'go', seat: 0 });
    t.do({ type: 'go', seat: 1 }); // Bob placed the last card: he pegs 1
    expect(t.scores()).toEqual([0, 1]);
    expect(t.state.round!.pegging!.next).toBe(1); // Bob, who pegged, leads the new count
  });

  test('000 "31 count": after 31, the player who pegged the 31 begins the next count', () => {
    const t = two();
    t.do({ type: 'playCard', seat: 1, card: c('10H') });
    t.do({ type: 'playCard', seat: 0, card: c('KS') });
    t.do({ type: 'playCard', seat: 1, card: c('AH') });
    t.do({ type: 'playCard', seat: 0, card: c('QS') }); // 31 for 2 to Ann
    expect(t.scores()).toEqual([2, 0]);
    expect(t.state.round!.pegging!.next).toBe(0); // Ann, who pegged, leads the new count
  });

  // 000 "31 count": "Pairs peg 2 each unique card combo ... (Similarly, three-of-a-kind pegs 6 and four-of-a-kind
  // pegs 12)". With two decks a fifth card of a rank can be played: its 10 unique pairs peg 20 (the show's own
  // counter already scores every pair: src/rules/combinations.ts, n(n-1)).
  test('000 "31 count": a fifth ace from the other deck pegs 20 (ten unique pairs), not 12', () => {
    const t = two();
    t.do({ type: 'playCard', seat: 1, card: c('AH') }); // blue
    t.do({ type: 'playCard', seat: 0, card: c('AH') }); // grey: pair, 2
    t.do({ type: 'playCard', seat: 1, card: c('AS') }); // pair royal, 6
    t.do({ type: 'playCard', seat: 0, card: c('AS') }); // double pair royal, 12
    expect(t.scores()).toEqual([14, 6]);
    t.do({ type: 'playCard', seat: 1, card: c('AC') }); // count 5: five aces
    expect(t.scores()).toEqual([14, 26]);
  });
});
