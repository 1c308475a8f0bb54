import { isRoundDone, nextCount, sideOf, type GameState, type ScoreReason } from '../../game';

/** What a tap on a side's score pad means right now, or why the pad waits. */
export type PadIntent =
  | { readonly ready: true; readonly reason: ScoreReason; readonly seat?: number; readonly label: string; readonly allowZero: boolean }
  | { readonly ready: false; readonly why: string };

/** The reason a quick tap scores under, from the phase: the play, or this side's count in the show. */
export function padIntent(state: GameState, side: number): PadIntent {
  const round = state.round;
  if (state.outcome) return { ready: false, why: 'The game is over.' };
  if (!round) return { ready: false, why: 'Choose the first dealer.' };
  if (state.phase === 'deal') return { ready: false, why: 'Turn the starter first.' };
  if (isRoundDone(state)) return { ready: false, why: 'The round is over: deal again.' };
  if (state.phase === 'play') return { ready: true, reason: 'play', label: 'Pegging', allowZero: false };
  const turn = nextCount(state);
  if (state.phase === 'show' && turn) {
    if (sideOf(state, turn.seat) !== side) return { ready: false, why: `${state.seats[turn.seat]!.name} counts next.` };
    const what = turn.crib ? 'crib' : 'hand';
    return { ready: true, reason: what, seat: turn.seat, label: `${state.seats[turn.seat]!.name}'s ${what}`, allowZero: true };
  }
  return { ready: false, why: 'The round is over: deal again.' };
}

/** The seat names of a round's roles, for the status line. */
export function roundRoles(state: GameState): { dealer: string; crib: string; round: number } | null {
  const round = state.round;
  if (!round) return null;
  const dealer = state.seats[round.dealer]!.name;
  return { dealer, crib: state.ruleset?.crib ? `${dealer}'s crib` : 'no crib', round: round.number };
}
