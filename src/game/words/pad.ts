import { tapIntent, type TapIntent } from '../decide/intent';
import type { GameState } from '../model/state';
import type { SideId } from '../model/types';

/** What a side's score pad says, and its buttons' names for a screen reader. */
export interface PadWords {
  /** The line under the name: digits being typed, the box, what a tap scores, or `'Waits'`; `''` once the game is over. */
  readonly status: string;
  /** The keys' group, e.g. `"Ann: add points for Ann's hand"`, `'Ann: waits (Bob counts first.)'`. */
  readonly keys: string;
  /** A quick key, e.g. `plus(3)` is `'Ann plus 3'`. */
  readonly plus: (points: number) => string;
  /** The 0 key of a count, e.g. `"Ann's hand: nothing (nineteen)"`. */
  readonly zero: string;
  /** The key that opens the keypad. */
  readonly more: string;
}

/**
 * A pad's words from the engine's `tapIntent`: `name` is the side's, e.g. `'Ann'`, `'Ann & Cat'`; `typed` the digits
 * typed on it so far, e.g. `'1'`; `boxed` why it waits in a penalty box and for how many hands (`boxPadWords`), e.g.
 * `'Penalty box: folded this hand'`, or `''`.
 */
export function padWords(name: string, intent: TapIntent, boxed: string, typed: string, over: boolean): PadWords {
  const status = over ? '' : typed ? `${typed}… (Enter, or the next digit)` : boxed || (intent.ready ? intent.label : 'Waits');
  return {
    status,
    keys: intent.ready ? `${name}: add points for ${intent.label}` : `${name}: waits (${intent.why})`,
    plus: (points) => `${name} plus ${points}`,
    zero: `${intent.ready ? intent.label : name}: nothing (nineteen)`,
    more: `${name}: 13 or more, or a correction`,
  };
}

/**
 * The pad a table lights: the one side whose count is due now (`dueSide`), or `null` when a count is due that more
 * than one side may take. 000's Intel bonus goes to the single player with the most Intel in hand, a tie meaning
 * nobody (000 "Intelligence Bonus"): until the table says who, either pad may score it and neither is the one due
 * (issue 37.10: a 2-player game lit Ann's pad, the first ready).
 */
export function litSide(state: GameState): SideId | null {
  if (!state.started) return null;
  const due = state.sides.filter((s) => {
    const intent = tapIntent(state, s.id);
    return intent.ready && intent.reason !== 'play';
  });
  return due.length === 1 ? due[0]!.id : null;
}
