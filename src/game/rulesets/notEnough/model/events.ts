import type { CardId } from '../../../../rules';
import type { DeckColor } from './decks';
import type { EventBase, EventItem } from '../../../model/eventBase';
import type { SeatId, SideId } from '../../../model/types';

/* The events only Cribbage is not Enough (000) makes: the Tops, pips noted, a Top's use, the Intel bonus, the battle, Rob the Cradle. */

/** 000: each team's Top, in side order; his nob / her pot follow as `Scored` events. */
export interface TopsTurned extends EventBase {
  readonly type: 'TopsTurned';
  /** One Top per side, e.g. `['JH', '7S']`. */
  readonly cards: readonly CardId[];
  /** Each side's deck, as the dealer chose, e.g. `['grey', 'blue']`; absent: as the round before (grey first). */
  readonly decks?: readonly DeckColor[];
}

/** 000: the Intel, Might and Magic numbers printed on a J, Q, K or A of a deck, noted when first entered. */
export interface PipsNoted extends EventBase {
  readonly type: 'PipsNoted';
  readonly deck: DeckColor;
  /** e.g. `'JH'`. */
  readonly card: CardId;
  readonly intel: number;
  readonly might: number;
  readonly magic: number;
}

/** What a team does with a J, Q, K or A Top (000): one of its numbers, or nothing. */
export const TOP_USES = ['intel', 'might', 'magic', 'none'] as const;
export type TopUse = (typeof TOP_USES)[number];

/** 000: what a team did with its J/Q/K/A Top. */
export interface TopUsed extends EventBase {
  readonly type: 'TopUsed';
  readonly side: SideId;
  readonly use: TopUse;
}

/**
 * 000: the Intel bonus. The single player with the most Intel pips in hand also counts what the enemy Top adds
 * (a following `Scored`); `seat` is `null` when nobody has the most (a tie, even at 0).
 */
export interface IntelCounted extends EventBase {
  readonly type: 'IntelCounted';
  readonly seat: SeatId | null;
  /** Points claimed and pegged, e.g. `8`. */
  readonly claimed: number;
  /** The hand, when entered; `null` for a tapped bonus. */
  readonly cards: readonly CardId[] | null;
  /** The true bonus from the cards, or `null`. */
  readonly total: number | null;
  readonly items: readonly EventItem[];
  /** The Tops as entered with the bonus, own then enemy, e.g. `['9C', '9H']`, when they were turned unnamed. */
  readonly tops?: readonly CardId[];
}

/** 000: the battle for the crib: each seat's dice (`null` when only the result was entered) and the winner. */
export interface BattleFought extends EventBase {
  readonly type: 'BattleFought';
  /** Each seat's dice, e.g. `[[6, 2], [3], [], [5, 5, 1]]`. */
  readonly dice: readonly (readonly number[])[] | null;
  /** The player who won both cribs, or `null` (a tie, or no battle: each team keeps its own). */
  readonly winner: SeatId | null;
}

/** 000: Rob the Cradle: the crib cards by deck (when entered), the team with more Magic and what it did. */
export interface CradleRobbed extends EventBase {
  readonly type: 'CradleRobbed';
  /** The crib cards of each deck, e.g. `{ grey: ['5H', 'KD'], blue: ['5H', '2C'] }`; `null` when not entered. */
  readonly cribs: Readonly<Record<DeckColor, readonly CardId[]>> | null;
  /** The team whose deck has more Magic in the cribs, or `null` (equal: no action). */
  readonly by: SideId | null;
  /** Ban every card of one deck from the crib count, add one card from its own deck to its crib, or nothing. */
  readonly action: 'ban' | 'add' | 'none';
  /** The deck banned, for `'ban'`. */
  readonly banned: DeckColor | null;
  /** The card added, for `'add'` (from the acting team's deck). */
  readonly added: CardId | null;
}
