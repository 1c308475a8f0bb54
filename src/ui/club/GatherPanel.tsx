import { useState } from 'preact/hooks';
import { MAX_PASTED_CARD, isPaper, pastedProblem, type ClubNight, type PlayerCard } from '../../club';
import { plural } from '../../game';
import { Said, type Saying } from './Said';
import { gatherFile, gatherInto, removeGatheredCard, type Gathered, type NightView, type Outcome } from './clubs';

/** Gathers one card, the director's choice on a clash of names given (`replace`). */
type Gather = (replace: boolean) => Promise<Gathered<{ readonly view: NightView; readonly message: string }>>;

interface Props {
  readonly id: string;
  readonly club: ClubNight;
  /** Every card on this phone: its own player's, the gathered ones, the paper players'. */
  readonly cards: readonly PlayerCard[];
  /** Entrants and opponents with no card here. */
  readonly noCard: readonly string[];
  readonly busy: boolean;
  /** What the last action said. */
  readonly said: Saying;
  /** Runs a gathering; resolves to whether it was made. */
  readonly onRun: (work: () => Promise<Outcome<{ readonly view: NightView; readonly message: string }>>) => Promise<boolean>;
  readonly onView: (view: NightView) => void;
  readonly onSay: (ok: boolean, text: string) => void;
}

/**
 * Gathering the players' cards: a pasted link (refused at once when longer than any card), a card's file, or a QR code
 * scanned with the camera app (it opens here); the cards gathered, each removable.
 */
export function GatherPanel({ id, club, cards, noCard, busy, said, onRun, onView, onSay }: Props) {
  const [pasted, setPasted] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  /** A card refused for its name, a gathered card's written otherwise: how to gather it again, and that name, till the director chooses. */
  const [clash, setClash] = useState<{ readonly again: Gather; readonly name: string } | null>(null);
  // A link pasted while a card is gathered stays in the field.
  const gather = (again: Gather, replace: boolean) => {
    const sent = pasted;
    return onRun(async () => {
      const r = await again(replace);
      setClash(!r.ok && 'clash' in r ? { again, name: r.clash } : null);
      return r;
    }).then((done) => done && setPasted((now) => (now === sent ? '' : now)));
  };
  return (
    <section class="panel stack no-print" aria-labelledby="gather">
      <h2 id="gather">Gather the cards</h2>
      <label>
        A card's link
        <textarea
          rows={2}
          maxLength={MAX_PASTED_CARD + 1}
          value={pasted}
          placeholder="https://…/#C1.…"
          onPaste={(e) => {
            // A paste longer than any card is refused before the browser puts it in the field (a megabyte laid out
            // in a textarea froze the page for minutes); `maxLength` bounds anything else typed or dropped in.
            const problem = pastedProblem(e.clipboardData?.getData('text') ?? '');
            if (!problem) return;
            e.preventDefault();
            setPasted('');
            onSay(false, problem);
          }}
          onInput={(e) => {
            const field = e.target as HTMLTextAreaElement;
            // Refused by its length at once: a long paste is never kept, drawn or read.
            const problem = pastedProblem(field.value);
            if (problem) field.value = '';
            setPasted(problem ? '' : field.value);
            if (problem) onSay(false, problem);
          }}
        />
      </label>
      <button type="button" disabled={busy || pasted.trim() === ''} onClick={() => void gather((replace) => gatherInto(id, pasted, replace), false)}>
        Add the card
      </button>
      <label>
        Or a card's file
        <input
          type="file"
          accept=".json,application/json,text/plain"
          disabled={busy}
          onChange={(e) => {
            const input = e.target as HTMLInputElement;
            const file = input.files?.[0];
            input.value = '';
            if (file) void gather((replace) => gatherFile(id, file, replace), false);
          }}
        />
      </label>
      <p class="muted club-hint">Or point this phone's camera at a player's card QR code: it opens here, ready to add.</p>
      <Said said={said} />
      {clash && (
        <div class="stack club-clash" role="group" aria-label={`Two cards for ${clash.name}`}>
          <button type="button" class="danger" disabled={busy} onClick={() => void gather(clash.again, true)}>
            Replace {clash.name}'s card with this one
          </button>
          <button
            type="button"
            class="secondary"
            disabled={busy}
            onClick={() => {
              setClash(null);
              onSay(true, `${clash.name}'s card is kept; the other card was not gathered.`);
            }}
          >
            Keep {clash.name}'s card
          </button>
        </div>
      )}
      <details class="club-gathered" open={cards.length <= 4}>
        <summary>{cards.length === 0 ? 'No cards yet' : `${plural(cards.length, 'card')}: ${cards.map((c) => c.player).join(', ')}`}</summary>
        <ul class="club-cards">
          {cards.map((c) => (
            <li key={c.player}>
              <span>
                <strong>{c.player}</strong> · {plural(c.lines.length, 'game')}
                {isPaper(club, c.player) ? ' · on paper, kept here' : ''}
                {club.player !== null && c.player === club.player ? ' · this phone' : ''}
              </span>
              {!(club.player !== null && c.player === club.player) &&
                (removing === c.player ? (
                  <button
                    type="button"
                    class="danger"
                    onClick={() =>
                      void removeGatheredCard(id, c.player).then((r) => {
                        if (r.ok) onView(r.value);
                        onSay(r.ok, r.ok ? `${c.player}'s card is removed.` : r.message);
                        setRemoving(null);
                      })
                    }
                  >
                    Remove {c.player}'s card
                  </button>
                ) : (
                  <button type="button" class="secondary" onClick={() => setRemoving(c.player)} aria-label={`Remove ${c.player}'s card`}>
                    Remove
                  </button>
                ))}
            </li>
          ))}
        </ul>
      </details>
      {noCard.length > 0 && <p class="muted club-hint">No card yet from {noCard.join(', ')}: their games count as the other card says, unchecked.</p>}
    </section>
  );
}
