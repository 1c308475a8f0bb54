import { announce, plural, type Change, type Game } from '../../game';
import type { LinkClosed } from '../../follow/hostGame';
import type { Limited } from '../../follow/limits';
import { MAX_FOLLOWERS } from '../../follow/protocol';

/* What the table phone shows and says of its following phones: the rows, the code on screen, the words. */

/** A following phone as the table phone lists it. */
export interface PhoneRow {
  /** e.g. `2`: phones are numbered in the order they answered. */
  readonly number: number;
  /** `"Bob's phone"` once the phone says who holds it, else `'Phone 2'`. */
  readonly name: string;
  /** `refused`: the table phone would not link it (a used place, a wrong secret, a certificate not the answer's…). */
  readonly state: 'linking' | 'following' | 'reconnecting' | 'gone' | 'refused';
  /** The player holding it (a seat), or null. */
  readonly seat: number | null;
  /** e.g. `'Bob'`. */
  readonly player: string | null;
  /** The table phone lets it count its player's hand and call muggins. */
  readonly mayCount: boolean;
  /** What became of it when gone or refused, e.g. `'lost the link: …'`; `''` otherwise. */
  readonly note: string;
  /** The player it says it holds whose phone is another (the table phone may give it), or null. */
  readonly claim: string | null;
}

/** The code on screen for the next phones. */
export type CodeView =
  | { readonly kind: 'making' }
  /** `url` is the app's address with the code (`…/#F2.…`): a phone's own camera app opens it. `places`: phones it links. */
  | { readonly kind: 'ready'; readonly url: string; readonly code: string; readonly candidates: number; readonly places: number }
  | { readonly kind: 'full' }
  | { readonly kind: 'failed'; readonly message: string };

/** How many phones are linking, linked (following, or reconnecting), refused, and gone without linking. */
export interface Tally {
  readonly linking: number;
  readonly linked: number;
  readonly refused: number;
}

/** What the "Let phones follow" screen shows. */
export interface HostingView {
  /** The game on the table now, which the phones follow. */
  readonly gameId: string;
  readonly code: CodeView;
  readonly phones: readonly PhoneRow[];
  readonly tally: Tally;
}

/** A phone as the session keeps it: its number, where it stands, its link (once open) and what became of it. */
export interface PhoneState {
  readonly number: number;
  readonly state: PhoneRow['state'];
  readonly link: { readonly seat: number | null; readonly mayCount: boolean; readonly claim: number | null } | null;
  readonly note: string;
}

/** A phone's row, its player named from the game's seats. */
export function phoneRow(a: PhoneState, game: Pick<Game, 'seats'> | null): PhoneRow {
  const seat = a.link?.seat ?? null;
  const player = seat === null ? null : (game?.seats[seat]?.name ?? null);
  return {
    number: a.number,
    name: player ? `${player}'s phone` : `Phone ${a.number}`,
    state: a.state,
    seat,
    player,
    mayCount: a.link?.mayCount ?? false,
    note: a.note,
    claim: a.link?.claim == null ? null : (game?.seats[a.link.claim]?.name ?? null),
  };
}

/** The phones to list: a phone gone is left out once its player's phone has linked again. */
export function phoneRows(phones: readonly PhoneState[], game: Pick<Game, 'seats'> | null): PhoneRow[] {
  const rows = phones.map((a) => phoneRow(a, game));
  return rows.filter(
    (row, i) => row.state !== 'gone' || row.player === null || !rows.slice(i + 1).some((later) => later.player === row.player && later.state !== 'gone'),
  );
}

/** The tally of phones in these states. */
export function tallyOf(rows: readonly { readonly state: PhoneRow['state'] }[]): Tally {
  const count = (...states: PhoneRow['state'][]) => rows.filter((r) => states.includes(r.state)).length;
  return { linking: count('linking'), linked: count('following', 'reconnecting'), refused: count('refused') };
}

/** The tally in words, e.g. `'2 linking · 3 linked · 1 refused'`; `''` before any phone answered. */
export function tallyWords(t: Tally): string {
  if (t.linking + t.linked + t.refused === 0) return '';
  return [`${t.linking} linking`, `${t.linked} linked`, ...(t.refused > 0 ? [`${t.refused} refused`] : [])].join(' · ');
}

/** Why a phone's link closed, in words after its name, e.g. `'stopped following'`. */
export const CLOSED_WORDS: Readonly<Record<LinkClosed | 'security', string>> = {
  'wrong-secret': 'was refused: its code was not the one shown here',
  'reused-secret': 'was refused: its place in the code had already been used',
  'old-app': 'was refused: it runs another version of Muggins (update both)',
  'too-many': `was refused: ${MAX_FOLLOWERS} phones already follow`,
  flood: 'was cut off: it sent more messages than a phone at the table sends',
  bye: 'stopped following',
  ended: 'was told the link ended; it keeps the game',
  lost: 'lost the link: to rejoin, on that phone tap Rejoin and scan the code shown here',
  security: 'was refused: the secure connection did not match the certificate in its answer (a damaged or altered code)',
};

/** Why a phone was cut off for sending too many messages of one kind (`limits.ts`), after its name. */
export const FLOOD_WORDS: Readonly<Record<Limited, string>> = {
  command: 'was cut off: it sent more counts and calls in a few seconds than a phone at the table sends',
  seat: 'was cut off: it changed whose phone it is more often in a few seconds than a phone at the table does',
  resume: 'was cut off: it asked for the game again more often in a few seconds than a phone at the table does',
};

/**
 * What became of a phone that did not link, from where its connection got to (`rtc.ts` `reached`), e.g. `'did not
 * link: no connection came through from it in 20 s (nothing answered at the addresses in its answer)'`. `ms` is how
 * long it was given, or 0 when the browser gave up first.
 */
export function failedWords(got: 'none' | 'reached' | 'secure' | 'open', ms: number): string {
  const within = ms > 0 ? ` in ${Math.round(ms / 1000)} s` : '';
  switch (got) {
    case 'none':
      return `did not link: no connection came through from it${within} (nothing answered at the addresses in its answer)`;
    case 'reached':
      return `did not link: it was reached, but the secure connection did not finish${within}`;
    case 'secure':
      return `did not link: the connection was made, but its data channel did not open${within}`;
    case 'open':
      return `did not link: it connected, but did not say which code it answered${within}`;
  }
}

/** What the table says when it moves on to another game with phones following, e.g. `'2 phones follow the new game.'`. */
export function followsWords(following: number): string {
  return following === 0 ? '' : `${following === 1 ? 'The phone follows' : `The ${plural(following, 'phone')} follow`} this game now.`;
}

/** What the table says when it ends the link, e.g. `'The link is ended: the 2 phones keep the game.'`. */
export function endedWords(following: number): string {
  return `The link is ended: ${following === 1 ? 'the phone keeps' : `the ${plural(following, 'phone')} keep`} the game.`;
}

/** What the table says when a phone's command is saved, e.g. `'Bob counted on their phone: 12. Bob's hand, …'`. */
export function phoneWords(change: Change, player: string): string {
  const said = announce(change);
  const counted = change.group.events.find((e) => e.type === 'HandCounted');
  if (counted?.type === 'HandCounted') return `${player} counted ${counted.crib ? 'the crib ' : ''}on their phone: ${counted.claimed}. ${said}`;
  if (change.group.events.some((e) => e.type === 'MugginsCalled')) return `${player} called muggins on their phone. ${said}`;
  return `From ${player}'s phone: ${said}`;
}
