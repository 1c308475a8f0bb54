import { checkLog, checkLogMore, EMPTY_TIMELINE, type GameEvent, type Timeline } from '../game';
import type { Channel } from './hostGame';
import { tipOf } from './log';
import { PROTOCOL_VERSION, formatMessage, parseHostMessage, type FollowerMessage, type PhoneCommand, type Refusal, type Refused } from './protocol';
import { toWire } from './wire';

/*
 * A following phone's side: the game's log as the table phone sent it, each message checked as an import is (the
 * engine's `checkLogMore`: what arrived, onto what is held, refused exactly as `checkLog` would refuse the whole log,
 * so the phone never draws a log the engine would refuse), a player picked,
 * and commands sent to the table phone to decide. Pure: it talks through a `Channel`; the app's glue tells it when
 * the link is reconnecting, back, or lost.
 */

/**
 * Where the link stands: `connecting` (hello sent), `linked` (following), `reconnecting` (the network dropped; it
 * may come back by itself), `lost` (only new codes can link again), `refused` (the table phone closed the link
 * before welcoming this phone: an old or used code), `ended` (the table phone ended it), `left` (this phone did).
 */
export type FollowStatus = 'connecting' | 'linked' | 'reconnecting' | 'lost' | 'refused' | 'ended' | 'left';

/** A command's outcome, as the table phone decided it. */
export type CommandOutcome = { readonly ok: true } | { readonly ok: false; readonly why: Refusal; readonly message: string };

/** What the table phone lets this phone do. */
export interface Allowed {
  /** The player it counts for, e.g. `1`, or null. */
  readonly seat: number | null;
  /** It may count `seat`'s hand and crib and call muggins for that seat's side. */
  readonly count: boolean;
}

/** A game this phone followed until the table phone moved on to another: kept here as a saved copy. */
export interface FinishedGame {
  readonly gameId: string;
  readonly title: string;
  readonly colors: readonly string[];
  readonly events: readonly GameEvent[];
}

/** True when two events are the same as JSON carries them (a resend of one held here). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const LOST_BEFORE_ANSWER = 'The link was lost before the table phone answered: look there to see whether it was saved.';

/** One followed game, across links: a phone that rejoins keeps its log and sends only what it lacks. */
export class Follower {
  status: FollowStatus = 'connecting';
  title = '';
  /** Peg colours by side, e.g. `['red', 'blue']`. */
  colors: readonly string[] = [];
  /** The game's log, checked by the engine. */
  events: readonly GameEvent[] = [];
  /** The log's timeline (what `checkLog` built): its state is what the screen draws. */
  timeline: Timeline = EMPTY_TIMELINE;
  /** The player holding this phone, as picked here; null for nobody in particular. */
  seat: number | null = null;
  allowed: Allowed = { seat: null, count: false };
  /** Messages dropped: malformed, unknown, out of place, or a log the engine refused. */
  dropped = 0;
  /** Why the last dropped log was refused, e.g. `'This Scored has side 7, …'`; `''` when none was. */
  problem = '';
  /** A player this phone said it holds whose phone is another, until it picks again; null otherwise. */
  taken: number | null = null;
  /** Why the table phone refused or cut off this phone, when it said so; null otherwise. */
  refused: Refused | null = null;
  /**
   * True while linked but not yet sure of holding every event (after the welcome, a recovery or a screen waking), until
   * the table phone's answer ends: the scores shown may be behind the table's.
   */
  catchingUp = false;

  private channel: Channel | null = null;
  private welcomed = false;
  /** The table phone ends its answers (its welcome said so): only then does this phone wait for the end. */
  private answersEnd = false;
  private readonly pending = new Map<number, (outcome: CommandOutcome) => void>();
  private nextId = 1;

  constructor(
    /** The followed game's id, from the code, e.g. `'g-lq3x9a-4k2'`; the table phone's next game's, once it moves on. */
    public gameId: string,
    /** Told after every change the screen may show. */
    private readonly onChange: () => void = () => undefined,
    /** Told of the game followed so far when the table phone moves on to another (its next game, a new one). */
    private readonly onSwitch: (finished: FinishedGame) => void = () => undefined,
    /** This phone's own id, the same across links and reloads (made at the edge), e.g. `'p-3f9a…'`; '' for none. */
    private readonly phone = '',
  ) {}

  /** Links through a channel just opened, for a code with this secret (as text): says hello and what it holds. */
  join(channel: Channel, secret: string): void {
    this.channel = channel;
    this.status = 'connecting';
    this.refused = null;
    this.welcomed = false;
    this.catchingUp = false;
    const phone = this.phone ? { phone: this.phone } : {};
    this.post({ t: 'hello', v: PROTOCOL_VERSION, secret, game: this.gameId, have: this.events.length, tip: tipOf(this.events), ...phone });
    this.onChange();
  }

