import { useEffect, useState } from 'preact/hooks';
import { cardText } from '../../game';
import { DECK_COLORS, MAX_PIP, NO_PIPS, type DeckColor, type DeckPips, type Pips } from '../../game/rulesets/notEnough';
import { parseCard, type Card, type CardId } from '../../rules';
import { deleteDeck, FIRST_PROFILE_NAME, listDecks, saveDeck, type DeckProfile } from './decks';
import './decks.css';

/** The cards that carry pips, J/Q/K/A of each suit, e.g. `'JH'`. */
const FACE_CARDS: readonly CardId[] = (['J', 'Q', 'K', 'A'] as const).flatMap((r) => (['C', 'D', 'H', 'S'] as const).map((s) => `${r}${s}` as CardId));
/** A card id of the list above as a card. */
function cardOf(id: CardId): Card {
  const card = parseCard(id);
  if (!card.ok) throw new Error(`not a card: ${id}`);
  return card.value;
}

const KINDS = ['intel', 'might', 'magic'] as const;
const WORDS = { intel: 'Intel', might: 'Might', magic: 'Magic' } as const;

/** Typed numbers per deck, card and kind, as text ('' for not known). */
type Draft = Record<DeckColor, Record<string, [string, string, string]>>;

function draftOf(pips: DeckPips): Draft {
  const draft = { grey: {}, blue: {} } as Draft;
  for (const deck of DECK_COLORS)
    for (const id of FACE_CARDS) {
      const p = pips[deck][id];
      draft[deck][id] = p ? [String(p.intel), String(p.might), String(p.magic)] : ['', '', ''];
    }
  return draft;
}

/** The pips of a draft, or the first mistake: a card with some numbers but not all, or a number not 0 to 9. */
function pipsOfDraft(draft: Draft): { ok: true; pips: DeckPips } | { ok: false; message: string } {
  const out: Record<DeckColor, Record<string, Pips>> = { grey: {}, blue: {} };
  for (const deck of DECK_COLORS)
    for (const id of FACE_CARDS) {
      const row = draft[deck][id]!.map((t) => t.trim());
      if (row.every((t) => t === '')) continue;
      const name = `the ${deck} ${cardText(cardOf(id))}`;
      if (row.some((t) => !/^\d$/.test(t) || Number(t) > MAX_PIP)) return { ok: false, message: `Give ${name} all three numbers, each 0 to ${MAX_PIP}.` };
      out[deck][id] = { intel: Number(row[0]), might: Number(row[1]), magic: Number(row[2]) };
    }
  return { ok: true, pips: out as DeckPips };
}

/** How many cards of a profile are known, e.g. `'5 grey, 2 blue cards'`. */
function knownWords(pips: DeckPips): string {
  return `${DECK_COLORS.map((d) => `${Object.keys(pips[d]).length} ${d}`).join(', ')} cards known`;
}

/** One profile being edited: its name and, one deck at a time, the numbers of its J/Q/K/A. */
function DeckEditor({
  profile,
  onDone,
}: {
  readonly profile: { readonly id?: string; readonly name: string; readonly pips: DeckPips };
  readonly onDone: () => void;
}) {
  const [name, setName] = useState(profile.name);
  const [deck, setDeck] = useState<DeckColor>('grey');
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile.pips));
  const [error, setError] = useState('');
  const save = async (event: Event) => {
    event.preventDefault();
    const parsed = pipsOfDraft(draft);
    if (!parsed.ok) return setError(parsed.message);
    try {
      await saveDeck({ ...(profile.id ? { id: profile.id } : {}), name, pips: parsed.pips });
      onDone();
    } catch (e) {
      setError(`Not saved: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const type = (id: string, k: number, text: string) =>
    setDraft({ ...draft, [deck]: { ...draft[deck], [id]: draft[deck][id]!.map((v, j) => (j === k ? text : v)) as [string, string, string] } });
  return (
    <form class="stack decks__editor" aria-label="Deck profile" onSubmit={save}>
      <label>
        Name
        <input value={name} maxLength={60} onInput={(e) => setName((e.target as HTMLInputElement).value)} />
      </label>
      <fieldset class="choices">
        <legend>Deck</legend>
        {DECK_COLORS.map((d) => (
          <label class="choice" key={d}>
            <input type="radio" name="deck-colour" checked={deck === d} onChange={() => setDeck(d)} />
            {d}
          </label>
        ))}
      </fieldset>
      <table class="decks__table">
        <caption class="muted">The {deck} deck's J, Q, K and A: the numbers printed on each card (blank: not known yet).</caption>
        <thead>
          <tr>
            <th scope="col">Card</th>
            {KINDS.map((k) => (
              <th scope="col" key={k}>
                {WORDS[k]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FACE_CARDS.map((id) => (
            <tr key={`${deck}-${id}`}>
              <th scope="row">{cardText(cardOf(id))}</th>
              {KINDS.map((k, j) => (
                <td key={k}>
                  <input
                    inputMode="numeric"
                    maxLength={1}
                    aria-label={`${WORDS[k]} of the ${deck} ${cardText(cardOf(id))}`}
                    value={draft[deck][id]![j]}
                    onInput={(e) => type(id, j, (e.target as HTMLInputElement).value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <div class="screen__actions">
        <button type="submit">Save the profile</button>
        <button type="button" class="secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * Settings: the deck profiles of "Cribbage is not Enough" (000): the Intel, Might and Magic printed on the J, Q, K
 * and A of a pair of Civil Four decks, grey and blue. A new 000 game starts with one; numbers learned at the table
 * are added to it.
 */
export function DecksSection() {
  const [decks, setDecks] = useState<readonly DeckProfile[]>([]);
  const [editing, setEditing] = useState<{ readonly id?: string; readonly name: string; readonly pips: DeckPips } | null>(null);
  const [error, setError] = useState('');
  const refresh = () => void listDecks().then(setDecks, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  useEffect(refresh, []);
  const remove = async (d: DeckProfile) => {
    if (!confirm(`Delete the deck profile '${d.name}'?`)) return;
    await deleteDeck(d.id);
    refresh();
  };
  return (
    <section class="screen__section" aria-labelledby="settings-decks">
      <h2 id="settings-decks">Deck profiles (Cribbage is not Enough)</h2>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {editing ? (
        <DeckEditor
          profile={editing}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : (
        <>
          {decks.length === 0 ? (
            <p class="muted">No deck profile yet: the table asks for a card's numbers the first time it is entered and keeps them here.</p>
          ) : (
            <ul class="decks__list">
              {decks.map((d) => (
                <li key={d.id}>
                  <strong>{d.name}</strong> <span class="muted">({knownWords(d.pips)})</span>{' '}
                  <button type="button" class="secondary" aria-label={`Edit ${d.name}`} onClick={() => setEditing(d)}>
                    Edit
                  </button>{' '}
                  <button type="button" class="secondary" aria-label={`Delete ${d.name}`} onClick={() => void remove(d)}>
                    Delete
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div class="screen__actions">
            <button type="button" class="secondary" onClick={() => setEditing({ name: decks.length ? '' : FIRST_PROFILE_NAME, pips: NO_PIPS })}>
              New deck profile
            </button>
          </div>
        </>
      )}
    </section>
  );
}
