import type { Card } from '../../../../rules';
import type { Batch, Done } from '../../../decide/batch';
import type { OwnDecide } from '../../../decide/own';
import { gameError, type ScoreReason, type SeatId, type SideId } from '../../../model/types';
import type { DeckColor, Pips } from '../model/decks';
import type { TopUse } from '../model/events';
import { fight } from './battle';
import { robCradle, type CradleCall } from './cradle';
import { countTeamCrib } from './cribs';
import { decideIntel, type IntelCall } from './intel';
import { notePips } from './pips';
import { chooseTopUse, turnTops } from './tops';

declare module '../../../decide/command' {
  /** 000's own commands. */
  interface OwnCommands {
    /** Each team's Top, in side order, and each team's deck as the dealer chose. */
    turnTops: { readonly type: 'turnTops'; readonly tops: readonly Card[]; readonly decks?: readonly DeckColor[] };
    /** The Intel, Might and Magic printed on a J, Q, K or A of a deck. */
    notePips: { readonly type: 'notePips'; readonly deck: DeckColor; readonly card: Card; readonly pips: Pips };
    /** What a team does with its J, Q, K or A Top. */
    useTop: { readonly type: 'useTop'; readonly side: SideId; readonly use: TopUse };
    /** The Intel bonus (see `IntelCall`). */
    intel: { readonly type: 'intel' } & IntelCall;
    /** The battle for the crib: every seat's dice (rolled at the edge, or real dice), or only the winner. */
    battle: { readonly type: 'battle'; readonly dice?: readonly (readonly number[])[]; readonly winner?: SeatId | null };
    /** Rob the Cradle (see `CradleCall`). */
    cradle: { readonly type: 'cradle' } & CradleCall;
  }
}

/** 000's commands, by type. */
export const NOT_ENOUGH_COMMANDS: OwnDecide['commands'] = {
  turnTops: (b, c) => turnTops(b, c.tops, c.decks),
  notePips: (b, c) => notePips(b, c.deck, c.card, c.pips),
  useTop: (b, c) => chooseTopUse(b, c.side, c.use),
  intel: (b, c) => decideIntel(b, c),
  battle: (b, c) => fight(b, c.dice, c.winner),
  cradle: (b, c) => robCradle(b, c),
};

/**
 * A tap of 000's own: the team cribs are counted in their own step, after the battle; the Intel bonus is a player's,
 * so a team's tap names the player unless the team is one player. `null`: the core's tap.
 */
export function notEnoughTap(b: Batch, side: SideId, points: number, reason: ScoreReason, seat: SeatId | undefined): Done | null {
  const s = b.state;
  if (reason === 'crib' && s.round?.steps.includes('cribs')) return countTeamCrib(b, seat ?? s.sides[side]!.seats[0]!, undefined, points);
  if (reason !== 'intel') return null;
  const winner = seat ?? (s.sides[side]!.seats.length === 1 ? s.sides[side]!.seats[0]! : undefined);
  if (winner === undefined) return gameError('bad-command', 'Say which player has the most Intel.');
  return decideIntel(b, { seat: winner, claimed: points });
}

/** A crib counted by cards or points: 000's team cribs in their own step; `null` in a round without it. */
export function notEnoughCrib(b: Batch, seat: SeatId, cards: readonly Card[] | undefined, claimed: number | undefined): Done | null {
  return b.state.round?.steps.includes('cribs') ? countTeamCrib(b, seat, cards, claimed) : null;
}
