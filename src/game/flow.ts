import { checkCards, countShow, formatCard, playCard, sayGo, type Card, type PeggingStep, type Result } from '../rules';
import { Batch, checkSeat, checkSide, DONE, fromRules, type Done } from './batch';
import { heelsAllowed } from './cribWars';
import { toEventItem, type EventItem } from './events';
import { isFreeCribRound, isRoundDone, startTracker } from './fold';
import { handSize } from './rulesets';
import { isOutOfRound, nextCount, sideOf, type GameState } from './state';
import { gameError, SCORE_REASONS, type ScoreReason, type SeatId, type SideId } from './types';

/* The round flow: cut for deal, the starter (or Tops), the play, the show in order, the next deal. */

const NEGATIVE_REASONS: readonly ScoreReason[] = ['correction', 'penalty', 'box', 'top'];

/** The start bonus of a new round, if any (004 dealer 3; 002 five-card pone 3 in the first round). */
export function startRound(b: Batch, round: number, dealer: SeatId): void {
  b.push({ type: 'RoundStarted', round, dealer });
  const bonus = b.state.setup!.options.startBonus;
  const r = b.state.round!;
  if (bonus && bonus.points > 0 && (bonus.when === 'every-round' || round === 1)) {
    const seat = bonus.who === 'dealer' ? r.dealer : r.pone;
    b.push({ type: 'Scored', side: sideOf(b.state, seat), seat, points: bonus.points, reason: 'bonus', items: [] });
  }
}

/** Cut for deal (002: the low card deals; a tie cuts again), or the agreed dealer; starts round 1. */
export function cutForDeal(b: Batch, cuts: readonly Card[] | undefined, chosen: SeatId | undefined): Done {
  const s = b.state;
  if (s.round) return gameError('wrong-phase', 'The first dealer has already been chosen.');
  let dealer = s.ruleset!.solitaire ? 0 : chosen;
  if (cuts && cuts.length > 0 && dealer === undefined) {
    if (cuts.length !== s.seats.length) return gameError('wrong-count', `Each of the ${s.seats.length} players cuts one card; ${cuts.length} given.`);
    const checked = fromRules(checkCards(cuts, { what: 'cut' }));
    if (checked) return checked;
    const low = Math.min(...cuts.map((c) => c.rank));
    const lowest = cuts.map((c, i) => (c.rank === low ? i : -1)).filter((i) => i >= 0);
    if (lowest.length > 1) return gameError('tie', 'A tie for the lowest card: cut again (the lowest card deals).');
    dealer = lowest[0]!;
  }
  if (dealer === undefined) return gameError('bad-command', 'Give each seat\'s cut card or the dealer.');
  const bad = checkSeat(s, dealer) ?? (dealer >= s.seats.length ? gameError('no-such-seat', `There is no seat ${dealer + 1}.`) : null);
  if (bad) return bad;
  b.push({ type: 'DealerCut', dealer, cuts: cuts ? cuts.map(formatCard) : [] });
  startRound(b, 1, dealer);
  return DONE;
}

/** The starter; a jack pegs his heels for the dealer (002), not near the finish on Crib Wars (003). */
export function turnStarter(b: Batch, card: Card | null): Done {
  const s = b.state;
  if (s.phase !== 'deal' || !s.round) return gameError('wrong-phase', 'The starter is turned after the deal, once per round.');
  if (card === null) {
    // The table turned the starter without entering it: only the phase moves on.
    b.push({ type: 'StarterTurned', card: null });
    return DONE;
  }
  b.push({ type: 'StarterTurned', card: formatCard(card) });
  const dealer = s.round.dealer;
  const side = sideOf(b.state, dealer);
  const heels = s.setup!.options.heels;
  if (card.rank === 11 && heels > 0 && heelsAllowed(b.state, side)) {
    b.push({ type: 'Scored', side, seat: dealer, points: heels, reason: 'heels', items: [{ kind: 'heels', cards: [formatCard(card)], points: heels }] });
  }
  return DONE;
}

