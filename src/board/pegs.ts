import type { Spot } from './types';

/*
 * Pegs and moves: where a side's two pegs stand and the route the front one took, and what a move did (its zone
 * effects, in order), as plain JSON kept in the game's folded state and its events.
 */

/**
 * One stretch of a peg's route: holes `from..to` of one path, walked forward. Legs after the first begin either
 * by a step (leaving a side path onto its rejoin hole) or by a zone's jump (red skip slide, trap, green).
 */
export interface Leg {
  /** `'main'` or a side path's zone id. */
  readonly path: string;
  /** First index of the stretch, e.g. `0`. */
  readonly from: number;
  /** Last index reached, `>= from`, e.g. `37`. */
  readonly to: number;
  /** The zone whose effect put the peg on `from` (a free jump, undone free when going back), or `null` (a step). */
  readonly jump: string | null;
}

/**
 * Where one player's or team's two pegs stand, plus the route the front peg travelled (so a negative move can
 * retrace it). Plain JSON, kept in the game's folded state.
 */
export interface Pegs {
  /** The peg that marks the current score, e.g. `{ path: 'main', index: 37 }`. */
  readonly front: Spot;
  /** The peg that marks the score before, e.g. `{ path: 'main', index: 29 }`. Never ahead of `front`. */
  readonly back: Spot;
  /** Holes the front peg has stepped from the start (zone jumps not counted), e.g. `37`. */
  readonly travelled: number;
  /** The same count for the back peg, `<= travelled`. */
  readonly backTravelled: number;
  /** The front peg's route; the last leg ends at `front`. */
  readonly route: readonly Leg[];
}

/** Options for {@link movePeg}. */
export interface MoveOptions {
  /**
   * The 20-hole penalty-box award (003): a forward move that would end in a penalty box or time trap goes on to
   * the first hole past it.
   */
  readonly award?: boolean;
  /**
   * A move back counted along the main track by hole number, not back along the route (003 BLUE PENALTY BOX: "goes
   * back 20 holes"): a red skip's slide or a side path behind the peg is not undone. Only for negative moves.
   */
  readonly alongTrack?: boolean;
}

/** A move a correction pegs again (see {@link recountPeg}): its points and whether it was a 20-hole award. */
export interface Repegged {
  readonly points: number;
  readonly award: boolean;
}

/** Something that happened during a move, in order. Spots are where the peg was and where it went. */
export type ZoneEffect =
  | { readonly kind: 'red-skip'; readonly zone: string; readonly from: Spot; readonly to: Spot }
  | { readonly kind: 'time-trap'; readonly zone: string; readonly from: Spot; readonly to: Spot }
  | { readonly kind: 'green-advance'; readonly zone: string; readonly from: Spot; readonly to: Spot }
  /** The board only reports the box; the game applies fold / back 20 / ahead 20 or sitting out. */
  | { readonly kind: 'penalty-box'; readonly zone: string; readonly at: Spot }
  /** An award that would have ended in this box or trap went on to the first hole past it. */
  | { readonly kind: 'award-passes'; readonly zone: string; readonly from: Spot; readonly to: Spot }
  /** The peg came off a side path back onto the main path. */
  | { readonly kind: 'rejoin'; readonly zone: string; readonly at: Spot }
  /** A negative move went back across a zone's jump, undoing it. */
  | { readonly kind: 'retrace'; readonly zone: string; readonly from: Spot; readonly to: Spot }
  /**
   * A correction put the peg where the right count would have put it (003 rule 12, MUGGINS): the right count of
   * `points` from `from`, as that move would have walked and landed (`effects` are its zone effects), then `later`
   * moves made after it pegged again.
   */
  | {
      readonly kind: 'recount';
      readonly from: Spot;
      readonly points: number;
      readonly walkedTo: Spot;
      readonly landed: Spot;
      readonly effects: readonly ZoneEffect[];
      readonly later: number;
    }
  /** The move reached the finish; `spare` is how many points were not needed. */
  | { readonly kind: 'finish'; readonly at: Spot; readonly spare: number }
  /** A negative move ran out of route at the start; `spare` is how many points were not needed. */
  | { readonly kind: 'start'; readonly at: Spot; readonly spare: number }
  | { readonly kind: 'stink-hole'; readonly at: Spot };

/** What a move did, ready to store, draw and read aloud. */
export interface PegMove {
  /** The pegs after the move. */
  readonly pegs: Pegs;
  /** Where the front peg started. */
  readonly from: Spot;
  /** Where the forward steps ended, before any award skip or zone jump. */
  readonly walkedTo: Spot;
  /** Where the moved peg ended, after any zone effect. */
  readonly landed: Spot;
  /** The points asked for, e.g. `6` or `-20`. */
  readonly points: number;
  /** The move was a penalty box's 20-hole award, which skips boxes and traps (003). */
  readonly award: boolean;
  /** Zone effects and milestones, in the order they happened. */
  readonly effects: readonly ZoneEffect[];
  /** The move in words, the zone first, e.g. `'Red skip 1: pegs 6 to 124 and slides 20 holes to 144'`. */
  readonly words: string;
}
