import { useEffect, useState } from 'preact/hooks';
import { MAX_NAME, sameName, type ClubNight } from '../../club';
import { gatherFromLink, keepNight, listNights, moveCardTo, nightHere, readClubLink, type ClubShare } from './clubs';
import { navigate } from '../shell/route';
import { CardTable } from './CardTable';
import { SeasonArrival } from './SeasonArrival';
import { dayWords, formatLines } from './words';
import './club.css';
import './clubNight.css';
import './clubPrint.css';

interface Props {
  /** The URL's fragment without `#`, e.g. `'C1.AB3X…'`. */
  readonly fragment: string;
}

type Read =
  | { readonly kind: 'reading' }
  | { readonly kind: 'refused'; readonly message: string }
  | {
      readonly kind: 'read';
      readonly share: ClubShare;
      readonly here: boolean;
      readonly player: string | null;
      /** The night's games a player when it is on this phone: its rounds once dealt (`roundsOf`). */
      readonly rounds: number | null;
    };

/**
 * A card link opened on this phone (a player's card scanned by the director, or a night's invitation): a card is
 * shown and gathered into its night when the director says so; an invitation keeps a card for the night on this
 * phone; a season is taken in whole (`SeasonArrival`). A damaged or foreign link says why and changes nothing.
 */
