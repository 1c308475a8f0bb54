import type { GameEvent } from '../model/events';
import type { Game } from '../model/state';

/**
 * What a command would do, in a few words from its events (a preview read off `decide`): `'Ann +2'`,
 * `'Bob −3, Ann +3'`, `'Ann +2, new deal'`, `'Ann wins the game'`; `'no points'` when it pegs nothing.
 */
export function effectWords(state: Game, events: readonly GameEvent[]): string {
  const totals = new Map<number, number>();
  let newDeal = false;
  let end = '';
  for (const e of events) {
    if (e.type === 'Scored') totals.set(e.side, (totals.get(e.side) ?? 0) + e.points);
    else if (e.type === 'RoundStarted') newDeal = true;
    else if (e.type === 'GameEnded') end = e.winner === null ? 'the game is void' : `${state.sides[e.winner]!.name} wins the game`;
  }
  const parts = [...totals]
    .filter(([, points]) => points !== 0)
    .map(([side, points]) => `${state.sides[side]!.name} ${points > 0 ? '+' : '−'}${Math.abs(points)}`);
  if (newDeal) parts.push('new deal');
  if (end) parts.push(end);
  return parts.length ? parts.join(', ') : 'no points';
}

/**
 * An over-claim's call in words, its gain said as a muggins call says its "(+2)" (issue 37.9; 003 OTHER IMPORTANT
 * RULES 12: "their opponent can demand that player to move back the number of extra points they took, and may add
 * the same amount onto their score"): `'Bob: move Ann back 3 (Bob +3)'`, or without the gain when the house rule
 * is off: `'Bob: move Ann back 3'`.
 */
export function overClaimWords(state: Game, caller: number, counter: string, excess: number): string {
  const name = state.sides[caller]?.name ?? `Side ${caller + 1}`;
  const gain = state.setup.options.overClaimPenalty ? ` (${name} +${excess})` : '';
  return `${name}: move ${counter} back ${excess}${gain}`;
}
