import { effect, signal } from '@preact/signals';
import type { Game, GameEvent } from '../../game';
import { MAX_PLACES } from '../../follow/code';
import { Host, type HostLink } from '../../follow/host';
import { MAX_FOLLOWERS, REFUSED } from '../../follow/protocol';
import { appUrl } from '../share/links';
import { hostedGame } from './hostedGame';
import { announcement, events, gameId, gameState, phonesFollowing, sideColors } from '../session/session';
import {
  CLOSED_WORDS,
  FLOOD_WORDS,
  endedWords,
  failedWords,
  followsWords,
  phoneRow,
  phoneRows,
  tallyOf,
  type CodeView,
  type HostingView,
  type PhoneRow,
} from './hostingView';
import { applyAnswer, closePeer, makeOffer, reached, readAnswer, wirePeer, type PendingOffer, type Peer } from './rtc';

/*
 * The table phone's following phones, kept for as long as this page is open (across screens and games: the link
 * follows the table, and a phone switches with it to the next game): one `Host`, the code on screen, and each
 * phone's link. One code links several phones at once: it has a place for each phone that may still follow
 * (`code.ts`); an answer takes the next free place, and a new code is made once every place is taken. A reload ends
 * every link; the phones then rejoin with a new code and get only what they lack.
 */

/** The table phone's following, or null when no phone is asked to follow. */
export const hosting = signal<HostingView | null>(null);

