import { hasPips } from '../model/decks';
import type { RoundState } from '../../../model/state';
import type { SeatId, SideId } from '../../../model/types';
import type { StepState } from '../../../model/state';
import { cineOf, topsOf } from './teams';

/** Cribbage is not Enough's own steps (000): the Tops and their uses, the Intel bonus, the battle, Rob the Cradle, the cribs. */
export const NOT_ENOUGH_STEPS: Readonly<Record<'tops' | 'intel' | 'battle' | 'cradle' | 'cribs', StepState>> = {
  tops: {
    name: 'tops',
    phase: 'deal',
    done: (_state, round) => round.starterTurned && pendingUse(round) === null,
    past: 'The Tops are turned after the deal, once per round.',
  },
  intel: { name: 'intel', phase: 'show', done: (_state, round) => cineOf(round).intel !== null },
  battle: { name: 'battle', phase: 'show', done: (_state, round) => cineOf(round).battle !== null },
  cradle: { name: 'cradle', phase: 'show', done: (_state, round) => cineOf(round).cradle !== null },
  cribs: {
    name: 'cribs',
    phase: 'show',
    done: (_state, round) => {
      const cine = cineOf(round);
      return cine.battle !== null && cine.cribsCounted >= cine.cribOrder.length;
    },
  },
};

/** A team whose J, Q, K or A Top waits for its choice (000 "Scoring from the top"), or `null`. */
export function pendingUse(round: RoundState): SideId | null {
  const uses = cineOf(round).uses;
  const side = topsOf(round).findIndex((top, i) => hasPips(top) && (uses[i] ?? null) === null);
  return side < 0 ? null : side;
}

/** The next crib count, or `null`. */
export function nextCrib(round: RoundState): { seat: SeatId; crib: true } | null {
  const cine = cineOf(round);
  const turn = cine.cribOrder[cine.cribsCounted];
  return turn ? { seat: turn.seat, crib: true } : null;
}
