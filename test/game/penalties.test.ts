import { describe, expect, test } from 'vitest';
import { PENALTIES, penaltyById, phaseOf } from '../../src/game';
import { Table, c } from './helpers';

function dealt(ruleset: 'traditional' | 'crib-wars' | 'four-player' | 'three-player' | 'noddy' = 'traditional', players = ['Ann', 'Bob']) {
  const t = new Table({ ruleset, players });
  t.do({ type: 'cutForDeal', dealer: 0 });
  return t;
}

describe('penalties (003 OTHER IMPORTANT RULES 1-16; 000 table talk)', () => {
  test('the catalogue has the 16 rules and table talk, each with its source', () => {
    const numbers = new Set(PENALTIES.map((p) => p.number).filter((n) => n !== null));
    expect([...numbers].sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(penaltyById('rule-15')).toMatchObject({ gain: 'points', role: 'opponents', points: 2, newDeal: 'required' });
    expect(penaltyById('table-talk')!.source).toBe('000 Table Talk Penalty');
  });
  test('003 rule 10: a false go gives the other player 2', () => {
    const t = dealt();
    t.do({ type: 'penalty', rule: 'rule-10', offender: 0 });
    expect(t.scores()).toEqual([0, 2]);
  });
  test('003 rule 15: cards mixed with the crib: opponent +2 and a new deal by the same dealer', () => {
    const t = dealt();
    t.do({ type: 'turnStarter', card: null });
    const ev = t.do({ type: 'penalty', rule: 'rule-15', offender: 1 });
    expect(ev.map((e) => e.type)).toEqual(['PenaltyApplied', 'Scored', 'RoundStarted']);
    expect(t.scores()).toEqual([2, 0]);
    expect(phaseOf(t.state)).toBe('deal');
    expect(t.state.round).toMatchObject({ number: 1, dealer: 0 });
  });
  test("003 rule 3: a new deal is the victim's choice", () => {
    const t = dealt();
    t.do({ type: 'penalty', rule: 'rule-3', offender: 0 });
    expect(t.events.at(-1)!.type).toBe('Scored');
    t.do({ type: 'penalty', rule: 'rule-3', offender: 0, newDeal: true });
    expect(t.events.at(-1)!.type).toBe('RoundStarted');
    expect(t.scores()).toEqual([0, 4]);
  });
  test('003 rule 12: pegging too many: back by the excess, and the opponent adds it', () => {
    const t = dealt();
    t.do({ type: 'turnStarter', card: null });
    t.tap(0, 10, 'play');
    t.do({ type: 'penalty', rule: 'rule-12', offender: 0, points: 3 });
    expect(t.scores()).toEqual([7, 3]);
    t.fail({ type: 'penalty', rule: 'rule-12', offender: 0 }, 'bad-points');
  });
  test('003 rule 11: refusing a penalty lets the opponent claim the game', () => {
    const t = dealt();
    t.fail({ type: 'penalty', rule: 'rule-11', offender: 0 }, 'bad-command');
    t.do({ type: 'penalty', rule: 'rule-11', offender: 0, claim: true });
    expect(t.state.outcome).toEqual({ winner: 1, reason: 'claimed', skunk: 0, games: 1 });
    t.fail({ type: 'score', side: 0, points: 2, reason: 'play' }, 'game-over');
  });
  test('000 table talk: the other team +1, +2 if both partners talked', () => {
    const t = dealt('four-player', ['Ann', 'Bob', 'Cy', 'Di']);
    t.do({ type: 'penalty', rule: 'table-talk', offender: 1 });
    t.do({ type: 'penalty', rule: 'table-talk', offender: 1, points: 2 });
    expect(t.scores()).toEqual([3, 0]);
    t.fail({ type: 'penalty', rule: 'table-talk', offender: 1, points: 3 }, 'bad-points');
  });
  test('001 Crib Wars: a 2-point penalty goes to every other opponent, each of whom may decline', () => {
    const t = dealt('crib-wars', ['Ann', 'Bob', 'Cy']);
    t.do({ type: 'penalty', rule: 'rule-16', offender: 0, declined: [2] });
    expect(t.scores()).toEqual([0, 2, 0]);
    t.do({ type: 'penalty', rule: 'rule-14', offender: 0 });
    expect(t.scores()).toEqual([0, 4, 2]);
  });
  test('unknown rules and sides are refused', () => {
    const t = dealt();
    t.fail({ type: 'penalty', rule: 'rule-99', offender: 0 }, 'no-penalty');
    t.fail({ type: 'penalty', rule: 'rule-16', offender: 5 }, 'no-such-side');
  });
});

describe('003 rule 10 with the cards of the play entered', () => {
  test('a false go: the other player +2 and the cards that should have been played are dead', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('2D') });
    t.do({ type: 'playCard', seat: 1, card: c('KS') });
    t.do({ type: 'playCard', seat: 0, card: c('QS') });
    t.do({ type: 'playCard', seat: 1, card: c('5S') }); // 25
    t.do({ type: 'go', seat: 0 }); // Ann says go, but held an ace
    t.do({ type: 'playCard', seat: 1, card: c('4S') }); // 29: Bob plays on; the error stands
    t.do({ type: 'penalty', rule: 'rule-10', offender: 0, dead: { seat: 0, cards: 1 } });
    expect(t.scores()).toEqual([0, 2]);
    expect(t.state.round!.pegging!.remaining).toEqual([2, 1]);
    t.fail({ type: 'penalty', rule: 'rule-16', offender: 0, dead: { seat: 0, cards: 1 } }, 'bad-command');
  });
});

