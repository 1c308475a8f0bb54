import type { Command } from '../decide/command';
import type { CountTurn, SeatId, StepName } from '../model/types';

/** A variant's sheet for one of its steps, opened from the bar, by name (the UI finds it: `variantSheets.ts`). */
export type StepSheet = string;

/** What the next-step bar says and offers, asked of the engine (the round's own steps), never of a ruleset's id. */
export type NextStep =
  /** Before the first deal: who deals first. */
  | { readonly kind: 'cut'; readonly seats: readonly { readonly seat: SeatId; readonly name: string }[] }
  /** The starter (or a variant's own cards of the deal, its step `step`) waits to be turned. */
  | { readonly kind: 'starter'; readonly status: string; readonly text: string; readonly step: StepName }
  /** The play is on; `over` is the words of the button that ends it, e.g. `'Play over: count the hands'`. */
  | { readonly kind: 'play'; readonly status: string; readonly text: string; readonly over: string }
  /** A count of the show is next, e.g. `who` `"Bob's hand"`. */
  | { readonly kind: 'show'; readonly status: string; readonly text: string; readonly turn: CountTurn; readonly who: string }
  /** Every step of the round is done; `dealer` deals next, e.g. `'Bob'`. */
  | { readonly kind: 'done'; readonly status: string; readonly text: string; readonly dealer: string }
  /**
   * A step settled by saying what happened (a variant's choices): one button each,
   * after the button that opens its sheet (`sheet`, e.g. "Roll the dice…"), when it has one.
   */
  | {
      readonly kind: 'choose';
      readonly status: string;
      readonly text: string;
      readonly choices: readonly { readonly label: string; readonly command: Command }[];
      readonly sheet?: { readonly label: string; readonly kind: StepSheet };
    }
  /** A step whose points are tapped on the lit pad (a variant's team cribs, or its `sheet`), or one this screen has no controls for. */
  | { readonly kind: 'other'; readonly status: string; readonly text: string; readonly sheet?: { readonly label: string; readonly kind: StepSheet } }
  | { readonly kind: 'over' };
