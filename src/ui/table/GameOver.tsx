import { plural, type GameOutcome } from '../../game';

interface Props {
  readonly outcome: GameOutcome;
  /** Each side's name, final score and games won in the match so far. */
  readonly sides: readonly { readonly id: number; readonly name: string; readonly score: number; readonly games: number; readonly team: boolean }[];
  /** The side that has won the match, or `null` (an open tally, or not yet). */
  readonly champion: { readonly name: string; readonly team: boolean } | null;
  /** Games needed to win the match, e.g. `3`; 0 for an open tally. */
  readonly matchGames: number;
  readonly onRematch: () => void;
  readonly onHome: () => void;
}

const SKUNK_WORDS = ['', 'Skunk!', 'Double skunk!'];

/** The end, where the next-step bar was: winner, skunk and what it is worth, the match tally, and what next. */
export function GameOver({ outcome, sides, champion, matchGames, onRematch, onHome }: Props) {
  const winner = outcome.winner === null ? null : sides.find((s) => s.id === outcome.winner)!;
  const headline =
    outcome.reason === 'void'
      ? 'The game is void.'
      : outcome.reason === 'target-missed'
        ? `Solitaire over: ${sides[0]!.score} points.`
        : winner
          ? `${winner.name} ${winner.team ? 'win' : 'wins'}${outcome.reason === 'claimed' ? ' (game claimed)' : ''}!`
          : 'Game over.';
  return (
    <section class="gameover" aria-label="Game over">
      <h2>{headline}</h2>
      {outcome.skunk > 0 && (
        <p class="gameover__skunk">
          {SKUNK_WORDS[outcome.skunk]} Worth {plural(outcome.games, 'game')}.
        </p>
      )}
      {champion !== null && (
        <p class="gameover__skunk">
          {champion.name} {champion.team ? 'win' : 'wins'} the match ({plural(matchGames, 'game')}, best of {matchGames * 2 - 1})!
        </p>
      )}
      <table class="gameover__tally">
        <caption>Match tally (games won)</caption>
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
          {champion !== null ? 'A new match' : 'Next game of the match'}
        </button>
        <button type="button" class="secondary" onClick={onHome}>
          Home
        </button>
      </div>
    </section>
  );
}
