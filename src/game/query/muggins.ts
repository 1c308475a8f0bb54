import type { CountClaim, PegClaim, Game } from '../model/state';
import type { SideId } from '../model/types';
import { isInMuggersAlley } from '../../board';
import { foldedWhy } from './folded';
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
  const folded = foldedWhy(state, side, 'muggins');
  if (folded) return folded.error.message;
  const opponents = state.sides.filter((s) => s.id !== side);
  if (!opponents.some((s) => inMuggersAlley(state, s.id)))
    return 'Muggins applies only while the counted peg is in Muggers Alley (001): every opponent is past it.';
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
  const folded = foldedWhy(state, caller, 'muggins');
  if (folded) return folded.error;
  return null;
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
    else if (target.claim.total === null) worth = muggins && (target.claim.reason === 'hand' || target.claim.reason === 'crib') && target.claim.of === null;
    else if (target.claim.total > claim.claimed) worth = muggins;
    else worth = target.claim.total < claim.claimed && (options.muggins || options.overClaimPenalty);
    if (!worth) continue;
    const callers = state.sides.map((s) => s.id).filter((id) => callerBarred(state, target, id) === null);
    if (callers.length > 0) chances.push({ target, callers });
  }
  return chances;
}

/** What a muggins sheet may offer once a count's truth is known (`mugOffer`). */
export interface MugOffer {
  /** The true count less the claim, e.g. `10` missed, `-2` over-claimed, `0` right. */
  readonly diff: number;
  /**
   * Whether an opponent may call now: an over-claim always (003 rule 12: it is moved back whether muggins is on or
   * not), missed points only where muggins is played (003 MUGGINS).
   */
  readonly callable: boolean;
  /** A caller may give the missed points back rather than keep them (003 MUGGINS: Crib Zones' house option). */
  readonly giveBack: boolean;
  /** An over-claim's caller adds the excess to his own score (003 rule 12, the house option `overClaimPenalty`). */
  readonly gain: boolean;
}

/** What a sheet offers on a claim of `claimed` whose true count is `total`, under the game's muggins options. */
export function mugOffer(
  options: { readonly muggins: boolean; readonly mugginsGiveBack: boolean; readonly overClaimPenalty?: boolean },
  claimed: number,
  total: number,
): MugOffer {
  const diff = total - claimed;
  return {
    diff,
    callable: diff < 0 || (diff > 0 && options.muggins),
    giveBack: diff > 0 && options.muggins && options.mugginsGiveBack,
    gain: diff < 0 && options.overClaimPenalty === true,
  };
}
