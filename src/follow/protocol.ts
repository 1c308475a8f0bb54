import type { Command } from '../game';
import { parseCard } from '../rules';

/*
 * What the table phone (the host) and a following phone say to each other over their data channel: JSON text,
 * one message a line of its own. The host sends the game's log (never a picture of it): a welcome, then the events
 * from where the follower stands, then every event appended. A follower says hello with the one-time secret of the
 * code it scanned and how many events it has, picks which player it is, and may send the same command a tap on the
 * table phone would, with the log length it saw. Every message is size-limited and checked here; anything else is
 * dropped and counted by the receiver, never applied.
 */

/** The protocol this app speaks; a hello or welcome of another is refused. */
export const PROTOCOL_VERSION = 1;
/** Phones that may follow one table phone at once: a six-player table. */
export const MAX_FOLLOWERS = 5;
/** The longest message a follower may send, in characters: a count with its cards is under 300. */
export const MAX_FOLLOWER_MESSAGE = 4096;
/** The longest message the host may send, in characters (a data channel carries 256 KiB at most). */
export const MAX_HOST_MESSAGE = 128 * 1024;
/** The host sends a long log in messages of at most about this many characters. */
export const CHUNK_CHARS = 60_000;
/** Most cards a command from a phone names: a count of the play (muggins on a pegging score). */
export const MAX_COMMAND_CARDS = 13;
/** Most points a count claimed from a phone may say (no count is near it). */
const MAX_CLAIM = 999;

/** A command a following phone may send: its own hand or crib by cards, or a muggins call. */
export type PhoneCommand = Extract<Command, { type: 'countHand' | 'countCrib' | 'muggins' }>;

/** A `PhoneCommand` as it travels: cards as their ids, e.g. `'10S'`. */
export type WireCommand =
  | { readonly type: 'countHand' | 'countCrib'; readonly seat: number; readonly cards: readonly string[]; readonly claimed?: number; readonly starter?: string }
  | {
      readonly type: 'muggins';
      readonly caller: number;
      readonly keep?: boolean;
      readonly of?: number;
      readonly cards?: readonly string[];
      readonly starter?: string;
    };

/** The last event a follower holds, so the host can tell it holds the same game: its command number, time and type. */
export interface Tip {
  readonly n: number;
  readonly at: number;
  readonly type: string;
}

/** Why the host did not write a follower's command. */
export type Refusal =
  /** The log moved on since the phone saw it (a tap on the table phone, or another phone, came first). */
  | 'race'
  /** The engine refused it (e.g. a hand of the wrong size). */
  | 'refused'
  /** The host has not let this phone do that. */
  | 'not-allowed'
  /** The table phone could not save it, or does not have the game open now. */
  | 'failed';

/** Why the table phone refused or cut off a phone, told to it before the link closes. */
export type Refused = 'wrong-secret' | 'reused-secret' | 'old-app' | 'too-many' | 'flood';

/** Every `Refused`, for checks. */
export const REFUSED: ReadonlySet<string> = new Set<Refused>(['wrong-secret', 'reused-secret', 'old-app', 'too-many', 'flood']);

/** A following phone's message. */
export type FollowerMessage =
  /** The first message: the secret of the code scanned, the game, and how many of its events this phone has. */
  | {
      readonly t: 'hello';
      readonly v: number;
      readonly secret: string;
      readonly game: string;
      readonly have: number;
      readonly tip: Tip | null;
      /** This phone's own id, the same across links (the table phone remembers what it let it do); absent from older apps. */
      readonly phone?: string;
    }
  /** After the link came back by itself, or a gap: send from here. */
  | { readonly t: 'resume'; readonly have: number }
  /** Which player holds this phone (a seat), or nobody in particular. */
  | { readonly t: 'seat'; readonly seat: number | null }
  /** A command, numbered by the phone (`id`) for its result, decided only on a log `seen` events long. */
  | { readonly t: 'command'; readonly id: number; readonly seen: number; readonly command: WireCommand }
  /** The phone stops following. */
  | { readonly t: 'bye' };

