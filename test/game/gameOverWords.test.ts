import { describe, expect, test } from 'vitest';
import { gameOverWords, nextGameWords, type GameOverWords } from '../../src/game';
import { solitaireSixHands, Table } from './helpers';

/** The game over's sentences (issue 27 item 1: every sentence the table says comes from the engine's words). */

/** Ann v Bob (traditional), Ann cut to deal: Bob reaches `bob`, then Ann 121; the match as given. */
function won(bob: number, tally: readonly number[] = [0, 0], matchGames = 0): Table {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], matchTally: tally, options: { matchGames } });
  t.do({ type: 'cutForDeal', dealer: 0 });
  if (bob > 0) t.tap(1, bob, 'correction');
  t.tap(0, 121, 'correction');
  return t;
}

function words(t: Table): GameOverWords {
  const w = gameOverWords(t.state);
  if (!w) throw new Error('the game is not over');
  return w;
}

describe('the game over says who won and what the result is worth', () => {
  test('a plain win: a headline, no skunk line, the open tally, a row a side', () => {
    expect(words(won(100))).toEqual({
      headline: 'Ann wins!',
      skunk: null,
      match: null,
      caption: 'Match tally (games won)',
      rows: [
        { side: 0, name: 'Ann', holes: '121 holes', games: '1 game' },
        { side: 1, name: 'Bob', holes: '100 holes', games: '0 games' },
      ],
    });
  });

  test('nothing while the game is on', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    expect(gameOverWords(t.state)).toBeNull();
  });

  test('skunk at 90 or below is worth 2 games, double skunk at 60 or below 4 (003 skunks; RULES.md "Skunks and matches")', () => {
    expect(words(won(85)).skunk).toBe('Skunk! Worth 2 games.');
    expect(words(won(55)).skunk).toBe('Double skunk! Worth 4 games.');
  });

  test('a team wins in the plural (four players, two teams)', () => {
    const t = new Table({ ruleset: 'four-player', players: ['Ann', 'Bob', 'Cy', 'Di'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(0, 121, 'correction');
    expect(words(t).headline).toBe('Ann & Cy win!');
  });

  test('a claimed game says so (003 rule 11: refusing a penalty lets the opponent claim the game)', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'penalty', rule: 'rule-11', offender: 0, claim: true });
    expect(words(t).headline).toBe('Bob wins (game claimed)!');
  });

  test('a void game says it is void (003 rule 14: both front pegs dislodged, no agreement)', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 1 });
    t.do({ type: 'turnStarter', card: null });
    t.tap(0, 30, 'play');
    t.tap(0, 10, 'play');
    t.do({ type: 'penalty', rule: 'rule-14d', offender: 0 });
    expect(words(t).headline).toBe('The game is void.');
  });

  test('solitaire that missed its target says its points (002 Solitaire: more than 120 after 6 hands and the free crib)', () => {
    const t = solitaireSixHands();
    t.do({ type: 'turnStarter', card: null });
    t.tap(0, 6, 'crib');
    expect(words(t).headline).toBe('Solitaire over: 78 points.');
  });
});

describe('the game over says the match (issue 29 item 3)', () => {
  test('best of 5 under way: each side’s games and the games to win', () => {
    const w = words(won(100, [1, 1], 3));
    expect([w.match, w.caption]).toEqual(['Best of 5: Ann 2, Bob 1; 3 games to win.', 'Match, best of 5 (games won)']);
  });

  test('a won match: two sides by their games, three by the tally', () => {
    expect(words(won(100, [2, 1], 3)).match).toBe('Ann wins the match 3–1, best of 5!');
    const t = new Table({ ruleset: 'three-player', players: ['Ann', 'Bob', 'Cy'], matchTally: [1, 1, 0], options: { matchGames: 2 } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.tap(1, 100, 'correction');
    t.tap(2, 95, 'correction');
    t.tap(0, 121, 'correction');
    expect(words(t).match).toBe('Ann wins the match (Ann 2, Bob 1, Cy 0), best of 3!');
  });

  test('the button names what follows: the match’s next game, a new match, the night’s next game', () => {
    expect([nextGameWords('match'), nextGameWords('new-match'), nextGameWords('night')]).toEqual([
      'Next game of the match',
      'A new match',
      'Next game of the night',
    ]);
  });
});
