import { describe, expect, test } from 'vitest';
import { currentStep, tapIntent } from '../../src/game';
import { Table } from './helpers';

describe('tapIntent: what a tap on a pad means now', () => {
  test('traditional: pegging from the deal on (the starter and the play over are implied), then the show in order', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    expect(tapIntent(t.state, 0)).toEqual({ ready: false, why: 'Choose the first dealer.' });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(tapIntent(t.state, 0)).toEqual({ ready: true, reason: 'play', label: 'Pegging', allowZero: false });
    t.tap(0, 2, 'play');
    t.do({ type: 'endPlay' });
    // 002: the pone (Bob) counts first; Ann's pad waits.
    expect(tapIntent(t.state, 1)).toEqual({ ready: true, reason: 'hand', seat: 1, label: "Bob's hand", allowZero: true });
    expect(tapIntent(t.state, 0).ready).toBe(false);
  });

  test("000 Intel bonus: a side of one player taps it on its pad (no zero); a team's pad waits (the engine needs the player)", () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand');
    t.tap(0, 6, 'hand');
    expect(currentStep(t.state)).toBe('intel');
    expect(tapIntent(t.state, 0)).toEqual({ ready: true, reason: 'intel', seat: 0, label: "Ann's Intel bonus", allowZero: false });

    const teams = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob', 'Cat', 'Dan'] });
    teams.do({ type: 'cutForDeal', dealer: 0 });
    teams.do({ type: 'turnStarter', card: null });
    teams.do({ type: 'endPlay' });
    for (const seat of [1, 2, 3, 0]) teams.tap(seat % 2, 2, 'hand', seat);
    expect(currentStep(teams.state)).toBe('intel');
    expect(tapIntent(teams.state, 0).ready).toBe(false);
  });

  test("000 with teams: the crib is the team's (RULES.md 000: the battle's winner takes both cribs for the team)", () => {
    const teams = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob', 'Cat', 'Dan'] });
    teams.do({ type: 'cutForDeal', dealer: 0 });
    teams.do({ type: 'turnStarter', card: null });
    teams.do({ type: 'endPlay' });
    for (const seat of [1, 2, 3, 0]) teams.tap(seat % 2, 2, 'hand', seat);
    teams.do({ type: 'intel', seat: null });
    teams.do({ type: 'battle', winner: 1 });
    teams.do({ type: 'cradle', by: null, action: 'none' });
    expect(currentStep(teams.state)).toBe('cribs');
    expect(tapIntent(teams.state, 1)).toMatchObject({ ready: true, reason: 'crib', label: "Bob & Dan's crib" });
  });
});
