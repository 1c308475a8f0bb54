import { MAX_FOLLOWERS, type Refused } from './protocol';

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

/** Why the table phone refused or cut off this phone, as the phone says it (issue 34 item 5). */
export const REFUSED_WORDS: Readonly<Record<Refused, string>> = {
  'too-many': `The table phone has ${MAX_FOLLOWERS} phones following already, as many as can: it took no more. When one stops, scan the code it shows then.`,
  'reused-secret': 'The place in the code this phone answered had already been used by another phone: scan the code the table phone shows now.',
  'wrong-secret': 'The table phone did not know the code this phone answered: scan the code it shows now.',
  'old-app': 'The table phone runs another version of Muggins: update the app on both phones, then scan its code again.',
  flood: 'The table phone cut this phone off: it sent more messages than a phone at the table sends. Scan its code to follow again.',
};

/** The table phone closed the link before it linked this phone, without saying why (an app of before). */
export const CLOSED_BEFORE_LINK = 'The table phone closed the link before it linked this phone: scan the code it shows now.';

/** This phone's connection reached the table phone but its certificate was not the one in the code (issue 36 item 3). */
export const SECURITY_FAILED =
  "The link failed: the table phone's secure connection did not match the certificate in its code (a damaged or altered code). Scan the code the table phone shows now.";

/** None of this phone's connections reached the table phone. */
export const UNREACHED = 'The link failed: the table phone could not be reached at the addresses in its code. Scan the code it shows now to try again.';

/** A paste longer than any code, refused at once. */
export const TOO_LONG = 'This is far too long to be a Muggins code: it was not kept. Copy the code alone and paste it again.';

/** Under the table phone's QR code. */
export const QR_NOTE = "Point the other phone's camera at this code.";

/** Under a phone's answer. */
export const ANSWER_NOTE = "Point the table phone's camera at this code.";

/** Under the table phone's code: how many phones it links, e.g. `'This code links up to 5 phones scanning it at once, each once.'`. */
export function placesWords(places: number): string {
  return places === 1 ? 'This code links one phone, once.' : `This code links up to ${places} phones scanning it at once, each once.`;
}

/** A code copied in one tap. */
export const CODE_COPIED = 'Copied: paste it on the other phone.';
/** The browser would not write the clipboard. */
export const CODE_NOT_COPIED = 'This browser would not copy it: tap Select all, then copy it with the phone’s own menu.';
/** The code selected for the phone's own Copy (where neither share nor the clipboard is given, e.g. plain http). */
export const CODE_SELECTED = 'All of it is selected: copy it with the phone’s own menu (press and hold), then paste it on the other phone.';
/** Where the camera cannot be had: the codes travel as text. */
export const NO_CAMERA =
  'This phone gives no camera here (a plain http:// address, or none allowed): share or copy the codes as text, and paste the other phone’s below.';

/** On a phone whose player has another phone already, e.g. `"Bob's phone is another phone already: …"`. */
export function takenWords(player: string): string {
  return `${player}'s phone is another phone already: pick again, or ask at the table phone to make this one ${player}'s.`;
}

/** On the table phone, under a phone that claims a player whose phone is another, e.g. `"It says it is Bob's phone, …"`. */
export function claimWords(player: string): string {
  return `It says it is ${player}'s phone, but ${player}'s phone is another one.`;
}
