// @vitest-environment happy-dom
import type { ComponentProps } from 'preact';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { GameOver } from '../../../src/ui/table/GameOver';

afterEach(cleanup);

const won = { winner: 0, reason: 'target', skunk: 0, games: 1 } as const;
const sides = (ann: number, bob: number) => [
  { id: 0, name: 'Ann', score: 121, games: ann, team: false },
  { id: 1, name: 'Bob', score: 100, games: bob, team: false },
];

/** Ann's 121–100 win, with the match and what follows as given. */
function gameOver(props: Pick<ComponentProps<typeof GameOver>, 'sides' | 'champion' | 'matchGames' | 'next' | 'club'>) {
  render(<GameOver outcome={won} onRematch={() => undefined} onHome={() => undefined} {...props} />);
}

describe('the game over says the match score and the winner (issue 29 item 3)', () => {
  test('best of 5 under way: each side’s games and the games to win', () => {
    gameOver({ sides: sides(2, 1), champion: null, matchGames: 3, next: 'match' });
    expect(screen.getByText(/^Best of 5/).textContent).toBe('Best of 5: Ann 2, Bob 1; 3 games to win.');
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('Match, best of 5 (games won)');
    expect(screen.getByRole('button', { name: 'Next game of the match' })).toBeTruthy();
  });

  test('best of 5 won: the winner and the score', () => {
    gameOver({ sides: sides(3, 1), champion: { name: 'Ann', team: false }, matchGames: 3, next: 'new-match' });
    expect(screen.getByText(/the match/).textContent).toBe('Ann wins the match 3–1, best of 5!');
    expect(screen.getByRole('button', { name: 'A new match' })).toBeTruthy();
  });

  test('an open tally: no match line, the tally as before', () => {
    gameOver({ sides: sides(4, 2), champion: null, matchGames: 0, next: 'match' });
    expect(screen.queryByText(/best of/i)).toBeNull();
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('Match tally (games won)');
  });

  test("a club night's game: its card's line under the result, and the night's next game (issue 29 item 1)", () => {
    const line = "On Ann's card for Thursday club: Game 1 against Bob: won 121–100, 2 game points, spread +21.";
    gameOver({ sides: sides(1, 0), champion: null, matchGames: 0, next: 'night', club: <p>{line}</p> });
    expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next game of the night' })).toBeTruthy();
  });
});