/** A phone that answered a code: its connection (its place of the code), and its link once the channel opened. */
interface Attempt {
  readonly number: number;
  readonly peer: Peer;
  readonly secret: Uint8Array;
  /** e.g. `'x0tM/2'`. */
  readonly place: string;
  link: HostLink | null;
  state: PhoneRow['state'];
  note: string;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** A phone that answered gets this long to link before the table phone says what became of it. */
export const LINK_MS = 20_000;

interface Session {
  /** The game on the table now: the phones follow it, and switch with it. */
  gameId: string;
  readonly host: Host;
  readonly attempts: Attempt[];
  /** The code on screen, and the places of it not yet given to a phone (indexes into its peers). */
  pending: PendingOffer | null;
  free: number[];
  /** Answers taken, by their first place's ICE username: an answer links once. */
  readonly answered: Set<string>;
  code: CodeView;
  /** The hosted game's log and state as last seen open: a phone is served from them while the game is closed here. */
  log: readonly GameEvent[];
  state: Game | null;
  colors: readonly string[];
  numbers: number;
  /** The table phone is ending every link: one sentence says so, not one per phone. */
  ending: boolean;
  /** Codes asked for so far: only the newest is shown. */
  making: number;
  stop: () => void;
}

let session: Session | null = null;

function refresh(): void {
  const s = session;
  hosting.value = s ? { gameId: s.gameId, code: s.code, phones: phoneRows(s.attempts, s.state), tally: tallyOf(s.attempts) } : null;
  phonesFollowing.value = hosting.value?.tally.linked ?? 0;
}

/** Closes the places of the code on screen that no phone took. */
function dropCode(s: Session): void {
  if (s.pending) for (const i of s.free) closePeer(s.pending.peers[i]!);
  s.pending = null;
  s.free = [];
}

/** Makes the code for the next phones: a place for each phone that may still follow and is not linking now. */
async function nextCode(s: Session): Promise<void> {
  dropCode(s);
  const linking = s.attempts.filter((a) => a.state === 'linking').length;
  const places = Math.min(MAX_PLACES, MAX_FOLLOWERS - s.host.linked().length - linking);
  if (places <= 0) {
    s.code = { kind: 'full' };
    return refresh();
  }
  s.code = { kind: 'making' };
  refresh();
  const mine = ++s.making;
  const made = await makeOffer(s.gameId, places);
  // Ended meanwhile, or a newer code was asked for (New code tapped twice): this one is not shown.
  if (session !== s || s.making !== mine) {
    if (made.ok) for (const peer of made.value.peers) closePeer(peer);
    return;
  }
  if (!made.ok) {
    s.code = { kind: 'failed', message: made.error };
    return refresh();
  }
  s.pending = made.value;
  s.free = made.value.peers.map((_, i) => i);
  s.code = { kind: 'ready', url: appUrl(made.value.code), code: made.value.code, candidates: made.value.candidates, places };
  refresh();
}

/**
 * Starts letting phones follow the open game `id` (or shows where it stands, when it already does): a code is made
 * for the first phones. The game must be open in the session. From then on the phones follow whatever game is open
 * here (the next game of a match, a new game, a club night's next).
 */
export function startHosting(id: string): void {
  if (session) {
    if (session.code.kind === 'failed' || (session.code.kind === 'full' && session.host.hasRoom())) void nextCode(session);
    return refresh();
  }
  const host = new Host(
    hostedGame(() => s),
    () => {
      settle(s);
      refresh();
    },
  );
  const s: Session = {
    gameId: id,
    host,
    attempts: [],
    pending: null,
    free: [],
    answered: new Set(),
    code: { kind: 'making' },
    log: [],
    state: null,
    colors: [],
    numbers: 0,
    ending: false,
    making: 0,
    stop: () => undefined,
  };
  session = s;
  // The log as the session holds it: every growth goes to the phones, and another game opened here is theirs too.
  s.stop = effect(() => {
    const log = events.value;
    const state = gameState.value;
    const open = gameId.value;
    if (!open || !state.started) return;
    const moved = open !== s.gameId;
    s.gameId = open;
    s.state = state;
    s.colors = sideColors.value;
    if (log === s.log && !moved) return;
    s.log = log;
    if (moved) {
      s.host.gameChanged();
      announcement.value = followsWords(s.host.linked().length);
      refresh();
    } else s.host.logChanged();
  });
  void nextCode(s);
}

/** Brings each attempt's state in line with its link, saying on the table what changed. */
function settle(s: Session): void {
  for (const a of s.attempts) {
    const link = a.link;
    if (!link || a.state === 'gone') continue;
    if (link.state === 'linked' && a.state === 'linking') {
      a.state = 'following';
      clearTimeout(a.timer);
      announcement.value = `Phone ${a.number} follows the game (${s.host.linked().length} of ${MAX_FOLLOWERS}).`;
    }
    if (link.state === 'closed') {
      const note = link.floodOf ? FLOOD_WORDS[link.floodOf] : CLOSED_WORDS[link.closed ?? 'lost'];
      gone(s, a, note, REFUSED.has(link.closed ?? '') ? 'refused' : 'gone');
    }
  }
}

function gone(s: Session, a: Attempt, note: string, state: 'gone' | 'refused' = 'gone'): void {
  if (a.state === 'gone' || a.state === 'refused') return;
  a.state = state;
  a.note = note;
  clearTimeout(a.timer);
  closePeer(a.peer);
  if (!s.ending) announcement.value = `${phoneRow(a, s.state).name} ${note}.`;
  if (!s.ending && (s.code.kind === 'full' || (s.code.kind === 'ready' && s.free.length === 0)) && s.host.hasRoom()) void nextCode(s);
}

/**
 * Takes a phone's answer (scanned or pasted) to the code on screen. Resolves to why not, or null: the phone is then
 * linking through the next free place of the code. Several answers may come at once: each takes its own place.
 */
export async function takeAnswer(text: string): Promise<string | null> {
  const s = session;
  if (!s) return 'No phone is asked to follow now.';
  const pending = s.pending;
  if (!pending) return s.code.kind === 'full' ? `${MAX_FOLLOWERS} phones follow already.` : 'The code is still being made: try again in a moment.';
  const read = readAnswer(pending, text);
  if (!read.ok) return read.error;
  const answer = read.value;
  const id = answer.places[0]!.ufrag;
  if (s.answered.has(id)) return 'This answer was taken already: that phone is linking or linked. An answer links one phone, once.';
  const index = s.free.shift();
  if (index === undefined) return 'Every place of this code is taken: on the other phone, tap “Scan again” and scan the new code shown here.';
  s.answered.add(id);
  const peer = pending.peers[index]!;
  const a: Attempt = {
    number: ++s.numbers,
    peer,
    secret: pending.secret,
    place: `${pending.codeId}/${index}`,
    link: null,
    state: 'linking',
    note: '',
    timer: undefined,
  };
  s.attempts.push(a);
  // Every place taken: the next phones get a new code (this one's connections stay with their phones).
  if (s.free.length === 0) {
    s.pending = null;
    void nextCode(s);
  }
  a.timer = setTimeout(() => {
    if (a.state === 'linking') {
      gone(s, a, failedWords(reached(a.peer), LINK_MS));
      refresh();
    }
  }, LINK_MS);
  // Wired before the answer is applied: the channel can open, and the phone's hello arrive, before it settles.
  wirePeer(peer, {
    beats: 'send',
    open: (channel) => {
      a.link = s.host.attach(channel, a.secret, a.place);
    },
    message: (data) => a.link?.receive(data),
    reconnecting: () => {
      if (a.state === 'following') a.state = 'reconnecting';
      refresh();
    },
    recovered: () => {
      if (a.state === 'reconnecting') a.state = 'following';
      refresh();
    },
    lost: (why) => {
      if (a.link) a.link.lost();
      else gone(s, a, why === 'security' ? CLOSED_WORDS.security : failedWords(reached(a.peer), 0), why === 'security' ? 'refused' : 'gone');
      refresh();
    },
  });
  refresh();
  const refused = await applyAnswer(peer, answer, index);
  if (session !== s) return 'The link was ended.';
  if (refused) gone(s, a, `was refused. ${refused}`, 'refused');
  refresh();
  return refused === null ? null : `${refused} On the other phone, tap “Scan again” and scan the code shown here.`;
}

/** Lets phone `number` count its player's hand and call muggins for its side, or not. */
export function permit(number: number, count: boolean): void {
  session?.attempts.find((a) => a.number === number)?.link?.permit(count);
}

/** Gives phone `number` the player it claims: the phone that held that player holds nobody now. */
export function give(number: number): void {
  session?.attempts.find((a) => a.number === number)?.link?.takeClaim();
}

/** A new code for the next phones (the one on screen is dropped). */
export function newCode(): void {
  if (session) void nextCode(session);
}

/** Ends every link: each phone keeps the game as a saved copy. No phone may follow until asked again. */
export function endHosting(): void {
  const s = session;
  if (!s) return;
  session = null;
  s.stop();
  s.ending = true;
  const following = s.host.linked().length;
  s.host.end();
  if (following > 0) announcement.value = endedWords(following);
  for (const a of s.attempts) {
    clearTimeout(a.timer);
    closePeer(a.peer);
  }
  dropCode(s);
  refresh();
}
