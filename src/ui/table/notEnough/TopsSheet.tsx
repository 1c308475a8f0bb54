import { useState } from 'preact/hooks';
import { DECK_COLORS, decksPickWords, topsRuleWords, type DeckColor } from '../../../game/rulesets/notEnough';
import type { Card } from '../../../rules';
import { CardPicker } from '../../cards/CardPicker';
import { Sheet } from '../Sheet';
import { DeckTag } from './DeckTag';
import './notEnough.css';

interface Props {
  /** e.g. `'Ann'`. */
  readonly dealer: string;
  /** The dealer's side is a team of two or more: a jack pegs "for Ann's team", else "Ann pegs 2". */
  readonly dealerTeam: boolean;
  /** The teams' names in side order, e.g. `['Ann & Cy', 'Bob & Di']`. */
  readonly teams: readonly string[];
  /** The first team's verb: `'plays'`, or `'play'` for a team of two ("Ann & Cy play grey"). */
  readonly plays: string;
  /** Each team's deck so far (the engine's default: as the round before). */
  readonly decks: readonly DeckColor[];
  readonly onTops: (tops: readonly Card[], decks: readonly DeckColor[]) => void;
  readonly onTurned: () => void;
  readonly onClose: () => void;
}

/**
 * 000: the dealer picks each team's deck and each team's Top is turned: one card of each deck, so the same rank and
 * suit may be both Tops. A jack pegs 2 for the dealer's team, a queen −2.
 */
export function TopsSheet({ dealer, dealerTeam, teams, plays, decks: initial, onTops, onTurned, onClose }: Props) {
  const [decks, setDecks] = useState<readonly DeckColor[]>(initial);
  const [picked, setPicked] = useState<Card[][]>(teams.map(() => []));
  const tops = picked.map((t) => t[0]).filter((c): c is Card => c !== undefined);
  const first = decks[0] ?? 'grey';
  return (
    <Sheet title="The Tops" onClose={onClose}>
      <fieldset class="ne-group">
        <legend>{decksPickWords(dealer)}</legend>
        {DECK_COLORS.map((deck) => (
          <label class="choice" key={deck}>
            <input
              type="radio"
              name="first-deck"
              checked={first === deck}
              onChange={() => setDecks(teams.map((_, i) => (i === 0 ? deck : DECK_COLORS.find((d) => d !== deck)!)))}
            />
            {teams[0]} {plays} <DeckTag deck={deck} />
          </label>
        ))}
      </fieldset>
      <p class="muted">{topsRuleWords(dealer, dealerTeam)}</p>
      {teams.map((name, i) => (
        <div key={name}>
          <DeckTag deck={decks[i]!} />
          <CardPicker
            label={`${name}'s Top (${decks[i]})`}
            cards={picked[i]!}
            max={1}
            onChange={(cards) => setPicked(picked.map((t, k) => (k === i ? cards : t)))}
          />
        </div>
      ))}
      <div class="row">
        <button type="button" disabled={tops.length !== teams.length} onClick={() => onTops(tops, decks)}>
          Turn the Tops
        </button>
        <button type="button" class="secondary" onClick={onTurned}>
          Turned (not entering cards)
        </button>
      </div>
    </Sheet>
  );
}
