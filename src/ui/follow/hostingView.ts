import { announce, type Change } from '../../game';
import type { LinkClosed } from '../../follow/host';
import { MAX_FOLLOWERS } from '../../follow/protocol';

/* What the table phone shows and says of its following phones: the rows, the code on screen, the words. */

/** A following phone as the table phone lists it. */
export interface PhoneRow {
  /** e.g. `2`: phones are numbered in the order they answered. */
  readonly number: number;
  /** `"Bob's phone"` once the phone says who holds it, else `'Phone 2'`. */
  readonly name: string;
  readonly state: 'linking' | 'following' | 'reconnecting' | 'gone';
  /** The player holding it (a seat), or null. */
  readonly seat: number | null;
  /** e.g. `'Bob'`. */
  readonly player: string | null;
  /** The table phone lets it count its player's hand and call muggins. */
  readonly mayCount: boolean;
  /** What became of it when gone, e.g. `'lost the link: …'`; `''` otherwise. */
  readonly note: string;
}

/** The code on screen for the next phone. */
export type CodeView =
  | { readonly kind: 'making' }
  /** `url` is the app's address with the code (`…/#F1.…`): a phone's own camera app opens it. */
  | { readonly kind: 'ready'; readonly url: string; readonly code: string; readonly candidates: number }
  | { readonly kind: 'full' }
  | { readonly kind: 'failed'; readonly message: string };

/** What the "Let phones follow" screen shows. */
export interface HostingView {
  readonly gameId: string;
  readonly code: CodeView;
  readonly phones: readonly PhoneRow[];
}

/** Why a phone's link closed, in words after its name, e.g. `'stopped following'`. */
export const CLOSED_WORDS: Readonly<Record<LinkClosed, string>> = {
  'wrong-secret': 'was refused: its code was not the one shown here',
  'reused-secret': 'was refused: its code had already been used',
  'other-game': 'was refused: it asked for another game',
  'old-app': 'was refused: it runs another version of Muggins (update both)',
  'too-many': `was refused: ${MAX_FOLLOWERS} phones already follow`,
  flood: 'was cut off: it sent too many messages this app cannot read',
  bye: 'stopped following',
  ended: 'was told the link ended; it keeps the game',
  lost: 'lost the link: to rejoin, on that phone tap Rejoin and scan the code shown here',
};

/** What the table says when a phone's command is saved, e.g. `'Bob counted on their phone: 12. Bob's hand, …'`. */
export function phoneWords(change: Change, player: string): string {
  const said = announce(change);
  const counted = change.group.events.find((e) => e.type === 'HandCounted');
  if (counted?.type === 'HandCounted') return `${player} counted ${counted.crib ? 'the crib ' : ''}on their phone: ${counted.claimed}. ${said}`;
  if (change.group.events.some((e) => e.type === 'MugginsCalled')) return `${player} called muggins on their phone. ${said}`;
  return `From ${player}'s phone: ${said}`;
}