/** The table phone's message. */
export type HostMessage =
  /**
   * The answer to hello: the game's title and peg colours; its events follow from `from` (0: the whole log, anew).
   * `ends`: this table phone ends each answer to a hello or a resume (an app of before it did not, and a phone linked
   * to one does not wait for the end).
   */
  | {
      readonly t: 'welcome';
      readonly v: number;
      readonly game: string;
      readonly title: string;
      readonly colors: readonly string[];
      readonly from: number;
      readonly ends: boolean;
    }
  /** Events of the log from index `from` on; none, from the log's end, ends the answer to a hello or a resume. */
  | { readonly t: 'events'; readonly from: number; readonly events: readonly unknown[] }
  /** What this phone may do: count `seat`'s hand and call muggins for its side (`count`), or only watch. */
  | { readonly t: 'allow'; readonly seat: number | null; readonly count: boolean }
  /** A command's outcome. */
  | { readonly t: 'result'; readonly id: number; readonly ok: true }
  | { readonly t: 'result'; readonly id: number; readonly ok: false; readonly why: Refusal; readonly message: string }
  /** The table phone ended the link: keep the game. */
  | { readonly t: 'end' }
  /** Player `seat` has another phone: this phone holds nobody (the table phone may give it the player). */
  | { readonly t: 'taken'; readonly seat: number }
  /** The table phone refused this phone, or cut it off, and closes the link: why. */
  | { readonly t: 'refused'; readonly why: Refused };

type Json = Record<string, unknown>;

/** True for a whole number from 0 to 2^53 - 1, e.g. an event count. */
function isCount(x: unknown): x is number {
  return Number.isSafeInteger(x) && (x as number) >= 0;
}

/** A seat or side number: a small whole number (a table has at most 6). */
function isIndex(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) < 16;
}

function isCardIds(x: unknown, max: number): x is string[] {
  return Array.isArray(x) && x.length <= max && x.every((c) => typeof c === 'string' && c.length <= 3 && parseCard(c).ok);
}

function isCardId(x: unknown): x is string {
  return typeof x === 'string' && x.length <= 3 && parseCard(x).ok;
}

