import { useState } from 'preact/hooks';
import { cardText } from '../../../game';
import { MAX_PIP, type DeckCard, type Pips } from '../../../game/rulesets/notEnough';
import { Sheet } from '../Sheet';
import { DeckTag } from './DeckTag';
import './notEnough.css';
import { ErrorLine } from '../ErrorLine';

/** A card's pips as entered. */
export interface NotedPips extends DeckCard {
  readonly pips: Pips;
}

interface Props {
  /** The J/Q/K/A cards whose pips are not known yet, e.g. the grey KS. */
  readonly cards: readonly DeckCard[];
  /** Notes them (in the game's log and the device's profile); resolves to a refusal, or `null`. */
  readonly onSave: (noted: readonly NotedPips[]) => Promise<string | null>;
  readonly onClose: () => void;
}

const KINDS = ['intel', 'might', 'magic'] as const;
const WORDS = { intel: 'Intel', might: 'Might', magic: 'Magic' } as const;

/** A pip as typed, or `null` when it is not a whole number 0 to 9. */
function pipOf(text: string): number | null {
  return /^\d$/.test(text.trim()) && Number(text) <= MAX_PIP ? Number(text) : null;
}

/**
 * 000: asks for the Intel, Might and Magic printed on J/Q/K/A cards the game does not know yet, once each: never
 * guessed. The numbers are noted in the game's log and remembered for the deck on this device.
 */
export function PipsSheet({ cards, onSave, onClose }: Props) {
  const [typed, setTyped] = useState<string[][]>(cards.map(() => ['', '', '']));
  const [error, setError] = useState('');
  const values = typed.map((row) => row.map(pipOf));
  const complete = values.every((row) => row.every((v) => v !== null));
  const save = async (event: Event) => {
    event.preventDefault();
    if (!complete) return setError('Each number is a whole number from 0 to 9, as printed on the card.');
    const noted = cards.map((c, i) => ({ ...c, pips: { intel: values[i]![0]!, might: values[i]![1]!, magic: values[i]![2]! } }));
    const refused = await onSave(noted);
    if (refused) setError(refused);
  };
  return (
    <Sheet title="Card numbers" onClose={onClose}>
      <form class="stack" aria-label="Card numbers" onSubmit={save}>
        <p class="muted">
          Enter the Intel, Might and Magic printed on {cards.length === 1 ? 'this card' : 'these cards'}: asked once, remembered for the deck.
        </p>
        {cards.map((c, i) => (
          <fieldset class="pips" key={`${c.deck}-${cardText(c.card)}`}>
            <legend>
              <DeckTag deck={c.deck} /> {cardText(c.card)}
            </legend>
            {KINDS.map((kind, k) => (
              <label key={kind}>
                <span>{WORDS[kind]}</span>
                <input
                  inputMode="numeric"
                  maxLength={1}
                  aria-label={`${WORDS[kind]} of the ${c.deck} ${cardText(c.card)}`}
                  value={typed[i]![k]}
                  autofocus={i === 0 && k === 0}
                  onInput={(e) => setTyped(typed.map((row, r) => (r === i ? row.map((v, j) => (j === k ? (e.target as HTMLInputElement).value : v)) : row)))}
                />
              </label>
            ))}
          </fieldset>
        ))}
        <ErrorLine message={error} />
        <button type="submit" disabled={!complete}>
          Save the numbers
        </button>
      </form>
    </Sheet>
  );
}
