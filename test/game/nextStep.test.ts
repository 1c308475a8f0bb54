import { describe, expect, test } from 'vitest';
import { nextStepOf, SOLITAIRE_ROUNDS } from '../../src/game';
import { Table, c } from './helpers';

describe("the next-step bar says the round's own steps (issues 9.1, 15.9)", () => {
  test('traditional: who deals, the starter or a tap, the play, each count in order, the next deal', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    expect(nextStepOf(t.state)).toEqual({
      kind: 'cut',
      seats: [
        { seat: 0, name: 'Ann' },
        { seat: 1, name: 'Bob' },
      ],
    });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(nextStepOf(t.state)).toEqual({
      kind: 'starter',
      status: "Round 1 · Ann deals · Ann's crib",
      text: 'Turn the starter, or just tap the points.',
      step: 'starter',
    });
    t.tap(1, 2, 'play');
    expect(nextStepOf(t.state)).toMatchObject({ kind: 'play', over: 'Play over: count the hands' });
    t.do({ type: 'endPlay' });
    expect(nextStepOf(t.state)).toMatchObject({ kind: 'show', who: "Bob's hand", text: "Bob's hand: tap the points." });
    t.tap(1, 8, 'hand');
    t.tap(0, 12, 'hand');
    expect(nextStepOf(t.state)).toMatchObject({ kind: 'show', who: "Ann's crib" });
    t.tap(0, 5, 'crib');
    expect(nextStepOf(t.state)).toMatchObject({ kind: 'done', dealer: 'Bob', text: 'Round counted: deal, or just tap the points.' });
  });

  test("teams: the count is tapped on the team's pad", () => {
    const t = new Table({ ruleset: 'four-player', players: ['Ann', 'Bob', 'Cat', 'Dan'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    expect(nextStepOf(t.state)).toMatchObject({ kind: 'show', text: "Bob's hand: tap the points on Bob & Dan's pad." });
  });

  test('002 NODDY: the hands are counted before the play, and there is no crib', () => {
    const t = new Table({ ruleset: 'noddy', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    expect(nextStepOf(t.state)).toMatchObject({
      kind: 'starter',
      status: 'Round 1 · Ann deals · no crib',
      text: "Turn the starter, then count the hands before the play, or tap Bob's hand on the lit pad.",
    });
  });

  test("002 SOLITAIRE: the free crib round says it has no play (not 'Deal, throw to the crib...')", () => {
    const t = new Table({ ruleset: 'solitaire', players: ['Ann'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    for (let round = 1; round <= SOLITAIRE_ROUNDS; round++) {
      t.do({ type: 'turnStarter', card: null });
      t.do({ type: 'endPlay' });
      t.tap(0, 1, 'hand');
      t.tap(0, 1, 'crib');
      t.do({ type: 'deal' });
    }
    expect(nextStepOf(t.state)).toMatchObject({
      kind: 'starter',
      status: "Round 7 · Ann deals · Ann's crib",
      text: "Turn the starter, then count the crib (no play this round), or tap Ann's crib on the lit pad.",
    });
  });

  test('000: the battle for the crib is settled by saying who won', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    t.tap(1, 4, 'hand');
    t.tap(0, 6, 'hand');
    expect(nextStepOf(t.state)).toMatchObject({ kind: 'choose', choices: [{ label: 'Nobody has the most', command: { type: 'intel', seat: null } }] });
    t.do({ type: 'intel', seat: null });
    const battle = nextStepOf(t.state);
    expect(battle.kind === 'choose' ? battle.choices.map((c) => c.label) : []).toEqual(['Ann won', 'Bob won', 'A tie']);
    // Rob the Cradle (000): the side with more Magic may pass, said in words (phone audit 19; was "Ann: more, no change").
    t.do({ type: 'battle', winner: null });
    const cradle = nextStepOf(t.state);
    expect(cradle.kind === 'choose' ? cradle.choices.map((c) => c.label) : []).toEqual([
      'Ann has more Magic, passes',
      'Bob has more Magic, passes',
      'Equal: nobody acts',
    ]);
  });

  test('000 with four players: a team is asked in the plural what its Top is for (000 "Scoring from the top")', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob', 'Cy', 'Di'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnTops', tops: [c('KS'), c('4H')] });
    expect(nextStepOf(t.state)).toMatchObject({ kind: 'choose', text: "Ann & Cy's Top (grey K♠): what do Ann & Cy use it for?" });
  });
});
