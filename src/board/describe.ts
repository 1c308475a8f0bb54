import { plural } from '../rules/plural';
import { holeNumber, isSameSpot, sidePathOf } from './query';
import { MAIN } from './types';
import type { Pegs, ZoneEffect } from './pegs';
import type { Board, PathZone, Spot } from './types';
import { capitalized } from '../rules/capital';

/**
 * A hole as a table says it: `'the start'`, `'37'`, `'the finish'`, `'hole 3 of the blue path of time trap 1'`,
 * `'hole 2 of the green shortcut of green advance 1'`.
 */
export function spotName(board: Board, spot: Spot): string {
  if (spot.path === MAIN) {
    if (spot.index === 0) return 'the start';
    if (spot.index === board.finish) return 'the finish';
    return String(spot.index);
  }
  const zone = sidePathOf(board, spot.path);
  if (zone === undefined) return `hole ${spot.index} of '${spot.path}'`;
  const path = zone.kind === 'time-trap' ? 'blue path' : 'green shortcut';
  return `hole ${spot.index} of the ${path} of ${zone.label}`;
}

/** Where a peg stands as players read it: the number, or on a side path the path's word, the hole and the way back. */
export interface SpotReading {
  /** The score it reads as ({@link holeNumber}), e.g. `151` for hole 9 of 10 of a blue path rejoining at 153. */
  readonly hole: number;
  /** The place as a pad shows it: `'156'`, or on a side path `'Trap 1 · 9 of 10'`, `'Go 1 · 2 of 5'`. */
  readonly place: string;
  /** On a side path, where the peg comes back onto the track: `'back on the track at 153'`; `''` on the track. */
  readonly rejoin: string;
}

/**
 * A side path's word, as the board draws it on its zone (`'TRAP 1'`, `'GO 1'`) and a pad says it: `'Trap 1'`,
 * `'Go 1'`; the number is the one ending the zone's label (`'time trap 1'`), none when the label has no number.
 */
export function pathWord(zone: PathZone): string {
  const n = /(\d+)\s*$/.exec(zone.label)?.[1] ?? /(\d+)$/.exec(zone.id)?.[1] ?? '';
  const word = zone.kind === 'time-trap' ? 'Trap' : 'Go';
  return n === '' ? word : `${word} ${n}`;
}

/**
 * Where a peg stands, as a player reads it off the board (issue 25.2): on the track its hole, `{ hole: 156, place:
 * '156', rejoin: '' }`; on a side path the path, the hole along it and where it comes back: `{ hole: 151, place:
 * 'Trap 1 · 9 of 10', rejoin: 'back on the track at 153' }`. The number is the hole with as many holes still to go,
 * the one the pad's score, the skunk lines and the statistics read.
 */
export function readSpot(board: Board, spot: Spot): SpotReading {
  const hole = holeNumber(board, spot);
  const zone = spot.path === MAIN ? undefined : sidePathOf(board, spot.path);
  if (zone === undefined) return { hole, place: String(hole), rejoin: '' };
  return { hole, place: `${pathWord(zone)} · ${spot.index} of ${zone.path.holes}`, rejoin: `back on the track at ${zone.path.rejoin}` };
}

/**
 * The back peg as a pad says it, beside the score: `'back 41'`; on the front peg's side path `'back 1 of 10'`, on
 * another the path and the hole along it, `'back: Trap 1 · 9 of 10'` (issue 37.10: `'back: Trap 1'` lost where on the
 * path it stood; a pad may set the parts either side of ` · ` on lines of their own); `'both pegs'` when it shares the front peg's hole (the start,
 * or a move back onto it: 003 rule 12 moves the front peg back, and a front peg that goes back to the back peg's
 * hole takes it along), never `'back 2'` beside a score of 2.
 */
export function backWords(board: Board, pegs: Pegs): string {
  const { front, back } = pegs;
  if (isSameSpot(front, back)) return 'both pegs';
  const zone = back.path === MAIN ? undefined : sidePathOf(board, back.path);
  if (zone === undefined) return `back ${holeNumber(board, back)}`;
  if (front.path === back.path) return `back ${back.index} of ${zone.path.holes}`;
  return `back: ${pathWord(zone)} · ${back.index} of ${zone.path.holes}`;
}

function label(board: Board, id: string): string {
  return board.zones.find((z) => z.id === id)?.label ?? id;
}

function holes(n: number): string {
  return plural(n, 'hole');
}

/** What {@link describeMove} needs to know about a move. */
export interface MoveSummary {
  readonly from: Spot;
  readonly landed: Spot;
  /** Where the forward steps ended, before any award skip or zone jump. */
  readonly walkedTo: Spot;
  readonly points: number;
  readonly award: boolean;
  readonly effects: readonly ZoneEffect[];
}

/** A move in words: the zone that acted, said first (issue 25.3), and what the peg did, e.g. `'Time trap 1'` and
 * `'pegs 12 to 168 and goes down its blue path to 153'`; `lead` is `''` when no zone acted. */
export interface MoveWords {
  readonly lead: string;
  readonly words: string;
}

/** A zone's label with a capital, as it leads a sentence: `'Time trap 1'`. */
function leadOf(board: Board, id: string): string {
  return capitalized(label(board, id));
}

