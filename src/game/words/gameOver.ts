import type { GameOutcome } from '../model/state';
import type { NextGame } from '../query/match';
import { plural } from './words';

/** A side as the game over shows it: its name, final score and games won in the match so far. */
export interface FinalSide {
  readonly id: number;
  /** e.g. `'Ann'`, or a team's `'Ann & Cy'`. */
  readonly name: string;
  readonly score: number;
  readonly games: number;
  /** A team's verbs are plural (`'Ann & Cy win'`). */
  readonly team: boolean;
}

/** What the game over says: its headline, the skunk and the match lines (`null` when there is none), the tally's caption. */
export interface GameOverWords {
  readonly headline: string;
  readonly skunk: string | null;
  readonly match: string | null;
  readonly caption: string;
}

const SKUNK_WORDS = ['', 'Skunk!', 'Double skunk!'];

const wins = (side: { readonly name: string; readonly team: boolean }) => `${side.name} ${side.team ? 'win' : 'wins'}`;

/**
 * The game over's sentences, e.g. `'Ann wins!'`, `'Double skunk! Worth 3 games.'` and
 * `'Best of 5: Ann 2, Bob 1; 3 games to win.'`. `champion` is the side that has won the match, if any; `matchGames`
 * the games needed to win it (0 for an open tally).
 */
export function gameOverWords(
  outcome: GameOutcome,
  sides: readonly FinalSide[],
  champion: { readonly name: string; readonly team: boolean } | null,
  matchGames: number,
): GameOverWords {
  const winner = outcome.winner === null ? undefined : sides.find((s) => s.id === outcome.winner);
  const headline =
    outcome.reason === 'void'
      ? 'The game is void.'
      : outcome.reason === 'target-missed'
        ? `Solitaire over: ${sides[0]?.score ?? 0} points.`
        : winner
          ? `${wins(winner)}${outcome.reason === 'claimed' ? ' (game claimed)' : ''}!`
          : 'Game over.';
  const bestOf = matchGames * 2 - 1;
  // The match score: each side's games, e.g. `Ann 2, Bob 1`; a won match of two sides as `3–1`.
  const tally = sides.map((x) => `${x.name} ${x.games}`).join(', ');
  const byGames = [...sides].sort((x, y) => y.games - x.games);
  const won = sides.length === 2 ? `${byGames[0]!.games}–${byGames[1]!.games}` : `(${tally})`;
  return {
    headline,
    skunk: outcome.skunk > 0 ? `${SKUNK_WORDS[outcome.skunk]} Worth ${plural(outcome.games, 'game')}.` : null,
    match:
      matchGames === 0
        ? null
        : champion !== null
          ? `${wins(champion)} the match ${won}, best of ${bestOf}!`
          : `Best of ${bestOf}: ${tally}; ${plural(matchGames, 'game')} to win.`,
    caption: matchGames > 0 ? `Match, best of ${bestOf} (games won)` : 'Match tally (games won)',
  };
}

/** The game over's button for what follows it (`nextGame`), e.g. `'Next game of the night'`. */
export function nextGameWords(next: NextGame): string {
  return { match: 'Next game of the match', 'new-match': 'A new match', night: 'Next game of the night' }[next];
}