/** The JSON object in a message no longer than `max` characters, or null. */
function objectOf(data: unknown, max: number): Json | null {
  if (typeof data !== 'string' || data.length > max) return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

/** A wire command checked field by field, or null. Only the fields named are kept. */
function wireCommandOf(x: unknown): WireCommand | null {
  if (typeof x !== 'object' || x === null) return null;
  const c = x as Json;
  if (c.claimed !== undefined && !(isCount(c.claimed) && c.claimed <= MAX_CLAIM)) return null;
  if (c.starter !== undefined && !isCardId(c.starter)) return null;
  const extra = { ...(c.claimed !== undefined ? { claimed: c.claimed as number } : {}), ...(c.starter !== undefined ? { starter: c.starter as string } : {}) };
  if (c.type === 'countHand' || c.type === 'countCrib') {
    if (!isIndex(c.seat) || !isCardIds(c.cards, MAX_COMMAND_CARDS) || c.cards.length === 0) return null;
    return { type: c.type, seat: c.seat, cards: c.cards, ...extra };
  }
  if (c.type === 'muggins') {
    if (!isIndex(c.caller) || (c.keep !== undefined && typeof c.keep !== 'boolean') || (c.of !== undefined && !isCount(c.of))) return null;
    if (c.cards !== undefined && !isCardIds(c.cards, MAX_COMMAND_CARDS)) return null;
    if (c.claimed !== undefined) return null;
    return {
      type: 'muggins',
      caller: c.caller,
      ...(c.keep !== undefined ? { keep: c.keep as boolean } : {}),
      ...(c.of !== undefined ? { of: c.of as number } : {}),
      ...(c.cards !== undefined ? { cards: c.cards as string[] } : {}),
      ...(c.starter !== undefined ? { starter: c.starter as string } : {}),
    };
  }
  return null;
}

function tipOf(x: unknown): Tip | null | undefined {
  if (x === null) return null;
  if (typeof x !== 'object') return undefined;
  const t = x as Json;
  return isCount(t.n) && typeof t.at === 'number' && Number.isFinite(t.at) && typeof t.type === 'string' && t.type.length <= 40
    ? { n: t.n, at: t.at, type: t.type }
    : undefined;
}

/**
 * A follower's message, checked: a string of at most `MAX_FOLLOWER_MESSAGE` characters holding one known message
 * with fields of the right kinds. Anything else (binary, too long, not JSON, unknown, a field of the wrong kind) is
 * `null`: the host drops it and counts it.
 */
export function parseFollowerMessage(data: unknown): FollowerMessage | null {
  const m = objectOf(data, MAX_FOLLOWER_MESSAGE);
  if (!m) return null;
  switch (m.t) {
    case 'hello': {
      const tip = tipOf(m.tip);
      if (
        !isCount(m.v) ||
        typeof m.secret !== 'string' ||
        m.secret.length > 64 ||
        typeof m.game !== 'string' ||
        m.game.length > 64 ||
        !isCount(m.have) ||
        tip === undefined ||
        (m.phone !== undefined && !(typeof m.phone === 'string' && /^[A-Za-z0-9-]{8,40}$/.test(m.phone)))
      )
        return null;
      const phone = typeof m.phone === 'string' ? { phone: m.phone } : {};
      return { t: 'hello', v: m.v, secret: m.secret, game: m.game, have: m.have, tip, ...phone };
    }
    case 'resume':
      return isCount(m.have) ? { t: 'resume', have: m.have } : null;
    case 'seat':
      return m.seat === null || isIndex(m.seat) ? { t: 'seat', seat: m.seat } : null;
    case 'command': {
      const command = wireCommandOf(m.command);
      return isCount(m.id) && isCount(m.seen) && command ? { t: 'command', id: m.id, seen: m.seen, command } : null;
    }
    case 'bye':
      return { t: 'bye' };
    default:
      return null;
  }
}

const REFUSALS: ReadonlySet<string> = new Set<Refusal>(['race', 'refused', 'not-allowed', 'failed']);

/**
 * The host's message, checked as `parseFollowerMessage` checks a follower's (at most `MAX_HOST_MESSAGE`
 * characters). The events are only known to be a list here: the follower checks the log they make with the engine.
 */
export function parseHostMessage(data: unknown): HostMessage | null {
  const m = objectOf(data, MAX_HOST_MESSAGE);
  if (!m) return null;
  switch (m.t) {
    case 'welcome':
      if (!isCount(m.v) || typeof m.game !== 'string' || typeof m.title !== 'string' || m.title.length > 200 || !isCount(m.from)) return null;
      if (!Array.isArray(m.colors) || m.colors.length > 6 || !m.colors.every((c) => typeof c === 'string' && c.length <= 40)) return null;
      return { t: 'welcome', v: m.v, game: m.game, title: m.title, colors: m.colors as string[], from: m.from, ends: m.ends === true };
    case 'events':
      return isCount(m.from) && Array.isArray(m.events) ? { t: 'events', from: m.from, events: m.events } : null;
    case 'allow':
      return (m.seat === null || isIndex(m.seat)) && typeof m.count === 'boolean' ? { t: 'allow', seat: m.seat, count: m.count } : null;
    case 'result':
      if (!isCount(m.id)) return null;
      if (m.ok === true) return { t: 'result', id: m.id, ok: true };
      if (m.ok === false && typeof m.why === 'string' && REFUSALS.has(m.why) && typeof m.message === 'string' && m.message.length <= 1000)
        return { t: 'result', id: m.id, ok: false, why: m.why as Refusal, message: m.message };
      return null;
    case 'end':
      return { t: 'end' };
    case 'taken':
      return isIndex(m.seat) ? { t: 'taken', seat: m.seat } : null;
    case 'refused':
      return typeof m.why === 'string' && REFUSED.has(m.why) ? { t: 'refused', why: m.why as Refused } : null;
    default:
      return null;
  }
}

/** A message as the text that travels. */
export function formatMessage(message: FollowerMessage | HostMessage): string {
  return JSON.stringify(message);
}
