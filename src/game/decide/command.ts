import type { Card } from '../../rules';
import type { MugginsCall } from './muggins';
import type { PenaltyCall } from './penalty';
import type { GameSetup } from '../model/setup';
import type { ScoreReason, SeatId, SideId } from '../model/types';

/** A player's intent, as the core knows it. `decide` checks it against the state and turns it into events. */
export type CoreCommand =
  | { readonly type: 'start'; readonly gameId: string; readonly setup: GameSetup }
  /** Cut for deal: one card per seat (lowest deals; a tie for lowest cuts again), or the agreed dealer. */
  | { readonly type: 'cutForDeal'; readonly cuts?: readonly Card[]; readonly dealer?: SeatId }
  /** The starter turned up; `null` when the table does not enter it. A jack pegs his heels for the dealer. */
  | { readonly type: 'turnStarter'; readonly card: Card | null }
  | { readonly type: 'playCard'; readonly seat: SeatId; readonly card: Card }
  | { readonly type: 'go'; readonly seat: SeatId }
  /** The play is over (when its cards are not entered). */
  | { readonly type: 'endPlay' }
  /** A hand entered as cards: the engine counts it; `claimed` is what the player said (default: the true count). */
  | { readonly type: 'countHand'; readonly seat: SeatId; readonly cards: readonly Card[]; readonly claimed?: number; readonly starter?: Card }
  /** The crib entered as cards, counted by the dealer (or in a variant's own step, a team's crib: `Variant.countCrib`). */
  | { readonly type: 'countCrib'; readonly seat: SeatId; readonly cards?: readonly Card[]; readonly claimed?: number; readonly starter?: Card }
  /** A tapped score with its reason; a hand or crib tap is that seat's count in the show. */
  | { readonly type: 'score'; readonly side: SideId; readonly points: number; readonly reason: ScoreReason; readonly seat?: SeatId }
  | ({ readonly type: 'muggins' } & MugginsCall)
  /** A penalty from the catalogue (see `PenaltyCall`). */
  | ({ readonly type: 'penalty' } & PenaltyCall)
  /** A side in a penalty box forgot to move its own peg: one more hand (003). */
  | { readonly type: 'forgotPeg'; readonly side: SideId }
  /**
   * The next deal, once the round's steps are done; with `dealer`, a deal out of turn: that seat deals the next
   * round, or deals this one again before its starter is turned (`dealOutOfTurn`).
   */
  | { readonly type: 'deal'; readonly dealer?: SeatId }
  /** Both players dislodged their front pegs and cannot agree: the game is void (003 rule 14). */
  | { readonly type: 'voidGame' };

/**
 * The commands a variant brings, by type, added by its folder (`declare module`, declaration merging): the core names
 * none, and `decide` hands one it does not know to the game's variant (`Variant.commands`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: a variant adds its members by declaration merging
export interface OwnCommands {}

/** A player's intent: the core's commands and the variants'. */
export type Command = CoreCommand | OwnCommands[keyof OwnCommands];

export type CommandType = Command['type'];
