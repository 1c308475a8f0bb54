import { boardErr, boardOk } from './fail';
import { isOnBoard, isSameSpot } from './query';
import { MAIN } from './types';
import { endOf, routeTravelled } from './walk';
import type { Leg, Pegs } from './pegs';
import type { Board, BoardResult, Spot } from './types';

/* Stored pegs read back: every spot and leg checked against the board, as any stored value is. */

function isObject(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asSpot(value: unknown): Spot | undefined {
  if (!isObject(value) || typeof value['path'] !== 'string' || !Number.isInteger(value['index'])) return undefined;
  return { path: value['path'], index: value['index'] as number };
}

function asLeg(value: unknown): Leg | undefined {
  if (!isObject(value) || typeof value['path'] !== 'string') return undefined;
  const { from, to, jump } = value;
  if (!Number.isInteger(from) || !Number.isInteger(to) || (jump !== null && typeof jump !== 'string')) return undefined;
  return { path: value['path'], from: from as number, to: to as number, jump };
}

/**
 * Checks stored pegs against a board (for example after the board was edited): refuses with `bad-pegs` when a
 * spot or route leg is off the board, the route does not end at the front peg, or the counts disagree.
 */
export function parsePegs(board: Board, json: unknown): BoardResult<Pegs> {
  const bad = (why: string): BoardResult<Pegs> => boardErr('bad-pegs', `These pegs do not fit board '${board.name}': ${why}.`);
  if (!isObject(json)) return bad('not an object');
  const front = asSpot(json['front']);
  const back = asSpot(json['back']);
  if (front === undefined || back === undefined) return bad('front and back must be spots');
  if (!isOnBoard(board, front) || !isOnBoard(board, back)) return bad('a peg is off the board');
  const rawRoute = json['route'];
  if (!Array.isArray(rawRoute) || rawRoute.length === 0) return bad('the route is missing');
  const route: Leg[] = [];
  for (const raw of rawRoute) {
    const leg = asLeg(raw);
    if (leg === undefined || leg.to < leg.from) return bad('a route leg is malformed');
    if (!isOnBoard(board, { path: leg.path, index: leg.from }) || !isOnBoard(board, { path: leg.path, index: leg.to })) {
      return bad('the route leaves the board');
    }
    if (leg.jump !== null && board.zones.every((z) => z.id !== leg.jump)) return bad(`no zone '${leg.jump}'`);
    route.push(leg);
  }
  const first = route[0]!;
  if (first.path !== MAIN || first.from !== 0 || first.jump !== null) return bad('the route must begin at the start');
  if (!isSameSpot(endOf(route[route.length - 1]!), front)) return bad('the route does not end at the front peg');
  const travelled = json['travelled'];
  const backTravelled = json['backTravelled'];
  if (travelled !== routeTravelled(route)) return bad('the holes travelled do not match the route');
  if (!Number.isInteger(backTravelled) || (backTravelled as number) < 0 || (backTravelled as number) > travelled) {
    return bad('the back peg is ahead of the front peg');
  }
  return boardOk({ front, back, travelled, backTravelled: backTravelled as number, route });
}
