import { countContext, mugTargetParts, overClaimWords, trueCount, truePegging, type Game, type MugChance, type SideId } from '../../game';
import type { Card, ShowCount } from '../../rules';
import { showCountOf } from './items';

/** A true count, or why it cannot be known yet (the engine's `trueCount` or `truePegging`). */
export type Truth = { readonly ok: true; readonly count: ShowCount } | { readonly ok: false; readonly message: string };

/** Most cards one count of the play can hold (four aces, twos and threes, and a four: 28). */
const PLAY_COUNT_CARDS = 13;

/** What the muggins sheet shows of one count or pegging score that may be mugged now. */
export interface MugView {
  /** The command that pegged it, the call's `of`, e.g. `31`. */
  readonly of: number;
  readonly kind: 'count' | 'pegging';
  /** e.g. `"Bob's hand"`, `"Ann's pegging"`. */
  readonly name: string;
  /** e.g. `'Bob'`. */
  readonly counter: string;
  /** e.g. `'hand'`, `'pegging'`. */
  readonly what: string;
  /** What was claimed or pegged, e.g. `4`. */
  readonly claimed: number;
  /** The true count when its cards were entered; `null` when the sheet asks for them. */
  readonly known: ShowCount | null;
  /** Cards the check takes: a hand's or crib's size, or at most a count of the play's. */
  readonly size: number;
  /** The starter, or `null` when a count's was turned without entering it (asked for then); a pegging has none. */
  readonly starter: Card | null;
  readonly needsStarter: boolean;
  /** The true count of entered cards (the engine's). */
  readonly check: (cards: readonly Card[], starter: Card | undefined) => Truth;
  /** Opponents who may call (the engine's `mugChances`); a team takes a plural verb. */
  readonly callers: readonly { readonly id: SideId; readonly name: string; readonly team: boolean }[];
  /** An over-claim's call by `caller` in words, with what the caller gains (the engine's `overClaimWords`). */
  readonly overClaim: (caller: SideId, excess: number) => string;
}

/** The sheet's view of one of the engine's muggins chances. */
export function mugView(state: Game, chance: MugChance): MugView {
  const target = chance.target;
  const callers = chance.callers.map((id) => ({ id, name: state.sides[id]!.name, team: state.sides[id]!.seats.length > 1 }));
  const { who: counter, what } = mugTargetParts(state, target);
  const name = `${counter}'s ${what}`;
  const overClaim = (caller: SideId, excess: number) => overClaimWords(state, caller, counter, excess);
  const truth = (r: ReturnType<typeof truePegging>): Truth =>
    r.ok ? { ok: true, count: showCountOf(r.value.items) } : { ok: false, message: r.error.message };
  if (target.kind === 'pegging') {
    return {
      of: target.claim.n,
      kind: 'pegging',
      name,
      counter,
      what,
      claimed: target.claim.claimed,
      known: null,
      size: PLAY_COUNT_CARDS,
      starter: null,
      needsStarter: false,
      check: (cards) => truth(truePegging(state, cards)),
      callers,
      overClaim,
    };
  }
  const claim = target.claim;
  const context = countContext(state, claim);
  return {
    of: claim.n,
    kind: 'count',
    name,
    counter,
    what,
    claimed: claim.claimed,
    known: claim.total === null ? null : showCountOf(claim.items),
    size: context.size,
    starter: context.starter,
    needsStarter: context.starter === null,
    check: (cards, starter) => truth(trueCount(state, claim, cards, starter)),
    callers,
    overClaim,
  };
}
