import { useState } from 'preact/hooks';
import { DEFAULT_AWARDS, type SeasonMove } from '../../club';
import { plural } from '../../game';
import { navigate } from '../shell/route';
import { takeInSeason } from './seasonActions';
import { dayWords } from './words';

interface Props {
  readonly season: SeasonMove;
}

/**
 * A season's link opened on this phone: the club, its nights and its award points shown, taken in whole when asked
 * (a night already here is kept as it is).
 */
export function SeasonArrival({ season }: Props) {
  const [said, setSaid] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const first = season.nights[0]!;
  const last = season.nights[season.nights.length - 1]!;
  const take = async () => {
    setBusy(true);
    try {
      const r = await takeInSeason(season);
      setSaid({ ok: r.ok, text: r.ok ? r.value.message : r.message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="club">
      <h1>{season.club}'s season</h1>
      <p>
        {plural(season.nights.length, 'night')}, {dayWords(first.night.date)}
        {season.nights.length > 1 ? ` to ${dayWords(last.night.date)}` : ''}. Award points for a night's finish: {(season.awards ?? DEFAULT_AWARDS).join(', ')}.
      </p>
      {said?.ok ? (
        <div class="stack">
          <p class="success" role="status">
            {said.text}
          </p>
          <button type="button" class="big" onClick={() => navigate({ screen: 'club' })}>
            The club nights
          </button>
        </div>
      ) : (
        <div class="stack">
          <button type="button" class="big" disabled={busy} onClick={() => void take()}>
            Take in the season
          </button>
          {said && (
            <p class="error" role="alert">
              {said.text}
            </p>
          )}
        </div>
      )}
      <p class="club-away">
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'home' })}>
          Home
        </button>
      </p>
    </main>
  );
}