  /** A message from the table phone: applied if it is one, else dropped and counted. */
  receive(data: unknown): void {
    if (!this.channel) return;
    const m = parseHostMessage(data);
    if (!m || (!this.welcomed && m.t !== 'welcome' && m.t !== 'end' && m.t !== 'refused')) return this.drop();
    switch (m.t) {
      case 'welcome': {
        if (m.v !== PROTOCOL_VERSION || m.from > this.events.length) return this.drop();
        if (m.game !== this.gameId) {
          // The table phone is on another game now: this one is kept, and the new one comes from its start.
          if (m.from !== 0) return this.drop();
          if (this.events.length > 0) this.onSwitch({ gameId: this.gameId, title: this.title, colors: this.colors, events: this.events });
          this.gameId = m.game;
          this.keep([]);
        }
        this.welcomed = true;
        this.title = m.title;
        this.colors = m.colors;
        if (m.from < this.events.length) this.keep(this.events.slice(0, m.from));
        this.status = 'linked';
        this.answersEnd = m.ends;
        this.catchingUp = m.ends;
        if (this.seat !== null) this.post({ t: 'seat', seat: this.seat });
        return this.onChange();
      }
      case 'events':
        return this.append(m.from, m.events);
      case 'allow':
        this.allowed = { seat: m.seat, count: m.count };
        // The table phone gave this phone the player it claimed.
        if (m.seat !== null && this.seat === null && this.taken === m.seat) {
          this.seat = m.seat;
          this.taken = null;
        }
        return this.onChange();
      case 'taken':
        // That player's phone is another: this phone holds nobody until it picks again or the table phone decides.
        if (this.seat === m.seat) this.seat = null;
        this.taken = m.seat;
        this.allowed = { seat: null, count: false };
        return this.onChange();
      case 'result': {
        const resolve = this.pending.get(m.id);
        if (!resolve) return this.drop();
        this.pending.delete(m.id);
        return resolve(m.ok ? { ok: true } : { ok: false, why: m.why, message: m.message });
      }
      case 'end':
        this.status = 'ended';
        this.close();
        return this.onChange();
      case 'refused':
        this.refused = m.why;
        this.status = this.welcomed ? 'lost' : 'refused';
        this.close();
        return this.onChange();
    }
  }

  /** Events from index `from`: the log they make is checked by the engine before it is drawn. */
  private append(from: number, events: readonly unknown[]): void {
    if (from > this.events.length) {
      // A gap (a message lost while the network dropped): ask for what is missing, from what is here.
      this.post({ t: 'resume', have: this.events.length });
      return;
    }
    if (events.length === 0) {
      // The end of the table phone's answer: every event is here.
      if (from === this.events.length && this.catchingUp) {
        this.catchingUp = false;
        this.onChange();
      }
      return;
    }
    if (from + events.length <= this.events.length) return;
    const held = this.events.length;
    // A resend that repeats events held here (a resume crossing a message on its way) adds only the rest; one that
    // differs from them replaces the log from `from` and is checked whole, as before.
    const repeats = events.slice(0, held - from).every((e, i) => sameJson(e, this.events[from + i]));
    const log = repeats ? [...this.events, ...events.slice(held - from)] : [...this.events.slice(0, from), ...events];
    // Only what arrived is checked, onto the timeline held: a message costs the same on the 3,000th event as on the first.
    const checked = repeats ? checkLogMore(this.timeline, log, held) : checkLog(log);
    if (!checked.ok) {
      this.problem = `Event ${checked.error.index + 1}: ${checked.error.message}`;
      return this.drop();
    }
    this.events = log as readonly GameEvent[];
    this.timeline = checked.value;
    this.problem = '';
    this.onChange();
  }

  /** Keeps the first events only (a prefix of a checked log is one). */
  private keep(prefix: readonly GameEvent[]): void {
    const checked = prefix.length === 0 ? null : checkLog(prefix);
    this.events = prefix;
    this.timeline = checked?.ok ? checked.value : EMPTY_TIMELINE;
  }

  /** The network dropped: the link may come back by itself. */
  reconnecting(): void {
    if (this.status !== 'linked') return;
    this.status = 'reconnecting';
    this.onChange();
  }

  /** The link came back by itself: ask for anything sent while it was down. */
  recovered(): void {
    if (this.status !== 'reconnecting') return;
    this.status = 'linked';
    this.catchingUp = this.answersEnd;
    this.post({ t: 'resume', have: this.events.length });
    this.onChange();
  }

  /**
   * Asks for anything sent while this phone was not listening (its screen woke up): the table phone sends what it
   * lacks, and nothing when it lacks nothing.
   */
  resync(): void {
    if (this.status !== 'linked') return;
    this.catchingUp = this.answersEnd;
    this.post({ t: 'resume', have: this.events.length });
    this.onChange();
  }

  /** The link is gone for good (failed, or closed by the other side): only new codes link again. */
  lost(): void {
    if (this.status === 'ended' || this.status === 'left' || !this.channel) return;
    this.status = this.welcomed ? 'lost' : 'refused';
    this.close();
    this.onChange();
  }

  /** This phone stops following: the table phone is told. */
  leave(): void {
    if (!this.channel) return;
    this.post({ t: 'bye' });
    this.status = 'left';
    this.close();
    this.onChange();
  }

  /** Says which player holds this phone (a seat), or nobody in particular (null). */
  chooseSeat(seat: number | null): void {
    this.seat = seat;
    this.taken = null;
    if (this.status === 'linked' || this.status === 'reconnecting') this.post({ t: 'seat', seat });
    this.onChange();
  }

  /** Sends a command for the table phone to decide on the log this phone holds; resolves to its outcome. */
  send(command: PhoneCommand): Promise<CommandOutcome> {
    if (this.status !== 'linked') return Promise.resolve({ ok: false, why: 'failed', message: 'This phone is not linked to the table phone now.' });
    const id = this.nextId++;
    const outcome = new Promise<CommandOutcome>((resolve) => this.pending.set(id, resolve));
    this.post({ t: 'command', id, seen: this.events.length, command: toWire(command) });
    return outcome;
  }

  private close(): void {
    const channel = this.channel;
    this.channel = null;
    for (const resolve of this.pending.values()) resolve({ ok: false, why: 'failed', message: LOST_BEFORE_ANSWER });
    this.pending.clear();
    try {
      channel?.close();
    } catch {
      // Already closed.
    }
  }

  private drop(): void {
    this.dropped++;
    this.onChange();
  }

  private post(message: FollowerMessage): void {
    try {
      this.channel?.send(formatMessage(message));
    } catch {
      // A channel that closed under us: its close event follows.
    }
  }
}
