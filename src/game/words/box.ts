import { numberWords } from '../../rules';
import { BOX_HOLES } from '../model/box';
import { reduce } from '../log/reduce';
import type { Change } from '../log/timeline';
import type { PegMoveForgotten, PenaltyBoxEntered } from '../model/events';
import type { Game } from '../model/state';
import type { SideId } from '../model/types';
import { isInBox } from '../query/select';
import { capitalized, plural, voice } from './words';

/**
 * Every sentence about a Crib Wars penalty box, written once (003 BLUE PENALTY BOX): the history's line of a side
 * landing in one or forgetting to move its peg, and a side's pad while it sits out. The engine's refusal of a
 * folded side's score is `foldedWhy` (`query/folded.ts`), below this floor.
 */

/**
 * The sides that gain when `offender` lands in a penalty box (003 BLUE PENALTY BOX: two sides, "every opponent ahead
 * 20"; with three, a side already in a box advances 1 hole), named: `'Bob goes ahead 20'`, `'Ann & Cy go ahead 20'`,
 * `'Ann goes ahead 20 and Cy (in a box) 1'`.
 */
function aheadWords(before: Game, offender: SideId): string {
  const { side, verb } = voice(before);
  const others = before.sides.filter((s) => s.id !== offender);
  const free = others.filter((s) => !isInBox(before, s.id));
  const inside = others.filter((s) => isInBox(before, s.id));
  const parts = [
    ...(free.length ? [`${free.map((s) => side(s.id)).join(' and ')} ${free.length > 1 ? 'go' : verb(free[0]!.id, 'goes')} ahead ${BOX_HOLES}`] : []),
    ...inside.map((s) => `${side(s.id)} (in a box) 1`),
  ];
  return parts.join(' and ');
}

/**
 * A box in words, said the one way everywhere:
 * - a side landing in one (`before` is the state it landed on), e.g. `'Bob lands in a penalty box: folds and goes back
 *   20, and Ann goes ahead 20'`, `'Cy lands in a penalty box: folds and sits out three hands'`;
 * - a side sitting out that forgot to move its peg: `'Cy forgot to move the peg: one more hand in the box'`;
 * - a side's pad while it has hands to sit out (`{ sitOut }`): `'In the penalty box: 2 hands to sit out'`.
 */
export function boxWords(said: { readonly before: Game; readonly event: PenaltyBoxEntered | PegMoveForgotten } | { readonly sitOut: number }): string {
  if ('sitOut' in said) return `In the penalty box: ${plural(said.sitOut, 'hand')} to sit out`;
  const { before, event: e } = said;
  const { side, verb } = voice(before);
  if (e.type === 'PegMoveForgotten') return `${side(e.side)} forgot to move the peg: one more hand in the box`;
  return e.rule === 'back-20'
    ? `${side(e.side)} ${verb(e.side, 'lands')} in a penalty box: ${verb(e.side, 'folds')} and ${verb(e.side, 'goes')} back 20, and ${aheadWords(before, e.side)}`
    : `${side(e.side)} ${verb(e.side, 'lands')} in a penalty box: ${verb(e.side, 'folds')} and ${verb(e.side, 'sits')} out ${numberWords(e.hands)} hands`;
}

/**
 * Why a side's pad waits in a penalty box, and for how many hands, this one included (issue 37.3), or `''` when it is
 * free; short enough for a narrow pad's one line. A side that folded this hand (003 BLUE PENALTY BOX: "fold their
 * hand and crib") pegs again at the next deal, unless it sits out more hands (3 sides): `'Boxed: this hand'`,
 * `'Boxed: 4 hands left'` (folded now, then three to sit out), `'Boxed: 3 hands left'`.
 */
export function boxPadWords(state: Game, side: SideId): string {
  const round = state.round;
  const now = round !== null && (round.sitting.includes(side) || round.folded.includes(side)) ? 1 : 0;
  const left = now + (state.sides[side]?.sitOut ?? 0);
  if (left === 0) return '';
  return left === 1 && now === 1 ? 'Boxed: this hand' : `Boxed: ${plural(left, 'hand')} left`;
}

/** A box's lead with a capital, as it opens the table's words: `'Penalty box 1'`. */
function boxLead(state: Game, side: SideId): string {
  const hit = state.sides[side]?.moves?.last?.effects.find((e) => e.kind === 'penalty-box');
  const zone = hit?.kind === 'penalty-box' ? state.board.zones.find((z) => z.id === hit.zone) : undefined;
  const label = zone?.label ?? 'a penalty box';
  return capitalized(label);
}

/**
 * The table's words for a command that put a side in a penalty box, the box leading (issue 37.3): where every peg
 * went, in one sentence short enough for the table's two lines, its end the least needed (the pads show the scores),
 * e.g. `'Penalty box 1: Bob folds, back 20 to 156; Ann ahead 20 to 178'`, `'Penalty box 1: Cy folds and sits out the next three hands'`; the side boxed, for the
 * board to show its peg. `null` for any other change (an undo, a redo, a command that met no box): the History and
 * the announcement keep every line of it.
 */
export function boxNews(change: Change | null): { readonly side: SideId; readonly text: string } | null {
  if (change?.kind !== 'do' || !change.before.started) return null;
  let state: Game = change.before;
  let entered: { e: PenaltyBoxEntered; at: Game } | null = null;
  for (const e of change.group.events) {
    if (e.type === 'PenaltyBoxEntered' && !entered) entered = { e, at: state };
    const next = reduce(state, e);
    if (next.started) state = next;
  }
  if (!entered) return null;
  const { e, at } = entered;
  const { side, verb } = voice(at);
  const lead = `${boxLead(at, e.side)}: ${side(e.side)} ${verb(e.side, 'folds')}`;
  if (e.rule === 'sit-out') return { side: e.side, text: `${lead} and ${verb(e.side, 'sits')} out the next ${numberWords(e.hands)} hands` };
  const score = (id: SideId) => state.sides[id]!.score;
  const others = at.sides
    .filter((s) => s.id !== e.side)
    .map((s) => `${side(s.id)}${isInBox(at, s.id) ? ' (in a box)' : ''} ahead ${isInBox(at, s.id) ? 1 : BOX_HOLES} to ${score(s.id)}`);
  return { side: e.side, text: `${lead}, back ${BOX_HOLES} to ${score(e.side)}; ${others.join(', ')}` };
}
