import { gamePoints, skunkOf, spreadOf, totalsOf, type PlayerCard } from '../../club';
import { plural } from '../../game';
import { signed, sourceWords } from './words';

interface Props {
  readonly card: PlayerCard;
  /** e.g. `"Ann's card"`; the table's caption. */
  readonly caption: string;
  /** Offers to correct a line (by its place on the card); absent: the card is read only (a gathered card, print). */
  readonly onCorrect?: ((index: number) => void) | undefined;
  /** The night's games a player: its rounds when dealt, e.g. `3`; absent: the format's. */
  readonly games?: number | undefined;
}

/**
 * A player's card as a table, as on paper: each game's number, opponent, result and scores, game points (with the
 * skunk), spread, and where the line came from (a game played in Muggins, typed, corrected); the totals at the foot.
 */
export function CardTable({ card, caption, onCorrect, games }: Props) {
  const f = card.night.format;
  const t = totalsOf(f, card.lines);
  return (
    <table class="club-table club-card">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" class="club-table__num">
            <abbr title="Game">#</abbr>
          </th>
          <th scope="col">Opponent</th>
          <th scope="col">Result</th>
          <th scope="col" class="club-table__num">
            <abbr title="Game points">Pts</abbr>
          </th>
          <th scope="col" class="club-table__num">
            Spread
          </th>
        </tr>
      </thead>
      <tbody>
        {card.lines.length === 0 && (
          <tr>
            <td colSpan={5} class="muted">
              No games yet.
            </td>
          </tr>
        )}
        {card.lines.map((line, i) => (
          <tr key={i} class={line.corrected ? 'club-card__corrected' : undefined}>
            <td class="club-table__num">{line.game}</td>
            <td>
              <div class="club-card__opponent">
                <span>
                  {line.opponent}
                  <span class="club-card__source">{sourceWords(line)}</span>
                </span>
                {onCorrect && (
                  <button
                    type="button"
                    class="secondary club-table__button no-print"
                    aria-label={`Correct game ${line.game} against ${line.opponent}`}
                    onClick={() => onCorrect(i)}
                  >
                    <span aria-hidden="true">✎</span>
                  </button>
                )}
              </div>
            </td>
            <td>
              {line.won ? 'Won' : 'Lost'}{' '}
              <span class="club-table__score">
                {line.own}–{line.theirs}
              </span>
              {skunkOf(line) > 0 && <span class="club-card__source">{skunkOf(line) === 2 ? 'double skunk' : 'skunk'}</span>}
            </td>
            <td class="club-table__num">{gamePoints(f, line)}</td>
            <td class="club-table__num">{signed(spreadOf(line))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t.games} of {games ?? f.games} games
          </th>
          <td>{t.wins} won</td>
          <td class="club-table__num">
            <strong>{t.points}</strong>
          </td>
          <td class="club-table__num">
            <strong>{signed(t.spread)}</strong>
          </td>
        </tr>
        <tr>
          <td colSpan={5} class="club-card__totals">
            {t.points} game points · {t.wins} won, {t.games - t.wins} lost · spread {signed(t.spread)} · {plural(t.skunks, 'skunk')}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
