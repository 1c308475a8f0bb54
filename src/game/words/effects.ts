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
