import { numberWords } from '../../rules';
import { BOX_HOLES } from '../model/box';
import type { PegMoveForgotten, PenaltyBoxEntered } from '../model/events';
import type { Game } from '../model/state';
import type { SideId } from '../model/types';
import { isInBox } from '../query/select';
import { plural, voice } from './words';

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
