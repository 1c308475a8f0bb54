import { secretText } from './code';
import {
  MAX_FOLLOWERS,
  PROTOCOL_VERSION,
  REFUSED,
  formatMessage,
  parseFollowerMessage,
  type FollowerMessage,
  type HostMessage,
  type PhoneCommand,
  type Refusal,
  type Refused,
} from './protocol';
import { fromWire, mayPhoneSend } from './wire';
import { Limiter, type Limited } from './limits';
import { chunksOf, sameTip } from './log';
import type { Channel, HostGame, LinkClosed, LinkState } from './hostGame';

/*
 * The table phone's side of following: one `HostLink` per following phone, and the `Host` that keeps them. Pure:
 * a link talks through a `Channel` (a data channel in the app, a fake one in tests) and reaches the game through
 * `HostGame` (the session in the app). Only the host writes the log; a phone's command is decided by the host's
 * engine on the log the phone saw, or refused.
 */

/** Dropped messages a link bears before it is closed (`flood`): a phone that keeps sending junk is not playing. */
export const MAX_DROPPED = 50;

/** One following phone, from its channel's opening to its close. */
export class HostLink {
  state: LinkState = 'waiting';
  /** The player holding the phone (a seat), as the phone says; null until it says. */
  seat: number | null = null;
  /** The host lets this phone count its player's hand and call muggins for its side. */
  mayCount = false;
  /** The phone's own id, as it said in its hello, or null (an older app). */
  phone: string | null = null;
  /** A player (a seat) this phone says it holds whose phone another already is: the table phone decides. */
  claim: number | null = null;
  /** Messages dropped: malformed, unknown, out of place. */
  dropped = 0;
  /** Events the phone holds, as far as they were sent. */
  sent = 0;
  /** Why it closed, once closed. */
  closed: LinkClosed | null = null;
  /** The kind of message it sent too many of, when it was cut off for that (`flood`); null for junk or otherwise. */
  floodOf: Limited | null = null;
  private readonly limiter: Limiter;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly host: Host,
    private readonly channel: Channel,
    /** The secret of the code this phone scanned, as text. */
    readonly secret: string,
    /** Numbers the phones in the order they came, e.g. `2` (the table names it "Phone 2" until it picks a player). */
    readonly number: number,
    /** The place of the code this phone answered, e.g. `'x0tM/2'`: one phone links through a place, once. */
    readonly place: string,
  ) {
    this.limiter = new Limiter(() => host.game.now());
  }

  /** A message from the phone: applied if it is one, else dropped and counted. */
  receive(data: unknown): void {
    if (this.state === 'closed') return;
    const m = parseFollowerMessage(data);
    if (!m) return this.drop();
    if (this.state === 'waiting') return m.t === 'hello' ? this.hello(m) : this.drop();
    if ((m.t === 'command' || m.t === 'seat' || m.t === 'resume') && !this.limiter.allow(m.t)) {
      this.floodOf = m.t;
      return this.close('flood');
    }
    switch (m.t) {
      case 'hello':
        // A second hello on a link: its secret is spent.
        return this.close('reused-secret');
      case 'resume':
        if (m.have > this.host.game.log().length) return this.drop();
        this.sent = m.have;
        return this.answer();
      case 'seat': {
        if (m.seat !== null && this.host.game.sideOf(m.seat) === null) return this.drop();
        // One player, one phone: a second claim is refused here and put to the table phone (`Host.give`).
        const claimed = m.seat;
        const holder = claimed === null ? undefined : this.host.holderOf(claimed);
        if (holder && holder !== this && claimed !== null) {
          this.claim = claimed;
          this.post({ t: 'taken', seat: claimed });
          return this.host.changed();
        }
        this.claim = null;
        // Another player: no count, unless the table phone let this phone count for that one (before a reload).
        if (m.seat !== this.seat) this.mayCount = this.phone !== null && m.seat !== null && this.host.game.permitted(this.phone) === m.seat;
        this.seat = m.seat;
        this.post({ t: 'allow', seat: this.seat, count: this.mayCount });
        return this.host.changed();
      }
      case 'command':
        this.queue = this.queue.then(() => this.command(m.id, m.seen, fromWire(m.command)));
        return;
      case 'bye':
        return this.close('bye');
    }
  }

  private hello(m: Extract<FollowerMessage, { t: 'hello' }>): void {
    if (m.secret !== this.secret) return this.close('wrong-secret');
    if (this.host.spent.has(this.place)) return this.close('reused-secret');
    this.host.spent.add(this.place);
    this.phone = m.phone ?? null;
    if (m.v !== PROTOCOL_VERSION) return this.close('old-app');
    if (this.host.linked().length >= MAX_FOLLOWERS) return this.close('too-many');
    const log = this.host.game.log();
    // The phone's events are the host's first ones when it holds this game and its last is the host's event at that
    // place; else all anew (a phone that followed an earlier game of this table gets the one on the table now).
    const same = m.game === this.host.game.gameId;
    const from = same && m.have > 0 && m.have <= log.length && sameTip(log[m.have - 1], m.tip) ? m.have : 0;
    this.state = 'linked';
    this.welcome(from);
    this.sent = from;
    this.answer();
    this.post({ t: 'allow', seat: this.seat, count: this.mayCount });
    this.host.changed();
  }

  private async command(id: number, seen: number, command: PhoneCommand): Promise<void> {
    const refuse = (why: Refusal, message: string) => this.post({ t: 'result', id, ok: false, why, message });
    const side = this.seat === null ? null : this.host.game.sideOf(this.seat);
    if (!this.mayCount || this.seat === null || side === null) return refuse('not-allowed', 'The table phone has not let this phone count: ask there.');
    const allowed = mayPhoneSend(command, this.seat, side);
    if (!allowed.ok) return refuse('not-allowed', allowed.error);
    const refused = await this.host.game.decide(command, seen, this.seat);
    if (this.state === 'closed') return;
    if (refused) return refuse(refused.why, refused.message);
    // Its events went out as the log grew (`Host.logChanged`); the phone hears the outcome after them.
    this.catchUp();
    this.post({ t: 'result', id, ok: true });
  }

  /** The welcome: the game's title and colours, the events to follow from `from`, and that the answer will end. */
  private welcome(from: number): void {
    const game = this.host.game;
    this.post({ t: 'welcome', v: PROTOCOL_VERSION, game: game.gameId, title: game.title(), colors: game.colors(), from, ends: true });
  }

  /**
   * Answers a hello or a resume: the events the phone lacks, then none from the log's end, which tells the phone it
   * has all of it (until then it says it is catching up, not drawing old scores as the table's).
   */
  private answer(): void {
    this.catchUp();
    this.post({ t: 'events', from: this.sent, events: [] });
  }

  /** Sends the events the phone does not have yet, in messages of at most about `CHUNK_CHARS` characters. */
  catchUp(): void {
    if (this.state !== 'linked') return;
    const log = this.host.game.log();
    if (log.length < this.sent) {
      // The log is not the one the phone holds (never, for an append-only log): send it whole, anew.
      this.welcome(0);
      this.sent = 0;
    }
    for (const chunk of chunksOf(log, this.sent)) this.post({ t: 'events', ...chunk });
    this.sent = log.length;
  }

  /** The table phone gives this phone the player it claimed: the phone that held it holds nobody now. */
  takeClaim(): void {
    const seat = this.claim;
    if (this.state !== 'linked' || seat === null) return;
    const holder = this.host.holderOf(seat);
    if (holder && holder !== this) holder.loseSeat();
    this.claim = null;
    this.seat = seat;
    this.mayCount = false;
    this.post({ t: 'allow', seat, count: false });
    this.host.changed();
  }

  /** Another phone was given this phone's player: it holds nobody now, and is told. */
  private loseSeat(): void {
    const seat = this.seat;
    this.seat = null;
    this.mayCount = false;
    if (seat !== null) this.post({ t: 'taken', seat });
  }

  /** Lets the phone count its player's hand and call muggins for its side, or not. */
  permit(count: boolean): void {
    if (this.state !== 'linked') return;
    this.mayCount = count && this.seat !== null;
    if (this.phone !== null) this.host.game.remember(this.phone, this.mayCount ? this.seat : null);
    this.post({ t: 'allow', seat: this.seat, count: this.mayCount });
    this.host.changed();
  }

  /**
   * The table phone's game changed (the next game of a match, a new game, a club night's next game): the phone gets
   * the new game from its start, and keeps the one it followed.
   */
  switchGame(): void {
    if (this.state !== 'linked') return;
    this.welcome(0);
    this.sent = 0;
    this.answer();
  }

  /** Closes the link, telling the phone when the host ends it, or why it was refused. */
  close(why: LinkClosed): void {
    if (this.state === 'closed') return;
    if (why === 'ended') this.post({ t: 'end' });
    if (REFUSED.has(why)) this.post({ t: 'refused', why: why as Refused });
    this.state = 'closed';
    this.closed = why;
    this.channel.close();
    this.host.changed();
  }

  /** The channel closed or failed by itself. */
  lost(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.closed = 'lost';
    this.host.changed();
  }

  private drop(): void {
    this.dropped++;
    if (this.dropped > MAX_DROPPED) this.close('flood');
    this.host.changed();
  }

  private post(message: HostMessage): void {
    if (this.state === 'closed') return;
    try {
      this.channel.send(formatMessage(message));
    } catch {
      // A channel that closed under us: its close event follows.
    }
  }
}

