import { signal } from '@preact/signals';
import { lastHistoryLine, type GameEvent, type Timeline } from '../../game';
import { secretText } from '../../follow/code';
import { Follower, type Allowed, type CommandOutcome, type FollowStatus } from '../../follow/follower';
import type { PhoneCommand } from '../../follow/protocol';
import { answerOffer, closePeer, wirePeer, type Peer } from '../../follow/rtc';
import { importLinkedGame, type LinkImport } from '../share/links';
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
  /** This phone's answer, for the table phone to scan (`code` `'A1.…'`). */
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
}

export const joinStep = signal<JoinStep>({ kind: 'scan', message: '' });

const REFUSED = 'The table phone did not take this phone: the code may have been used already. Scan the code it shows now.';
export const followed = signal<Followed | null>(null);

let follower: Follower | null = null;
/** The connection of the answer on screen (or of the link), closed when replaced. */
let peer: Peer | null = null;
let saved: LinkImport | null = null;
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
  if (f.status === 'refused' && joinStep.value.kind === 'answer') joinStep.value = { kind: 'scan', message: REFUSED };
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
  };
  if (f.status === 'ended' && !saved) void keepCopy(f);
}

// A phone whose screen slept may have been frozen meanwhile: on waking, it asks for anything it lacks.
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') follower?.resync();
  });

/** Saves the followed game here (a copy beside any game of the same id that differs). */
async function keepCopy(f: Follower): Promise<LinkImport | null> {
  if (f.events.length === 0) return null;
  saved = await importLinkedGame({ title: f.title || 'Followed game', extras: { colors: f.colors }, events: f.events });
  if (follower === f) changed();
  return saved;
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
  if (follower && follower.gameId !== offer.gameId) {
    // Another game: the one followed so far is kept here first.
    follower.leave();
    if (!saved) await keepCopy(follower);
    follower = null;
  }
  if (!follower) {
    saved = null;
    said = [];
    headline = '';
    follower = new Follower(offer.gameId, changed);
  }
  const f = follower;
  if (peer) closePeer(peer);
  peer = answered.value.peer;
  const mine = peer;
  wirePeer(mine, {
    open: (channel) => {
      if (peer === mine) f.join(channel, secretText(offer.secret));
    },
    message: (data) => peer === mine && f.receive(data),
    reconnecting: () => peer === mine && f.reconnecting(),
    recovered: () => peer === mine && f.recovered(),
    lost: () => peer === mine && f.lost(),
  });
  joinStep.value = { kind: 'answer', code, candidates };
  changed();
}

/** Back to scanning the table phone's code (a new code, after the link was lost); the game followed so far stays. */
export function scanAgain(message = ''): void {
  if (peer && follower?.status !== 'linked' && follower?.status !== 'reconnecting') {
    closePeer(peer);
    peer = null;
  }
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
  if (peer) closePeer(peer);
  peer = null;
  return saved ?? (await keepCopy(f));
}

/** Forgets the followed game (it was saved, or the player went home before linking). */
export function forgetFollowing(): void {
  follower?.leave();
  if (peer) closePeer(peer);
  peer = null;
  follower = null;
  saved = null;
  said = [];
  headline = '';
  joinStep.value = { kind: 'scan', message: '' };
  followed.value = null;
}