/**
 * The words for a move, read aloud at the table. A zone that acts is said first, so the why is never what a short
 * line cuts (issue 25.3): `{ lead: 'Red skip 1', words: 'pegs 4 to 124 and slides 20 holes to 144' }`, `{ lead: 'Time
 * trap 1', words: 'pegs 12 to 168 and goes down its blue path to 153' }`; otherwise `{ lead: '', words: 'goes back 20
 * to 150' }`, `'pegs 9 to the finish, 2 to spare'`.
 */
export function moveWords(board: Board, move: MoveSummary): MoveWords {
  const { from, landed, walkedTo, points, award, effects } = move;
  const name = (spot: Spot): string => spotName(board, spot);
  const recount = effects.find((e) => e.kind === 'recount');
  if (recount !== undefined && recount.kind === 'recount') return recountWords(board, move, recount);
  const plain = (words: string): MoveWords => ({ lead: '', words });
  if (points === 0) return plain(`pegs 0 and stays on ${name(from)}`);
  if (points < 0) {
    let text = `goes back ${-points} to ${name(landed)}`;
    const undone = effects.flatMap((e) => (e.kind === 'retrace' ? [`${label(board, e.zone)} at ${name(e.to)}`] : []));
    if (undone.length > 0) text += ` (undoing ${undone.join(', then ')})`;
    const start = effects.find((e) => e.kind === 'start');
    if (start !== undefined && start.kind === 'start') text += `, ${start.spare} short of the full move`;
    return plain(text);
  }
  const verb = award ? `takes the ${points}-hole award` : `pegs ${points}`;
  const finish = effects.find((e) => e.kind === 'finish');
  if (finish !== undefined && finish.kind === 'finish' && finish.spare === points) return plain(`${verb}: already on the finish`);
  const parts: string[] = [];
  let lead = '';
  let head = `${verb} to ${name(walkedTo)}`;
  const rejoin = effects.find((e) => e.kind === 'rejoin');
  if (rejoin !== undefined && rejoin.kind === 'rejoin') {
    const path = sidePathOf(board, rejoin.zone)?.kind === 'green-advance' ? 'green shortcut' : 'blue path';
    head += ` (off the ${path} of ${label(board, rejoin.zone)} at ${name(rejoin.at)})`;
  }
  for (const e of effects) {
    switch (e.kind) {
      case 'award-passes':
        parts.push(`which would end in ${label(board, e.zone)}, so goes on to ${name(e.to)}, the first hole past it`);
        break;
      case 'red-skip':
        lead = leadOf(board, e.zone);
        head += ` and slides ${holes(e.to.index - e.from.index)} to ${name(e.to)}`;
        break;
      case 'time-trap': {
        lead = leadOf(board, e.zone);
        const path = sidePathOf(board, e.zone)?.path;
        head += ` and goes down its blue path${path === undefined ? '' : ` to ${path.rejoin}`}`;
        break;
      }
      case 'green-advance': {
        lead = leadOf(board, e.zone);
        const path = sidePathOf(board, e.zone)?.path;
        head += ` and takes its green shortcut${path === undefined ? '' : ` to ${path.rejoin}`}`;
        break;
      }
      case 'penalty-box':
        lead = leadOf(board, e.zone);
        break;
      case 'finish':
        if (e.spare > 0) parts.push(`${e.spare} to spare`);
        break;
      case 'stink-hole':
        parts.push('in the stink hole');
        break;
      case 'rejoin':
      case 'retrace':
      case 'start':
        break;
    }
  }
  return { lead, words: [head, ...parts].join(', ') };
}

/**
 * A move in one sentence without its subject, the zone first: `'Red skip 1: pegs 4 to 124 and slides 20 holes to
 * 144'`, `'goes back 20 to 150'`, `'pegs 9 to the finish, 2 to spare'` (see {@link moveWords}).
 */
export function describeMove(board: Board, move: MoveSummary): string {
  const { lead, words } = moveWords(board, move);
  return lead ? `${lead}: ${words}` : words;
}

/**
 * A correction in words: where it puts the peg and why, the zone the right count met first, e.g. `{ lead: 'Red skip
 * 1', words: 'goes back 2 to 144, where the right count puts it (from 120 it pegs 4 to 124 and slides 20 holes to
 * 144)' }`.
 */
function recountWords(board: Board, move: MoveSummary, recount: Extract<ZoneEffect, { kind: 'recount' }>): MoveWords {
  const name = (spot: Spot): string => spotName(board, spot);
  const { points, landed } = move;
  const verb = points < 0 ? `goes back ${-points} to` : points > 0 ? `goes on ${points} to` : 'stays on';
  const right =
    recount.points === 0
      ? `a right count of 0 leaves it on ${name(recount.from)}`
      : `from ${name(recount.from)} it ${moveWords(board, { from: recount.from, landed: recount.landed, walkedTo: recount.walkedTo, points: recount.points, award: false, effects: recount.effects }).words}`;
  const later = recount.later === 0 ? '' : `, then ${recount.later === 1 ? 'the move' : `the ${recount.later} moves`} after it again`;
  const box = move.effects.some((e) => e.kind === 'penalty-box') && recount.later > 0 ? ', and lands in a penalty box' : '';
  const lead =
    recount.points === 0
      ? ''
      : moveWords(board, {
          from: recount.from,
          landed: recount.landed,
          walkedTo: recount.walkedTo,
          points: recount.points,
          award: false,
          effects: recount.effects,
        }).lead;
  return { lead, words: `${verb} ${name(landed)}, where the right count puts it (${right}${later}${box})` };
}