/**
 * Outside Crib Wars a penalty's points go to one side (found by the rules audit: a 3-player game paid every other
 * player). RULES.md "Penalties": "rule 3 (non-dealer's card exposed in the deal: non-dealer +2, new deal allowed) ...
 * 10 (false go: the other player +2 ...) ... Crib Wars: a 2-point penalty is offered to **every** other opponent";
 * the house option `penaltyToEveryOpponent` is false by default outside Crib Wars. 003 OTHER IMPORTANT RULES 3: "If
 * a non dealer's card is exposed in dealing, the non dealer scores 2 points"; 10: "the other player scores 2
 * points". 001: "If a player would get two points in cribbage because of a penalty, then all other opponents will
 * count two points except the offender" (Crib Wars' own rule).
 */
describe('penalties at a table of three sides without Crib Wars (RULES.md Penalties; 003 rules 3 and 10)', () => {
  /** Ann, Bob and Cy; Ann deals, so Bob is the pone. */
  const threePlayer = () => dealt('three-player', ['Ann', 'Bob', 'Cy']);
  const total = (scores: number[]) => scores.reduce((a, b) => a + b, 0);

  test("003 rule 3: one non-dealer's card exposed: that non-dealer scores 2, 2 points in all", () => {
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

  test("rule 3 names the non-dealer whose card was exposed; without a name, the dealer's left (the pone)", () => {
    const t = threePlayer();
    t.do({ type: 'penalty', rule: 'rule-3', to: [2] });
    expect(t.scores()).toEqual([0, 0, 2]);
    t.do({ type: 'penalty', rule: 'rule-3' });
    expect(t.scores()).toEqual([0, 2, 2]);
    t.fail({ type: 'penalty', rule: 'rule-3', to: [0] }, 'bad-command'); // the dealer offends
  });

  test('rule 10: the player told go gains: by default the next player after the one who said go', () => {
    const t = threePlayer();
    t.do({ type: 'penalty', rule: 'rule-10', offender: 2 });
    expect(t.scores()).toEqual([2, 0, 0]); // Cy said go; Ann plays next
    t.do({ type: 'penalty', rule: 'rule-10', offender: 2, to: [1] });
    expect(t.scores()).toEqual([2, 2, 0]);
  });

  test('one side only: two sides named are refused and change nothing', () => {
    const t = threePlayer();
    t.fail({ type: 'penalty', rule: 'rule-16', offender: 0, to: [1, 2] }, 'bad-command');
    t.fail({ type: 'penalty', rule: 'rule-12', offender: 0, points: 3, to: [1, 2] }, 'bad-command');
    expect(t.scores()).toEqual([0, 0, 0]);
  });

  test('rules 9, 12, 14 and 16 pay one side too; a claim of the game must name who claims it', () => {
    const t = threePlayer();
    t.do({ type: 'penalty', rule: 'rule-9', to: [2] }); // Cy found the wrong crib (a new deal follows)
    expect(t.scores()).toEqual([0, 0, 2]);
    t.do({ type: 'penalty', rule: 'rule-16', offender: 1, to: [0] });
    t.do({ type: 'penalty', rule: 'rule-14', offender: 1 }); // default: Cy, after Bob
    expect(t.scores()).toEqual([2, 0, 4]);
    t.tap(0, 10, 'correction');
    t.do({ type: 'penalty', rule: 'rule-12', offender: 0, points: 3, to: [1] });
    expect(t.scores()).toEqual([9, 3, 4]);
    t.fail({ type: 'penalty', rule: 'rule-11', offender: 0, claim: true }, 'bad-command');
  });

  test('Noddy with four players: rule 16 pays the one opponent named, 2 points', () => {
    const t = dealt('noddy', ['Ann', 'Bob', 'Cy', 'Di']);
    t.do({ type: 'penalty', rule: 'rule-16', offender: 3, to: [1] });
    expect(t.scores()).toEqual([0, 2, 0, 0]);
  });

  test('001 Crib Wars with three players still pays every other opponent: rule 3, both non-dealers', () => {
    const t = dealt('crib-wars', ['Ann', 'Bob', 'Cy']);
    t.do({ type: 'penalty', rule: 'rule-3' });
    expect(t.scores()).toEqual([0, 2, 2]);
  });
});
