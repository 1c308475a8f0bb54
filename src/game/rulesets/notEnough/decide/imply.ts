import type { Imply } from '../../../decide/batch';
import { implyStarter } from '../../../decide/imply';
import { pendingUse, nextCrib } from '../query/steps';
import { gameError } from '../../../model/types';
/** How `tops` is taken for granted, or why it cannot be. */
export const implyTops: Imply = (b) => {
  const round = b.state.round!;
  if (!round.starterTurned) return implyStarter(b);
  const side = pendingUse(round)!;
  return gameError('wrong-phase', `Say what ${b.state.sides[side]!.name} does with the Top: Intel, Might, Magic or nothing.`);
};

/** How `intel` is taken for granted, or why it cannot be. */
export const implyIntel: Imply = () => gameError('wrong-phase', 'Settle the Intel bonus first: who has the most Intel in hand?');

/** How `battle` is taken for granted, or why it cannot be. */
export const implyBattle: Imply = () => gameError('wrong-phase', 'Fight the battle for the crib first: roll the dice, or say who won.');

/** How `cradle` is taken for granted, or why it cannot be. */
export const implyCradle: Imply = () => gameError('wrong-phase', 'Rob the Cradle first: enter the crib cards, or say which team has more Magic.');

/** How `cribs` is taken for granted, or why it cannot be. */
export const implyCribs: Imply = (b) => {
  const turn = nextCrib(b.state.round!);
  return gameError('wrong-phase', `Count ${turn ? `${b.state.sides[b.state.seats[turn.seat]!.side]!.name}'s crib` : 'the cribs'} first.`);
};
