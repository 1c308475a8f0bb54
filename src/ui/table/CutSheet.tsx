import { useState } from 'preact/hooks';
import { parseCard, type Card } from '../../rules';
import { Sheet } from './Sheet';
import { ErrorLine } from './ErrorLine';
import { CARDS_LIMIT } from '../cards/CardPicker';
import { limitedField } from '../shell/textLimit';

interface Props {
  /** Every seat's player, in seat order, e.g. `['Ann', 'Bob']`. */
  readonly names: readonly string[];
  /** Cuts for deal; resolves to the engine's refusal (a tie), or `null`. */
  readonly onCut: (cuts: readonly Card[]) => Promise<string | null>;
  readonly onClose: () => void;
}

/** Each player's cut card: the lowest deals (002); a tie says to cut again. */
export function CutSheet({ names, onCut, onClose }: Props) {
  const [cuts, setCuts] = useState<string[]>(names.map(() => ''));
  const [error, setError] = useState('');
  const submit = async (event: Event) => {
    event.preventDefault();
    const cards: Card[] = [];
    for (const [i, text] of cuts.entries()) {
      const card = parseCard(text);
      if (!card.ok) return setError(`${names[i]}: ${card.error.message}`);
      cards.push(card.value);
    }
    const refused = await onCut(cards);
    if (refused) setError(refused);
    else onClose();
  };
  return (
    <Sheet title="Cut for deal" onClose={onClose}>
      <form class="stack" onSubmit={(e) => void submit(e)}>
        {names.map((name, i) => (
          <label key={i} class="row">
            {name} cut
            <input
              value={cuts[i]}
              placeholder="e.g. 4h"
              autocomplete="off"
              {...limitedField(CARDS_LIMIT, cuts[i]!, (text) => setCuts(cuts.map((c, k) => (k === i ? text : c))), setError)}
            />
          </label>
        ))}
        <button type="submit">Lowest deals</button>
        <ErrorLine message={error} />
      </form>
    </Sheet>
  );
}
