import { likelyMissed, type Card } from '../../rules';
import { isInMuggersAlley } from '../../board';
import { DONE, type Batch, type Done } from './batch';
import { countContext } from '../query/context';
import { correction } from './correct';
import type { MugginsCalled } from '../model/events';
import { trueCount, truePegging } from '../query/mugTruth';
import { isOutOfRound } from '../query/select';
import type { CountClaim, Game, PegClaim } from '../model/state';
import { gameError, type ScoreReason, type SeatId, type SideId } from '../model/types';

/** A call of muggins on a count of the round or on its latest pegging score. */
export interface MugginsCall {
  /** The side calling (the first to call: the app asks who). */
  readonly caller: SideId;
  /** Keep the missed points (default) or give them back to the counter (003 MUGGINS, Crib Zones). */
  readonly keep?: boolean;
  /** The count or pegging score called on, by the command that pegged it, e.g. `31`; default: the latest count. */
  readonly of?: number;
  /**
   * The counted cards, when a count was tapped without them; for a pegging score, the cards of the count so far in
   * the order played, the last one the card whose points were pegged, e.g. `[7S, 8D, 6H]`.
   */
  readonly cards?: readonly Card[];
  /** The starter, when the round's was turned without entering it. */
  readonly starter?: Card;
}

/** What muggins can be called on: a count of the round, or the round's latest pegging score. */
export type MugTarget = { readonly kind: 'count'; readonly claim: CountClaim } | { readonly kind: 'pegging'; readonly claim: PegClaim };

/**
 * Muggins applies while the counted side's front peg is in the board's Muggers Alley (001: the first 121 holes of
 * the Crib Wars board); on a board without an alley it applies everywhere.
 */
export function inMuggersAlley(state: Game, side: SideId): boolean {
  const s = state.sides[side];
  if (!s || state.board.lines.muggersAlley === null) return true;
  return isInMuggersAlley(state.board, s.pegs.front);
}

/**
 * Why `side` may not peg muggins points now whatever the count, or `null` (the one rule for a muggins call and a
 * muggins score typed on the keypad): muggins is off, the side folded this hand, or no opponent's peg is in Muggers
 * Alley (001: muggins is for the first 121 holes of the Crib Wars board).
 */
export function mugginsBarred(state: Game, side: SideId): string | null {
  if (!state.setup.options.muggins) return 'Muggins is off in this game.';
  if (isOutOfRound(state, side)) return `${state.sides[side]!.name} folded this hand in a penalty box: nothing more is pegged this round (001, 003).`;
  const opponents = state.sides.filter((s) => s.id !== side);
  if (!opponents.some((s) => inMuggersAlley(state, s.id))) return 'Muggins applies only while the counted peg is in Muggers Alley (001): every opponent is past it.';
  return null;
}

/** The count or pegging score a call names (`of`, a command number), or by default the round's latest count. */
export function mugTargetOf(state: Game, of?: number): MugTarget | null {
  const round = state.round;
  if (!round) return null;
  if (of === undefined) {
    const last = round.claims.at(-1);
    return last ? { kind: 'count', claim: last } : null;
  }
  const claim = round.claims.find((c) => c.n === of);
  if (claim) return { kind: 'count', claim };
  return round.lastPeg?.n === of ? { kind: 'pegging', claim: round.lastPeg } : null;
}

/**
 * Why nobody may call muggins on the target now, or `null`: it was mugged already (each count once), its ruleset's
 * time has not come (000: a hand after the count and the Intel bonus, a crib after the cribs), or the house rule
 * "only before the next count" closed it. Otherwise a count stays open until the next deal.
 */
export function mugginsClosed(state: Game, target: MugTarget): string | null {
  if (target.claim.mugged) return 'Muggins has already been called on that.';
  const wait = state.ruleset.mugginsWait?.(state, target.kind === 'count' ? target.claim : null) ?? null;
  if (wait) return wait;
  if (target.kind === 'count' && state.setup.options.mugginsBeforeNextCount === true && state.round?.claims.at(-1) !== target.claim) {
    return 'Muggins on a count may only be called before the next count (house rule).';
  }
  return null;
}

