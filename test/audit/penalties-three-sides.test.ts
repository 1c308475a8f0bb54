import { describe, expect, test } from 'vitest';
import { Table } from '../game/helpers';

/**
 * Audit: outside Crib Wars a 2-point penalty is not paid to every opponent. RULES.md "Penalties": "rule 3
 * (non-dealer's card exposed in the deal: non-dealer +2, new deal allowed) ... 10 (false go: the other player +2
 * ...) ... Crib Wars: a 2-point penalty is offered to **every** other opponent"; the house option
 * `penaltyToEveryOpponent` is false by default outside Crib Wars. 003 OTHER IMPORTANT RULES 3: "If a non dealer's
 * card is exposed in dealing, the non dealer scores 2 points"; 10: "the other player scores 2 points".
 *
 * In a three-player game (002 3-PLAYER) the app pays both other players, as the penalty sheet calls it (no `to`).
 */
function threePlayer(): Table {
  const t = new Table({ ruleset: 'three-player', players: ['Ann', 'Bob', 'Cy'] });
  t.do({ type: 'cutForDeal', dealer: 0 });
  return t;
}

const total = (scores: number[]) => scores.reduce((a, b) => a + b, 0);

describe('audit: penalties at a table of three sides without Crib Wars (RULES.md Penalties; 003 rules 3 and 10)', () => {
  test('003 rule 3: one non-dealer\'s card exposed: that non-dealer scores 2, 2 points in all', () => {
    const t = threePlayer();
    expect(t.state.setup.options.penaltyToEveryOpponent).toBe(false);
    t.do({ type: 'penalty', rule: 'rule-3' });
    expect(total(t.scores())).toBe(2);
  });

  test('003 rule 10: a false go: the other player scores 2, 2 points in all', () => {
    const t = threePlayer();
    t.do({ type: 'penalty', rule: 'rule-10', offender: 1 });
    expect(total(t.scores())).toBe(2);
  });
});