/** Cribbage is not Enough (000): the Tops; a jack pegs 2 for the dealer's team, a queen -2. */
export function turnTops(b: Batch, tops: readonly Card[]): Done {
  const s = b.state;
  if (!s.ruleset!.tops) return gameError('bad-command', 'Only Cribbage is not Enough (000) turns Tops.');
  if (s.phase !== 'deal' || !s.round) return gameError('wrong-phase', 'The Tops are turned after the deal, once per round.');
  if (tops.length !== s.sides.length) return gameError('wrong-count', `Each of the ${s.sides.length} teams turns one Top; ${tops.length} given.`);
  const checked = fromRules(checkCards(tops, { what: 'pair of Tops' }));
  if (checked) return checked;
  b.push({ type: 'TopsTurned', cards: tops.map(formatCard) });
  const dealer = s.round.dealer;
  const side = sideOf(b.state, dealer);
  // 000: a jack on any Top: the dealer's team pegs 2 "for his nob"; a queen: -2 "for her pot".
  for (const top of tops) {
    if (top.rank === 11) b.push({ type: 'Scored', side, seat: dealer, points: 2, reason: 'top', items: [{ kind: 'his-nob', cards: [formatCard(top)], points: 2 }] });
    if (top.rank === 12) b.push({ type: 'Scored', side, seat: dealer, points: -2, reason: 'top', items: [{ kind: 'her-pot', cards: [formatCard(top)], points: -2 }] });
  }
  return DONE;
}

/** The reason a play score is pegged under: go, last card, or the play. */
function playReason(items: readonly { kind: string }[]): ScoreReason {
  if (items.length === 1 && items[0]!.kind === 'go') return 'go';
  if (items.length === 1 && items[0]!.kind === 'last-card') return 'last-card';
  return 'play';
}

/** A card of the play, or a go (`card` null), through the pegging tracker; each score is pegged at once. */
export function play(b: Batch, seat: SeatId, card: Card | null): Done {
  const s = b.state;
  const round = s.round;
  if (s.phase !== 'play' || !round) return gameError('wrong-phase', 'The play is not on.');
  const bad = checkSeat(s, seat);
  if (bad) return bad;
  if (!s.ruleset!.solitaire && isOutOfRound(s, sideOf(s, seat))) return gameError('sitting-out', `${s.seats[seat]!.name} is out of this hand.`);
  if (card && round.starter && formatCard(card) === formatCard(round.starter)) {
    return gameError('duplicate-card', `${formatCard(card)} is the starter: it cannot be played.`);
  }
  const tracker = round.pegging ?? startTracker(s, round);
  if (!tracker) return gameError('wrong-phase', 'The play cannot start.');
  const stepped: Result<PeggingStep> = card ? playCard(tracker, seat, card) : sayGo(tracker, seat);
  if (!stepped.ok) return { ok: false, error: stepped.error };
  b.push(card ? { type: 'CardPlayed', seat, card: formatCard(card) } : { type: 'GoSaid', seat });
  const separate = s.setup!.options.separateGo;
  for (const score of stepped.value.scores) {
    if (s.ruleset!.solitaire && score.seat !== 0) continue; // 002 SOLITAIRE: only the player's own points count.
    const side = sideOf(b.state, score.seat);
    const items = score.items.map(toEventItem);
    const last = items.filter((i) => i.kind === 'last-card' || i.kind === 'go');
    const rest = items.filter((i) => i.kind !== 'last-card' && i.kind !== 'go');
    const groups: EventItem[][] = separate && last.length > 0 && rest.length > 0 ? [rest, last] : [items];
    for (const g of groups) {
      const points = g.reduce((t, i) => t + i.points, 0);
      if (points !== 0) b.push({ type: 'Scored', side, seat: score.seat, points, reason: playReason(g), items: g });
    }
  }
  if (stepped.value.state.over) b.push({ type: 'PlayEnded' });
  afterRoundStep(b);
  return DONE;
}

