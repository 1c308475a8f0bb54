import { formatCard, type Card } from '../../../../rules';
import { DONE, type Batch, type Done } from '../../../decide/batch';
import { DECK_COLORS, missingPips, pipsNeeded, sumPips, type DeckColor } from '../model/decks';
import type { Game } from '../../../model/state';
import { gameError, type SideId } from '../../../model/types';
import { reach } from '../../../decide/reach';
import { cineOf, decksOf, pipsIn, sideOfDeck, topsOf } from '../query/teams';

/** Crib cards of each deck: 2 players throw 2 each, 4 players 1 each, so each deck gives the crib 2 (000 step 3). */
export const CRIB_CARDS_PER_DECK = 2;

/**
 * 000 "Rob the Cradle": the Magic pips of each deck's crib cards are compared, whoever holds them; the team of the
 * deck with more may, once: ban every card of one deck from the crib count (that deck's Top too), or add one card
 * from its own deck to its crib (not a team with no crib). Equal Magic: nobody acts.
 */

/** What the table says of Rob the Cradle. */
export interface CradleCall {
  /** The crib cards of each deck, when entered: the Magic is then compared by the app. */
  readonly cribs?: Readonly<Record<DeckColor, readonly Card[]>>;
  /** The team with more Magic (`null`: equal); absent: from the cribs. */
  readonly by?: SideId | null;
  readonly action: 'ban' | 'add' | 'none';
  /** The deck banned, for `'ban'`. */
  readonly banned?: DeckColor;
  /** The card added from the acting team's deck, for `'add'`. */
  readonly added?: Card;
}

/** The cards of a deck known this round (its Top, its team's hands, its crib cards): a new one must differ. */
function knownCards(state: Game, deck: DeckColor, cribs: Readonly<Record<DeckColor, readonly Card[]>> | null): Card[] {
  const side = sideOfDeck(state, deck);
  const round = state.round!;
  const hands = state.seats.flatMap((seat, i) => (seat.side === side ? (round.hands[i] ?? []) : []));
  return [...(topsOf(round)[side] ? [topsOf(round)[side]!] : []), ...hands, ...(cribs?.[deck] ?? [])];
}

function checkCribs(state: Game, cribs: Readonly<Record<DeckColor, readonly Card[]>>): Done | null {
  for (const deck of DECK_COLORS) {
    const cards = cribs[deck] ?? [];
    if (cards.length !== CRIB_CARDS_PER_DECK) return gameError('wrong-count', `The ${deck} crib holds ${CRIB_CARDS_PER_DECK} cards; ${cards.length} given.`);
    const ids = cards.map(formatCard);
    if (new Set(ids).size !== ids.length) return gameError('duplicate-card', `The ${deck} crib holds ${ids[0]} twice: a deck has each card once.`);
    const clash = cards.find((c) => knownCards(state, deck, null).some((k) => formatCard(k) === formatCard(c)));
    if (clash) return gameError('duplicate-card', `The ${deck} ${formatCard(clash)} is already in a hand or on top of the deck.`);
  }
  return null;
}

/** Rob the Cradle, checked against the cribs (when entered) and the battle (a team with no crib adds nothing). */
export function robCradle(b: Batch, call: CradleCall): Done {
  const reached = reach(b, 'cradle');
  if (!reached.ok) return reached;
  const s = b.state;
  let by = call.by;
  if (call.cribs) {
    const bad = checkCribs(s, call.cribs);
    if (bad) return bad;
    const missing = missingPips(
      pipsIn(s),
      DECK_COLORS.flatMap((deck) => call.cribs![deck].map((card) => ({ deck, card }))),
    );
    if (missing.length) return pipsNeeded(missing);
    const [grey, blue] = DECK_COLORS.map((deck) => sumPips(pipsIn(s), deck, call.cribs![deck], 'magic')!) as [number, number];
    const found = grey === blue ? null : sideOfDeck(s, grey > blue ? 'grey' : 'blue');
    if (by !== undefined && by !== found)
      return gameError(
        'bad-command',
        found === null
          ? `Both decks have ${grey} Magic in the cribs: nobody acts.`
          : `${s.sides[found]!.name}'s deck has more Magic (${Math.max(grey, blue)} to ${Math.min(grey, blue)}).`,
      );
    by = found;
  }
  if (by === undefined) return gameError('bad-command', 'Enter the crib cards, or say which team has more Magic.');
  if (by !== null && !s.sides[by]) return gameError('no-such-side', `There is no side ${by + 1}.`);
  if (by === null && call.action !== 'none') return gameError('bad-command', 'Neither deck has more Magic: nobody may act.');
  if (call.action === 'ban' && !call.banned) return gameError('bad-command', 'Say which deck is banned.');
  if (call.action === 'add') {
    if (!call.added) return gameError('bad-command', 'Enter the card drawn for the crib.');
    if (!cineOf(s.round!).cribOrder.some((turn) => s.seats[turn.seat]!.side === by))
      return gameError('bad-command', 'A team with no crib does not add a card (000: a single card pegs nothing).');
    const deck = decksOf(s)[by!]!;
    if (knownCards(s, deck, call.cribs ?? null).some((k) => formatCard(k) === formatCard(call.added!)))
      return gameError('duplicate-card', `The ${deck} ${formatCard(call.added)} is already in play.`);
  }
  b.push({
    type: 'CradleRobbed',
    cribs: call.cribs ? { grey: call.cribs.grey.map(formatCard), blue: call.cribs.blue.map(formatCard) } : null,
    by,
    action: call.action,
    banned: call.action === 'ban' ? call.banned! : null,
    added: call.action === 'add' ? formatCard(call.added!) : null,
  });
  return DONE;
}
