/**
 * The go point said before it is pegged (issue 25.5): the go button says what a go scores. 002 Playing Cards: when
 * a player calls "go", "The opposing player pegs one point then continues to play his cards until he no longer can".
 */
import { describe, expect, test } from 'vitest';
import { goNow, goWords } from '../../src/game';
import { Table, c } from './helpers';

function dealt(ruleset: 'traditional' | 'three-player' | 'solitaire', players: string[]): Table {
  const t = new Table({ ruleset, players });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: c('2C') });
  return t;
}

describe('what a go would peg', () => {
  test('at 30, after Bob says go, Ann\'s go pegs her 1: "Ann: go, +1" (the issue\'s table)', () => {
    const t = dealt('traditional', ['Ann', 'Bob']);
    // Bob (the pone) leads: K (10), Ann 10 (20), Bob 8 (28), Ann 2 (30).
    for (const [seat, card] of [
      [1, 'KS'],
      [0, '10H'],
      [1, '8D'],
      [0, '2S'],
    ] as const)
      t.do({ type: 'playCard', seat, card: c(card) });
    // Bob may still hold an ace: his go pegs nothing yet.
    expect(goWords(t.state, goNow(t.state)!)).toBe('Bob: go');
    t.do({ type: 'go', seat: 1 });
    const go = goNow(t.state)!;
    expect(go).toEqual({ seat: 0, pegs: [{ seat: 0, points: 1 }], allowed: true });
    expect(goWords(t.state, go)).toBe('Ann: go, +1');
    t.do({ type: 'go', seat: 0 });
    expect(t.scores()).toEqual([1, 0]);
  });

  test('a go at 21 or less is not allowed (003 rule 10: a false go), and pegs nothing', () => {
    const t = dealt('traditional', ['Ann', 'Bob']);
    t.do({ type: 'playCard', seat: 1, card: c('10S') });
    expect(goNow(t.state)).toEqual({ seat: 0, pegs: [], allowed: false });
    expect(goWords(t.state, goNow(t.state)!)).toBe('Ann: go');
  });

  test('three players: a go that gives the point to the last to lay a card, who is out of cards: "Cat: go, Ann +1"', () => {
    const t = dealt('three-player', ['Ann', 'Bob', 'Cat']);
    // Bob (the dealer's left) leads. K, Q, Ann 9 (29); Bob and Cat say go; Ann plays on: A (30), A (31, and a pair).
    for (const [seat, card] of [
      [1, 'KS'],
      [2, 'QH'],
      [0, '9D'],
    ] as const)
      t.do({ type: 'playCard', seat, card: c(card) });
    t.do({ type: 'go', seat: 1 });
    t.do({ type: 'go', seat: 2 });
    for (const card of ['AH', 'AS']) t.do({ type: 'playCard', seat: 0, card: c(card) });
    // Bob leads again: 10, J (20), Ann's last card 8 (28). Bob's go pegs nothing: Cat may still play.
    for (const [seat, card] of [
      [1, '10S'],
      [2, 'JH'],
      [0, '8D'],
    ] as const)
      t.do({ type: 'playCard', seat, card: c(card) });
    expect(goWords(t.state, goNow(t.state)!)).toBe('Bob: go');
    t.do({ type: 'go', seat: 1 });
    expect(goWords(t.state, goNow(t.state)!)).toBe('Cat: go, Ann +1');
    const before = t.scores()[0]!;
    t.do({ type: 'go', seat: 2 });
    expect(t.scores()[0]).toBe(before + 1);
  });

  test('nothing to say when the play is tapped, not entered by cards', () => {
    const t = dealt('traditional', ['Ann', 'Bob']);
    expect(goNow(t.state)).toBeNull();
  });
});
