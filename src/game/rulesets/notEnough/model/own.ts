import type { Card } from '../../../../rules';
import type { CountTurn, SeatId, SideId } from '../../../model/types';
import type { DeckColor, DeckPips } from './decks';
import type { BattleFought, CradleRobbed, IntelCounted, PipsNoted, TopsTurned, TopUse, TopUsed } from './events';

/*
 * What Cribbage is not Enough (000) adds to the core's vocabulary, by declaration merging: its steps, its reasons, its
 * events, and the fields of the round, the game and the setup it keeps its own data in, named for its features. The
 * core declares these interfaces open and names none of their members.
 */

/** 000's Rob the Cradle, as decided: who acted and how, and the crib cards by deck when they were entered. */
export interface CradleState {
  readonly by: SideId | null;
  readonly action: 'ban' | 'add' | 'none';
  readonly banned: DeckColor | null;
  readonly added: Card | null;
  readonly cribs: Readonly<Record<DeckColor, readonly Card[]>> | null;
}

/** Cribbage is not Enough's round (000): the Tops' uses, the Intel bonus, the battle, the cradle and the cribs. */
export interface NotEnoughRound {
  /** What each side did with its J/Q/K/A Top; `null` while undecided or for a number card. */
  readonly uses: readonly (TopUse | null)[];
  /** The Intel bonus once decided: who had the most Intel (`null`: nobody). */
  readonly intel: { readonly seat: SeatId | null } | null;
  /** The battle once fought: who won both cribs (`null`: each team keeps its own). */
  readonly battle: { readonly winner: SeatId | null; readonly dice: readonly (readonly number[])[] | null } | null;
  readonly cradle: CradleState | null;
  /** The crib counts, in order, once the battle has said who holds which crib. */
  readonly cribOrder: readonly CountTurn[];
  /** How many of `cribOrder` are counted. */
  readonly cribsCounted: number;
}

declare module '../../../model/types' {
  /** 000's own steps: the Tops and their uses, the Intel bonus, the battle, Rob the Cradle, the team cribs. */
  interface OwnSteps {
    tops: true;
    intel: true;
    battle: true;
    cradle: true;
    cribs: true;
  }
  /** 000's own reasons: a Top's his nob, her pot or her heels; the Intel bonus. */
  interface OwnReasons {
    top: true;
    intel: true;
  }
}

declare module '../../../model/events' {
  /** 000's own events. */
  interface OwnEvents {
    TopsTurned: TopsTurned;
    PipsNoted: PipsNoted;
    TopUsed: TopUsed;
    IntelCounted: IntelCounted;
    BattleFought: BattleFought;
    CradleRobbed: CradleRobbed;
  }
}

declare module '../../../model/disputeEvents' {
  interface MugginsCalled {
    /** 000: the count mugged was an Intel bonus. */
    readonly intel?: boolean;
  }
}

declare module '../../../model/round' {
  interface RoundState {
    /** 000: each side's Top, once turned, e.g. `[JH, 7S]`; absent before (`topsOf`). */
    readonly tops?: readonly Card[];
    /** 000's own steps, once one is recorded (`cineOf`). */
    readonly notEnough?: NotEnoughRound;
  }
}

declare module '../../../model/state' {
  interface Game {
    /** 000: each side's deck, as the last dealer chose, e.g. `['grey', 'blue']` (`decksOf`). */
    readonly decks?: readonly DeckColor[];
    /** 000: the pips known of each deck's J, Q, K and A: the device's profile at the start, and those noted since (`pipsIn`). */
    readonly pips?: DeckPips;
  }
}

declare module '../../../model/setup' {
  interface GameSetup {
    /** 000: the pips of the device's deck profile when the game started (later ones are noted in the log). */
    readonly pips?: DeckPips;
  }
  interface SetupInput {
    /** 000: the device's deck profile's pips. */
    readonly pips?: DeckPips;
  }
}
