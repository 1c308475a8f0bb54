import { moveWords } from '../../board';
import { parseCard, pipValue, sayShow } from '../../rules';
import type { CoreEvent, EventItem, GameEvent } from '../model/events';
import type { ScoreReason } from '../model/types';
import { penaltyById } from '../model/penalties';
import { reduce } from '../log/reduce';
import { currentStep } from '../query/select';
import type { Game, GameState } from '../model/state';
import { lastChange, replay, type Change, type CommandGroup, type Timeline } from '../log/timeline';
import { capitalized, idText, itemsSummed, itemWords, plural, reasonWords, toShowItem, voice } from './words';
import { boxWords } from './box';

/**
 * The game in words: every line of the history and every announcement is made here from the events, so the state
 * holds no text. Lines read the way a table says them: "Bob pegs 6 to 20 (pegging: a pair and a run of three)".
 */

/** A line of a game's history. */
export interface HistoryLine {
  /** The command it belongs to, e.g. `14`. */
  readonly n: number;
  /** e.g. `'Ann pegs 2 to 17 (pegging: fifteen two)'`, `'Undone: Ann pegs 2 to 17 (pegging)'`. */
  readonly text: string;
}

/** True for an event a later event of its command implied: a tap that assumed the deal, starter or play over. */
function isImplied(e: GameEvent, rest: readonly GameEvent[]): boolean {
  const main = (x: GameEvent) =>
    x.type === 'CardPlayed' || x.type === 'GoSaid' || x.type === 'HandCounted' || (x.type === 'Scored' && x.reason !== 'bonus' && x.reason !== 'heels');
  if (e.type === 'RoundStarted' || (e.type === 'StarterTurned' && e.card === null)) return rest.some(main);
  if (e.type === 'PlayEnded') return rest.some((x) => x.type === 'HandCounted');
  return false;
}

/** The line of one event, given the states before and after it; `''` for events a table need not read. */
function eventLine(before: Game, after: Game, e: GameEvent, implied: boolean): string {
  const own = after.ruleset.own?.events[e.type];
  // A type the core does not know is the game's variant's, with its own line.
  return own ? own.line(before, after, e) : coreLine(before, after, e as CoreEvent, implied);
}

