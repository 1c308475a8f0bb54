/* What following says to the players, written once here: the screens of `src/ui/follow` only show it. */

/** Why a following phone's open sheet closed by itself. */
export type SheetGone = 'first' | 'link' | 'permission';

/**
 * A count or muggins sheet that went away under the player's finger, in words, e.g. `'The table phone scored it
 * first (Bob's hand: 12): your count was not sent from here.'`. `headline` is the last move in words, or `''`.
 */
export function sheetGoneWords(what: 'count' | 'muggins', why: SheetGone, headline: string): string {
  const yours = what === 'count' ? 'your count' : 'your call';
  if (why === 'link') return `The link to the table phone dropped: ${yours} was not sent.`;
  if (why === 'permission') return `The table phone no longer lets this phone count: ${yours} was not sent.`;
  const move = headline ? ` (${headline})` : '';
  return what === 'count'
    ? `The table phone scored it first${move}: your count was not sent from here.`
    : `The table phone moved on first${move}: muggins can no longer be called on that, and your call was not sent.`;
}
