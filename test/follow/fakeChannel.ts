import type { Channel } from '../../src/follow/hostGame';

/** One end of a fake data channel: what it sent, and whether it was closed. */
export interface FakeEnd extends Channel {
  /** Every message this end sent, in order. */
  readonly sent: string[];
  closed: boolean;
}

/**
 * Two ends of a fake data channel, delivering each message to the other end's `receive` on the next microtask (as
 * a real channel delivers on a later task), in order. `hold()` keeps messages back (a network that dropped);
 * `drop()` loses the held ones; `release()` delivers them. Closing either end closes both and tells both `onClose`.
 */
export class FakePipe {
  private held: (() => void)[] = [];
  private holding = false;
  readonly a: FakeEnd;
  readonly b: FakeEnd;

  constructor(
    private readonly toA: (data: string) => void,
    private readonly toB: (data: string) => void,
    private readonly onClose: { a?: () => void; b?: () => void } = {},
  ) {
    this.a = this.end(() => this.toB);
    this.b = this.end(() => this.toA);
  }

  /** Later messages wait (a network that dropped). */
  hold(): void {
    this.holding = true;
  }

  /** The held messages are lost. */
  drop(): void {
    this.held = [];
  }

  /** The held messages go, in order, and later ones go at once. */
  release(): void {
    this.holding = false;
    const held = this.held;
    this.held = [];
    for (const deliver of held) deliver();
  }

  private end(to: () => (data: string) => void): FakeEnd {
    const end: FakeEnd = {
      sent: [],
      closed: false,
      send: (text: string) => {
        if (end.closed) throw new Error('send on a closed channel');
        end.sent.push(text);
        // A message sent before a close still arrives, as a real channel sends what it holds before it closes.
        const deliver = () => queueMicrotask(() => to()(text));
        if (this.holding) this.held.push(deliver);
        else deliver();
      },
      close: () => {
        if (this.a.closed) return;
        this.a.closed = true;
        this.b.closed = true;
        // Both ends hear of it later, as a real channel's close event.
        queueMicrotask(() => {
          this.onClose.a?.();
          this.onClose.b?.();
        });
      },
    };
    return end;
  }
}

/** Lets every queued microtask (and the ones they queue) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((r) => setTimeout(r, 0));
}
