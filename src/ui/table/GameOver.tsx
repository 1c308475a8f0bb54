import { matchTally, matchWinner, plural, type Game } from '../../game';

interface Props {
  readonly state: Game;
  readonly onRematch: () => void;
  readonly onHome: () => void;
}

const SKUNK_WORDS = ['', 'Skunk!', 'Double skunk!'];

/** The end: winner, skunk and what it is worth, the match tally, and what next. */
export function GameOver({ state, onRematch, onHome }: Props) {
  const outcome = state.outcome!;
  const tally = matchTally(state);
  const champion = matchWinner(state);
  const winner = outcome.winner === null ? null : state.sides[outcome.winner]!;
  const headline =
    outcome.reason === 'void'
      ? 'The game is void.'
      : outcome.reason === 'solitaire'
        ? `Solitaire over: ${state.sides[0]!.score} points.`
        : winner
          ? `${winner.name} wins${outcome.reason === 'claimed' ? ' (game claimed)' : ''}!`
          : 'Game over.';
  return (
    <section class="panel gameover" role="status" aria-label="Game over">
      <h2>{headline}</h2>
      {outcome.skunk > 0 && (
        <p class="gameover__skunk">
          {SKUNK_WORDS[outcome.skunk]} Worth {plural(outcome.games, 'game')}.
        </p>
      )}
      {champion !== null && <p class="gameover__skunk">{state.sides[champion]!.name} wins the match ({state.setup.options.matchGames} games)!</p>}
      <table class="gameover__tally">
        <caption>Match tally (games won)</caption>
        <tbody>
          {state.sides.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>{s.score} holes</td>
              <td>
                <strong>{tally[s.id] ?? 0}</strong> {(tally[s.id] ?? 0) === 1 ? 'game' : 'games'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="row">
        <button type="button" class="big" onClick={onRematch}>
          Next game of the match
        </button>
        <button type="button" class="secondary" onClick={onHome}>
          Home
        </button>
      </div>
    </section>
  );
}