function coreLine(before: Game, after: Game, e: CoreEvent, implied: boolean): string {
  const { seat, side, verb } = voice(after);
  const assumed = implied ? ' (assumed)' : '';
  switch (e.type) {
    case 'GameStarted':
      return `New game: ${after.ruleset.name}, ${after.sides.map((s) => s.name).join(' v ')}`;
    case 'DealerCut':
      return `${seat(e.dealer)} deals first${e.cuts.length ? ` (cuts ${e.cuts.map(idText).join(', ')})` : ''}`;
    case 'RoundStarted':
      return before.round?.number === e.round ? `New deal by ${seat(e.dealer)}` : `Round ${e.round}: ${seat(e.dealer)} deals${assumed}`;
    case 'StarterTurned': {
      if (e.card) return `Starter: ${idText(e.card)}`;
      // A variant's step turned as the starter is says what it turned, e.g. "The Tops turned, not entered".
      const step = currentStep(before);
      const turned = step ? before.ruleset.own?.turns?.[step]?.card : undefined;
      return `${turned ? capitalized(turned) : 'Starter'} turned, not entered${assumed}`;
    }
    case 'CardPlayed': {
      const card = parseCard(e.card);
      const count = (before.round?.pegging?.count ?? 0) + (card.ok ? pipValue(card.value.rank) : 0);
      return `${seat(e.seat)} plays ${idText(e.card)} (${count})`;
    }
    case 'GoSaid':
      return `${seat(e.seat)}: go`;
    case 'PlayEnded':
      return `The play is over${assumed}`;
    case 'HandCounted': {
      const what = e.crib ? 'crib' : 'hand';
      const whose = e.of !== undefined ? `${side(e.of)}'s crib` : `${seat(e.seat)}'s ${what}`;
      if (!e.cards) return `${whose}: ${e.claimed}`;
      const cards = e.cards.map(idText).join(' ');
      // Cards the count could not be made with (a team's crib without its Tops) say only the claim.
      if (e.total === null) return `${whose}, ${cards}: ${e.claimed}`;
      const said = e.items.length ? sayShow({ total: e.total ?? 0, items: e.items.map(toShowItem) }) : 'nineteen: nothing';
      const claim = e.total !== null && e.total !== e.claimed ? `; claimed ${e.claimed}` : '';
      return `${whose}, ${cards}: ${said}${claim}`;
    }
    case 'Scored': {
      const move = after.sides[e.side]?.moves?.last;
      const { lead, words } = move ? moveWords(after.board, move) : { lead: '', words: `pegs ${e.points}` };
      // The zone that acted comes first (issue 25.3): "Time trap 1: Ann pegs 12 to 168 and goes down its blue path to 153".
      return `${lead ? `${lead}: ` : ''}${side(e.side)} ${verb(e.side, words)} (${scoredWhy(after, e.reason, e.items)})`;
    }
    case 'MugginsCalled': {
      const what = `${seat(e.against)}'s ${e.pegging === true ? 'pegging' : (markedWords(after, e) ?? (e.crib ? 'crib' : 'hand'))}`;
      if (e.points < 0) return `${side(e.caller)} ${verb(e.caller, 'calls')} an over-claim of ${-e.points} on ${what}`;
      const missed = e.missed.length ? `: ${itemsSummed(e.missed)}` : '';
      return `Muggins! ${side(e.caller)} ${verb(e.caller, 'finds')} ${e.points} missed in ${what}${missed}${e.kept ? '' : ', and gives them back'}`;
    }
    case 'PenaltyApplied': {
      const rule = penaltyById(e.rule);
      const name = rule ? `${rule.name}${rule.number !== null ? ` (rule ${rule.number})` : ''}` : 'a penalty';
      const declined = e.declined.length ? `; declined by ${e.declined.map(side).join(', ')}` : '';
      const agreed = e.agreed === true ? ': the pegs go back where they were, as agreed' : '';
      return `Penalty against ${side(e.offender)}: ${name}${agreed}${e.newDeal ? ', new deal' : ''}${declined}`;
    }
    case 'PenaltyBoxEntered':
    case 'PegMoveForgotten':
      return boxWords({ before, event: e });
    case 'GameEnded':
      if (e.winner === null) return after.outcome?.reason === 'target-missed' ? 'Game over: not enough points' : 'Game void';
      return `${side(e.winner)} ${verb(e.winner, 'wins')}${e.skunk === 2 ? ' with a double skunk' : e.skunk === 1 ? ' with a skunk' : ''}${e.reason === 'claimed' ? ' (claimed)' : ''} (${plural(e.games, 'game')})`;
    case 'Undone':
    case 'Redone':
      return '';
  }
}

/** Reasons whose one item only says the reason again ("go: a go"): the item is not said. */
const SAID_BY_REASON: ReadonlySet<string> = new Set(['go', 'last-card']);

/**
 * Why a score was pegged, in brackets after the move: `'pegging: fifteen two'`, `'go'`, `'last card'`, `'his nob'`.
 * A count's items, his heels and a muggins call's missed items are said by the line before: not again here (nor a
 * variant's count that says so: `OwnReason.said`). A go or last card is said once, and a variant's score that is said
 * by what it is, by its items (`OwnReason.byItems`).
 */
function scoredWhy(state: Game, reason: ScoreReason, items: readonly EventItem[]): string {
  const ownReason = state.ruleset.own?.reasons[reason];
  const said = reason === 'hand' || reason === 'crib' || reason === 'heels' || reason === 'muggins' || (ownReason?.said ?? false);
  const own = items.filter((i) => !(SAID_BY_REASON.has(i.kind) && i.kind === reason));
  if (ownReason?.byItems && own.length) return own.map(itemWords).join(' and ');
  return `${reasonWords(state, reason)}${!said && own.length ? `: ${own.map(itemWords).join(' and ')}` : ''}`;
}

