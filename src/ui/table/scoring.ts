import type { Game } from '../../game';

/** The seat names of a round's roles, for the status line. */
export function roundRoles(state: Game): { dealer: string; crib: string; round: number } | null {
  const round = state.round;
  if (!round) return null;
  const dealer = state.seats[round.dealer]!.name;
  const crib = round.countOrder.some((c) => c.crib) ? `${dealer}'s crib` : 'no crib';
  return { dealer, crib, round: round.number };
}