/** Ends the play when a count arrives in the show while the play was tapped (no cards entered). */
function enterShow(b: Batch): Done | null {
  const s = b.state;
  const round = s.round;
  if (!round || !round.starterTurned) return gameError('wrong-phase', 'Turn the starter before counting.');
  if (s.phase === 'play' && !s.ruleset!.showBeforePlay) {
    if (round.pegging && !round.pegging.over) return gameError('wrong-phase', 'Finish the play before counting hands.');
    b.push({ type: 'PlayEnded' });
  }
  if (b.state.phase !== 'show') return gameError('wrong-phase', 'It is not time to count hands.');
  return null;
}

function checkTurn(s: GameState, seat: SeatId, crib: boolean): Done | null {
  const turn = nextCount(s);
  if (!turn) return gameError('wrong-phase', 'Every count of this show is done.');
  if (crib && seat !== s.round!.dealer) return gameError('not-dealer', `Only the dealer, ${s.seats[s.round!.dealer]!.name}, counts the crib.`);
  if (turn.crib !== crib || turn.seat !== seat) {
    const who = turn.crib ? `${s.seats[turn.seat]!.name}'s crib` : `${s.seats[turn.seat]!.name}'s hand`;
    return gameError('out-of-order', `It is ${who} to count next (pone first, dealer last, then the crib).`);
  }
  return null;
}

/** A hand or crib entered as cards: checked for size and turn, counted by the engine, the claim pegged. */
export function countCards(b: Batch, seat: SeatId, crib: boolean, cards: readonly Card[], claimed: number | undefined, starterIn: Card | undefined): Done {
  const bad = checkSeat(b.state, seat) ?? enterShow(b);
  if (bad) return bad;
  const s = b.state;
  const turnBad = checkTurn(s, seat, crib);
  if (turnBad) return turnBad;
  const top = s.ruleset!.tops ? s.round!.tops[sideOf(s, seat)] : undefined;
  const starter = top ?? s.round!.starter ?? starterIn;
  if (!starter) return gameError('wrong-phase', 'Enter the starter to count cards.');
  const size = crib ? 4 : handSize(s.ruleset!, s.seats.length);
  const what = crib ? 'crib' : 'hand';
  const checked = checkCards(cards, { count: size, what });
  if (!checked.ok) return { ok: false, error: { code: checked.error.code === 'empty' ? 'wrong-count' : checked.error.code, message: checked.error.message } };
  if (cards.some((c) => formatCard(c) === formatCard(starter))) return gameError('duplicate-card', `${formatCard(starter)} is the starter, not a ${what} card.`);
  if (claimed !== undefined && (!Number.isInteger(claimed) || claimed < 0 || claimed > 99)) return gameError('bad-points', 'A claim is a whole number of points, 0 to 99.');
  const count = countShow(cards, starter, { crib, noddy: s.ruleset!.noddy });
  const items = count.items.map(toEventItem);
  const claim = claimed ?? count.total;
  b.push({ type: 'HandCounted', seat, crib, claimed: claim, cards: cards.map(formatCard), total: count.total, items });
  if (claim !== 0) b.push({ type: 'Scored', side: sideOf(b.state, seat), seat, points: claim, reason: crib ? 'crib' : 'hand', items: claim === count.total ? items : [] });
  if (top && !crib) herHeels(b, seat, cards, top);
  afterRoundStep(b);
  return DONE;
}

/** 000: a queen in hand of the Top's suit makes every enemy team peg -1 ("her heels"). */
function herHeels(b: Batch, seat: SeatId, cards: readonly Card[], top: Card): void {
  const side = sideOf(b.state, seat);
  for (const q of cards.filter((x) => x.rank === 12 && x.suit === top.suit)) {
    for (const enemy of b.state.sides.filter((x) => x.id !== side)) {
      b.push({ type: 'Scored', side: enemy.id, seat: null, points: -1, reason: 'top', items: [{ kind: 'her-heels', cards: [formatCard(q)], points: -1 }] });
    }
  }
}