/** What a muggins call on a variant's own count names, by the field that marks it (`OwnReason.mark`); `null` for none. */
function markedWords(state: Game, e: GameEvent): string | null {
  const marked = Object.values(state.ruleset.own?.reasons ?? {}).find((r) => r.mark && (e as unknown as Readonly<Record<string, unknown>>)[r.mark] === true);
  return marked?.words ?? null;
}

/** True for the first deal when its own command's cut named the dealer: "Ann deals first" says it already. */
function isNamedByCut(e: GameEvent, earlier: readonly GameEvent[]): boolean {
  return e.type === 'RoundStarted' && earlier.some((x) => x.type === 'DealerCut' && x.dealer === e.dealer);
}

/**
 * The lines of one command's events, replayed from the state before them. `spoken`: only what a player says aloud,
 * without the steps a tap assumed and without a first deal the cut has just named (the history keeps every line).
 */
export function describeGroup(group: CommandGroup, before: GameState, options: { spoken?: boolean } = {}): string[] {
  const lines: string[] = [];
  let state = before;
  group.events.forEach((e, i) => {
    const next = reduce(state, e);
    if (next.started) {
      const implied = isImplied(e, group.events.slice(i + 1));
      const unsaid = options.spoken === true && (implied || isNamedByCut(e, group.events.slice(0, i)));
      const text = unsaid ? '' : eventLine(state.started ? state : next, next, e, implied);
      if (text) lines.push(text);
    }
    state = next;
  });
  return lines;
}

/**
 * What to announce for a change, said once the way a player says it: a command's lines (without the steps it
 * assumed, or a first deal its cut named), or what an undo took back ("Undone: Ann pegs 3 to 3 (pegging)") or a redo put back.
 */
export function announce(change: Change): string {
  const lines = describeGroup(change.group, change.before, { spoken: true });
  const text = lines.join('. ');
  if (change.kind === 'undo') return undoneWords(change, lines);
  if (change.kind === 'redo') return `Redone: ${text}`;
  return text;
}

/**
 * An undo in words: what it took back in one sentence, then where each peg went back to, so the last words never
 * read as a move that stands: "Undone: Bob's hand: 9; Bob pegs 9 to 20 (hand). Bob back to 11".
 */
function undoneWords(change: Change, lines: readonly string[]): string {
  const taken = `Undone: ${lines.join('; ')}`;
  const before = change.before;
  if (!before.started) return taken;
  const after = change.group.events.reduce((state: GameState, e) => reduce(state, e), before);
  if (!after.started) return taken;
  const { side } = voice(before);
  const back = before.sides.filter((s, i) => s.score !== after.sides[i]?.score).map((s) => `${side(s.id)} back to ${s.score}`);
  return back.length ? `${taken}. ${back.join(', ')}` : taken;
}

/** The whole history of a log, oldest first, with a line for every undo and redo saying what it took back. */
export function historyOf(events: readonly GameEvent[]): HistoryLine[] {
  const lines: HistoryLine[] = [];
  replay(events, (change) => lines.push(...linesOf(change)));
  return lines;
}

/**
 * The last line of `historyOf(events)` (what the table says on opening a game), from `timeline`, the log's own
 * timeline, describing only its last change: the whole history of a 3,000-event game took longer than the rest of
 * opening it. A last change with nothing to say falls back to the whole history.
 */
export function lastHistoryLine(events: readonly GameEvent[], timeline: Timeline): HistoryLine | undefined {
  const change = lastChange(timeline, events.at(-1));
  return (change ? linesOf(change).at(-1) : undefined) ?? historyOf(events).at(-1);
}

/** The history lines of one change: what a command did, or what an undo or redo took back or put back. */
function linesOf(change: Change): HistoryLine[] {
  if (change.kind !== 'do') return [{ n: change.group.n, text: announce(change) }];
  return describeGroup(change.group, change.before).map((text) => ({ n: change.group.n, text }));
}
