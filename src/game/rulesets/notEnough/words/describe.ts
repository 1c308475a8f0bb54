import { parseCard, sayIntel, type IntelItem } from '../../../../rules';
import { DECK_COLORS, sumPips } from '../model/decks';
import type { EventItem } from '../../../model/events';
import type { BattleFought, CradleRobbed, IntelCounted } from '../model/events';
import { battlePlan, type BattlePlan } from '../decide/battle';
import { cardOfUnsafe } from '../../../model/cards';
import { enemyOf, pipsIn } from '../query/teams';
import { sideOf } from '../../../query/select';
import type { Game } from '../../../model/state';
import type { SeatId } from '../../../model/types';
import { cardText, idText, plural, toShowItem, voice } from '../../../words/words';

/* Cribbage is not Enough's own events in words (000): the Intel bonus, the battle for the crib, Rob the Cradle. */

/**
 * 000's Intel bonus in words, as the sheet says it: "Ann's Intel bonus, 7♣ 8♦ 8♥ 10♠ with Bob's Top 9♥: a pair is
 * two, a run of four is six, and another run of four is ten"; a bonus tapped as points: "Ann's Intel bonus: 6".
 */
export function intelLine(before: Game, e: IntelCounted): string {
  const { seat, side } = voice(before);
  if (e.seat === null) return 'Intel bonus: nobody has the most Intel';
  const whose = `${seat(e.seat)}'s Intel bonus`;
  if (!e.cards || e.total === null) return `${whose}: ${e.claimed}`;
  const enemy = enemyOf(sideOf(before, e.seat));
  const named = e.tops?.[1];
  const top = before.round?.tops?.[enemy] ?? (named ? cardOfUnsafe(named) : undefined);
  const cards = `${e.cards.map(idText).join(' ')}${top ? ` with ${side(enemy)}'s Top ${cardText(top)}` : ''}`;
  const said = sayIntel({ total: e.total, items: e.items.map(toIntelItem) });
  return `${whose}, ${cards}: ${said}${e.total !== e.claimed ? `; claimed ${e.claimed}` : ''}`;
}

/** A stored Intel item as the counter's item, for `sayIntel`: a run made longer replaces a run as many cards shorter as it adds. */
function toIntelItem(item: EventItem): IntelItem {
  const cards = toShowItem(item).cards;
  const kind = item.kind as IntelItem['kind'];
  return kind === 'run-extended'
    ? { kind, cards, points: item.points, replaces: cards.slice(0, cards.length - item.points) }
    : { kind, cards, points: item.points };
}

/** 000's battle in words: every player's dice and total, and who won the cribs. */
export function battleLine(before: Game, e: BattleFought): string {
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
export function cradleLine(after: Game, e: CradleRobbed): string {
  const { side, verb } = voice(after);
  const magic = e.cribs
    ? ` (Magic: ${DECK_COLORS.map(
        (d) =>
          `${d} ${
            sumPips(
              pipsIn(after),
              d,
              e.cribs![d].flatMap((id) => {
                const c = parseCard(id);
                return c.ok ? [c.value] : [];
              }),
              'magic',
            ) ?? '?'
          }`,
      ).join(', ')})`
    : '';
  if (e.by === null) return `Rob the Cradle${magic}: equal Magic, nobody acts`;
  const who = side(e.by);
  if (e.action === 'ban') return `Rob the Cradle${magic}: ${who} ${verb(e.by, 'bans')} every ${e.banned} card from the crib count`;
  if (e.action === 'add') return `Rob the Cradle${magic}: ${who} ${verb(e.by, 'adds')} ${idText(e.added!)} to the crib`;
  return `Rob the Cradle${magic}: ${who} ${verb(e.by, 'leaves')} the cribs as they are`;
}

/**
 * A player's dice for the battle and what the Tops add, each part named (000 Battle for the Crib; issue 25.4): "Ann:
 * 4 Might in hand + 2 for the dealer = 6 dice, + 2 Might from Bob's Top for the Intel bonus"; "Bob: no Might in hand:
 * no dice, + 1 Might from Bob's own Top"; "Cy: dice not known" (a hand not entered).
 */
export function battleWords(state: Game, plan: BattlePlan, seat: SeatId): string {
  const { seat: name, side } = voice(state);
  const p = plan.parts[seat]!;
  const team = sideOf(state, seat);
  const dice =
    p.hand === null
      ? 'dice not known'
      : `${p.hand ? `${p.hand} Might in hand` : 'no Might in hand'}${p.dealer ? ` + ${p.dealer} for the dealer` : ''}${p.hand + p.dealer ? ` = ${plural(p.hand + p.dealer, 'die', 'dice')}` : ': no dice'}`;
  const bonus = [
    ...(p.enemyTop ? [`+ ${p.enemyTop} Might from ${side(enemyOf(team))}'s Top for the Intel bonus`] : []),
    ...(p.ownTop ? [`+ ${p.ownTop} Might from ${side(team)}'s own Top`] : []),
  ];
  return [`${name(seat)}: ${dice}`, ...bonus].join(', ');
}

/** The battle's result as the sheet says it: `'Ann wins both cribs.'`, or `'A tie: each team keeps its own crib.'` (000). */
export function battleResultWords(state: Game, winner: SeatId | null): string {
  return winner === null ? 'A tie: each team keeps its own crib.' : `${voice(state).seat(winner)} wins both cribs.`;
}
