import { describeMove } from '../board';
import { numberWords, parseCard, pipValue, sayShow, type ShowItem } from '../rules';
import { DECK_COLORS, sumPips } from './decks';
import type { BattleFought, CradleRobbed, EventItem, GameEvent } from './events';
import { battlePlan } from './round/battle';
import { penaltyById } from './penalties';
import { reduce } from './reduce';
import type { Game, GameState } from './state';
import { lastChange, replay, type Change, type CommandGroup, type Timeline } from './timeline';
import { idText, itemsSummed, itemWords, plural, REASON_WORDS, USE_WORDS, voice } from './words';

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
  const main = (x: GameEvent) => x.type === 'CardPlayed' || x.type === 'GoSaid' || x.type === 'HandCounted' || (x.type === 'Scored' && x.reason !== 'bonus' && x.reason !== 'heels');
  if (e.type === 'RoundStarted' || (e.type === 'StarterTurned' && e.card === null)) return rest.some(main);
  if (e.type === 'PlayEnded') return rest.some((x) => x.type === 'HandCounted');
  return false;
}

/** The line of one event, given the states before and after it; `''` for events a table need not read. */
function eventLine(before: Game, after: Game, e: GameEvent, implied: boolean): string {
  const { seat, side, verb } = voice(after);
  const assumed = implied ? ' (assumed)' : '';
  switch (e.type) {
    case 'GameStarted':
      return `New game: ${after.ruleset.name}, ${after.sides.map((s) => s.name).join(' v ')}`;
    case 'DealerCut':
      return `${seat(e.dealer)} deals first${e.cuts.length ? ` (cuts ${e.cuts.map(idText).join(', ')})` : ''}`;
    case 'RoundStarted':
      return before.round?.number === e.round ? `New deal by ${seat(e.dealer)}` : `Round ${e.round}: ${seat(e.dealer)} deals${assumed}`;
    case 'StarterTurned':
      return e.card ? `Starter: ${idText(e.card)}` : `Starter turned, not entered${assumed}`;
    case 'TopsTurned':
      return `Tops: ${e.cards.map((card, i) => `${side(i)} (${after.decks[i]}) ${idText(card)}`).join(', ')}`;
    case 'PipsNoted':
      return `The ${e.deck} ${idText(e.card)}: Intel ${e.intel}, Might ${e.might}, Magic ${e.magic}`;
    case 'TopUsed':
      return e.use === 'none' ? `${side(e.side)} ${verb(e.side, 'uses')} nothing of the Top` : `${side(e.side)} ${verb(e.side, 'uses')} the Top's ${USE_WORDS[e.use]}`;
    case 'IntelCounted':
      if (e.seat === null) return 'Intel bonus: nobody has the most Intel';
      return `${seat(e.seat)}'s Intel bonus${e.cards && e.items.length ? `: ${e.items.map(itemWords).join(', ')}` : ''}: ${e.claimed}${e.total !== null && e.total !== e.claimed ? `; the bonus is ${e.total}` : ''}`;
    case 'BattleFought':
      return battleLine(before, e);
    case 'CradleRobbed':
      return cradleLine(after, e);
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
      const said = e.items.length ? sayShow({ total: e.total ?? 0, items: e.items.map(toShowItem) }) : 'nineteen: nothing';
      const claim = e.total !== null && e.total !== e.claimed ? `; claimed ${e.claimed}` : '';
      return `${whose}, ${cards}: ${said}${claim}`;
    }
    case 'Scored': {
      const move = after.sides[e.side]?.moves?.last;
      const words = move ? describeMove(after.board, move) : `pegs ${e.points}`;
      // A count's items, his heels and a muggins call's missed items are said by the line before: not again here.
      const items = e.items.length && e.reason !== 'hand' && e.reason !== 'crib' && e.reason !== 'heels' && e.reason !== 'muggins' ? `: ${e.items.map(itemWords).join(' and ')}` : '';
      return `${side(e.side)} ${verb(e.side, words)} (${REASON_WORDS[e.reason]}${items})`;
    }
    case 'MugginsCalled': {
      const what = `${seat(e.against)}'s ${e.pegging === true ? 'pegging' : e.intel === true ? 'Intel bonus' : e.crib ? 'crib' : 'hand'}`;
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
      return e.rule === 'back-20'
        ? `${side(e.side)} ${verb(e.side, 'lands')} in a penalty box: folds, goes back 20, every opponent ahead 20`
        : `${side(e.side)} ${verb(e.side, 'lands')} in a penalty box: folds and sits out ${numberWords(e.hands)} hands`;
    case 'PegMoveForgotten':
      return `${side(e.side)} forgot to move the peg: one more hand in the box`;
    case 'GameEnded':
      if (e.winner === null) return e.reason === 'solitaire' ? 'Game over: not enough points' : 'Game void';
      return `${side(e.winner)} ${verb(e.winner, 'wins')}${e.skunk === 2 ? ' with a double skunk' : e.skunk === 1 ? ' with a skunk' : ''}${e.reason === 'claimed' ? ' (claimed)' : ''} (${plural(e.games, 'game')})`;
    case 'Undone':
    case 'Redone':
      return '';
  }
}


/** 000's battle in words: every player's dice and total, and who won the cribs. */
function battleLine(before: Game, e: BattleFought): string {
  const { seat } = voice(before);
  const result = e.winner === null ? 'a tie: each team keeps its crib' : `${seat(e.winner)} wins both cribs`;
  if (!e.dice) return `Battle for the crib: ${result}`;
  const plan = battlePlan(before);
  const bonus = plan.ok ? plan.value.bonus : [];
  const rolls = e.dice.map((d, i) => {
    const extra = bonus[i] ?? 0;
    const total = d.reduce((t, x) => t + x, 0) + extra;
    return `${seat(i)} ${d.length ? d.join('+') : 'no dice'}${extra ? ` +${extra}` : ''} = ${total}`;
  });
  return `Battle for the crib: ${rolls.join(', ')}; ${result}`;
}

/** 000's Rob the Cradle in words. */
function cradleLine(after: Game, e: CradleRobbed): string {
  const { side, verb } = voice(after);
  const magic = e.cribs ? ` (Magic: ${DECK_COLORS.map((d) => `${d} ${sumPips(after.pips, d, e.cribs![d].flatMap((id) => { const c = parseCard(id); return c.ok ? [c.value] : []; }), 'magic') ?? '?'}`).join(', ')})` : '';
  if (e.by === null) return `Rob the Cradle${magic}: equal Magic, nobody acts`;
  const who = side(e.by);
  if (e.action === 'ban') return `Rob the Cradle${magic}: ${who} ${verb(e.by, 'bans')} every ${e.banned} card from the crib count`;
  if (e.action === 'add') return `Rob the Cradle${magic}: ${who} ${verb(e.by, 'adds')} ${idText(e.added!)} to the crib`;
  return `Rob the Cradle${magic}: ${who} ${verb(e.by, 'leaves')} the cribs as they are`;
}

/** A stored item as the counter's item, for `sayShow`. */
function toShowItem(item: EventItem): ShowItem {
  return { kind: item.kind as ShowItem['kind'], cards: item.cards.flatMap((id) => { const c = parseCard(id); return c.ok ? [c.value] : []; }), points: item.points };
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
