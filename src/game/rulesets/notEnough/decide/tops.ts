import { formatCard, type Card } from '../../../../rules';
import { checkSide, DONE, type Batch, type Done } from '../../../decide/batch';
import { hasPips, type DeckColor } from '../model/decks';
import { TOP_USES, type TopUse } from '../model/events';
import { sideOf } from '../../../query/select';
import { gameError, type SideId } from '../../../model/types';
import { reach, stepIs } from '../../../decide/reach';
import { cineOf, topsOf } from '../query/teams';

/**
 * Cribbage is not Enough (000): each team's deck is split and its Top turned. A jack on any Top pegs 2 for the
 * dealer's team ("his nob"), a queen -2 ("her pot"). Tapped games turn them without entering them, as a starter.
 */

/** A team's choice for its J, Q, K or A Top: Intel, Might, Magic, or nothing (000 "Scoring from the top"). */
export function chooseTopUse(b: Batch, side: SideId, use: TopUse): Done {
  const bad = checkSide(b.state, side);
  if (bad) return bad;
  if (!(TOP_USES as readonly string[]).includes(use))
    return gameError('bad-command', `A Top is used for Intel, Might, Magic or nothing, not '${String(use)}'.`);
  const round = b.state.round;
  if (!stepIs(b.state, 'tops') || !round?.starterTurned) return gameError('wrong-phase', 'A Top is used right after the Tops are turned.');
  const top = topsOf(round)[side];
  if (!top || !hasPips(top)) return gameError('bad-command', `${b.state.sides[side]!.name}'s Top is not a J, Q, K or A: it has no numbers to use.`);
  if ((cineOf(round).uses[side] ?? null) !== null) return gameError('bad-command', `${b.state.sides[side]!.name} has already used the Top.`);
  b.push({ type: 'TopUsed', side, use });
  return DONE;
}

/** The Tops, one per team in side order, and each team's deck as the dealer chose (default: as before). */
export function turnTops(b: Batch, tops: readonly Card[], decks?: readonly DeckColor[]): Done {
  const reached = reach(b, 'tops');
  if (!reached.ok) return reached;
  const s = b.state;
  if (tops.length !== s.sides.length) return gameError('wrong-count', `Each of the ${s.sides.length} teams turns one Top; ${tops.length} given.`);
  if (decks && (decks.length !== s.sides.length || new Set(decks).size !== decks.length))
    return gameError('bad-command', 'Each team plays its own deck: one grey, one blue.');
  b.push({ type: 'TopsTurned', cards: tops.map(formatCard), ...(decks ? { decks } : {}) });
  const dealer = s.round!.dealer;
  const side = sideOf(b.state, dealer);
  for (const top of tops) {
    if (top.rank === 11)
      b.push({ type: 'Scored', side, seat: dealer, points: 2, reason: 'top', items: [{ kind: 'his-nob', cards: [formatCard(top)], points: 2 }] });
    if (top.rank === 12)
      b.push({ type: 'Scored', side, seat: dealer, points: -2, reason: 'top', items: [{ kind: 'her-pot', cards: [formatCard(top)], points: -2 }] });
  }
  return DONE;
}
