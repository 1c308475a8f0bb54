import type { Spot } from '../../board';
import { describeGroup, type EventItem, type Game, type SideId } from '../../game';
import { parseCard, type Card, type ShowCount, type ShowItem } from '../../rules';
import type { Replay } from './replayModel';

/*
 * What one step of a replay shows, in plain values (no DOM): the command in words, any count entered by cards,
 * the round, each side's score and pegs, and the peg move to draw as a trail.
 */

/** A hand or crib counted with its cards, itemized. */
export interface CountShown {
  /** e.g. `"Bob's crib"`. */
  readonly whose: string;
  readonly count: ShowCount;
}

/** A side's score after the step. */
export interface SideScore {
  readonly side: SideId;
  /** e.g. `'Ann'`. */
  readonly name: string;
  /** e.g. `47`. */
  readonly score: number;
}

/** Everything a replay step shows. */
export interface Moment {
  /** 0-based, e.g. `12`. */
  readonly index: number;
  /** Steps in all, e.g. `140`. */
  readonly total: number;
  readonly state: Game;
  /** The command in words, every event of it, e.g. `['Ann pegs 2 to 17 (pegging: fifteen two)']`. */
  readonly lines: readonly string[];
  readonly counts: readonly CountShown[];
  /** The round and its dealer, e.g. `{ number: 3, dealer: 'Bob' }`; `null` before the first deal. */
  readonly round: { readonly number: number; readonly dealer: string } | null;
  readonly scores: readonly SideScore[];
  /** The last peg move of the step, for the board's trail; `null` when no peg moved. */
  readonly highlight: { readonly side: SideId; readonly from: Spot; readonly to: Spot } | null;
  /** When the command was entered, ms since the epoch; 0 when the log has no time. */
  readonly at: number;
  /** Said once when the step is shown, e.g. `'Move 12 of 140, round 3: Ann pegs 2 to 17 (pegging). Ann 17, Bob 12.'`. */
  readonly said: string;
}

function toCard(id: string): Card[] {
  const c = parseCard(id);
  return c.ok ? [c.value] : [];
}

/** A stored item as the counter's item (for `CountView` and `sayShow`). */
function toShowItem(item: EventItem): ShowItem {
  return { kind: item.kind as ShowItem['kind'], cards: item.cards.flatMap(toCard), points: item.points };
}

/** The hands and cribs a step counted with their cards, itemized as entered. */
function countsOf(step: ReturnType<Replay['step']>): CountShown[] {
  const { after } = step;
  const out: CountShown[] = [];
  for (const e of step.group.events) {
    if (e.type !== 'HandCounted' || e.cards === null || e.total === null) continue;
    const whose = e.of !== undefined ? `${after.sides[e.of]?.name ?? '?'}'s crib` : `${after.seats[e.seat]?.name ?? '?'}'s ${e.crib ? 'crib' : 'hand'}`;
    out.push({ whose, count: { total: e.total, items: e.items.map(toShowItem) } });
  }
  return out;
}

/** The last peg move of a command (a penalty or a box may move several pegs): the side of its last `Scored`. */
function lastMoveOf(after: Game, events: ReturnType<Replay['step']>['group']['events']): Moment['highlight'] {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type !== 'Scored') continue;
    const move = after.sides[e.side]?.moves?.last;
    return move ? { side: e.side, from: move.from, to: move.landed } : null;
  }
  return null;
}

/** What step `index` of a replay shows. */
export function momentOf(replay: Replay, index: number): Moment {
  const step = replay.step(index);
  const { after, before, group } = step;
  const lines = describeGroup(group, before);
  const main = describeGroup(group, before, { spoken: true });
  const round = after.round ? { number: after.round.number, dealer: after.seats[after.round.dealer]?.name ?? '?' } : null;
  const scores = after.sides.map((s) => ({ side: s.id, name: s.name, score: s.score }));
  const words = (main.length ? main : lines).join('. ');
  // "Round 2: Bob deals" names its round already.
  const where = `Move ${index + 1} of ${replay.length}${round && !words.startsWith('Round ') ? `, round ${round.number}` : ''}`;
  const said = `${where}: ${words}. ${scores.map((s) => `${s.name} ${s.score}`).join(', ')}.`;
  return {
    index,
    total: replay.length,
    state: after,
    lines,
    counts: countsOf(step),
    round,
    scores,
    highlight: lastMoveOf(after, group.events),
    at: group.events[0]?.at ?? 0,
    said,
  };
}
