import { useEffect, useState } from 'preact/hooks';
import { plural } from '../../game';
import { DEFAULT_AWARDS, formatSeasonFile, sameName, seasonCsv, seasonTable, type ClubNight, type SeasonMove, type SeasonNight } from '../../club';
import { downloadText } from '../data/download';
import { seasonNights } from './directorActions';
import { keepAwards, keptAwards, seasonToMove } from './seasonActions';
import { ShareBox } from './ShareBox';
import { clubFileName, signed } from './words';

interface Props {
  /** Every night on this phone. */
  readonly nights: readonly ClubNight[];
}

/** Reads an award table typed as `'10, 9, 8'`; null when it is not one. */
function awardsFrom(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim());
  return parts.length > 0 && parts.length <= 60 && parts.every((p) => /^\d{1,3}$/.test(p)) ? parts.map(Number) : null;
}

/**
 * The season: the nights of one club (one name) on this phone added up, player by player, ranked by award points for
 * each night's finish (a table the club sets), then game points, then spread; downloadable as CSV.
 */
export function SeasonPanel({ nights }: Props) {
  const names = [...new Map(nights.map((n) => [n.night.name.trim().toLowerCase(), n.night.name])).values()];
  const [name, setName] = useState(names[0] ?? '');
  const [awards, setAwards] = useState((keptAwards(nights, names[0] ?? '') ?? DEFAULT_AWARDS).join(', '));
  const [kept, setKept] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const [season, setSeason] = useState<SeasonNight[] | null>(null);
  /** The season made ready to move (its file and link), or why it cannot move. */
  const [move, setMove] = useState<{ readonly ok: true; readonly value: SeasonMove } | { readonly ok: false; readonly message: string } | null>(null);

  useEffect(() => {
    let live = true;
    setSeason(null);
    setMove(null);
    setAwards((keptAwards(nights, name) ?? DEFAULT_AWARDS).join(', '));
    void seasonNights(nights, name).then((s) => live && setSeason(s));
    return () => {
      live = false;
    };
  }, [nights, name]);

  if (names.length === 0) return null;
  const table = awardsFrom(awards);
  const rows = season && table ? seasonTable(season, table) : [];
  const count = nights.filter((n) => sameName(n.night.name, name)).length;
  return (
    <section class="panel stack club-season" aria-labelledby="season-title">
      <h2 id="season-title">Season</h2>
      <label>
        Club
        <select value={name} onChange={(e) => setName((e.target as HTMLSelectElement).value)}>
          {names.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        Award points for a night's finish, first place first
        <input value={awards} maxLength={200} onInput={(e) => setAwards((e.target as HTMLInputElement).value)} />
      </label>
      {table && (
        <button
          type="button"
          class="secondary"
          onClick={() => void keepAwards(nights, name, table).then((r) => setKept({ ok: r.ok, text: r.ok ? r.value : r.message }))}
        >
          Keep these award points
        </button>
      )}
      {kept && (
        <p class={kept.ok ? 'success' : 'error'} role={kept.ok ? 'status' : 'alert'}>
          {kept.text}
        </p>
      )}
      {!table && (
        <p class="error" role="alert">
          Award points are whole numbers, separated by commas.
        </p>
      )}
      {rows.length > 0 && (
        <table class="club-table">
          <caption>
            {name}: {plural(count, 'night')}
          </caption>
          <thead>
            <tr>
              <th scope="col" class="club-table__num">
                #
              </th>
              <th scope="col">Player</th>
              <th scope="col" class="club-table__num">
                <abbr title="Award points">Aw</abbr>
              </th>
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
                <abbr title="Nights played">N</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.player}>
                <td class="club-table__num">{r.rank}</td>
                <th scope="row">{r.player}</th>
                <td class="club-table__num">
                  <strong>{r.awards}</strong>
                </td>
                <td class="club-table__num">{r.points}</td>
                <td class="club-table__num">{r.wins}</td>
                <td class="club-table__num">{signed(r.spread)}</td>
                <td class="club-table__num">{r.nights}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > 0 && (
        <button type="button" class="secondary" onClick={() => downloadText(seasonCsv(rows), clubFileName(name, 'season', 'standings', 'csv'), 'text/csv')}>
          Season (CSV)
        </button>
      )}
      {rows.length > 0 && !move && (
        <button type="button" class="secondary" onClick={() => void seasonToMove(nights, name, table).then(setMove)}>
          Move the season to another phone
        </button>
      )}
      {move && !move.ok && (
        <p class="error" role="alert">
          {move.message}
        </p>
      )}
      {move?.ok && (
        <div class="stack club-season-move">
          <p class="muted club-hint">
            Every night of {name} with every card on it, and these award points. On the other phone: open the link, or Club nights, Take in a season.
          </p>
          <button type="button" class="secondary" onClick={() => downloadText(formatSeasonFile(move.value), clubFileName(name, 'season', 'to move', 'json'))}>
            The season's file
          </button>
          <ShareBox share={{ kind: 'season', season: move.value }} what={`the season of ${name}`} caption="Point the other phone's camera at the code" />
        </div>
      )}
    </section>
  );
}
