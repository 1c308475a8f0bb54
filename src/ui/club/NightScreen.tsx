import { useEffect, useMemo, useState } from 'preact/hooks';
import { MAX_NAME, cardCsv, formatCardFile, roundsOf, seatOf, type TypedScore } from '../../club';
import {
  addPaperGame,
  correctCardLine,
  deleteNight,
  loadNight,
  namePlayer,
  putBackGame,
  removeCardLine,
  type ClubShare,
  type NightView,
  type Outcome,
} from './clubs';
import { downloadText } from '../data/download';
import { navigate } from '../shell/route';
import { CardTable } from './CardTable';
import { ClubBar } from './ClubBar';
import { ConfirmPanel } from './ConfirmPanel';
import { LineForm } from './LineForm';
import { OffGames } from './OffGames';
import { SeatList } from './SeatList';
import { ShareBox } from './ShareBox';
import { clubFileName, dayWords, formatLines } from './words';
import './club.css';
import './clubNight.css';
import './clubPrint.css';

interface Props {
  /** The night's id, e.g. `'n-lq3xa1-9zz'`. */
  readonly id: string;
}

type Editing = { readonly kind: 'add' } | { readonly kind: 'correct'; readonly index: number } | null;
type Open = 'hand-in' | 'invite' | null;

/**
 * A club night on this phone: the player's card as the night's games and the typed lines make it (which came from a
 * game and which were typed, game points, spread, skunks, totals), a game to play for the night, a game kept on paper
 * to add, any line to correct; the card handed to the director (link, QR code, file), printed or downloaded; the
 * night's invitation for other players; and the director's view.
 */
