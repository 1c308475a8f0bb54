/**
 * A deal out of turn (issue 37.6). No rulebook scores it: 002 TRADITIONAL RULES (Playing Cards) says "The deal
 * alternates between the players"; 003 OTHER IMPORTANT RULES 14 penalises a peg moved out of turn, not a deal. So the
 * table names who deals, for no points: the next deal when it is due, or this round's deal again before its starter
 * is turned; a penalty of the deal (003 rules 2 to 8) then falls on the dealer named.
 */
import { describe, expect, test } from 'vitest';
import { dealChange, dealerWords, defaultOffender, historyOf, nextCount, PENALTIES } from '../../src/game';
import { Table, c } from './helpers';

/** Ends the play and counts every count due as 0: the round is done. */
function finishRound(t: Table): void {
  t.do({ type: 'endPlay' });
  for (let turn = nextCount(t.state); turn; turn = nextCount(t.state)) t.tap(t.state.seats[turn.seat]!.side, 0, turn.crib ? 'crib' : 'hand', turn.seat);
}

const RULE_4 = PENALTIES.find((p) => p.id === 'rule-4')!;

describe('a deal out of turn', () => {
  test('before the starter: Bob dealt round 1, not Ann; he is named, the pone and the count order follow, nothing is pegged', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(dealChange(t.state)).toEqual({ when: 'again', dealer: 0 });
    expect(dealerWords(t.state)?.choices).toEqual([{ seat: 1, label: 'Bob deals round 1' }]);
    t.do({ type: 'deal', dealer: 1 });
    expect(t.state.round).toMatchObject({ number: 1, dealer: 1, pone: 0 });
    expect(t.scores()).toEqual([0, 0]);
    expect(historyOf(t.events).at(-1)?.text).toBe('New deal by Bob');
    // Rule 4 (too few cards) now falls on Bob, who dealt.
    expect(defaultOffender(t.state, RULE_4)).toBe(1);
    // The round goes on from him: Ann (pone) counts first, Bob his hand, then his crib.
    t.do({ type: 'turnStarter', card: c('5H') });
    expect(dealChange(t.state)).toBeNull();
    t.fail({ type: 'deal', dealer: 0 }, 'wrong-phase');
    t.do({ type: 'endPlay' });
    expect(nextCount(t.state)).toEqual({ seat: 0, crib: false });
  });

  test("at the next deal: Ann deals round 2 out of turn (Bob by turn); round 3 is then Bob's by turn", () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    finishRound(t);
    expect(dealChange(t.state)).toEqual({ when: 'next', dealer: 1 });
    expect(dealerWords(t.state)?.choices.map((x) => x.label)).toEqual(['Ann deals', 'Bob deals (by turn)']);
    t.do({ type: 'deal', dealer: 0 });
    expect(t.state.round).toMatchObject({ number: 2, dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    finishRound(t);
    t.do({ type: 'deal' });
    expect(t.state.round).toMatchObject({ number: 3, dealer: 1 });
  });

  test("004's dealer bonus goes with the deal: Ann's 3 is taken back and Bob, who dealt, pegs 3 (004 SET UP)", () => {
    const t = new Table({ ruleset: 'boxed-set', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(t.scores()).toEqual([3, 0]);
    t.do({ type: 'deal', dealer: 1 });
    expect(t.scores()).toEqual([0, 3]);
  });

  test('three players: Cy named dealer of round 1; Ann, on his left, is pone', () => {
    const t = new Table({ ruleset: 'three-player', players: ['Ann', 'Bob', 'Cy'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'deal', dealer: 2 });
    expect(t.state.round).toMatchObject({ dealer: 2, pone: 0 });
  });
});
