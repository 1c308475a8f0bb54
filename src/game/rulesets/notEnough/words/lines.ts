import type { PipsNoted, TopsTurned, TopUsed } from '../model/events';
import { decksOf } from '../query/teams';
import type { Game } from '../../../model/state';
import { idText, voice } from '../../../words/words';

/* 000's Tops, pips and a Top's use in the History (the Intel bonus, the battle and the cradle: `describe.ts`). */

/** A Top's numbers by name. */
const USE_WORDS: Readonly<Record<string, string>> = { intel: 'Intel', might: 'Might', magic: 'Magic' };

/** "Tops: Ann (grey) J♥, Bob (blue) 7♠". */
export function topsLine(after: Game, e: TopsTurned): string {
  const { side } = voice(after);
  return `Tops: ${e.cards.map((card, i) => `${side(i)} (${decksOf(after)[i]}) ${idText(card)}`).join(', ')}`;
}

/** "The grey J♥: Intel 2, Might 1, Magic 0". */
export function pipsLine(e: PipsNoted): string {
  return `The ${e.deck} ${idText(e.card)}: Intel ${e.intel}, Might ${e.might}, Magic ${e.magic}`;
}

/** "Ann uses the Top's Might", "Bob & Di use nothing of the Top". */
export function topUsedLine(after: Game, e: TopUsed): string {
  const { side, verb } = voice(after);
  return e.use === 'none'
    ? `${side(e.side)} ${verb(e.side, 'uses')} nothing of the Top`
    : `${side(e.side)} ${verb(e.side, 'uses')} the Top's ${USE_WORDS[e.use]}`;
}
