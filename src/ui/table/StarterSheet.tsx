import { useState } from 'preact/hooks';
import { cardText, starterRuleWords } from '../../game';
import { topsTurnWords } from '../../game/rulesets/notEnough';
import type { Card } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { Sheet } from './Sheet';

interface Props {
  /** e.g. `'Bob'`. */
  readonly dealer: string;
  /** Who cuts (the engine's `starterCutter`), e.g. `'Ann'`; `null` when the dealer turns the top card. */
  readonly cutter: string | null;
  /** The dealer's side is a team of two or more (000's Tops: a jack pegs "for Ann's team", else "Ann pegs 2"). */
  readonly dealerTeam?: boolean;
  /** Cribbage is not Enough (000): each team's Top is turned instead of one starter; the sides' names. */
  readonly tops: readonly string[] | null;
  readonly onStarter: (card: Card | null) => void;
  readonly onTops: (cards: readonly Card[]) => void;
  readonly onClose: () => void;
}

/** The starter (or the Tops) by cards: a jack pegs his heels for the dealer. */
export function StarterSheet({ dealer, cutter, dealerTeam = false, tops, onStarter, onTops, onClose }: Props) {
  const [starter, setStarter] = useState<Card[]>([]);
  const [picked, setPicked] = useState<Card[][]>((tops ?? []).map(() => []));
  const turned = (
    <button type="button" class="secondary" onClick={() => onStarter(null)}>
      Turned (not entering cards)
    </button>
  );
  if (tops) {
    const chosen = picked.map((t) => t[0]);
    const used = chosen.filter((c): c is Card => c !== undefined);
    return (
      <Sheet title="The Tops" onClose={onClose}>
        <p class="muted">{topsTurnWords(dealer, dealerTeam)}</p>
        {tops.map((name, i) => (
          <CardPicker
            key={name}
            label={`${name}'s Top`}
            cards={picked[i]!}
            max={1}
            used={used.filter((c) => c !== chosen[i])}
            onChange={(cards) => setPicked(picked.map((t, k) => (k === i ? cards : t)))}
          />
        ))}
        <div class="row">
          <button type="button" disabled={used.length !== tops.length} onClick={() => onTops(used)}>
            Turn the Tops
          </button>
          {turned}
        </div>
      </Sheet>
    );
  }
  const actions = (
    <div class="row">
      <button type="button" disabled={starter.length !== 1} onClick={() => onStarter(starter[0]!)}>
        {starter.length === 1 ? `Starter is ${cardText(starter[0]!)}` : 'Pick the starter'}
      </button>
      {turned}
    </div>
  );
  return (
    <Sheet title="The starter" onClose={onClose} actions={actions}>
      <p class="muted">{starterRuleWords(dealer, cutter)}</p>
      <CardPicker label="Starter" cards={starter} max={1} onChange={setStarter} />
    </Sheet>
  );
}