/** Why `caller` may not call muggins on the target, or `null`: partners never mug their own team; a folded side pegs nothing. */
export function callerBarred(state: Game, target: MugTarget, caller: SideId): { code: string; message: string } | null {
  const side = state.sides[caller];
  if (!side) return { code: 'no-such-side', message: `There is no side ${caller + 1}.` };
  if (caller === target.claim.side) return { code: 'partner', message: 'Partners never mug their own team (000): only an opponent may call muggins.' };
  if (isOutOfRound(state, caller)) return { code: 'sitting-out', message: `${side.name} folded this hand in a penalty box: nothing more is pegged this round (001, 003).` };
  return null;
}

/** The reason the target's own peg move was pegged under. */
function reasonOf(target: MugTarget): ScoreReason {
  if (target.kind === 'pegging') return 'play';
  return target.claim.intel ? 'intel' : target.claim.crib ? 'crib' : 'hand';
}

/**
 * Muggins on a count of the round or on the latest pegging score (RULES.md Muggins; 001 and 003 MUGGINS: "in their
 * hand or in pegging"; 003 rule 12; 000 partners and times):
 * - under-claim: the caller pegs the missed points, or gives them back to the counter (where the house allows it,
 *   the counter's peg then goes where the right count would have put it); only with muggins on, never by the
 *   counter's own side or partner, and only inside the board's Muggers Alley;
 * - over-claim (rule 12): the counter's peg goes where the right count would have put it, zones applied, and the
 *   caller may add the excess.
 * Each count may be called on once, from when it is made (000: the book's times) until the next deal (or, by a
 * house rule, the next count); a pegging score until the next peg move of the play or its end. A claim is only a number, so
 * `missed` is the app's best guess (`likelyMissed`: items worth exactly the missed points, preferring those players
 * overlook), or the whole true count when no set of items adds up.
 */
export function callMuggins(b: Batch, call: MugginsCall): Done {
  const state = b.state;
  const options = state.setup.options;
  const target = mugTargetOf(state, call.of);
  if (!target) return gameError('no-claim', call.of === undefined ? 'No count has been claimed yet this round.' : 'That count or pegging score is not open to muggins: it is from an earlier deal, or not a claim.');
  const closed = mugginsClosed(state, target);
  if (closed) return gameError(target.claim.mugged ? 'no-claim' : 'wrong-phase', closed);
  const barred = callerBarred(state, target, call.caller);
  if (barred) return { ok: false, error: barred };
  const claim = target.claim;
  const truth = target.kind === 'count' ? trueCount(state, target.claim, call.cards, call.starter) : truePegging(state, call.cards);
  if (!truth.ok) return truth;
  const diff = truth.value.total - claim.claimed;
  if (diff === 0) return gameError('nothing-missed', `The claim of ${claim.claimed} is right: nothing was missed.`);
  const keep = call.keep ?? true;
  if (diff > 0) {
    if (!options.muggins) return gameError('muggins-off', 'Muggins is off in this game.');
    if (!inMuggersAlley(state, claim.side)) return gameError('outside-alley', 'Muggins applies only while the counted peg is in Muggers Alley (001).');
    if (!keep && !options.mugginsGiveBack) return gameError('bad-command', 'Giving the points back is off in this game (a house rule at setup).');
  }
  const all = truth.value.items;
  // The likely misses of a count depend on the starter (fifteens with it are the ones players overlook).
  const starter = target.kind === 'count' ? (countContext(state, { seat: target.claim.seat, crib: target.claim.crib }).starter ?? call.starter) : undefined;
  const picks = diff > 0 ? likelyMissed(all, diff, starter ? { starter } : {}) : [];
  const missed = picks.length > 0 ? picks.map((i) => all[i]!) : all;
  const seat: SeatId = claim.seat ?? state.sides[claim.side]!.seats[0]!;
  const called: Omit<MugginsCalled, 'v' | 'n' | 'at'> = {
    type: 'MugginsCalled',
    caller: call.caller,
    against: seat,
    crib: target.kind === 'count' && target.claim.crib,
    points: diff,
    kept: keep,
    missed,
    ...(target.kind === 'count' && target.claim.intel ? { intel: true } : {}),
    of: claim.n,
    ...(target.kind === 'pegging' ? { pegging: true } : {}),
  };
  b.push(called);
  const moved = { n: claim.n, reason: reasonOf(target) };
  if (diff > 0) {
    if (keep) b.push({ type: 'Scored', side: call.caller, seat: null, points: diff, reason: 'muggins', items: missed });
    else b.push(correction(b.state, claim.side, null, moved, diff, 'muggins', missed));
    return DONE;
  }
  b.push(correction(b.state, claim.side, claim.seat, moved, diff, 'correction'));
  if (options.overClaimPenalty && keep) b.push({ type: 'Scored', side: call.caller, seat: null, points: -diff, reason: 'penalty', items: [] });
  return DONE;
}