/** The table phone's following phones. */
export class Host {
  readonly links: HostLink[] = [];
  /** Places of codes a phone has linked through: each place links one phone, once. */
  readonly spent = new Set<string>();
  private count = 0;

  constructor(
    readonly game: HostGame,
    /** Told after every change a screen may show (a phone linked, picked a player, dropped a message, left). */
    private readonly onChange: () => void = () => undefined,
  ) {}

  /** A phone's channel opened through `place` of the code with this secret: a link that waits for its hello. */
  attach(channel: Channel, secret: Uint8Array, place: string): HostLink {
    const link = new HostLink(this, channel, secretText(secret), ++this.count, place);
    this.links.push(link);
    this.changed();
    return link;
  }

  /** The phones following now. */
  linked(): HostLink[] {
    return this.links.filter((l) => l.state === 'linked');
  }

  /** The linked phone that holds player `seat`, if one does. */
  holderOf(seat: number): HostLink | undefined {
    return this.linked().find((l) => l.seat === seat);
  }

  /** True while another phone may link (at most `MAX_FOLLOWERS`). */
  hasRoom(): boolean {
    return this.linked().length < MAX_FOLLOWERS;
  }

  /** The log grew (a tap here, a phone's command, another tab): every phone gets the new events. */
  logChanged(): void {
    for (const link of this.linked()) link.catchUp();
  }

  /** The table phone's game is another now: every phone switches to it (`HostLink.switchGame`). */
  gameChanged(): void {
    for (const link of this.linked()) link.switchGame();
  }

  /** Ends every link: each phone keeps the game as a saved copy. */
  end(): void {
    for (const link of this.links) link.close('ended');
  }

  /** @internal Links call this after each change. */
  changed(): void {
    this.onChange();
  }
}
