import type { Game } from '../model/state';
import type { SideId } from '../model/types';
import { matchTally, matchWinner, type NextGame } from '../query/match';
import { plural, voice } from './words';

/** What the game over says: its headline, the skunk and the match lines (`null` when there is none), and its table. */
export interface GameOverWords {
  readonly headline: string;
  readonly skunk: string | null;
  readonly match: string | null;
  readonly caption: string;
  /** A row a side: its name, its final score (`'121 holes'`) and its games won in the match (`'2 games'`). */
  readonly rows: readonly { readonly side: SideId; readonly name: string; readonly holes: string; readonly games: string }[];
}

const SKUNK_WORDS = ['', 'Skunk!', 'Double skunk!'];

/**
 * The game over's sentences, e.g. `'Ann wins!'`, `'Double skunk! Worth 4 games.'` and
 * `'Best of 5: Ann 2, Bob 1; 3 games to win.'`, from the game's outcome and its match (`matchTally`, `matchWinner`);
 * `null` while the game is on.
 */
export function gameOverWords(state: Game): GameOverWords | null {
  const outcome = state.outcome;
  if (!outcome) return null;
  const { side, verb } = voice(state);
  const won = outcome.winner;
  const headline =
    outcome.reason === 'void'
      ? 'The game is void.'
      : outcome.reason === 'target-missed'
        ? `Solitaire over: ${state.sides[0]?.score ?? 0} points.`
        : won !== null
          ? `${side(won)} ${verb(won, 'wins')}${outcome.reason === 'claimed' ? ' (game claimed)' : ''}!`
          : 'Game over.';
  const matchGames = state.setup.options.matchGames;
  const bestOf = matchGames * 2 - 1;
  const games = matchTally(state);
  const champion = matchWinner(state);
  // The match score: each side's games, e.g. `Ann 2, Bob 1`; a won match of two sides as `3–1`.
  const tally = state.sides.map((s) => `${s.name} ${games[s.id] ?? 0}`).join(', ');
  const byGames = [...games].sort((x, y) => y - x);
  const score = games.length === 2 ? `${byGames[0]}–${byGames[1]}` : `(${tally})`;
  return {
    headline,
    skunk: outcome.skunk > 0 ? `${SKUNK_WORDS[outcome.skunk]} Worth ${plural(outcome.games, 'game')}.` : null,
    match:
      matchGames <= 0
        ? null
        : champion !== null
          ? `${side(champion)} ${verb(champion, 'wins')} the match ${score}, best of ${bestOf}!`
          : `Best of ${bestOf}: ${tally}; ${plural(matchGames, 'game')} to win.`,
    caption: matchGames > 0 ? `Match, best of ${bestOf} (games won)` : 'Match tally (games won)',
    rows: state.sides.map((s) => ({ side: s.id, name: s.name, holes: plural(s.score, 'hole'), games: plural(games[s.id] ?? 0, 'game') })),
  };
}

/** The game over's button for what follows it (`nextGame`), e.g. `'Next game of the night'`. */
export function nextGameWords(next: NextGame): string {
  return { match: 'Next game of the match', 'new-match': 'A new match', night: 'Next game of the night' }[next];
}
