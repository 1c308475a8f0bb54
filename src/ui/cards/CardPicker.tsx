import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { cardText, plural } from '../../game';
import { MAX_CARDS_TEXT, RANK_TEXTS, SUITS, SUIT_SYMBOLS, cardIndex, cardWords, checkCards, parseCards, type Card, type Rank } from '../../rules';
import { limitedField, type TextLimit } from '../shell/textLimit';
import { PlayingCard } from './PlayingCard';
import './cards.css';

interface Props {
  /** What is being entered, e.g. `'Hand'` or `'Starter'`. */
  readonly label: string;
  readonly cards: readonly Card[];
  /** How many cards this picker holds, e.g. 4. */
  readonly max: number;
  /** The legend counts the cards against `max` ("2 of 4"); `false` for a picker that holds up to `max` (a count of the play). */
  readonly exact?: boolean;
  /** Cards entered elsewhere (the starter, another hand): disabled here. */
  readonly used?: readonly Card[];
  /** The ranks that may be picked now (a card of the play that fits under 31); every rank by default. */
  readonly ranks?: readonly Rank[] | undefined;
  readonly onChange: (cards: Card[]) => void;
}

/** A suit's name for a screen reader before a rank is picked (after, the button says the whole card). */
/** Typed cards: all 52 written out fit; a longer paste is refused before it is put in the field. */
export const CARDS_LIMIT: TextLimit = { max: MAX_CARDS_TEXT, what: 'a list of cards' };

const SUIT_NAMES: Readonly<Record<Card['suit'], string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

/**
 * A fast card picker: tap a rank then a suit, or type `5h 5c 5s jd`. Cards already used are disabled; bad text
 * gets a message and changes nothing. It announces nothing itself: only its errors are alerts. Once it holds all its
 * cards the rank and suit keys (all disabled then) fold away, so what comes next (the count, "Score it") moves up
 * into view; removing a card brings them back, and typing replaces the cards.
 */
export function CardPicker({ label, cards, max, exact = true, used = [], ranks, onChange }: Props) {
  const [rank, setRank] = useState<Rank | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const taken = new Set([...cards, ...used].map(cardIndex));
  const full = cards.length >= max;
  const id = label.toLowerCase().replace(/\W+/g, '-');
  const box = useRef<HTMLFieldSetElement>(null);
  const refocus = useRef(false);
  const errorLine = useRef<HTMLParagraphElement>(null);

  // A refusal is read where it stands: scrolled into view in its sheet or page, not left below the fold.
  useLayoutEffect(() => {
    if (error) errorLine.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, [error]);

  // A suit tap disables the suit buttons: focus moves on to the next rank to pick, or past the picker once it is
  // full (the claim, "Score it"), never back to the page (issue 15.6).
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !active.matches(':disabled')) return;
    const field = box.current;
    const rankButton = field?.querySelector<HTMLButtonElement>('.picker__ranks button:not(:disabled)');
    if (rankButton) return rankButton.focus();
    const scope = field?.closest('dialog, form, main') ?? document.body;
    const after = [...scope.querySelectorAll<HTMLElement>('button:not(:disabled), input:not(:disabled), select:not(:disabled)')].find(
      (e) => field !== null && !field.contains(e) && (field.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    );
    after?.focus();
  });

  const add = (suit: Card['suit']) => {
    if (rank === null) return;
    const card = { rank, suit };
    const next = checkCards([...cards, card], { what: label.toLowerCase() });
    if (!next.ok) return setError(next.error.message);
    setError('');
    setRank(null);
    refocus.current = true;
    onChange(next.value);
  };

  const typed = (event: Event) => {
    event.preventDefault();
    const parsed = parseCards(text, { what: label.toLowerCase() });
    if (!parsed.ok) return setError(parsed.error.message);
    if (parsed.value.length > max) return setError(`${label} holds ${plural(max, 'card')}; ${parsed.value.length} given.`);
    const clash = parsed.value.find((c) => used.some((u) => cardIndex(u) === cardIndex(c)));
    if (clash) return setError(`${cardText(clash)} is already used elsewhere in this deal.`);
    setError('');
    setText('');
    onChange(parsed.value);
  };

  const suitAvailable = (suit: Card['suit']) => rank !== null && !taken.has(cardIndex({ rank, suit }));
  const rankAvailable = (r: Rank) => (ranks?.includes(r) ?? true) && SUITS.some((suit) => !taken.has(cardIndex({ rank: r, suit })));

  return (
    <fieldset ref={box} class="picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {label} <span class="muted">({exact ? `${cards.length} of ${max}` : plural(cards.length, 'card')})</span>
      </legend>
      {/* Not a live region: the legend counts the cards, and the app announces each move once (issue 15.7). */}
      <div class="picker__chosen">
        {cards.map((card) => (
          <button
            type="button"
            class="picker__chip secondary"
            key={cardIndex(card)}
            aria-label={`Remove ${cardWords(card)}`}
            onClick={() => onChange(cards.filter((c) => cardIndex(c) !== cardIndex(card)))}
          >
            <PlayingCard card={card} /> <span aria-hidden="true">✕</span>
          </button>
        ))}
      </div>
      {!full && (
        <>
          <div class="picker__ranks" role="group" aria-label={`${label}: rank`}>
            {RANK_TEXTS.map((t, i) => {
              const r = (i + 1) as Rank;
              return (
                <button
                  type="button"
                  key={t}
                  class={rank === r ? '' : 'secondary'}
                  aria-pressed={rank === r}
                  disabled={!rankAvailable(r)}
                  onClick={() => setRank(rank === r ? null : r)}
                >
                  {t}
                </button>
              );
            })}
          </div>
          <div class="picker__suits" role="group" aria-label={`${label}: suit`}>
            {SUITS.map((suit) => (
              <button
                type="button"
                key={suit}
                class={`secondary picker__suit${suit === 'H' || suit === 'D' ? ' card--red' : ''}`}
                disabled={!suitAvailable(suit)}
                aria-label={rank === null ? SUIT_NAMES[suit] : cardWords({ rank, suit })}
                onClick={() => add(suit)}
              >
                {SUIT_SYMBOLS[suit]}
              </button>
            ))}
          </div>
        </>
      )}
      <form class="picker__type" onSubmit={typed}>
        <label for={`${id}-text`}>Or type</label>
        <input
          id={`${id}-text`}
          value={text}
          autocomplete="off"
          autocapitalize="characters"
          spellcheck={false}
          placeholder={max === 1 ? '5d' : '5h 5c 5s jd'}
          {...limitedField(CARDS_LIMIT, text, setText, setError)}
        />
        <button type="submit" class="secondary">
          Set
        </button>
      </form>
      {error && (
        <p ref={errorLine} id={`${id}-error`} class="error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
