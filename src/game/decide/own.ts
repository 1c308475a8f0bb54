import type { Card } from '../../rules';
import type { Batch, Done, Imply } from './batch';
import type { Command, OwnCommands } from './command';
import type { ScoreReason, SeatId, SideId } from '../model/types';

/** The decisions' part of a variant (`Variant`, `model/state.ts`): its commands, how its steps are implied, its taps. */
export interface OwnDecide {
  /** Its commands by type (`decide/commands.ts` hands it any type the core does not know). */
  readonly commands: { readonly [K in keyof OwnCommands]?: (b: Batch, c: OwnCommands[K]) => Done };
  /** How each of its steps is taken for granted, or why it cannot be (`decide/steps.ts`). */
  readonly imply: Readonly<Record<string, Imply>>;
  /** A tap of one of its reasons, or of a count its steps count themselves; `null`: the core's tap. */
  tap?(b: Batch, side: SideId, points: number, reason: ScoreReason, seat: SeatId | undefined): Done | null;
  /** A crib counted in its own step (a team's crib); `null`: the core's count. */
  countCrib?(b: Batch, seat: SeatId, cards: readonly Card[] | undefined, claimed: number | undefined): Done | null;
}

/** A variant's command as `decide` calls it, by its type. */
export type OwnDecision = (b: Batch, c: Command) => Done;

declare module '../model/state' {
  /** The decisions add their part to the variant's value (declaration merging: the model floor names no decision). */
  interface Variant extends OwnDecide {}
}
