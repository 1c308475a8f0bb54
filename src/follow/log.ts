import type { GameEvent } from '../game';
import { CHUNK_CHARS, type Tip } from './protocol';

/* The game's log as it travels to a following phone: where a phone stands in it, and the messages that carry it. */

/** The last event of a log as a `Tip`, or null for an empty log. */
export function tipOf(log: readonly GameEvent[]): Tip | null {
  const last = log.at(-1);
  return last ? { n: last.n, at: last.at, type: last.type } : null;
}

/** True when event `e` is the one a phone's tip names. */
export function sameTip(e: GameEvent | undefined, tip: Tip | null): boolean {
  return e !== undefined && tip !== null && e.n === tip.n && e.at === tip.at && e.type === tip.type;
}

/**
 * The events of `log` from index `from` on, in pieces of about `CHUNK_CHARS` characters at most, each ending where a
 * command ends: a phone checks each piece as a log that ends there, and a command cut in two would not pass.
 */
export function chunksOf(log: readonly GameEvent[], from: number): { from: number; events: GameEvent[] }[] {
  const out: { from: number; events: GameEvent[] }[] = [];
  let start = from;
  let chunk: GameEvent[] = [];
  let size = 0;
  for (let i = from; i < log.length; i++) {
    const e = log[i]!;
    const length = JSON.stringify(e).length + 1;
    if (chunk.length > 0 && size + length > CHUNK_CHARS && e.n !== log[i - 1]!.n) {
      out.push({ from: start, events: chunk });
      start = i;
      chunk = [];
      size = 0;
    }
    chunk.push(e);
    size += length;
  }
  if (chunk.length > 0) out.push({ from: start, events: chunk });
  return out;
}
