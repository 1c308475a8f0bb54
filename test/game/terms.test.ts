/**
 * What a game will do, known at setup (issue 25.6): the game hole and the skunk lines for the chosen ruleset and
 * board, from the hooks the game itself reads (RULES.md Rulesets and Skunks; 003 SKUNK; 001: the board's finish).
 */
import { describe, expect, test } from 'vitest';
import { BUILT_IN_BOARDS } from '../../src/board';
import { gameTerms, RULESETS, skunkWords } from '../../src/game';

const terms = (id: keyof typeof RULESETS, board: keyof typeof BUILT_IN_BOARDS, target?: number) => {
  const ruleset = RULESETS[id];
  const options = target === undefined ? ruleset.defaults : { ...ruleset.defaults, target };
  const t = gameTerms(ruleset, options, BUILT_IN_BOARDS[board]);
  return { ...t, words: skunkWords(options, t.lines) };
};

describe('the terms a game will use, before it starts', () => {
  test('traditional on the 121 board: to 121, skunked at or below 90, double at or below 60 (003 SKUNK)', () => {
    expect(terms('traditional', 'standard-121-2')).toEqual({
      target: 121,
      targetIsFinish: false,
      lines: { skunk: 90, doubleSkunk: 60 },
      words: 'loser at or below 90, double at or below 60',
    });
  });

  test("Crib Wars on its board: to the board's finish, 363, whatever the game-hole option says, with the board's own lines", () => {
    expect(terms('crib-wars', 'crib-wars')).toEqual({
      target: 363,
      targetIsFinish: true,
      lines: { skunk: 332, doubleSkunk: 302 },
      words: 'loser at or below 332, double at or below 302',
    });
    expect(terms('crib-wars', 'crib-wars', 61).target).toBe(363);
  });

  test('a game hole past the board ends at its finish: 121 on the 61 board plays to 61', () => {
    expect(terms('traditional', 'standard-61', 121)).toMatchObject({ target: 61, targetIsFinish: false });
  });

  test('margins: five-card to 61 is skunked by 31 (002 Definitions); Cribbage is not Enough by 31 (000); Noddy has none', () => {
    expect(terms('five-card', 'standard-61')).toMatchObject({ target: 61, lines: { skunk: 30, doubleSkunk: null }, words: 'won by 31 or more' });
    expect(terms('not-enough', 'standard-121-2').words).toBe('won by 31 or more');
    expect(terms('noddy', 'standard-61').words).toBe('none');
  });
});