/** A count or pegging score muggins may be called on now, and the sides that may call it. */
export interface MugChance {
  readonly target: MugTarget;
  /** Opponents of the counter still in the round, e.g. `[0]`. */
  readonly callers: readonly SideId[];
}

/**
 * What an opponent may call muggins on now, the newest first (the one rule the table asks, never works out): each
 * count of the round that is open (`mugginsClosed`) and worth checking (entered by cards and miscounted: missed
 * points with muggins on, inside Muggers Alley, or an over-claim, which rule 12 settles even with muggins off;
 * tapped without cards, a hand or crib while muggins is on in Muggers Alley, its cards then entered), and the
 * round's latest pegging score tapped without its cards, while muggins is on in Muggers Alley.
 */
export function mugChances(state: Game): MugChance[] {
  const round = state.round;
  if (!round || state.outcome) return [];
  const options = state.setup.options;
  const targets: MugTarget[] = [...round.claims].reverse().map((claim) => ({ kind: 'count', claim }));
  if (round.lastPeg) targets.unshift({ kind: 'pegging', claim: round.lastPeg });
  const chances: MugChance[] = [];
  for (const target of targets) {
    if (mugginsClosed(state, target)) continue;
    const claim = target.claim;
    const muggins = options.muggins && inMuggersAlley(state, claim.side);
    let worth: boolean;
    if (target.kind === 'pegging') worth = muggins;
    else if (target.claim.total === null) worth = muggins && !target.claim.intel && target.claim.of === null;
    else if (target.claim.total > claim.claimed) worth = muggins;
    else worth = target.claim.total < claim.claimed && (options.muggins || options.overClaimPenalty);
    if (!worth) continue;
    const callers = state.sides.map((s) => s.id).filter((id) => callerBarred(state, target, id) === null);
    if (callers.length > 0) chances.push({ target, callers });
  }
  return chances;
}

/** The fold of `MugginsCalled`: the count (or pegging score) it names cannot be mugged again. */
export function reduceMugginsCalled(state: Game, e: MugginsCalled): Game {
  const round = state.round;
  if (!round) return state;
  if (e.pegging === true) {
    const peg = round.lastPeg;
    if (!peg || peg.mugged || (e.of !== undefined && peg.n !== e.of)) return state;
    return { ...state, round: { ...round, lastPeg: { ...peg, mugged: true } } };
  }
  const i = e.of === undefined ? round.claims.length - 1 : round.claims.findIndex((c) => c.n === e.of);
  const claim = round.claims[i];
  if (!claim || claim.mugged) return state;
  return { ...state, round: { ...round, claims: round.claims.map((c, k) => (k === i ? { ...c, mugged: true } : c)) } };
}
