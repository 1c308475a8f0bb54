import { signal } from '@preact/signals';
import { lastHistoryLine, type GameEvent, type Timeline } from '../../game';
import { secretText } from '../../follow/code';
import { Follower, type Allowed, type CommandOutcome, type FinishedGame, type FollowStatus } from '../../follow/follower';
import type { PhoneCommand } from '../../follow/protocol';
import { CLOSED_BEFORE_LINK, REFUSED_WORDS, SECURITY_FAILED, UNREACHED } from '../../follow/words';
import { answerOffer, closePeer, wirePeer, type Peer } from './rtc';
import { extendLinkedGame, importLinkedGame, type LinkImport } from '../share/links';
import { announcement } from '../session/session';

/*
 * This phone following a game on the table phone: the steps of linking (scan its code, show this phone's answer),
 * then the game as the table phone sends it. One followed game at a time, kept for as long as this page is open;
 * when the table phone ends the link (or this phone stops), the game is saved here as a copy.
 */

/** Where linking stands. */
export type JoinStep =
  /** Waiting for the table phone's code; `message` says why the last one did not work, or `''`. */
  | { readonly kind: 'scan'; readonly message: string }
  | { readonly kind: 'answering' }
  /** This phone's answer, for the table phone to scan (`code` `'A2.…'`). */
  | { readonly kind: 'answer'; readonly code: string; readonly candidates: number }
  | { readonly kind: 'following' };

/** The followed game as the screen draws it. */
export interface Followed {
  readonly status: FollowStatus;
  /** Linked, but the table phone's answer has not ended yet: the scores shown may be behind (`Follower.catchingUp`). */
  readonly catchingUp: boolean;
  /** e.g. `'Ann v Bob'`. */
  readonly title: string;
  readonly colors: readonly string[];
  readonly events: readonly GameEvent[];
  readonly timeline: Timeline;
  /** The player holding this phone, as picked here. */
  readonly seat: number | null;
  readonly allowed: Allowed;
  /** The last move in words. */
  readonly headline: string;
  /** Why the last message from the table phone was not used, or `''`. */
  readonly problem: string;
  /** Where the game was saved on this phone once the link ended, or null. */
  readonly saved: LinkImport | null;
  /** Why the table phone cut this phone off, when it said so, e.g. `'The table phone cut this phone off: …'`; else `''`. */
  readonly why: string;
  /** A player this phone said it holds whose phone is another (the table phone decides), or null. */
  readonly taken: number | null;
}

export const joinStep = signal<JoinStep>({ kind: 'scan', message: '' });

export const followed = signal<Followed | null>(null);

let follower: Follower | null = null;
/** The connections of the answer on screen, one a place of the code (or, once one opened, the link's), closed when replaced. */
let peers: Peer[] = [];
let saved: LinkImport | null = null;
/** The copy saved when the link was lost, and its events, while the phone follows again: the rest is added to it. */
let lostCopy: { readonly id: string; readonly events: readonly GameEvent[] } | null = null;
/** The link's state when the screen was last told: a copy is saved as it ends or is lost, once. */
let lastStatus: FollowStatus | null = null;
let headline = '';
/** The log whose last move was said: a longer one says its own last move. */
let said: readonly GameEvent[] = [];

/**
 * The last move in words (the table's headline), said aloud too when the log grew by moves made while following;
 * after a catch-up from scratch it is only shown. It describes the last change alone (`lastHistoryLine`), so a move
 * costs the same on a long game as on a short one.
 */
function updateHeadline(f: Follower): void {
  if (f.events === said) return;
  const grew = said.length > 0 && f.events.length > said.length;
  said = f.events;
  headline = lastHistoryLine(f.events, f.timeline)?.text ?? '';
  if (grew && headline) announcement.value = headline;
}

function changed(): void {
  const f = follower;
  if (!f) {
    followed.value = null;
    return;
  }
  updateHeadline(f);
  if (f.status === 'linked' && joinStep.value.kind !== 'following') joinStep.value = { kind: 'following' };
  // The table phone closed the link before welcoming this phone: back to its code, saying why.
  if (f.status === 'refused' && joinStep.value.kind === 'answer')
    joinStep.value = { kind: 'scan', message: f.refused ? REFUSED_WORDS[f.refused] : CLOSED_BEFORE_LINK };
  followed.value = {
    status: f.status,
    catchingUp: f.catchingUp,
    title: f.title,
    colors: f.colors,
    events: f.events,
    timeline: f.timeline,
    seat: f.seat,
    allowed: f.allowed,
    headline,
    problem: f.problem,
    saved,
    why: f.refused ? REFUSED_WORDS[f.refused] : '',
    taken: f.taken,
  };
  const entered = f.status !== lastStatus;
  lastStatus = f.status;
  // Linked again after the link was lost: the copy saved then is kept (`lostCopy`), and the rest is added to it.
  if (entered && f.status === 'linked') saved = null;
  // A link that ended, or was lost, leaves the game saved here without a tap.
  if (entered && (f.status === 'ended' || f.status === 'lost') && !saved) void keepCopy(f);
}

// A phone whose screen slept may have been frozen meanwhile: on waking, it asks for anything it lacks.
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') follower?.resync();
  });

