import type { Change } from '../log/timeline';
import { idText, voice } from './words';

/**
 * The play sheet's own take-back (issue 37.5): when the last thing done was a card of the play or a go, the words of
 * the button that undoes it, e.g. `"Take back Ann's 5♥"`, `"Take back Bob's go"`; `null` otherwise (the top bar's
 * Undo takes back anything else). A wrong card then costs one tap, not ✕, Undo, Cards….
 */
export function playTakeBack(change: Change | null): string | null {
  if (!change || change.kind === 'undo' || !change.before.started) return null;
  const last = change.group.events.filter((e) => e.type === 'CardPlayed' || e.type === 'GoSaid').at(-1);
  if (last?.type !== 'CardPlayed' && last?.type !== 'GoSaid') return null;
  const who = voice(change.before).seat(last.seat);
  return last.type === 'CardPlayed' ? `Take back ${who}'s ${idText(last.card)}` : `Take back ${who}'s go`;
}
