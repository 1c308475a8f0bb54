import type { ComponentChildren } from 'preact';
import { nextGameWords, plural, type GameOutcome, type NextGame } from '../../game';
import './gameOver.css';

interface Props {
  readonly outcome: GameOutcome;
  /** Each side's name, final score and games won in the match so far. */
  readonly sides: readonly { readonly id: number; readonly name: string; readonly score: number; readonly games: number; readonly team: boolean }[];
  /** The side that has won the match, or `null` (an open tally, or not yet). */
  readonly champion: { readonly name: string; readonly team: boolean } | null;
  /** Games needed to win the match, e.g. `3`; 0 for an open tally. */
  readonly matchGames: number;
  /** What the primary button starts (`nextGame`): the match's next game, a new match, or the club night's next game. */
  readonly next: NextGame;
  readonly onRematch: () => void;
  readonly onHome: () => void;
  /** A club night's game: the line it wrote on the player's card, under the result. */
  readonly club?: ComponentChildren;
}

const SKUNK_WORDS = ['', 'Skunk!', 'Double skunk!'];

/** The end, where the next-step bar was: winner, skunk and what it is worth, the match tally, and what next. */
export function GameOver({ outcome, sides, champion, matchGames, next, onRematch, onHome, club }: Props) {
  const winner = outcome.winner === null ? null : sides.find((s) => s.id === outcome.winner)!;
  const headline =
    outcome.reason === 'void'
      ? 'The game is void.'
      : outcome.reason === 'target-missed'
        ? `Solitaire over: ${sides[0]!.score} points.`
        : winner
          ? `${winner.name} ${winner.team ? 'win' : 'wins'}${outcome.reason === 'claimed' ? ' (game claimed)' : ''}!`
          : 'Game over.';
  // The match score: each side's games, e.g. `Ann 2, Bob 1`; a won match of two sides as `3–1`.
  const tally = sides.map((x) => `${x.name} ${x.games}`).join(', ');
  const byGames = [...sides].sort((x, y) => y.games - x.games);
  const won = sides.length === 2 ? `${byGames[0]!.games}–${byGames[1]!.games}` : `(${tally})`;
  return (
    <section class="gameover" aria-label="Game over">
      <h2>{headline}</h2>
      {outcome.skunk > 0 && (
        <p class="gameover__skunk">
          {SKUNK_WORDS[outcome.skunk]} Worth {plural(outcome.games, 'game')}.
        </p>
      )}
      {matchGames > 0 && (
        <p class="gameover__skunk">
          {champion !== null
            ? `${champion.name} ${champion.team ? 'win' : 'wins'} the match ${won}, best of ${matchGames * 2 - 1}!`
            : `Best of ${matchGames * 2 - 1}: ${tally}; ${plural(matchGames, 'game')} to win.`}
        </p>
      )}
      {club}
      <table class="gameover__tally">
        <caption>{matchGames > 0 ? `Match, best of ${matchGames * 2 - 1} (games won)` : 'Match tally (games won)'}</caption>
        <tbody>
          {sides.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>{plural(s.score, 'hole')}</td>
              <td>
                <strong>{plural(s.games, 'game')}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="row">
        <button type="button" class="big" data-primary onClick={onRematch}>
          {nextGameWords(next)}
        </button>
        <button type="button" class="secondary" onClick={onHome}>
          Home
        </button>
      </div>
    </section>
  );
}
