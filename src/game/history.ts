import { numberWords } from '../rules';
import type { EventItem, GameEvent } from './events';
import type { GameState } from './state';

/** Score reasons as a table says them, e.g. `'his heels'`. */
export const REASON_WORDS: Readonly<Record<string, string>> = {
  play: 'pegging',
  go: 'go',
  'last-card': 'last card',
  hand: 'hand',
  crib: 'crib',
  heels: 'his heels',
  bonus: 'start bonus',
  penalty: 'penalty',
  muggins: 'muggins',
  correction: 'correction',
  box: 'penalty box',
  top: 'Top',
};

/** Items in words, e.g. `'fifteen 2, a pair 2'`. */
export function itemsText(items: readonly EventItem[]): string {
  return items.map((i) => `${i.kind.replace(/-/g, ' ')} ${i.points}`).join(', ');
}

/** A readable history line for one event, or `''` for events the table need not read. */
export function historyText(before: GameState, after: GameState, e: GameEvent): string {
  const seat = (s: number) => after.seats[s]?.name ?? `seat ${s + 1}`;
  const side = (s: number) => after.sides[s]?.name ?? `side ${s + 1}`;
  switch (e.type) {
    case 'GameStarted':
      return `New game: ${after.ruleset?.name ?? e.setup.ruleset}, ${after.sides.map((s) => s.name).join(' v ')}`;
    case 'DealerCut':
      return `${seat(e.dealer)} deals first${e.cuts.length ? ` (cuts ${e.cuts.join(', ')})` : ''}`;
    case 'RoundStarted':
      return before.round?.number === e.round ? `New deal by ${seat(e.dealer)}` : `Round ${e.round}: ${seat(e.dealer)} deals`;
    case 'StarterTurned':
      return `Starter: ${e.card ?? 'turned'}`;
    case 'TopsTurned':
      return `Tops: ${e.cards.map((card, i) => `${side(i)} ${card}`).join(', ')}`;
    case 'CardPlayed':
      return `${seat(e.seat)} plays ${e.card} (${after.round?.pegging?.count || 'count resets'})`;
    case 'GoSaid':
      return `${seat(e.seat)}: go`;
    case 'PlayEnded':
      return 'The play is over';
    case 'HandCounted':
      return `${seat(e.seat)} counts ${e.crib ? 'the crib' : 'the hand'}${e.cards ? ` ${e.cards.join(' ')}` : ''}: ${e.claimed}`
        + (e.total !== null && e.total !== e.claimed ? ` (true count ${e.total})` : '');
    case 'Scored': {
      const s = after.sides[e.side];
      const move = s?.moves[s.moves.length - 1];
      const what = e.items.length ? `: ${itemsText(e.items)}` : '';
      // e.g. 'Ann pegs 2 to 17 (pegging: fifteen 2)'.
      return `${side(e.side)} ${move?.words ?? ''} (${REASON_WORDS[e.reason] ?? e.reason}${what})`;
    }
    case 'MugginsCalled':
      return e.points >= 0
        ? `Muggins! ${side(e.caller)} finds ${e.points} missed by ${seat(e.against)}${e.kept ? '' : ' and gives them back'}`
        : `${side(e.caller)} calls an over-claim of ${-e.points} by ${seat(e.against)}`;
    case 'PenaltyApplied':
      return `Penalty (${e.rule}) against ${side(e.offender)}${e.newDeal ? ', new deal' : ''}${e.declined.length ? `, declined by ${e.declined.map(side).join(', ')}` : ''}`;
    case 'PenaltyBoxEntered':
      return e.rule === 'back-20'
        ? `${side(e.side)} lands in a penalty box: folds, goes back 20, every opponent ahead 20`
        : `${side(e.side)} lands in a penalty box: folds and sits out ${numberWords(e.hands)} hands`;
    case 'PegMoveForgotten':
      return `${side(e.side)} forgot to move its peg: one more hand in the box`;
    case 'GameEnded':
      if (e.winner === null) return e.reason === 'solitaire' ? 'Game over: not enough points' : 'Game void';
      return `${side(e.winner)} wins${e.skunk === 2 ? ' with a double skunk' : e.skunk === 1 ? ' with a skunk' : ''} (${e.games} game${e.games === 1 ? '' : 's'})`;
    case 'Undone':
      return 'Undone';
    case 'Redone':
      return 'Redone';
  }
}
