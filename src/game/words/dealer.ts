import type { Game } from '../model/state';
import type { SeatId } from '../model/types';
import { dealChange } from '../query/outOfTurn';

/** The "Who deals?" sheet in words: why it asks, and a choice a seat. */
export interface DealerWords {
  /** The table's menu button that opens it: `'Dealt out of turn…'`. */
  readonly menu: string;
  /** e.g. `'Who deals round 2?'`. */
  readonly title: string;
  /** What the app has and what a choice does, e.g. `'By turn Bob deals round 2 …'`. */
  readonly text: string;
  /** Each seat that may be named, e.g. `{ seat: 1, label: 'Bob deals (by turn)' }`. */
  readonly choices: readonly { readonly seat: SeatId; readonly label: string }[];
}

/** What no rulebook says, said once: a deal out of turn is put right by naming the dealer, for no points. */
const NO_POINTS = 'No rulebook scores a deal out of turn (002: the deal alternates), so no points move.';

/**
 * The words of a deal out of turn put right (`dealChange`), or `null` when the deal stands: the next deal named by
 * the table, or this round's dealer named again before its starter is turned.
 */
export function dealerWords(state: Game): DealerWords | null {
  const change = dealChange(state);
  const round = state.round;
  if (!change || !round) return null;
  const name = (seat: SeatId) => state.seats[seat]!.name;
  if (change.when === 'next') {
    const n = round.number + 1;
    return {
      menu: 'Dealt out of turn…',
      title: `Who deals round ${n}?`,
      text: `By turn ${name(change.dealer)} deals round ${n}. If another player deals it, name them: the deal goes on from them. ${NO_POINTS}`,
      choices: state.seats.map((s, seat) => ({ seat, label: seat === change.dealer ? `${s.name} deals (by turn)` : `${s.name} deals` })),
    };
  }
  return {
    menu: 'Dealt out of turn…',
    title: `Who deals round ${round.number}?`,
    text: `The app has ${name(change.dealer)} dealing round ${round.number}. Dealt out of turn? Name who deals it: the player who dealt, if the deal stands, or the one who deals again. ${NO_POINTS}`,
    choices: state.seats.flatMap((s, seat) => (seat === change.dealer ? [] : [{ seat, label: `${s.name} deals round ${round.number}` }])),
  };
}
