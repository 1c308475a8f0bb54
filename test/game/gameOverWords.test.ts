import { describe, expect, test } from 'vitest';
import { type FinalSide, gameOverWords, nextGameWords } from '../../src/game';

/** The game over's sentences (issue 27 item 1: every sentence the table says comes from the engine's words). */

const ann = (score: number, games = 0): FinalSide => ({ id: 0, name: 'Ann', score, games, team: false });
const bob = (score: number, games = 0): FinalSide => ({ id: 1, name: 'Bob', score, games, team: false });
const won = { winner: 0, reason: 'target', skunk: 0, games: 1 } as const;

describe('the game over says who won and what the result is worth', () => {
  test('a plain win: a headline, no skunk line, the open tally', () => {
    expect(gameOverWords(won, [ann(121, 1), bob(100)], null, 0)).toEqual({
      headline: 'Ann wins!',
      skunk: null,
      match: null,
      caption: 'Match tally (games won)',
    });
  });

  test('skunk at 90 or below is worth 2 games, double skunk at 60 or below 4 (003 skunks; RULES.md "Skunks and matches")', () => {
    expect(gameOverWords({ ...won, skunk: 1, games: 2 }, [ann(121, 2), bob(85)], null, 0).skunk).toBe('Skunk! Worth 2 games.');
    expect(gameOverWords({ ...won, skunk: 2, games: 4 }, [ann(121, 4), bob(55)], null, 0).skunk).toBe('Double skunk! Worth 4 games.');
  });

  test('a team wins in the plural, and a claimed game says so (003 penalty rule 13: the opponent may claim the game)', () => {
    const teams: FinalSide[] = [
      { id: 0, name: 'Ann & Cy', score: 121, games: 1, team: true },
      { id: 1, name: 'Bob & Di', score: 98, games: 0, team: true },
    ];
    expect(gameOverWords(won, teams, null, 0).headline).toBe('Ann & Cy win!');
    expect(gameOverWords({ ...won, winner: 1, reason: 'claimed' }, [ann(80), bob(70, 1)], null, 0).headline).toBe('Bob wins (game claimed)!');
  });

  test('solitaire that missed its target says its points; a void game says it is void (002 Solitaire)', () => {
    const solo: FinalSide[] = [{ id: 0, name: 'Ann', score: 97, games: 0, team: false }];
    expect(gameOverWords({ winner: null, reason: 'target-missed', skunk: 0, games: 0 }, solo, null, 0).headline).toBe('Solitaire over: 97 points.');
    expect(gameOverWords({ winner: null, reason: 'void', skunk: 0, games: 0 }, [ann(40), bob(30)], null, 0).headline).toBe('The game is void.');
  });
});

describe('the game over says the match (issue 29 item 3)', () => {
  test('best of 5 under way: each side’s games and the games to win', () => {
    const words = gameOverWords(won, [ann(121, 2), bob(100, 1)], null, 3);
    expect([words.match, words.caption]).toEqual(['Best of 5: Ann 2, Bob 1; 3 games to win.', 'Match, best of 5 (games won)']);
  });

  test('a won match: two sides by their games, three or more by the tally', () => {
    expect(gameOverWords(won, [ann(121, 3), bob(100, 1)], { name: 'Ann', team: false }, 3).match).toBe('Ann wins the match 3–1, best of 5!');
    const three = [ann(121, 2), bob(100, 1), { id: 2, name: 'Cy', score: 90, games: 0, team: false }];
    expect(gameOverWords(won, three, { name: 'Ann', team: false }, 2).match).toBe('Ann wins the match (Ann 2, Bob 1, Cy 0), best of 3!');
  });

  test('the button names what follows: the match’s next game, a new match, the night’s next game', () => {
    expect([nextGameWords('match'), nextGameWords('new-match'), nextGameWords('night')]).toEqual([
      'Next game of the match',
      'A new match',
      'Next game of the night',
    ]);
  });
});
