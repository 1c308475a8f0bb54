import type { ComponentChildren } from 'preact';
import { gameOverWords, nextGameWords, plural, type FinalSide, type GameOutcome, type NextGame } from '../../game';
import './gameOver.css';

interface Props {
  readonly outcome: GameOutcome;
  /** Each side's name, final score and games won in the match so far. */
  readonly sides: readonly FinalSide[];
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

/** The end, where the next-step bar was: winner, skunk and what it is worth, the match tally, and what next. */
export function GameOver({ outcome, sides, champion, matchGames, next, onRematch, onHome, club }: Props) {
  const words = gameOverWords(outcome, sides, champion, matchGames);
  return (
    <section class="gameover" aria-label="Game over">
      <h2>{words.headline}</h2>
      {words.skunk && <p class="gameover__skunk">{words.skunk}</p>}
      {words.match && <p class="gameover__skunk">{words.match}</p>}
      {club}
      <table class="gameover__tally">
        <caption>{words.caption}</caption>
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
