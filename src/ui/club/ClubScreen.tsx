import { useEffect, useState } from 'preact/hooks';
import { plural } from '../../game';
import { GRASS_ROOTS, MAX_NAME, type ClubFormat, type ClubNight } from '../../club';
import { createNight, listNights } from './clubs';
import { navigate } from '../shell/route';
import { ScreenBar } from '../shell/ScreenBar';
import { FormatFields } from './FormatFields';
import { SeasonPanel } from './SeasonPanel';
import { SeasonTakeIn } from './SeasonTakeIn';
import { dayWords } from './words';
import './club.css';
import './clubNight.css';
import './clubPrint.css';

/** Today on this device, `YYYY-MM-DD`. */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Club nights: the nights on this phone, and a new one (its name, its day, who plays on this phone, and every setting
 * of its format, Grass Roots by default). A player joins a night another phone set up from its invitation link.
 */
export function ClubScreen() {
  const [nights, setNights] = useState<readonly ClubNight[] | null>(null);
  const [unreadable, setUnreadable] = useState(0);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [date, setDate] = useState(today());
  const [player, setPlayer] = useState('');
  const [format, setFormat] = useState<ClubFormat>(GRASS_ROOTS);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  /** Read again after a season was taken in. */
  const [reads, setReads] = useState(0);
  useEffect(() => {
    void listNights().then((r) => {
      setNights(r.nights);
      setUnreadable(r.unreadable);
      if (reads === 0 && r.nights.length === 0) setAdding(true);
    });
  }, [reads]);

  const create = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    const r = await createNight(name, date, format, player.trim() === '' ? null : player);
    setBusy(false);
    if (!r.ok) return setError(r.message);
    navigate({ screen: 'night', id: r.value });
  };

  return (
    <main class="club">
      <ScreenBar title="Club nights" />
      <p class="muted">
        A night's games against other players, each worth game points; every player's card keeps itself from the games played here, and a director gathers the
        cards and reads the standings.
      </p>
      {unreadable > 0 && (
        <p class="error" role="alert">
          {unreadable === 1
            ? '1 club night on this phone cannot be read: it is kept as it is'
            : `${unreadable} club nights on this phone cannot be read: they are kept as they are`}
          .
        </p>
      )}
      {nights && nights.length > 0 && (
        <ul class="club-nights">
          {nights.map((n) => (
            <li key={n.night.id} class="panel club-nights__night">
              <div>
                <strong>{n.night.name}</strong>
                <div class="muted">{dayWords(n.night.date)}</div>
                <div>
                  {n.player ? `${n.player}'s card` : 'Gathering cards'}
                  {n.cards.length > 0 ? ` · ${plural(n.cards.length, 'card')} gathered` : ''}
                </div>
              </div>
              <button type="button" onClick={() => navigate({ screen: 'night', id: n.night.id })} aria-label={`Open ${n.night.name}`}>
                Open
              </button>
            </li>
          ))}
        </ul>
      )}
      {nights && nights.length > 0 && <SeasonPanel nights={nights} />}
      {nights && <SeasonTakeIn onTaken={() => setReads((n) => n + 1)} />}
      {adding ? (
        <form class="stack club-new" onSubmit={create} aria-label="New club night">
          <h2>New club night</h2>
          <fieldset class="panel stack">
            <legend>The night</legend>
            <label>
              Name
              <input value={name} maxLength={MAX_NAME} placeholder="Thursday club" onInput={(e) => setName((e.target as HTMLInputElement).value)} />
            </label>
            <label>
              Day
              <input type="date" value={date} onInput={(e) => setDate((e.target as HTMLInputElement).value)} />
            </label>
            <label>
              Who plays on this phone
              <input
                value={player}
                maxLength={MAX_NAME}
                placeholder="Your name"
                autoComplete="name"
                onInput={(e) => setPlayer((e.target as HTMLInputElement).value)}
              />
            </label>
            <p class="muted club-hint">Leave it empty on a phone that only gathers the cards (the director's).</p>
          </fieldset>
          <FormatFields format={format} onChange={setFormat} />
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" class="big" disabled={busy}>
            Create the night
          </button>
        </form>
      ) : (
        <button type="button" class="big" onClick={() => setAdding(true)}>
          New club night
        </button>
      )}
      <p class="muted club-hint">Joining a night another phone set up? Open its invitation link, or point your camera at its QR code.</p>
    </main>
  );
}
