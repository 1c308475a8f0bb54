import type { ComponentChildren } from 'preact';
import { gameOverWords, nextGameWords, type Game, type NextGame } from '../../game';
import './gameOver.css';

interface Props {
  /** The game, over. */
  readonly game: Game;
  /** What the primary button starts (`nextGame`): the match's next game, a new match, or the club night's next game. */
  readonly next: NextGame;
  readonly onRematch: () => void;
  readonly onHome: () => void;
  /** A club night's game: the line it wrote on the player's card, under the result. */
  readonly club?: ComponentChildren;
}

/** The end, where the next-step bar was: winner, skunk and what it is worth, the match tally, and what next. */
export function GameOver({ game, next, onRematch, onHome, club }: Props) {
  const words = gameOverWords(game);
  if (!words) return null;
  return (
    <section class="gameover" aria-label="Game over">
      <h2>{words.headline}</h2>
      {words.skunk && <p class="gameover__skunk">{words.skunk}</p>}
      {words.match && <p class="gameover__skunk">{words.match}</p>}
      {club}
      <table class="gameover__tally">
        <caption>{words.caption}</caption>
        <tbody>
          {words.rows.map((row) => (
            <tr key={row.side}>
              <th scope="row">{row.name}</th>
              <td>{row.holes}</td>
              <td>
                <strong>{row.games}</strong>
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
