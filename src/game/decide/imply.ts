import type { Imply } from './batch';
import { gameError } from '../model/types';
import { DONE } from './batch';
import { nextCount } from '../query/select';
/** How `play` is taken for granted, or why it cannot be. */
export const implyPlay: Imply = (b) => {
  const pegging = b.state.round?.pegging;
  if (pegging && !pegging.over) return gameError('wrong-phase', 'Finish the play before counting hands.');
  b.push({ type: 'PlayEnded' });
  return DONE;
};

/** How `show` is taken for granted, or why it cannot be. */
export const implyShow: Imply = (b) => {
  const turn = nextCount(b.state);
  const who = turn ? `${b.state.seats[turn.seat]!.name}'s ${turn.crib ? 'crib' : 'hand'}` : 'the show';
  return gameError('wrong-phase', `Count ${who} first.`);
};

/** How `starter` is taken for granted, or why it cannot be. */
export const implyStarter: Imply = (b) => {
  // The table turned the starter without entering it: the tap that needs it says so.
  b.push({ type: 'StarterTurned', card: null });
  return DONE;
};
