import { formatCard, type Card, type CardId } from '../../rules';
import type { GameSetup } from './setup';
import type { MugginsCalled, PegMoveForgotten, PenaltyApplied, PenaltyBoxEntered } from './disputeEvents';
import type { ScoreReason, SeatId, SideId } from './types';
import { EVENT_VERSION, type EventBase, type EventItem } from './eventBase';

export type { MugginsCalled, PegMoveForgotten, PenaltyApplied, PenaltyBoxEntered } from './disputeEvents';

export { EVENT_VERSION, EVENT_VERSIONS, type EventVersion, type EventBase, type EventItem } from './eventBase';

/** The game was set up: ruleset, options, seats, board. Always the first event. */
export interface GameStarted extends EventBase {
  readonly type: 'GameStarted';
  /** Id made at the edge, e.g. `'g-lq3x9a-4k2'`. */
  readonly gameId: string;
  readonly setup: GameSetup;
}

/** The first dealer was chosen, by cutting (lowest card deals) or by agreement (`cuts` empty). */
export interface DealerCut extends EventBase {
  readonly type: 'DealerCut';
  readonly dealer: SeatId;
  /** Each seat's cut card, or `[]`, e.g. `['4H', 'KS']`. */
  readonly cuts: readonly CardId[];
}

/** A round was dealt: the dealer for it. A redeal (a penalty's new deal) repeats the same dealer. */
export interface RoundStarted extends EventBase {
  readonly type: 'RoundStarted';
  /** 1-based round number, e.g. `3`. */
  readonly round: number;
  readonly dealer: SeatId;
}

/** The starter was turned up. His heels, if any, follows as a `Scored` event. */
export interface StarterTurned extends EventBase {
  readonly type: 'StarterTurned';
  /** The starter, or `null` when the table turned it without entering it. */
  readonly card: CardId | null;
}

/** A card of the play; any points follow as `Scored` events. */
export interface CardPlayed extends EventBase {
  readonly type: 'CardPlayed';
  readonly seat: SeatId;
  readonly card: CardId;
}

/** A seat said go. */
export interface GoSaid extends EventBase {
  readonly type: 'GoSaid';
  readonly seat: SeatId;
}

/** The play of the round is over (by the last card, or a tap when cards are not entered). */
export interface PlayEnded extends EventBase {
  readonly type: 'PlayEnded';
}

/**
 * A hand or crib was counted in the show: the claim (what is pegged, as a following `Scored`) and, when the cards
 * were entered, the true count and items (for muggins).
 */
export interface HandCounted extends EventBase {
  readonly type: 'HandCounted';
  readonly seat: SeatId;
  readonly crib: boolean;
  /** Points the player claimed and pegged, e.g. `8`. */
  readonly claimed: number;
  /** The cards entered (without the starter), or `null` for a tapped count. */
  readonly cards: readonly CardId[] | null;
  /** The true count from the cards, or `null` when not entered. */
  readonly total: number | null;
  readonly items: readonly EventItem[];
  /** The side whose crib is counted, when a variant's crib is a team's, not the dealer's. */
  readonly of?: SideId;
  /** The starter this count named, the round's having been turned unnamed: from then on it is the round's starter. */
  readonly starter?: CardId;
}

/** One peg move: the only event that moves a peg. */
export interface Scored extends EventBase {
  readonly type: 'Scored';
  readonly side: SideId;
  /** The seat that scored, when one did, e.g. `1`; `null` for a team award. */
  readonly seat: SeatId | null;
  /** Holes to move; negative moves the front peg back along its route, e.g. `-3`. */
  readonly points: number;
  readonly reason: ScoreReason;
  /** What it was for, e.g. a pair and a fifteen. */
  readonly items: readonly EventItem[];
  /**
   * A correction of a count (003 rule 12, MUGGINS): the side's move it puts right, counted back from its last move
   * (0: the last), e.g. `0`. That move is pegged again with its points changed by `points`, and the side's moves
   * after it again, so the peg stands where the right count would have put it, zones applied. Absent: a plain move.
   */
  readonly corrects?: number;
}

/** The game is over: the winner (or none: solitaire lost, a void game), skunk level and games won. */
export interface GameEnded extends EventBase {
  readonly type: 'GameEnded';
  readonly winner: SideId | null;
  /**
   * How it ended: a peg reached the target, a claimed game, the target missed when the game's rounds ran out (002
   * SOLITAIRE), or a void game. Version 1 events said 'solitaire' for the target missed (`upgradeEvent`).
   */
  readonly reason: 'target' | 'claimed' | 'target-missed' | 'solitaire' | 'void';
  /** 0 none, 1 skunk, 2 double skunk. */
  readonly skunk: 0 | 1 | 2;
  /** Games the win is worth, e.g. `2` for a skunk. */
  readonly games: number;
}

/** The last command still in effect was taken back. */
export interface Undone extends EventBase {
  readonly type: 'Undone';
}

/** The last command taken back was put back. */
export interface Redone extends EventBase {
  readonly type: 'Redone';
}

/** The core's events, a past-tense discriminated union. */
export type CoreEvent =
  | GameStarted
  | DealerCut
  | RoundStarted
  | StarterTurned
  | CardPlayed
  | GoSaid
  | PlayEnded
  | HandCounted
  | Scored
  | MugginsCalled
  | PenaltyApplied
  | PenaltyBoxEntered
  | PegMoveForgotten
  | GameEnded
  | Undone
  | Redone;

/**
 * The events a variant brings, by type, added by its folder (`declare module`, declaration merging): the core names
 * none, and hands one it does not know to the game's variant (`Variant.events`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: a variant adds its members by declaration merging
export interface OwnEvents {}

/** Every event: the core's and the variants'. */
export type GameEvent = CoreEvent | OwnEvents[keyof OwnEvents];

export type GameEventType = GameEvent['type'];

/** The core's event types; `EVENT_TYPES` (`log/parseEvent.ts`) adds the variants'. */
export const CORE_EVENT_TYPES: readonly CoreEvent['type'][] = [
  'GameStarted',
  'DealerCut',
  'RoundStarted',
  'StarterTurned',
  'CardPlayed',
  'GoSaid',
  'PlayEnded',
  'HandCounted',
  'Scored',
  'MugginsCalled',
  'PenaltyApplied',
  'PenaltyBoxEntered',
  'PegMoveForgotten',
  'GameEnded',
  'Undone',
  'Redone',
];

/** An event before the engine stamps it with `v`, `n` and `at`. */
export type EventBody = GameEvent extends infer E ? (E extends GameEvent ? Omit<E, 'v' | 'n' | 'at'> : never) : never;

/** A scoring item in stored form. */
export function toEventItem(item: { readonly kind: string; readonly cards: readonly { rank: number; suit: string }[]; readonly points: number }): EventItem {
  return { kind: item.kind, cards: item.cards.map((c) => formatCard(c as Card)), points: item.points };
}

/**
 * An event of an older version as this version reads it. Version 1 to 2: a `GameEnded` of a game whose rounds ran
 * out said `'solitaire'`, now `'target-missed'` (an app of version 1 refuses the new word, so events that may carry
 * it are version 2); every other event reads the same. The stored log is never rewritten: the fold reads through here.
 */
export function upgradeEvent(e: GameEvent): GameEvent {
  if (e.v === EVENT_VERSION) return e;
  return e.type === 'GameEnded' && e.reason === 'solitaire' ? { ...e, v: EVENT_VERSION, reason: 'target-missed' } : { ...e, v: EVENT_VERSION };
}
