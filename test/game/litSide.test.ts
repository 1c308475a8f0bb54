/**
 * The pad a table lights (issue 37.10): the one side whose count is due, and none while a count is due that either
 * side may take. 000 "Intelligence Bonus": the PLAYER with the most Intel in hand scores the bonus, a tie (even at 0)
 * means nobody, so until the table says who, neither pad is the one due (a 2-player game lit Ann's, the first ready).
 */
import { describe, expect, test } from 'vitest';
import { currentStep, litSide, nextStepOf } from '../../src/game';
import { Table } from './helpers';

describe('litSide', () => {
  test("traditional: the pone's pad, then the dealer's (002 THE SHOW: the pone counts first)", () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(0, 2, 'play');
    expect(litSide(t.state)).toBe(null); // the play: no count is due
    t.do({ type: 'endPlay' });
    expect(litSide(t.state)).toBe(1);
    t.tap(1, 4, 'hand');
    expect(litSide(t.state)).toBe(0);
  });

  test("000, two players at the Intel bonus: neither pad is lit, and the bar says the winner's pad takes it", () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand');
    t.tap(0, 6, 'hand');
    expect(currentStep(t.state)).toBe('intel');
    expect(litSide(t.state)).toBe(null);
    expect(nextStepOf(t.state)).toMatchObject({ text: "The Intel bonus: who has the most Intel in hand, or tap the points on the winner's pad." });
  });
});
