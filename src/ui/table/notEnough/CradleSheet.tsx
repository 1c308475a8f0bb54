import { useState } from 'preact/hooks';
import { cardText, type Command, type Game } from '../../../game';
import {
  CRIB_CARDS_PER_DECK,
  DECK_COLORS,
  missingPips,
  pipsOf,
  sideOfDeck,
  type DeckCard,
  type DeckColor,
  decksOf,
  pipsIn,
  topsOf,
} from '../../../game/rulesets/notEnough';
import type { Card } from '../../../rules';
import { CardPicker } from '../../cards/CardPicker';
import { Sheet } from '../Sheet';
import { DeckTag } from './DeckTag';
import './notEnough.css';
import { ErrorLine } from '../ErrorLine';
import { useSend } from './useSend';

interface Props {
  readonly game: Game;
  /** Sends a command; resolves to the refusal, or `null` once saved. */
  readonly onCommand: (command: Command) => Promise<string | null>;
  /** Asks for the numbers of these cards (their pips are not known). */
  readonly onPips: (cards: readonly DeckCard[]) => void;
  readonly onClose: () => void;
}

/** The cards of a deck already in play this round (its team's Top and hands): not in the crib. */
function inPlay(game: Game, deck: DeckColor): Card[] {
  const side = sideOfDeck(game, deck);
  const round = game.round!;
  return [...(topsOf(round)[side] ? [topsOf(round)[side]!] : []), ...game.seats.flatMap((seat, i) => (seat.side === side ? (round.hands[i] ?? []) : []))];
}

/**
 * 000 "Rob the Cradle": the crib cards of each deck are entered (the deck's colour on each), their Magic compared,
 * and the team of the deck with more may ban every card of one deck from the crib count, add one card from its own
 * deck to its crib (not a team with no crib), or pass; once.
 */
export function CradleSheet({ game, onCommand, onPips, onClose }: Props) {
  const [cribs, setCribs] = useState<Record<DeckColor, Card[]>>({ grey: [], blue: [] });
  const [adding, setAdding] = useState<Card[] | null>(null);
  const { error, send: sendCommand } = useSend(onCommand);
  const [changing, setChanging] = useState(false);
  const full = DECK_COLORS.every((d) => cribs[d].length === CRIB_CARDS_PER_DECK);
  const cards: DeckCard[] = DECK_COLORS.flatMap((deck) => cribs[deck].map((card) => ({ deck, card })));
  const missing = full ? missingPips(pipsIn(game), cards) : [];
  const magic = (deck: DeckColor) => cribs[deck].reduce((t, card) => t + (pipsOf(pipsIn(game), deck, card)?.magic ?? 0), 0);
  const known = full && missing.length === 0;
  const [grey, blue] = known ? [magic('grey'), magic('blue')] : [0, 0];
  const by = !known || grey === blue ? null : sideOfDeck(game, grey > blue ? 'grey' : 'blue');
  const order = game.round!.notEnough?.cribOrder ?? [];
  const holdsCrib = by !== null && order.some((turn) => game.seats[turn.seat]!.side === by);
  const own = by === null ? null : decksOf(game)[by]!;

  const send = (call: Omit<Extract<Command, { type: 'cradle' }>, 'type' | 'cribs'>) => sendCommand({ type: 'cradle', cribs, ...call }, onClose);

  return (
    <Sheet title="Rob the Cradle" onClose={onClose}>
      {full && !changing ? (
        <p>
          {DECK_COLORS.map((deck) => (
            <span key={deck}>
              <DeckTag deck={deck} /> {cribs[deck].map(cardText).join(' ')}{' '}
            </span>
          ))}
          <button type="button" class="secondary" onClick={() => setChanging(true)}>
            Change the cards
          </button>
        </p>
      ) : (
        DECK_COLORS.map((deck) => (
          <div key={deck}>
            <DeckTag deck={deck} />
            <CardPicker
              label={`The ${deck} crib cards`}
              cards={cribs[deck]}
              max={CRIB_CARDS_PER_DECK}
              used={inPlay(game, deck)}
              onChange={(picked) => {
                setCribs({ ...cribs, [deck]: picked });
                setChanging(false);
              }}
            />
          </div>
        ))
      )}
      {full && missing.length > 0 && (
        <button type="button" onClick={() => onPips(missing)}>
          Enter the card numbers…
        </button>
      )}
      {known && (
        <p role="status">
          Magic in the cribs: grey {grey}, blue {blue}. {by === null ? 'Equal: nobody acts.' : `${game.sides[by]!.name} (${own}) may act once.`}
        </p>
      )}
      <ErrorLine message={error} />
      {known && by === null && (
        <button type="button" onClick={() => void send({ by: null, action: 'none' })}>
          Count the cribs
        </button>
      )}
      {known && by !== null && adding === null && (
        <div class="ne-row">
          {DECK_COLORS.map((deck) => (
            <button type="button" key={deck} class="secondary" onClick={() => void send({ action: 'ban', banned: deck })}>
              Ban {deck}
            </button>
          ))}
          {holdsCrib && (
            <button type="button" class="secondary" onClick={() => setAdding([])}>
              Add a {own} card…
            </button>
          )}
          <button type="button" class="secondary" onClick={() => void send({ action: 'none' })}>
            Pass
          </button>
        </div>
      )}
      {known && own !== null && adding !== null && (
        <>
          <CardPicker label={`The ${own} card drawn`} cards={adding} max={1} used={[...inPlay(game, own), ...cribs[own]]} onChange={setAdding} />
          <button type="button" disabled={adding.length !== 1} onClick={() => void send({ action: 'add', added: adding[0]! })}>
            {adding.length === 1 ? `Add the ${own} ${cardText(adding[0]!)}` : 'Pick the card drawn'}
          </button>
        </>
      )}
    </Sheet>
  );
}
