import type { CountTurn, Game } from '../../game';
import type { Followed } from './following';
import { takenWords } from '../../follow/words';

interface Props {
  readonly game: Game;
  readonly followed: Followed;
  /** The link is up: this phone may send. */
  readonly live: boolean;
  /** The link ended or this phone stopped: the game is saved here. */
  readonly ended: boolean;
  /** This phone's player (a seat) and their name, or null until picked. */
  readonly mine: number | null;
  readonly myName: string | null;
  /** The table phone lets this phone count its player's hand. */
  readonly mayCount: boolean;
  /** This phone's player's count, when it is next, else null. */
  readonly myCount: CountTurn | null;
  /** Muggins may be called now by this phone's side. */
  readonly mayCall: boolean;
  /** What became of the last command, e.g. `'Saved on the table phone.'`, or `''`. */
  readonly said: string;
  readonly onSeat: (seat: number | null) => void;
  readonly onRejoin: () => void;
  readonly onStop: () => void;
  readonly onOpenCopy: (id: string) => void;
  readonly onCount: () => void;
  readonly onMuggins: () => void;
}

/**
 * The following phone's bar: the link's state (reconnecting, lost with Rejoin, ended with the saved copy), whose
 * phone this is, and its player's count and muggins call when the table phone allows them.
 */
export function FollowBar({
  game: g,
  followed: f,
  live,
  ended,
  mine,
  myName,
  mayCount,
  myCount,
  mayCall,
  said: shown,
  onSeat,
  onRejoin,
  onStop,
  onOpenCopy,
  onCount,
  onMuggins,
}: Props) {
  return (
    <>
      {f.status === 'reconnecting' && (
        <p class="bar__text" role="status">
          Reconnecting to the table phone… Keep this screen open; the game comes back by itself.
        </p>
      )}
      {(f.status === 'lost' || f.status === 'refused') && (
        <>
          <p class="bar__text error" role="alert">
            {f.why || 'The link to the table phone is lost. To rejoin: on the table phone, ☰ → Let phones follow; here, tap Rejoin and scan its code.'}
            {f.status === 'lost' && f.saved ? ` ${f.saved.message}` : ''}
          </p>
          <div class="bar__actions">
            <button type="button" data-primary onClick={onRejoin}>
              Rejoin
            </button>
            <button type="button" class="secondary" onClick={onStop}>
              Keep the game and stop
            </button>
          </div>
        </>
      )}
      {ended && (
        <>
          <p class="bar__text" role="status">
            {f.status === 'ended' ? 'The table phone ended the link. ' : ''}
            {f.saved ? f.saved.message : 'Saving the game on this phone…'}
          </p>
          <div class="bar__actions">
            {f.saved?.id && (
              <button type="button" data-primary onClick={() => onOpenCopy(f.saved!.id!)}>
                Open the saved game
              </button>
            )}
          </div>
        </>
      )}
      {(live || f.status === 'connecting') && (
        <>
          {mine === null && f.taken !== null && g.seats[f.taken] && (
            <p class="bar__text" role="status">
              {takenWords(g.seats[f.taken]!.name)}
            </p>
          )}
          {mine === null ? (
            <label class="bar__text follow-bar__who">
              <span>Whose phone is this?</span>
              <select value="" onChange={(e) => onSeat(Number((e.currentTarget as HTMLSelectElement).value))}>
                <option value="" disabled>
                  Pick a player…
                </option>
                {g.seats.map((s, i) => (
                  <option key={i} value={i}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p class="bar__text">
              <strong>{myName}'s phone.</strong>{' '}
              {mayCount
                ? myCount
                  ? `Count ${myCount.crib ? 'the crib' : 'your hand'} here by its cards.`
                  : 'When it is your count, count it here by its cards.'
                : 'Following. The table phone can let you count your own hand here (☰ → Let phones follow).'}{' '}
              <button type="button" class="follow-bar__change" onClick={() => onSeat(null)}>
                Not {myName}?
              </button>
            </p>
          )}
          <div class="bar__actions">
            {mayCall && (
              <button type="button" class="secondary" onClick={onMuggins}>
                Muggins?
              </button>
            )}
            {myCount && (
              <button type="button" data-primary onClick={onCount}>
                Count {myCount.crib ? 'the crib' : 'my hand'}…
              </button>
            )}
          </div>
        </>
      )}
      {shown && live && (
        <p class="follow-bar__said" role="status">
          {shown}
        </p>
      )}
      {f.problem && (
        <p class="follow-bar__said error" role="alert">
          A move from the table phone could not be read and was not drawn: {f.problem}
        </p>
      )}
    </>
  );
}
