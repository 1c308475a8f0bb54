import { MAIN, sidePathOf, spotName, type Board, type Spot } from '../../board';
// The drawn board's streets, so the words match the picture.
import { STREET_HOLES } from '../../board/geometry';

/*
 * A hole said so a person finds it on a wooden board: its name (`spotName`) large, and where to look, counted the
 * way the board is built, in streets of 30 holes in groups of five.
 */

/** Holes in a group on the board. */
const GROUP = 5;

/** A hole to point at: its name, e.g. `'87'`, and how to find it, e.g. `'street 3 of 4: the 2nd hole of 86–90'`. */
export interface HoleWords {
  readonly name: string;
  readonly hint: string;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The words for a peg's hole: `{ name: '87', hint: 'street 3 of 4: the 2nd hole of 86–90' }`;
 * `{ name: 'the start', hint: 'off the board' }`; on a side path, `{ name: 'hole 3 of the blue path of time trap 1',
 * hint: 'the path of 10 holes from 168 back to 153' }`.
 */
export function holeWords(board: Board, spot: Spot): HoleWords {
  const name = spotName(board, spot);
  if (spot.path !== MAIN) {
    const zone = sidePathOf(board, spot.path);
    if (!zone) return { name, hint: '' };
    const way = zone.kind === 'time-trap' ? 'back' : 'on';
    return { name, hint: `the path of ${zone.path.holes} holes from ${zone.start} ${way} to ${zone.path.rejoin}` };
  }
  const hole = spot.index;
  if (hole === 0) return { name, hint: 'off the board, before hole 1' };
  if (hole >= board.finish) return { name, hint: 'the game hole' };
  const streets = Math.ceil((board.finish - 1) / STREET_HOLES);
  const street = Math.floor((hole - 1) / STREET_HOLES) + 1;
  const first = Math.floor((hole - 1) / GROUP) * GROUP + 1;
  const last = Math.min(first + GROUP - 1, board.finish - 1);
  return { name, hint: `street ${street} of ${streets}: the ${ordinal(hole - first + 1)} hole of ${first}–${last}` };
}
