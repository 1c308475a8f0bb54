// @vitest-environment happy-dom
import type { ComponentProps } from 'preact';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import type { Game } from '../../../src/game';
import { GameOver } from '../../../src/ui/table/GameOver';
import { Table } from '../../game/helpers';

afterEach(cleanup);

/** Ann's 121–100 win over Bob, with the tally before it and the games to win as given. */
function annWins(tally: readonly number[], matchGames: number): Game {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], matchTally: tally, options: { matchGames } });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.tap(1, 100, 'correction');
  t.tap(0, 121, 'correction');
  return t.state;
}

/** The game over of `game`, with what follows and a club line as given. */
function gameOver(game: Game, props: Pick<ComponentProps<typeof GameOver>, 'next' | 'club'>) {
  render(<GameOver game={game} onRematch={() => undefined} onHome={() => undefined} {...props} />);
}

describe('the game over says the match score and the winner (issue 29 item 3)', () => {
  test('best of 5 under way: each side’s games and the games to win', () => {
    gameOver(annWins([1, 1], 3), { next: 'match' });
    expect(screen.getByText(/^Best of 5/).textContent).toBe('Best of 5: Ann 2, Bob 1; 3 games to win.');
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('Match, best of 5 (games won)');
    expect(screen.getByRole('button', { name: 'Next game of the match' })).toBeTruthy();
  });

  test('best of 5 won: the winner and the score', () => {
    gameOver(annWins([2, 1], 3), { next: 'new-match' });
    expect(screen.getByText(/the match/).textContent).toBe('Ann wins the match 3–1, best of 5!');
    expect(screen.getByRole('button', { name: 'A new match' })).toBeTruthy();
  });

  test('an open tally: no match line, the tally as before', () => {
    gameOver(annWins([3, 2], 0), { next: 'match' });
    expect(screen.queryByText(/best of/i)).toBeNull();
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('Match tally (games won)');
  });

  test("a club night's game: its card's line under the result, and the night's next game (issue 29 item 1)", () => {
    const line = "On Ann's card for Thursday club: Game 1 against Bob: won 121–100, 2 game points, spread +21.";
    gameOver(annWins([0, 0], 0), { next: 'night', club: <p>{line}</p> });
    expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next game of the night' })).toBeTruthy();
  });
});
