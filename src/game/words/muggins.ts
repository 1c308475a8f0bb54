import type { SideId } from '../model/types';
import type { MugOffer } from '../query/muggins';

/* A muggins sheet's words once the true count is known: its verdict, what was missed, and each caller's button. */

/** A side that may call, as the sheet names it: a team takes a plural verb ("Bob & Ed call muggins"). */
export interface MugCaller {
  readonly id: SideId;
  /** e.g. `'Ann'`, `'Bob & Ed'`. */
  readonly name: string;
  readonly team: boolean;
}

/** The claim checked, as the sheet names it. */
export interface MugClaimView {
  /** Who counted or pegged it, e.g. `'Bob'`. */
  readonly counter: string;
  /** e.g. `'hand'`, `'crib'`, `'pegging'`. */
  readonly what: string;
  readonly pegging: boolean;
  readonly claimed: number;
  readonly total: number;
}

/** One call the sheet offers: who calls, whether the caller keeps the points, and the button's words. */
export interface MugCallWords {
  readonly caller: SideId;
  readonly keep: boolean;
  readonly label: string;
}

export interface MugOfferWords {
  /** The verdict's heading when something is wrong: `'Muggins!'` or `'Over-claimed'`; `null` when the claim is right. */
  readonly verdict: string | null;
  /** The claim is right, e.g. `'The count of 4 is right: nothing was missed.'`; `null` otherwise. */
  readonly right: string | null;
  /** The claim and the true count, the count apart so the sheet can mark it: `'Bob claimed 4; the hand is worth '`, `'14'`, `': 10 missed'`. */
  readonly claim: { readonly before: string; readonly total: string; readonly after: string };
  /** Missed points while muggins is off: `'Muggins is off in this game.'`; `null` otherwise. */
  readonly off: string | null;
  /** The calls' group name, e.g. `'Who calls muggins'`, `'Who calls the over-claim'`. */
  readonly group: string;
  /** The calls, in the callers' order: each keeps the points, then (where the option is on) each gives them back. */
  readonly calls: readonly MugCallWords[];
}

/**
 * A muggins sheet's words (003 MUGGINS, rule 12): e.g. missed points "Ann calls muggins (+10)" and, with give-back,
 * "Ann calls and gives the 10 back"; an over-claim "Ann: move Bob back 2". `marked`: the likely missed items are marked.
 */
export function mugOfferWords(offer: MugOffer, view: MugClaimView, callers: readonly MugCaller[], marked: boolean): MugOfferWords {
  const { diff } = offer;
  const calls = (side: MugCaller) => (side.team ? 'call' : 'calls');
  const missed = diff > 0;
  const after = diff === 0 ? '' : missed ? `: ${diff} missed${marked ? ', most likely the marked items.' : '.'}` : `: ${-diff} too many (rule 12).`;
  return {
    verdict: diff === 0 ? null : missed ? 'Muggins!' : 'Over-claimed',
    right: diff === 0 ? `The ${view.pegging ? 'pegging' : 'count'} of ${view.claimed} is right: nothing was missed.` : null,
    claim: {
      before: `${view.counter} ${view.pegging ? 'pegged' : 'claimed'} ${view.claimed}; ${view.pegging ? 'the last card scores' : `the ${view.what} is worth`} `,
      total: String(view.total),
      after,
    },
    off: missed && !offer.callable ? 'Muggins is off in this game.' : null,
    group: missed ? 'Who calls muggins' : 'Who calls the over-claim',
    calls: !offer.callable
      ? []
      : [
          ...callers.map((side) => ({
            caller: side.id,
            keep: true,
            label: missed ? `${side.name} ${calls(side)} muggins (+${diff})` : overClaimLabel(side.name, view.counter, -diff, offer.gain),
          })),
          ...(offer.giveBack
            ? callers.map((side) => ({
                caller: side.id,
                keep: false,
                label: `${side.name} ${calls(side)} and ${side.team ? 'give' : 'gives'} the ${diff} back`,
              }))
            : []),
        ],
  };
}

/**
 * An over-claim's call in words, its gain said as a muggins call says its "(+2)" (issue 37.9; 003 OTHER IMPORTANT
 * RULES 12: "their opponent can demand that player to move back the number of extra points they took, and may add
 * the same amount onto their score"): `'Bob: move Ann back 3 (Bob +3)'`, or without the gain when the house rule
 * is off: `'Bob: move Ann back 3'`.
 */
export function overClaimLabel(caller: string, counter: string, excess: number, gain: boolean): string {
  return `${caller}: move ${counter} back ${excess}${gain ? ` (${caller} +${excess})` : ''}`;
}