export function CardLinkScreen({ fragment }: Props) {
  const [read, setRead] = useState<Read>({ kind: 'reading' });
  const [name, setName] = useState('');
  const [said, setSaid] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [ownNights, setOwnNights] = useState<readonly ClubNight[]>([]);
  /** The gathered card's name when this card's is it written otherwise: the director chooses. */
  const [clash, setClash] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setRead({ kind: 'reading' });
    void readClubLink(fragment).then(async (r) => {
      if (!r.ok) return live && setRead({ kind: 'refused', message: r.message });
      if (r.value.kind === 'season') return live && setRead({ kind: 'read', share: r.value, here: false, player: null, rounds: null });
      const id = r.value.kind === 'card' ? r.value.card.night.id : r.value.night.id;
      const here = await nightHere(id);
      // Cards kept on nights of their own (not made from an invitation): one can move to this night.
      const kept = r.value.kind === 'night' ? (await listNights()).nights.filter((n) => n.player !== null && n.night.id !== id) : [];
      if (live) {
        setOwnNights(kept);
        setRead({ kind: 'read', share: r.value, ...here });
      }
    });
    return () => {
      live = false;
    };
  }, [fragment]);

  if (read.kind === 'reading')
    return (
      <main class="club" aria-busy="true">
        <p class="muted">Reading the card…</p>
      </main>
    );
  if (read.kind === 'refused')
    return (
      <main class="club">
        <h1>This card link cannot be read</h1>
        <p class="error" role="alert">
          {read.message}
        </p>
        <p>Nothing was changed on this phone.</p>
        <button type="button" onClick={() => navigate({ screen: 'home' })}>
          Home
        </button>
      </main>
    );

  const { share } = read;
  if (share.kind === 'season') return <SeasonArrival season={share.season} />;
  const night = share.kind === 'card' ? share.card.night : share.night;
  const act = async (work: () => Promise<{ readonly ok: boolean; readonly message?: string; readonly next?: () => void }>) => {
    setBusy(true);
    try {
      const r = await work();
      if (r.next) r.next();
      else setSaid({ ok: r.ok, text: r.message ?? '' });
    } finally {
      setBusy(false);
    }
  };

  if (share.kind === 'night') {
    const entrants = share.entrants ?? [];
    const join = (player: string | null) =>
      act(async () => {
        const r = await keepNight(share.night, player, { entrants: share.entrants, seating: share.seating });
        return r.ok ? { ok: true, next: () => navigate({ screen: 'night', id: r.value }) } : { ok: false, message: r.message };
      });
    return (
      <main class="club">
        <h1>Join {night.name}</h1>
        <p>
          <strong>{dayWords(night.date)}</strong>
        </p>
        <ul class="club-format-list">
          {formatLines({ ...night.format, games: share.seating?.length || night.format.games }).map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        {read.here && read.player !== null ? (
          <p>
            This night is on this phone already, with {read.player}'s card: opening it takes in this invitation's entrants and seating.{' '}
            <button type="button" disabled={busy} onClick={() => void join(null)}>
              Open it
            </button>
          </p>
        ) : (
          <form
            class="panel stack"
            onSubmit={(e) => {
              e.preventDefault();
              void join(name);
            }}
          >
            {entrants.length > 0 ? (
              <label>
                Your name, from the night's entrants
                <select value={name} onChange={(e) => setName((e.target as HTMLSelectElement).value)}>
                  <option value="">Pick your name</option>
                  {entrants.map((e) => (
                    <option key={e.name} value={e.name}>
                      {e.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <label>
                Your name, as the other players will write it
                <input value={name} maxLength={MAX_NAME} autoComplete="name" onInput={(e) => setName((e.target as HTMLInputElement).value)} />
              </label>
            )}
            <button type="submit" class="big" disabled={busy}>
              Keep my card for this night
            </button>
            {!read.here && (
              <button type="button" class="secondary" disabled={busy} onClick={() => void join(null)}>
                Only gather the cards (the director's phone)
              </button>
            )}
          </form>
        )}
        {!(read.here && read.player !== null) && ownNights.length > 0 && (
          <section class="panel stack" aria-labelledby="move-title">
            <h2 id="move-title">A card made on a night of its own?</h2>
            <p class="muted club-hint">Move it here with its games: they become this night's typed games.</p>
            {ownNights.map((n) => (
              <button
                key={n.night.id}
                type="button"
                class="secondary"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    const r = await moveCardTo(n.night.id, share.night, { entrants: share.entrants, seating: share.seating });
                    return r.ok ? { ok: true, next: () => navigate({ screen: 'night', id: r.value }) } : { ok: false, message: r.message };
                  })
                }
              >
                Move {n.player}'s card from {n.night.name}, {dayWords(n.night.date)}
              </button>
            ))}
          </section>
        )}
        {said && !said.ok && (
          <p class="error" role="alert">
            {said.text}
          </p>
        )}
        <p class="club-away">
          <button type="button" class="secondary" onClick={() => navigate({ screen: 'home' })}>
            Home
          </button>
        </p>
      </main>
    );
  }

  const card = share.card;
  const own = read.player !== null && sameName(read.player, card.player);
  const gather = (replace: boolean) =>
    act(async () => {
      const r = await gatherFromLink(card, replace);
      setClash(!r.ok && 'clash' in r ? r.clash : null);
      return r.ok ? { ok: true, message: r.value.message } : { ok: false, message: r.message };
    });
  return (
    <main class="club">
      <h1>{card.player}'s card</h1>
      <p>
        <strong>{night.name}</strong>, {dayWords(night.date)}
      </p>
      <CardTable card={card} caption={`${card.player}'s card as handed in`} games={read.rounds ?? undefined} />
      {said?.ok ? (
        <div class="stack">
          <p class="success" role="status">
            {said.text}
          </p>
          <button type="button" class="big" onClick={() => navigate({ screen: 'director', id: night.id })}>
            The standings
          </button>
        </div>
      ) : own ? (
        <p>This is the card of {read.player}, who plays on this phone: it is kept here already.</p>
      ) : (
        <div class="stack">
          {!read.here && <p>{night.name} is not on this phone yet: gathering this card keeps the night here, to gather its cards.</p>}
          {clash === null ? (
            <button type="button" class="big" disabled={busy} onClick={() => void gather(false)}>
              Gather {card.player}'s card
            </button>
          ) : (
            <>
              <button type="button" class="danger" disabled={busy} onClick={() => void gather(true)}>
                Replace {clash}'s card with this one
              </button>
              <button type="button" class="secondary" onClick={() => navigate({ screen: 'director', id: night.id })}>
                Keep {clash}'s card
              </button>
            </>
          )}
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
