import { useState } from 'preact/hooks';
import { MAX_NAME, isPaper, roundNow, sameName, type ClubNight, type Entrant, type EntrantFields } from '../../club';
import { plural } from '../../game';
import type { NightView, Outcome } from './clubs';
import { Said, type Saying } from './Said';
import { addEntrantTo, editEntrantIn, entrantGoes, keepPaper } from './directorActions';
import { entrantWords } from './words';

const EMPTY: EntrantFields = { name: '', acc: '', guest: false, paid: false };

interface Props {
  readonly id: string;
  readonly club: ClubNight;
  readonly busy: boolean;
  /** What the last action here said. */
  readonly said: Saying;
  /** Runs a change; `done` is said when it is made. Resolves to whether it was. */
  readonly onAct: (work: () => Promise<Outcome<NightView>>, done: string) => Promise<boolean>;
}

/**
 * The director's list of entrants: a name (unique in the night), an ACC number, guest, paid; a late arrival added once
 * the night is under way plays from the next round; a player who leaves is out after the round under way; an entrant
 * without a phone has their card kept here, on paper.
 */
export function EntrantsPanel({ id, club, busy, said, onAct }: Props) {
  const [draft, setDraft] = useState<EntrantFields>(EMPTY);
  const edit = (change: Partial<EntrantFields>) => setDraft((d) => ({ ...d, ...change }));
  const list = club.entrants ?? [];
  const round = roundNow(club);
  const paidCount = list.filter((e) => e.paid).length;
  const hasCard = (e: Entrant) => club.cards.some((c) => sameName(c.player, e.name)) || (club.player !== null && sameName(club.player, e.name));

  // The form is emptied at once, so the next entrant can be typed while this one is saved; a refused one comes back,
  // unless the director has begun another.
  const add = async (event: Event) => {
    event.preventDefault();
    const sent = draft;
    setDraft(EMPTY);
    const ok = await onAct(
      () => addEntrantTo(id, sent),
      round > 0 ? `${sent.name.trim()} plays from round ${round + 1}.` : `${sent.name.trim()} is an entrant.`,
    );
    if (!ok) setDraft((d) => (d === EMPTY ? sent : d));
  };
  const fields = (e: Entrant) => ({ name: e.name, acc: e.acc ?? '', guest: e.guest === true, paid: e.paid === true });

  return (
    <section class="panel stack no-print" aria-labelledby="entrants-title">
      <h2 id="entrants-title">Entrants</h2>
      <p class="muted club-hint">
        {list.length === 0 ? 'No entrants yet: add every player of the night, then deal the seating.' : `${plural(list.length, 'entrant')}, ${paidCount} paid.`}
      </p>
      <Said said={said} />
      <form class="stack club-entrant-form" onSubmit={add} aria-label="Add an entrant">
        <label>
          Name
          <input value={draft.name} maxLength={MAX_NAME} autoComplete="off" onInput={(e) => edit({ name: (e.target as HTMLInputElement).value })} />
        </label>
        <label>
          ACC number (if any)
          <input value={draft.acc} inputMode="numeric" maxLength={10} onInput={(e) => edit({ acc: (e.target as HTMLInputElement).value })} />
        </label>
        <div class="row">
          <label class="club-check">
            <input type="checkbox" checked={draft.guest} onChange={(e) => edit({ guest: (e.target as HTMLInputElement).checked })} /> Guest
          </label>
          <label class="club-check">
            <input type="checkbox" checked={draft.paid} onChange={(e) => edit({ paid: (e.target as HTMLInputElement).checked })} /> Paid
          </label>
        </div>
        <button type="submit" disabled={busy || draft.name.trim() === ''}>
          {round > 0 ? `Add a late arrival (from round ${round + 1})` : 'Add the entrant'}
        </button>
      </form>
      {list.length > 0 && (
        <ul class="club-entrants">
          {list.map((e) => (
            <li key={e.name}>
              <span class="club-entrants__who">
                <strong>{e.name}</strong>
                <span class="muted"> {entrantWords(e, isPaper(club, e.name))}</span>
              </span>
              <span class="row club-entrants__acts">
                <button
                  type="button"
                  class="secondary"
                  aria-pressed={e.paid === true}
                  disabled={busy}
                  aria-label={`${e.name} paid`}
                  onClick={() =>
                    void onAct(() => editEntrantIn(id, e.name, { ...fields(e), paid: !e.paid }), e.paid ? `${e.name}: not paid.` : `${e.name} paid.`)
                  }
                >
                  {e.paid ? 'Paid ✓' : 'Paid?'}
                </button>
                {e.leftAfter === undefined ? (
                  <button
                    type="button"
                    class="secondary"
                    disabled={busy}
                    aria-label={round === 0 ? `Take ${e.name} off` : `${e.name} leaves after round ${round}`}
                    onClick={() =>
                      void onAct(() => entrantGoes(id, e.name), round === 0 ? `${e.name} is off the list.` : `${e.name} leaves after round ${round}.`)
                    }
                  >
                    {round === 0 ? 'Take off' : 'Leaves'}
                  </button>
                ) : (
                  <button type="button" class="secondary" disabled={busy} onClick={() => void onAct(() => entrantGoes(id, e.name, true), `${e.name} is back.`)}>
                    Back
                  </button>
                )}
                {!hasCard(e) && (
                  <button
                    type="button"
                    class="secondary"
                    disabled={busy}
                    aria-label={`Keep ${e.name}'s card here`}
                    onClick={() => void onAct(() => keepPaper(id, e.name), `${e.name}'s card is kept on this phone.`)}
                  >
                    Keep card here
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
