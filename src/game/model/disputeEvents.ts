import type { EventBase, EventItem } from './eventBase';
import type { SeatId, SideId } from './types';

/** The events of the table's disputes: muggins called, penalties applied, a Crib Wars penalty box and its sentence. */

/** Muggins was called on a count or a pegging score: the caller takes the missed points (a `Scored`) or gives them back. */
export interface MugginsCalled extends EventBase {
  readonly type: 'MugginsCalled';
  readonly caller: SideId;
  /** The seat whose count was mugged. */
  readonly against: SeatId;
  readonly crib: boolean;
  /** Missed points, e.g. `4`; negative for an over-claim (rule 12). */
  readonly points: number;
  /** The caller keeps the points (true) or gives them back to the counter (false, 003 Crib Zones). */
  readonly kept: boolean;
  readonly missed: readonly EventItem[];
  /** The command of the count or pegging score mugged, e.g. `31`; absent (older logs): the round's latest count. */
  readonly of?: number;
  /** The call was on a pegging score (001, 003 MUGGINS: "in pegging"), not a count. */
  readonly pegging?: boolean;
}

/** A penalty was applied; its moves follow as `Scored` events. */
export interface PenaltyApplied extends EventBase {
  readonly type: 'PenaltyApplied';
  /** Catalogue id, e.g. `'rule-10'`, `'table-talk'`. */
  readonly rule: string;
  readonly offender: SideId;
  /** Sides that declined their award (Crib Wars), e.g. `[2]`. */
  readonly declined: readonly SideId[];
  /** A new deal follows. */
  readonly newDeal: boolean;
  /** 003 rule 10: cards of the false go's seat that are dead (taken out of the play), e.g. `{ seat: 1, cards: 2 }`. */
  readonly dead?: { readonly seat: SeatId; readonly cards: number };
  /** 003 rule 14: the sides agreed where the dislodged pegs were (or the opponent put them back): no peg moves. */
  readonly agreed?: boolean;
}

/** A side landed in a Crib Wars penalty box: its hand and crib fold; the 2-side rule or sitting out follows. */
export interface PenaltyBoxEntered extends EventBase {
  readonly type: 'PenaltyBoxEntered';
  readonly side: SideId;
  /** `'back-20'`: back 20, every opponent ahead 20. `'sit-out'`: sits out `hands` hands (3 sides). */
  readonly rule: 'back-20' | 'sit-out';
  readonly hands: number;
}

/** A side sitting out forgot to move its own peg: one more hand in the box (003). */
export interface PegMoveForgotten extends EventBase {
  readonly type: 'PegMoveForgotten';
  readonly side: SideId;
}
