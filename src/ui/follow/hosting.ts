import { effect, signal } from '@preact/signals';
import type { Game, GameEvent } from '../../game';
import { Host, type HostLink, type HostRefusal } from '../../follow/host';
import { MAX_FOLLOWERS, type PhoneCommand } from '../../follow/protocol';
import { applyAnswer, closePeer, makeOffer, readAnswer, wirePeer, type PendingOffer, type Peer } from '../../follow/rtc';
import { appUrl } from '../share/links';
import { announcement, events, gameId, gameState, send, sideColors } from '../session/session';
import { CLOSED_WORDS, phoneWords, type CodeView, type HostingView, type PhoneRow } from './hostingView';

export { phoneWords, type CodeView, type HostingView, type PhoneRow } from './hostingView';

/*
 * The table phone's following phones, kept for as long as this page is open (across screens: the table, this
 * screen, home): one `Host` for the game, the code on screen for the next phone, and each phone's link. A reload
 * ends every link; the phones then rejoin with a new code and get only what they lack.
 */

/** The table phone's following, or null when no phone is asked to follow. */
export const hosting = signal<HostingView | null>(null);

/** A phone that answered a code: its connection, and its link once the channel opened. */
interface Attempt {
  readonly number: number;
  readonly peer: Peer;
  readonly secret: Uint8Array;
  link: HostLink | null;
  state: PhoneRow['state'];
  note: string;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** A phone that answered gets this long to link before the table phone says it could not be reached. */
export const LINK_MS = 20_000;

interface Session {
  readonly gameId: string;
  readonly host: Host;
  readonly attempts: Attempt[];
  pending: PendingOffer | null;
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

function playerOf(s: Session, seat: number | null): string | null {
  return seat === null ? null : (s.state?.seats[seat]?.name ?? null);
}

function rowOf(s: Session, a: Attempt): PhoneRow {
  const seat = a.link?.seat ?? null;
  const player = playerOf(s, seat);
  return {
    number: a.number,
    name: player ? `${player}'s phone` : `Phone ${a.number}`,
    state: a.state,
    seat,
    player,
    mayCount: a.link?.mayCount ?? false,
    note: a.note,
  };
}

/** The phones to list: a phone gone is left out once its player's phone has linked again. */
function rowsOf(s: Session): PhoneRow[] {
  const rows = s.attempts.map((a) => rowOf(s, a));
  return rows.filter(
    (row, i) => row.state !== 'gone' || row.player === null || !rows.slice(i + 1).some((later) => later.player === row.player && later.state !== 'gone'),
  );
}

function refresh(): void {
  const s = session;
  hosting.value = s ? { gameId: s.gameId, code: s.code, phones: rowsOf(s) } : null;
}

/** Writes a phone's command through the session, on the log the phone saw. */
function decide(s: Session, command: PhoneCommand, seen: number, seat: number): Promise<HostRefusal | null> {
  return new Promise((resolve) => {
    const player = playerOf(s, seat) ?? 'A player';
    void send(command, {
      gameId: s.gameId,
      seen,
      refused: (why, message) => resolve({ why, message }),
      say: (change) => phoneWords(change, player),
    }).then((saved) => resolve(saved ? null : { why: 'failed', message: 'The table phone did not save it.' }));
  });
}

/** Makes the code for the next phone, unless five follow already. */
async function nextCode(s: Session): Promise<void> {
  if (s.pending) closePeer(s.pending.peer);
  s.pending = null;
  if (!s.host.hasRoom()) {
    s.code = { kind: 'full' };
    return refresh();
  }
  s.code = { kind: 'making' };
  refresh();
  const mine = ++s.making;
  const made = await makeOffer(s.gameId);
  // Ended meanwhile, or a newer code was asked for (New code tapped twice): this one is not shown.
  if (session !== s || s.making !== mine) {
    if (made.ok) closePeer(made.value.peer);
    return;
  }
  if (!made.ok) {
    s.code = { kind: 'failed', message: made.error };
    return refresh();
  }
  s.pending = made.value;
  s.code = { kind: 'ready', url: appUrl(made.value.code), code: made.value.code, candidates: made.value.candidates };
  refresh();
}

/**
 * Starts letting phones follow the open game `id` (or shows where it stands, when it already does): a code is made
 * for the first phone. The game must be open in the session.
 */
export function startHosting(id: string): void {
  if (session?.gameId === id) {
    if (session.code.kind === 'failed' || (session.code.kind === 'full' && session.host.hasRoom())) void nextCode(session);
    return refresh();
  }
  if (session) endHosting();
  const host = new Host(
    {
      gameId: id,
      log: () => s.log,
      title: () => s.state?.sides.map((side) => side.name).join(' v ') ?? '',
      colors: () => s.colors,
      sideOf: (seat) => s.state?.seats[seat]?.side ?? null,
      decide: (command, seen, seat) => decide(s, command, seen, seat),
    },
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
  // The log as the session holds it while this game is open: every growth goes to the phones.
  s.stop = effect(() => {
    const log = events.value;
    const state = gameState.value;
    if (gameId.value !== id || !state.started) return;
    s.state = state;
    s.colors = sideColors.value;
    if (log === s.log) return;
    s.log = log;
    s.host.logChanged();
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
      // Room for the next phone: a new code (the one just used is spent).
      if (!s.pending && s.code.kind !== 'making') void nextCode(s);
    }
    if (link.state === 'closed') gone(s, a, CLOSED_WORDS[link.closed ?? 'lost']);
  }
}

function gone(s: Session, a: Attempt, note: string): void {
  if (a.state === 'gone') return;
  const was = a.state;
  a.state = 'gone';
  a.note = note;
  clearTimeout(a.timer);
  closePeer(a.peer);
  if (!s.ending && (was !== 'linking' || a.link)) announcement.value = `${rowOf(s, a).name} ${note}.`;
  if (!s.ending && s.code.kind === 'full' && s.host.hasRoom()) void nextCode(s);
}

/**
 * Takes a phone's answer (scanned or pasted) to the code on screen. Resolves to why not, or null: the phone is then
 * linking, and a new code is made for the next one.
 */
export async function takeAnswer(text: string): Promise<string | null> {
  const s = session;
  if (!s) return 'No phone is asked to follow now.';
  const pending = s.pending;
  if (!pending) return s.code.kind === 'full' ? `${MAX_FOLLOWERS} phones follow already.` : 'The code is still being made: try again in a moment.';
  const answer = readAnswer(pending, text);
  if (!answer.ok) return answer.error;
  // The code is spent now. The attempt is wired before the answer is applied: the channel can open, and the phone's
  // hello arrive, before setRemoteDescription settles.
  s.pending = null;
  const a: Attempt = { number: ++s.numbers, peer: pending.peer, secret: pending.secret, link: null, state: 'linking', note: '', timer: undefined };
  s.attempts.push(a);
  a.timer = setTimeout(() => {
    if (a.state === 'linking') {
      gone(s, a, 'could not be reached: are both phones on the same Wi-Fi? On that phone tap “Scan again” and scan the code shown here');
      refresh();
    }
  }, LINK_MS);
  wirePeer(pending.peer, {
    open: (channel) => {
      a.link = s.host.attach(channel, a.secret);
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
    lost: () => {
      if (a.link) a.link.lost();
      else gone(s, a, 'could not be reached: are both phones on the same Wi-Fi?');
      refresh();
    },
  });
  const refused = await applyAnswer(pending, answer.value);
  if (session !== s) return 'The link was ended.';
  if (refused) {
    // No phone links through an answer the browser refused: its row goes, and its number is the next phone's.
    a.state = 'gone';
    clearTimeout(a.timer);
    closePeer(a.peer);
    s.attempts.splice(s.attempts.indexOf(a), 1);
    if (s.numbers === a.number) s.numbers--;
  }
  // The code just answered is spent: the next phone (or this one, scanning again) gets a new one, unless the phone
  // linked meanwhile and its link asked for it.
  if (!s.pending && s.code.kind !== 'making') void nextCode(s);
  refresh();
  return refused === null ? null : `${refused} On the other phone, tap “Scan again” and scan the new code shown here.`;
}

/** Lets phone `number` count its player's hand and call muggins for its side, or not. */
export function permit(number: number, count: boolean): void {
  session?.attempts.find((a) => a.number === number)?.link?.permit(count);
}

/** A new code for the next phone (the one on screen is dropped). */
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
  if (following > 0) announcement.value = `The link is ended: ${following === 1 ? 'the phone keeps' : `the ${following} phones keep`} the game.`;
  for (const a of s.attempts) {
    clearTimeout(a.timer);
    closePeer(a.peer);
  }
  if (s.pending) closePeer(s.pending.peer);
  refresh();
}