export function NightScreen({ id }: Props) {
  const [view, setView] = useState<NightView | null>(null);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [open, setOpen] = useState<Open>(null);
  const [name, setName] = useState('');
  const [said, setSaid] = useState('');
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    void loadNight(id).then((r) => (r.ok ? setView(r.value) : setError(r.message)));
  }, [id]);

  const card = view?.built.card ?? null;
  const handIn = useMemo<ClubShare | null>(() => (card ? { kind: 'card', card } : null), [card]);
  const club0 = view?.club;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the invitation is made again only when the night, its entrants or seating change, not each time its view is rebuilt
  const invite = useMemo<ClubShare | null>(
    () =>
      club0
        ? { kind: 'night', night: club0.night, ...(club0.entrants ? { entrants: club0.entrants } : {}), ...(club0.seating ? { seating: club0.seating } : {}) }
        : null,
    [club0?.night, club0?.entrants, club0?.seating],
  );

  if (!view)
    return (
      <main class="club" aria-busy={!error}>
        <ClubBar title="Club night" back={{ to: { screen: 'club' }, label: 'Club nights' }} />
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : (
          <p class="muted">Reading the night…</p>
        )}
      </main>
    );

  const { club, built } = view;
  const night = club.night;

  /** Applies an outcome: the new view, or its message; returns the message for a form (null when done). */
  const apply = (r: Outcome<NightView>, done?: string): string | null => {
    if (!r.ok) return r.message;
    setView(r.value);
    setEditing(null);
    setSaid(done ?? '');
    return null;
  };

  const editingLine = editing?.kind === 'correct' ? built.lines[editing.index] : undefined;
  const save = async (score: TypedScore): Promise<string | null> => {
    if (editing?.kind === 'add') return apply(await addPaperGame(id, score), `Game added: ${score.opponent}.`);
    if (editingLine) return apply(await correctCardLine(id, editingLine.ref, score), `Game ${editingLine.line.game} corrected.`);
    return null;
  };
  const remove = async () => {
    if (!editingLine) return;
    const r = await removeCardLine(id, editingLine.ref);
    const message = apply(r, `Game ${editingLine.line.game} against ${editingLine.line.opponent} is off the card.`);
    if (message) setSaid(message);
  };

  const print = () => {
    window.print();
  };
  const csv = () => {
    if (card) downloadText(cardCsv(card), clubFileName(`${card.player} ${night.name}`, night.date, 'card', 'csv'), 'text/csv');
  };

  return (
    <main class="club club-night">
      <ClubBar title={night.name} back={{ to: { screen: 'club' }, label: 'Club nights' }} />
      <p class="club-night__day">
        <strong>{dayWords(night.date)}</strong>
      </p>
      <details class="club-format-words no-print">
        <summary>
          Format: {formatLines({ ...night.format, games: roundsOf(club) })[0]}, {night.format.win} a win, {night.format.skunk} a skunk
        </summary>
        <ul>
          {formatLines({ ...night.format, games: roundsOf(club) }).map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </details>

      {club.player === null ? (
        <section class="stack no-print" aria-labelledby="who">
          {/* No player keeps a card here: this is the director's phone, and the director's tools come first. */}
          <button type="button" class="big" onClick={() => navigate({ screen: 'director', id })}>
            Director: entrants, seating, cards, standings
          </button>
          <details class="panel">
            <summary id="who">A player on this phone keeps a card too</summary>
            <label>
              Player's name
              <input value={name} maxLength={MAX_NAME} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
            </label>
            {error && (
              <p class="error" role="alert">
                {error}
              </p>
            )}
            <button
              type="button"
              onClick={() =>
                void namePlayer(id, name).then((r) => {
                  setError(r.ok ? '' : r.message);
                  if (r.ok) setView(r.value);
                })
              }
            >
              Keep a card for this player
            </button>
          </details>
        </section>
      ) : (
        <section aria-labelledby="card-title" class="club-night__card">
          <h2 id="card-title" class="visually-hidden">
            {club.player}'s card
          </h2>
          {card && (
            <CardTable
              card={card}
              caption={`${club.player}'s card`}
              games={roundsOf(club)}
              onCorrect={(index) => {
                setEditing({ kind: 'correct', index });
                setSaid('');
              }}
            />
          )}
          <SeatList player={club.player} seating={club.seating ?? []} round={club.round ?? 0} />
          <p role="status" class="club-said no-print">
            {said}
          </p>
          {editing && (
            <LineForm
              opponents={(club.entrants ?? []).map((e) => e.name).filter((n) => n !== club.player)}
              rounds={(club.seating ?? []).map((r, i) => ({ round: i + 1, seat: seatOf(r, club.player!) }))}
              key={editing.kind === 'correct' ? editing.index : 'add'}
              title={editingLine ? `Correct game ${editingLine.line.game}` : 'Add a game kept on paper'}
              player={club.player}
              initial={editingLine?.line}
              saveLabel={editingLine ? 'Save the correction' : 'Add the game'}
              onSave={save}
              onCancel={() => setEditing(null)}
              onRemove={editingLine ? () => void remove() : undefined}
              removeLabel={editingLine?.ref.kind === 'typed' ? 'Delete this line' : 'Take it off the card'}
            />
          )}
          <div class="stack no-print">
            <button type="button" class="big" onClick={() => navigate({ screen: 'new', night: id })}>
              Play a game for this night
            </button>
            {!editing && (
              <button
                type="button"
                class="secondary"
                onClick={() => {
                  setEditing({ kind: 'add' });
                  setSaid('');
                }}
              >
                Add a game kept on paper
              </button>
            )}
          </div>
          <ConfirmPanel id={id} view={view} onView={setView} />
          <OffGames off={built.off} titles={view.titles} onPutBack={(gameId) => void putBackGame(id, gameId).then((r) => apply(r, 'Put back on the card.'))} />
        </section>
      )}
      {view.unreadable.length > 0 && (
        <p class="error" role="alert">
          {view.unreadable.length === 1 ? "1 of the night's games cannot be read" : `${view.unreadable.length} of the night's games cannot be read`}: its raw
          data is in Export · import.
        </p>
      )}

      <div class="stack no-print club-night__more">
        {card && handIn && (
          <section class="panel" aria-labelledby="hand-in">
            <h2 id="hand-in">Hand in the card</h2>
            <p class="muted club-hint">
              To the director: the link, the QR code or the file. Hand it in again after any change: the newer card replaces the older.
            </p>
            {open === 'hand-in' ? (
              <ShareBox
                share={handIn}
                what={`${card.player}'s card`}
                caption="Point the director's phone camera at the code to hand in the card"
                file={{ name: clubFileName(`${card.player} ${night.name}`, night.date, 'card', 'json'), text: formatCardFile(card) }}
              />
            ) : (
              <button type="button" onClick={() => setOpen('hand-in')}>
                Show the link and QR code
              </button>
            )}
            <div class="row club-night__out">
              <button type="button" class="secondary" onClick={print}>
                Print the card
              </button>
              <button type="button" class="secondary" onClick={csv}>
                Download the card (CSV)
              </button>
            </div>
          </section>
        )}
        <section class="panel" aria-labelledby="invite">
          <h2 id="invite">Invite players</h2>
          <p class="muted club-hint">Each player opens the invitation on their own phone and keeps a card for this night.</p>
          {open === 'invite' && invite ? (
            <ShareBox share={invite} what={`the invitation to ${night.name}`} caption="Point a player's phone camera at the code to join the night" />
          ) : (
            <button type="button" class="secondary" onClick={() => setOpen('invite')}>
              Show the invitation
            </button>
          )}
        </section>
        {club.player !== null && (
          <button type="button" class="big secondary" onClick={() => navigate({ screen: 'director', id })}>
            Director: gather cards, standings
          </button>
        )}
        {deleting ? (
          <div class="row">
            <button type="button" class="danger" onClick={() => void deleteNight(id).then(() => navigate({ screen: 'club' }))}>
              Delete the night for good
            </button>
            <button type="button" class="secondary" onClick={() => setDeleting(false)}>
              Keep it
            </button>
            <p class="muted club-hint">Its games stay in the saved games.</p>
          </div>
        ) : (
          <button type="button" class="secondary" onClick={() => setDeleting(true)}>
            Delete this night
          </button>
        )}
      </div>
    </main>
  );
}
