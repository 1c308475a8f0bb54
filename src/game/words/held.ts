import { formatCard, sayShow } from '../../rules';
import { decide } from '../decide/commands';
import type { Game } from '../model/state';
import type { ScoreReason, SeatId, SideId } from '../model/types';
import { idText, toShowItem, voice } from './words';

/** A tapped count the cards the app holds make otherwise, offered before it is pegged (muggins off). */
export interface CountOffer {
  /** The sheet's title, e.g. `"Bob's hand makes 6"`. */
  readonly title: string;
  /** The cards and their count, e.g. `'10♠ K♥ 5♣ 3♦ with 7♣: fifteen two, fifteen four, fifteen six. You tapped 3.'` */
  readonly words: string;
  /** What the cards make, e.g. `6`, and what was tapped, e.g. `3`; the buttons: `'Peg 6'`, `'Peg 3 as tapped'`. */
  readonly total: number;
  readonly tapped: number;
  readonly right: string;
  readonly asTapped: string;
}

/**
 * What to offer before a tapped hand or crib is pegged (issue 37.2): when the app holds all its cards (the play
 * entered card by card, the starter known) and they make another count than the tap, with muggins off the table is
 * offered the right count first (with muggins on, the claim stands as tapped, the History says what the cards make,
 * and an opponent may call muggins). `null` when there is nothing to offer: read off the engine's own dry run of the
 * tap, so it is the count the tap would record.
 */
export function countOffer(state: Game, tap: { side: SideId; points: number; reason: ScoreReason; seat?: SeatId }): CountOffer | null {
  if (state.setup.options.muggins || (tap.reason !== 'hand' && tap.reason !== 'crib')) return null;
  const tried = decide(state, { type: 'score', ...tap }, 0);
  if (!tried.ok) return null;
  const counted = tried.value.events.find((e) => e.type === 'HandCounted');
  if (counted?.type !== 'HandCounted' || counted.total === null || !counted.cards || counted.total === counted.claimed) return null;
  const after = tried.value.state;
  const starter = after.round?.starter;
  const said = sayShow({ total: counted.total, items: counted.items.map(toShowItem) });
  const cards = `${counted.cards.map(idText).join(' ')}${starter ? ` with ${idText(formatCard(starter))}` : ''}`;
  return {
    title: `${voice(state).seat(counted.seat)}'s ${counted.crib ? 'crib' : 'hand'} makes ${counted.total}`,
    words: `${cards}: ${said}. You tapped ${counted.claimed}.`,
    total: counted.total,
    tapped: counted.claimed,
    right: `Peg ${counted.total}`,
    asTapped: `Peg ${counted.claimed} as tapped`,
  };
}