/** This phone's own id for following, kept on it: the table phone remembers what it let this phone do. */
function phoneId(): string {
  const KEY = 'muggins:phone-id';
  try {
    const kept = localStorage.getItem(KEY);
    if (kept && /^[A-Za-z0-9-]{8,40}$/.test(kept)) return kept;
    // Not `crypto.randomUUID`: it exists only on a secure address, and a table beside the board is often opened on
    // plain http (README "Following"), where the id would be lost and with it the permission to count on a reload.
    const made = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    return '';
  }
}

/** Saves a followed game here (a copy beside any game of the same id that differs). */
function saveCopy(game: Pick<FinishedGame, 'title' | 'colors' | 'events'>): Promise<LinkImport> {
  return importLinkedGame({ title: game.title || 'Followed game', extras: { colors: game.colors }, events: game.events });
}

/** Saves the followed game here, once its link ended or was lost: added to the copy kept when it was lost before. */
async function keepCopy(f: Follower): Promise<LinkImport | null> {
  if (f.events.length === 0) return null;
  const before = lostCopy;
  lostCopy = null;
  const game = { title: f.title || 'Followed game', extras: { colors: f.colors }, events: f.events };
  // The copy's events are still the first ones held (a rejoin may have cut the log back to where the two agree).
  saved =
    before?.events.every((e, i) => f.events[i] === e) === true
      ? await extendLinkedGame(before.id, before.events.length, game, f.timeline.state)
      : await saveCopy(f);
  if (saved.ok && saved.id && f.status === 'lost') lostCopy = { id: saved.id, events: f.events };
  if (follower === f) changed();
  return saved;
}

/** The table phone moved on to its next game: the one followed so far is kept here, and said. */
function keepFinished(finished: FinishedGame): void {
  said = [];
  void saveCopy(finished).then((kept) => {
    announcement.value = `The table phone moved on to another game. ${kept.message}`;
  });
}

/** Closes every connection but `keep`. */
function closeOthers(keep: Peer | null): void {
  for (const p of peers) if (p !== keep) closePeer(p);
  peers = keep ? [keep] : [];
}

/**
 * Reads the table phone's code (scanned, pasted, or from the URL) and makes this phone's answer to show it. A code
 * for the game already followed rejoins it, sending only what this phone lacks.
 */
export async function takeCode(text: string): Promise<void> {
  joinStep.value = { kind: 'answering' };
  const answered = await answerOffer(text);
  if (!answered.ok) {
    joinStep.value = { kind: 'scan', message: answered.error };
    return;
  }
  const { offer, code, candidates } = answered.value;
  if (follower && follower.gameId !== offer.gameId && follower.status !== 'lost' && follower.status !== 'refused') {
    // Another table: the game followed so far is kept here first.
    follower.leave();
    if (!saved) await keepCopy(follower);
    follower = null;
  }
  if (!follower) {
    saved = null;
    lostCopy = null;
    said = [];
    headline = '';
    follower = new Follower(offer.gameId, changed, keepFinished, phoneId());
  }
  const f = follower;
  closeOthers(null);
  const mine = [...answered.value.peers];
  peers = mine;
  /** Connections of this answer that have not failed: the table phone gives this phone one of them. */
  const waiting = new Set(mine);
  const isLink = (p: Peer) => peers.length === 1 && peers[0] === p && !waiting.has(p);
  for (const p of mine)
    wirePeer(p, {
      beats: 'watch',
      open: (channel) => {
        if (!waiting.has(p) || peers !== mine) return;
        // The place the table phone gave this phone: the others are closed.
        waiting.clear();
        closeOthers(p);
        f.join(channel, secretText(offer.secret));
      },
      message: (data) => isLink(p) && f.receive(data),
      reconnecting: () => isLink(p) && f.reconnecting(),
      recovered: () => isLink(p) && f.recovered(),
      lost: (why) => {
        if (isLink(p)) return f.lost();
        if (!waiting.delete(p) || peers !== mine || joinStep.value.kind !== 'answer') return;
        // Reached, but not the certificate of the code: failed now. Every place unreachable: failed too.
        if (why === 'security' || waiting.size === 0) {
          closeOthers(null);
          joinStep.value = { kind: 'scan', message: why === 'security' ? SECURITY_FAILED : UNREACHED };
        }
      },
    });
  joinStep.value = { kind: 'answer', code, candidates };
  changed();
}

/** Back to scanning the table phone's code (a new code, after the link was lost); the game followed so far stays. */
export function scanAgain(message = ''): void {
  if (follower?.status !== 'linked' && follower?.status !== 'reconnecting') closeOthers(null);
  joinStep.value = { kind: 'scan', message };
}

/** Says which player holds this phone (a seat), or nobody in particular. */
export function chooseSeat(seat: number | null): void {
  follower?.chooseSeat(seat);
}

/** Sends a count or a muggins call for the table phone to decide. */
export function sendCommand(command: PhoneCommand): Promise<CommandOutcome> {
  return follower ? follower.send(command) : Promise.resolve({ ok: false, why: 'failed', message: 'This phone follows no game.' });
}

/** Stops following: the table phone is told, and the game is saved here. Resolves to where it was saved. */
export async function stopFollowing(): Promise<LinkImport | null> {
  const f = follower;
  if (!f) return null;
  f.leave();
  closeOthers(null);
  return saved ?? (await keepCopy(f));
}

/** Forgets the followed game (it was saved, or the player went home before linking). */
export function forgetFollowing(): void {
  follower?.leave();
  closeOthers(null);
  follower = null;
  saved = null;
  lostCopy = null;
  lastStatus = null;
  said = [];
  headline = '';
  joinStep.value = { kind: 'scan', message: '' };
  followed.value = null;
}
