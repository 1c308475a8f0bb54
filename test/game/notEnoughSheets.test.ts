import { describe, expect, test } from 'vitest';
import {
  battlePlan,
  battleResultWords,
  battleWinner,
  decksPickWords,
  roundMissingPips,
  seatDeck,
  teamDecks,
  topsRuleWords,
  topsTurnWords,
  type DeckPips,
} from '../../src/game/rulesets/notEnough';
import { c, cs, Table } from './helpers';

/** Issue 33 item 2: Cribbage is not Enough's sheets read the engine (000). */
const PIPS: DeckPips = {
  grey: { JH: { intel: 2, might: 3, magic: 1 }, KC: { intel: 1, might: 2, magic: 4 } },
  blue: { KS: { intel: 3, might: 1, magic: 0 }, AD: { intel: 1, might: 2, magic: 3 } },
};

/** Ann (grey) deals to Bob (blue); Tops KC (Might) and AD (Magic); Bob wins the Intel bonus. */
function battleReady(): Table {
  const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'], pips: PIPS });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnTops', tops: [c('KC'), c('AD')] });
  t.do({ type: 'useTop', side: 0, use: 'might' });
  t.do({ type: 'useTop', side: 1, use: 'magic' });
  t.do({ type: 'endPlay' });
  t.do({ type: 'countHand', seat: 1, cards: cs('KS 3H 4H 7D') });
  t.do({ type: 'countHand', seat: 0, cards: cs('JH 5C 6D 2S') });
  t.do({ type: 'intel' });
  return t;
}

describe('Cribbage is not Enough’s sheets (000)', () => {
  test('"Battle for the Crib": the single highest total wins both cribs; a tie leaves each team its own', () => {
    const t = battleReady();
    const plan = battlePlan(t.state);
    if (!plan.ok) throw new Error(plan.error.message);
    // Ann rolls 5 dice and adds nothing; Bob 1 die + 2 Might from Ann's Top for the Intel bonus.
    expect(battleWinner(plan.value, [[1, 1, 1, 1, 1], [4]])).toBe(1); // 5 against 6
    expect(battleWinner(plan.value, [[6, 6, 1, 1, 1], [4]])).toBe(0); // 15 against 6
    expect(battleWinner(plan.value, [[1, 1, 1, 1, 2], [4]])).toBeNull(); // 6 and 6
    expect(battleResultWords(t.state, 1)).toBe('Bob wins both cribs.');
    expect(battleResultWords(t.state, null)).toBe('A tie: each team keeps its own crib.');
    // The engine's decision agrees with the sheet's: Bob's 6 beats Ann's 5.
    t.do({ type: 'battle', dice: [[1, 1, 1, 1, 1], [4]] });
    expect(t.events.at(-1)).toMatchObject({ type: 'BattleFought', winner: 1 });
  });

  test('a seat’s deck: each team plays its own; none in a game of one deck or before the deal', () => {
    const t = battleReady();
    expect(teamDecks(t.state)).toBe(true);
    expect([seatDeck(t.state, 0), seatDeck(t.state, 1)]).toEqual(['grey', 'blue']);
    const fresh = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'] });
    expect(fresh.state.started && seatDeck(fresh.state, 0)).toBeUndefined();
    const traditional = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    traditional.do({ type: 'cutForDeal', dealer: 0 });
    expect(teamDecks(traditional.state)).toBe(false);
    expect(seatDeck(traditional.state, 1)).toBeUndefined();
    expect(roundMissingPips(traditional.state)).toEqual([]);
  });

  test('the pips the table asks for: J/Q/K/A entered this round whose numbers are not known, by deck', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'], pips: PIPS });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnTops', tops: [c('QD'), c('9H')] });
    expect(roundMissingPips(t.state)).toEqual([{ deck: 'grey', card: c('QD') }]);
  });

  test('"Scoring from the top" in words: a jack on a Top pegs 2 for the dealer’s team, a queen −2', () => {
    expect(topsTurnWords('Ann', false)).toBe("Each team's deck is split and its Top turned (000): a jack: Ann pegs 2, a queen −2.");
    expect(topsTurnWords('Ann', true)).toBe("Each team's deck is split and its Top turned (000): a jack pegs 2 for Ann's team, a queen −2.");
    expect(topsRuleWords('Ann', false)).toBe('A jack on a Top: Ann pegs 2, a queen −2.');
    expect(topsRuleWords('Ann', true)).toBe("A jack on a Top pegs 2 for Ann's team, a queen −2.");
    expect(decksPickWords('Ann')).toBe('Ann picks the decks');
  });
});
