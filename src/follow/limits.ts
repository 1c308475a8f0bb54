/*
 * How much a following phone may send (issue 34 item 7): well-formed messages too, each kind counted on its own
 * over the last ten seconds (a sliding span). A phone at the table counts a hand now and then, says whose phone it is once or twice, and
 * asks again for what it lacks when its screen wakes or its network comes back; ten times that in ten seconds is not
 * a phone at the table, and is cut off (a resend of a long log is costly for the table phone).
 */

/** The kinds of message counted. */
export type Limited = 'command' | 'seat' | 'resume';

/** Most messages of a kind a phone may send within `ms`. */
export const LIMITS: Readonly<Record<Limited, { readonly count: number; readonly ms: number }>> = {
  command: { count: 10, ms: 10_000 },
  seat: { count: 10, ms: 10_000 },
  resume: { count: 6, ms: 10_000 },
};

/** One phone's messages of each kind, by time. */
export class Limiter {
  private readonly times: Record<Limited, number[]> = { command: [], seat: [], resume: [] };

  constructor(private readonly now: () => number) {}

  /** Counts a message of `kind`; false once the phone has sent more than its limit within the span. */
  allow(kind: Limited): boolean {
    const { count, ms } = LIMITS[kind];
    const at = this.now();
    const times = this.times[kind].filter((t) => at - t < ms);
    times.push(at);
    this.times[kind] = times;
    return times.length <= count;
  }
}