/** A tapped score; a hand or crib tap is the next count of the show. */
export function tapScore(b: Batch, side: SideId, points: number, reason: ScoreReason, seat: SeatId | undefined): Done {
  const s = b.state;
  const bad = checkSide(s, side);
  if (bad) return bad;
  if (!(SCORE_REASONS as readonly string[]).includes(reason)) return gameError('bad-command', `Unknown reason '${String(reason)}'.`);
  if (!Number.isInteger(points) || Math.abs(points) > 999) return gameError('bad-points', 'Points are a whole number.');
  if (points < 0 && !NEGATIVE_REASONS.includes(reason)) return gameError('bad-points', `A ${reason} score cannot be negative; use a correction.`);
  if (reason === 'hand' || reason === 'crib') {
    if (points > 99) return gameError('bad-points', 'No hand or crib scores more than 29.');
    const shown = enterShow(b);
    if (shown) return shown;
    const turn = nextCount(b.state);
    if (!turn) return gameError('wrong-phase', 'Every count of this show is done.');
    const counter = seat ?? (reason === 'crib' ? b.state.round!.dealer : turn.seat);
    const seatBad = checkSeat(b.state, counter);
    if (seatBad) return seatBad;
    if (sideOf(b.state, counter) !== side) {
      if (reason === 'crib') return gameError('not-dealer', `Only the dealer, ${b.state.seats[b.state.round!.dealer]!.name}, counts the crib.`);
      return gameError('out-of-order', `${b.state.seats[counter]!.name} is not on that side.`);
    }
    const turnBad = checkTurn(b.state, counter, reason === 'crib');
    if (turnBad) return turnBad;
    b.push({ type: 'HandCounted', seat: counter, crib: reason === 'crib', claimed: points, cards: null, total: null, items: [] });
    if (points !== 0) b.push({ type: 'Scored', side, seat: counter, points, reason, items: [] });
    afterRoundStep(b);
    return DONE;
  }
  if (points === 0) return gameError('bad-points', 'A score of 0 moves no peg.');
  if ((reason === 'play' || reason === 'go' || reason === 'last-card') && s.phase !== 'play') return gameError('wrong-phase', 'The play is not on.');
  if (reason === 'muggins' && !s.setup!.options.muggins) return gameError('muggins-off', 'Muggins is off in this game.');
  if (reason === 'heels' && !heelsAllowed(s, side)) return gameError('bad-points', 'His heels is not pegged within the last 3 holes before the finish (003).');
  if (seat !== undefined) {
    const seatBad = checkSeat(s, seat);
    if (seatBad) return seatBad;
  }
  b.push({ type: 'Scored', side, seat: seat ?? null, points, reason, items: [] });
  return DONE;
}

/** After a count or a play: a finished Solitaire ends the game (002: won only above 120). */
function afterRoundStep(b: Batch): void {
  const s = b.state;
  const round = s.round;
  if (!round || s.outcome || !s.ruleset?.solitaire) return;
  if (isFreeCribRound(s, round.number) && round.showEnded) b.push({ type: 'GameEnded', winner: null, reason: 'solitaire', skunk: 0, games: 0 });
}

/** The next deal, once the play and show are over; the deal passes clockwise, skipping sides in a box. */
export function deal(b: Batch): Done {
  const s = b.state;
  const round = s.round;
  if (!round) return gameError('wrong-phase', 'Cut for deal first.');
  if (!isRoundDone(s)) return gameError('wrong-phase', 'Finish the play and the show before the next deal.');
  const n = s.seats.length;
  let dealer = 0;
  if (!s.ruleset!.solitaire) {
    dealer = round.dealer;
    for (let k = 1; k <= n; k++) {
      const seat = (round.dealer + k) % n;
      // A side in a penalty box does not deal while it sits out.
      if (s.sides[sideOf(s, seat)]!.sitOut === 0) {
        dealer = seat;
        break;
      }
    }
  }
  startRound(b, round.number + 1, dealer);
  return DONE;
}
