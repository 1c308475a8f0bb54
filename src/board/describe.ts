import { sidePathOf } from './query';
import { MAIN } from './types';
import type { Board, Spot, ZoneEffect } from './types';

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

function label(board: Board, id: string): string {
  return board.zones.find((z) => z.id === id)?.label ?? id;
}

function holes(n: number): string {
  return n === 1 ? '1 hole' : `${n} holes`;
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

/**
 * The words for a move, read aloud at the table, e.g. `'pegs 6 to 126, lands on red skip 1 and slides 20 holes
 * to 146'`, `'goes back 20 to 150'`, `'pegs 9 to the finish, 2 to spare'`.
 */
export function describeMove(board: Board, move: MoveSummary): string {
  const { from, landed, walkedTo, points, award, effects } = move;
  const name = (spot: Spot): string => spotName(board, spot);
  const recount = effects.find((e) => e.kind === 'recount');
  if (recount !== undefined && recount.kind === 'recount') return recountWords(board, move, recount);
  if (points === 0) return `pegs 0 and stays on ${name(from)}`;
  if (points < 0) {
    let text = `goes back ${-points} to ${name(landed)}`;
    const undone = effects.flatMap((e) => (e.kind === 'retrace' ? [`${label(board, e.zone)} at ${name(e.to)}`] : []));
    if (undone.length > 0) text += ` (undoing ${undone.join(', then ')})`;
    const start = effects.find((e) => e.kind === 'start');
    if (start !== undefined && start.kind === 'start') text += `, ${start.spare} short of the full move`;
    return text;
  }
  const verb = award ? `takes the ${points}-hole award` : `pegs ${points}`;
  const finish = effects.find((e) => e.kind === 'finish');
  if (finish !== undefined && finish.kind === 'finish' && finish.spare === points) return `${verb}: already on the finish`;
  const parts: string[] = [];
  let head = `${verb} to ${name(walkedTo)}`;
  const rejoin = effects.find((e) => e.kind === 'rejoin');
  if (rejoin !== undefined && rejoin.kind === 'rejoin') {
    const path = sidePathOf(board, rejoin.zone)?.kind === 'green-advance' ? 'green shortcut' : 'blue path';
    head += ` (off the ${path} of ${label(board, rejoin.zone)} at ${name(rejoin.at)})`;
  }
  parts.push(head);
  for (const e of effects) {
    switch (e.kind) {
      case 'award-passes':
        parts.push(`which would end in ${label(board, e.zone)}, so goes on to ${name(e.to)}, the first hole past it`);
        break;
      case 'red-skip':
        parts.push(`lands on ${label(board, e.zone)} and slides ${holes(e.to.index - e.from.index)} to ${name(e.to)}`);
        break;
      case 'time-trap': {
        const path = sidePathOf(board, e.zone)?.path;
        const extra = path === undefined ? '' : ` (${holes(path.holes)}, rejoining the track at ${path.rejoin})`;
        parts.push(`lands in ${label(board, e.zone)} and goes down its blue path${extra}`);
        break;
      }
      case 'green-advance': {
        const path = sidePathOf(board, e.zone)?.path;
        const extra = path === undefined ? '' : ` (${holes(path.holes)}, rejoining the track at ${path.rejoin})`;
        parts.push(`lands on ${label(board, e.zone)} and takes the green shortcut${extra}`);
        break;
      }
      case 'penalty-box':
        parts.push(`lands in ${label(board, e.zone)}`);
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
  return parts.join(', ');
}

/**
 * A correction in words: where it puts the peg and why, e.g. `'goes back 2 to 144, where the right count puts it
 * (from 120 it pegs 4 to 124, lands on red skip 1 and slides 20 holes to 144)'`.
 */
function recountWords(board: Board, move: MoveSummary, recount: Extract<ZoneEffect, { kind: 'recount' }>): string {
  const name = (spot: Spot): string => spotName(board, spot);
  const { points, landed } = move;
  const verb = points < 0 ? `goes back ${-points} to` : points > 0 ? `goes on ${points} to` : 'stays on';
  const right =
    recount.points === 0
      ? `a right count of 0 leaves it on ${name(recount.from)}`
      : `from ${name(recount.from)} it ${describeMove(board, { from: recount.from, landed: recount.landed, walkedTo: recount.walkedTo, points: recount.points, award: false, effects: recount.effects })}`;
  const later = recount.later === 0 ? '' : `, then ${recount.later === 1 ? 'the move' : `the ${recount.later} moves`} after it again`;
  const box = move.effects.some((e) => e.kind === 'penalty-box') && recount.later > 0 ? ', and lands in a penalty box' : '';
  return `${verb} ${name(landed)}, where the right count puts it (${right}${later}${box})`;
}
