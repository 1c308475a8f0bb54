import type { Card } from './types';
import type { PlayScore } from './play';
import type { IntelBonus, IntelItem } from './intel';
import type { ShowCount, ShowItem } from './show';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number 0..999 in words, e.g. `29` -> `'twenty-nine'`; negative numbers get `'minus'`. */
export function numberWords(n: number): string {
  if (n < 0) return `minus ${numberWords(-n)}`;
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]!}` : '');
  const rest = n % 100;
  return `${ONES[Math.floor(n / 100)]!} hundred${rest ? ` and ${numberWords(rest)}` : ''}`;
}

const RUN_NAMES: Readonly<Record<number, string>> = { 3: 'three', 4: 'four', 5: 'five' };

function itemWords(item: ShowItem, previous: ShowItem | undefined): string {
  switch (item.kind) {
    case 'fifteen':
      return 'fifteen';
    case 'twenty-five':
      return 'twenty-five';
    case 'pair':
      return 'a pair';
    case 'pair-royal':
      return 'a pair royal';
    case 'double-pair-royal':
      return sameRankWords(item.cards.length);
    case 'run':
      return `${previous?.kind === 'run' ? 'another' : 'a'} ${runName(item.cards.length)}`;
    case 'flush':
      return `a flush of ${numberWords(item.cards.length)}`;
    case 'nobs':
      return 'one for his nobs';
  }
}

/**
 * The count as a player says it, with the running total:
 * `'fifteen two, fifteen four, and a pair is six'`. A hand worth nothing is `'nineteen: nothing'`.
 */
export function sayShow(count: ShowCount): string {
  if (count.items.length === 0) return 'nineteen: nothing';
  return sayRunning(count.items, itemWords);
}

/** Four of a rank are a double pair royal; five or more (two decks, 000) are said as `'five of a kind'`. */
function sameRankWords(n: number): string {
  return n > 4 ? `${numberWords(n)} of a kind` : 'a double pair royal';
}

function runName(length: number): string {
  return `run of ${RUN_NAMES[length] ?? numberWords(length)}`;
}

function intelWords(item: IntelItem, previous: IntelItem | undefined): string {
  const article = previous?.kind === item.kind ? 'another' : 'a';
  switch (item.kind) {
    case 'fifteen':
      return 'fifteen';
    case 'pair':
      return `${article} pair`;
    case 'run':
      return `${article} ${runName(item.cards.length)}`;
    case 'run-extended':
      return `${article} ${runName(item.replaces?.length ?? 0)} made a ${runName(item.cards.length)}`;
  }
}

/**
 * The Intel bonus (000) as a player says it, with its running total:
 * `'a pair is two, a run of four is six, and another run of four is ten'`; nothing added is `'nothing more'`.
 */
export function sayIntel(bonus: IntelBonus): string {
  if (bonus.items.length === 0) return 'nothing more';
  return sayRunning(bonus.items, intelWords);
}

/** Items said one after another with the running total; fifteens are said "fifteen two", the rest "… is six". */
function sayRunning<T extends { readonly kind: string; readonly points: number }>(
  items: readonly T[],
  words: (item: T, previous: T | undefined) => string,
): string {
  let running = 0;
  const phrases = items.map((item, i) => {
    running += item.points;
    const said = words(item, items[i - 1]);
    return item.kind === 'fifteen' || item.kind === 'twenty-five' ? `${said} ${numberWords(running)}` : `${said} is ${numberWords(running)}`;
  });
  if (phrases.length > 1) phrases[phrases.length - 1] = `and ${phrases[phrases.length - 1]!}`;
  return phrases.join(', ');
}

const PLAY_WORDS: Readonly<Record<string, string>> = {
  fifteen: 'fifteen',
  'twenty-five': 'twenty-five',
  'thirty-one': 'thirty-one',
  pair: 'a pair',
  'pair-royal': 'a pair royal',
  'double-pair-royal': 'a double pair royal',
  flush: 'a flush',
  go: 'a go',
  'last-card': 'last card',
};

/** One card of the play as it is called: `'eighteen for three: a run of three'`, or just the count: `'twelve'`. */
export function sayPlay(count: number, score: PlayScore): string {
  if (score.points === 0) return numberWords(count);
  const what = score.items.map((item) =>
    item.kind === 'run'
      ? `a run of ${numberWords(item.cards.length)}`
      : item.kind === 'double-pair-royal'
        ? sameRankWords(item.cards.length)
        : PLAY_WORDS[item.kind]!,
  );
  return `${numberWords(count)} for ${numberWords(score.points)}: ${what.join(' and ')}`;
}

const RANK_WORDS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];
const SUIT_WORDS: Readonly<Record<Card['suit'], string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
/** Suit symbols for display. */
export const SUIT_SYMBOLS: Readonly<Record<Card['suit'], string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** A card in words, for screen readers and speech: `'ten of diamonds'`. */
export function cardWords(card: Card): string {
  return `${RANK_WORDS[card.rank - 1]!} of ${SUIT_WORDS[card.suit]}`;
}
