import type { Standings } from '../../club';
import { plural } from '../../game';
import { signed } from './words';

interface Props {
  readonly standings: Standings;
  /** e.g. `'Standings, Thursday club'`. */
  readonly caption: string;
}

/**
 * The night's standings: rank (players level on everything share one), game points, games won, spread, skunks and
 * games counted; who qualifies for the playoffs marked; games still flagged and undecided counted against the player
 * who would gain, and said.
 */
export function StandingsTable({ standings, caption }: Props) {
  return (
    <table class="club-table club-standings">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" class="club-table__num">
            <abbr title="Rank">#</abbr>
          </th>
          <th scope="col">Player</th>
          <th scope="col" class="club-table__num">
            <abbr title="Game points">Pts</abbr>
          </th>
          <th scope="col" class="club-table__num">
            <abbr title="Games won">W</abbr>
          </th>
          <th scope="col" class="club-table__num">
            Spread
          </th>
          <th scope="col" class="club-table__num">
            <abbr title="Skunks">Sk</abbr>
          </th>
          <th scope="col" class="club-table__num">
            <abbr title="Games counted">G</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {standings.rows.map((r) => (
          <tr key={r.player} class={r.qualifies ? 'club-standings__in' : undefined}>
            <td class="club-table__num">{r.rank}</td>
            <th scope="row">
              {r.player}
              {r.qualifies && (
                <span class="club-standings__mark" title="Qualifies for the playoffs">
                  {' '}
                  ★<span class="visually-hidden"> qualifies</span>
                </span>
              )}
              {r.pending > 0 && <span class="club-card__source">{plural(r.pending, 'game')} flagged</span>}
              {r.confirmed > 0 && <span class="club-card__source">{plural(r.confirmed, 'game')} confirmed ✓</span>}
              {r.unchecked > 0 && <span class="club-card__source club-unchecked">{plural(r.unchecked, 'game')} unchecked</span>}
              {r.byes > 0 && <span class="club-card__source">{plural(r.byes, 'bye')}</span>}
              {r.tooMany && <span class="club-card__source club-unchecked">more games than rounds</span>}
            </th>
            <td class="club-table__num">
              <strong>{r.totals.points}</strong>
            </td>
            <td class="club-table__num">{r.totals.wins}</td>
            <td class="club-table__num">{signed(r.totals.spread)}</td>
            <td class="club-table__num">{r.totals.skunks}</td>
            <td class="club-table__num">{r.totals.games}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
