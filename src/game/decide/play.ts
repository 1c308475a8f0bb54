import { formatCard, playCard, sayGo, type Card, type PeggingStep, type Result } from '../../rules';
import { checkSeat, DONE, type Batch, type Done } from './batch';
import { toEventItem, type EventItem } from '../model/events';
import { reach, stepIs } from './reach';
import { roundFrame, startTracker } from '../query/tracker';
import { type SeatId, gameError, type ScoreReason } from '../model/types';
import { isOutOfRound, sideOf } from '../query/select';

/** The play (002 The Play): cards entered one by one through the pegging tracker, or pegged by taps. */

/** A card of the play, or a go (`card` null), through the pegging tracker; each score is pegged at once. */
export function play(b: Batch, seat: SeatId, card: Card | null): Done {
  const reached = reach(b, 'play');
  if (!reached.ok) return reached;
  const s = b.state;
  const round = s.round!;
  const shape = s.ruleset.play(roundFrame(s, round), s);
  const bad = checkSeat(s, seat, shape.seats);
  if (bad) return bad;
  if (isOutOfRound(s, sideOf(s, seat))) return gameError('sitting-out', `${s.seats[seat]!.name} is out of this hand.`);
  // The starter (000: the player's own Top) is not in anyone's hand.
  const starter = s.seats[seat] ? s.ruleset.countWith(s, { seat, crib: false }) : round.starter;
  if (card && starter && formatCard(card) === formatCard(starter)) {
    return gameError('duplicate-card', `${formatCard(card)} is the starter: it cannot be played.`);
  }
  const tracker = round.pegging ?? startTracker(s, round);
  if (!tracker) return gameError('wrong-phase', 'The play cannot start.');
  const stepped: Result<PeggingStep> = card ? playCard(tracker, seat, card) : sayGo(tracker, seat);
  if (!stepped.ok) return { ok: false, error: stepped.error };
  b.push(card ? { type: 'CardPlayed', seat, card: formatCard(card) } : { type: 'GoSaid', seat });
  const separate = s.setup.options.separateGo;
  for (const score of stepped.value.scores) {
    if (!shape.pegs(score.seat)) continue;
    const side = sideOf(b.state, score.seat);
    const items = score.items.map(toEventItem);
    const last = items.filter((i) => i.kind === 'last-card' || i.kind === 'go');
    const rest = items.filter((i) => i.kind !== 'last-card' && i.kind !== 'go');
    // Crib Wars (001): the go or last card is its own peg move; 31 and its pair or run are one.
    const groups: EventItem[][] = separate && last.length > 0 && rest.length > 0 ? [rest, last] : [items];
    for (const g of groups) {
      const points = g.reduce((t, i) => t + i.points, 0);
      if (points !== 0) b.push({ type: 'Scored', side, seat: score.seat, points, reason: playReason(g), items: g });
    }
  }
  if (stepped.value.state.over) b.push({ type: 'PlayEnded' });
  return DONE;
}

/** The play is over (its cards were not entered, or not all of them). */
export function endPlay(b: Batch): Done {
  if (!stepIs(b.state, 'play')) return gameError('wrong-phase', 'The play is not on.');
  b.push({ type: 'PlayEnded' });
  return DONE;
}

/** The reason a play score is pegged under: go, last card, or the play. */
function playReason(items: readonly { kind: string }[]): ScoreReason {
  if (items.length === 1 && items[0]!.kind === 'go') return 'go';
  if (items.length === 1 && items[0]!.kind === 'last-card') return 'last-card';
  return 'play';
}
