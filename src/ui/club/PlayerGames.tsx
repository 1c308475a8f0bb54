import { gamePoints, spreadOf, type ClubFormat, type Counted, type Standing } from '../../club';
import { signed } from './words';

interface Props {
  readonly format: ClubFormat;
  readonly row: Standing;
}

/** Why a game counts as it does, e.g. `'flagged: counted against Ann until decided'`. */
function note(c: Counted, player: string): string {
  if (c.pending) return `flagged: counted against ${player} until decided`;
  if (c.game.agreement === 'confirmed') return 'confirmed at the table ✓';
  if (c.game.agreement === 'unchecked') return `no card from ${c.opponent}: as ${player}'s card says`;
  if (c.game.agreement !== 'agreed') return 'decided';
  return 'both cards agree';
}

/** One player's games as the standings count them, in the order of the player's card. */
export function PlayerGames({ format, row }: Props) {
  return (
    <table class="club-table">
      <caption class="visually-hidden">{row.player}'s games as counted</caption>
      <thead>
        <tr>
          <th scope="col">Opponent</th>
          <th scope="col">Counted</th>
          <th scope="col" class="club-table__num">
            <abbr title="Game points">Pts</abbr>
          </th>
          <th scope="col" class="club-table__num">
            Spread
          </th>
        </tr>
      </thead>
      <tbody>
        {row.games.map((c, i) => (
          <tr key={i} class={c.pending ? 'club-standings__flagged' : undefined}>
            <td>
              {c.opponent}
              <span class="club-card__source">{note(c, row.player)}</span>
            </td>
            <td>{c.version ? `${c.version.won ? 'Won' : 'Lost'} ${c.version.own}–${c.version.theirs}` : 'Not counted'}</td>
            <td class="club-table__num">{c.version ? gamePoints(format, c.version) : '–'}</td>
            <td class="club-table__num">{c.version ? signed(spreadOf(c.version)) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
