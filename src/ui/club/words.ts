import { safeFileName } from '../share/shareFile';
import {
  gamePoints,
  spreadOf,
  type ByeWorth,
  type CardLine,
  type ClubFormat,
  type Entrant,
  type LineFlag,
  type OffReason,
  type Seat,
  type TieBreak,
  type Version,
} from '../../club';

/** The sentences and figures of the club screens, in one place. */

const TIE_WORDS: Readonly<Record<TieBreak, string>> = { wins: 'games won', spread: 'spread', skunks: 'skunks' };

/** A day as people read it, e.g. `'2026-11-26'` -> `'Thu 26 Nov 2026'` (the day as typed, whatever the time zone). */
export function dayWords(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).replace(',', '');
}

/** A signed spread, e.g. `+21`, `−21` (a true minus sign), `0`. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** The tie breaks in order, e.g. `'games won, then spread'`. */
export function tieWords(breaks: readonly TieBreak[]): string {
  return breaks.length === 0 ? 'none' : breaks.map((b) => TIE_WORDS[b]).join(', then ');
}

/** A share as a percentage, e.g. `0.25` -> `'25%'`. */
export function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}

/** The whole format in a few lines, every setting said. */
export function formatLines(f: ClubFormat): readonly string[] {
  return [
    `${f.games} games a player, to ${f.gameHole}`,
    `Game points: ${f.win} a win, ${f.skunk} a skunk (a win by more than 30), ${f.doubleSkunk} a double skunk (more than 60), ${f.loss} a loss`,
    `Ties broken by ${tieWords(f.tieBreaks)}`,
    `The top ${percent(f.qualify)} qualify for the playoffs, rounded up`,
  ];
}

/** A result from its player's side, e.g. `'Won 121–85'`. */
export function resultWords(v: Version): string {
  return `${v.won ? 'Won' : 'Lost'} ${v.own}–${v.theirs}`;
}

/** Where a line came from, e.g. `'from a game'` (played in Muggins), `'typed'`, `'from a game, corrected'`. */
export function sourceWords(line: CardLine): string {
  return `${line.source.kind === 'game' ? 'from a game' : 'typed'}${line.corrected ? ', corrected' : ''}${line.confirmed ? ', confirmed ✓' : ''}`;
}

/** A line in one sentence, for a screen reader or a message, e.g. `'Game 3 against Di: won 121–85, 3 game points, spread +36.'`. */
export function lineSentence(format: ClubFormat, line: CardLine): string {
  return `Game ${line.game} against ${line.opponent}: ${resultWords(line).toLowerCase()}, ${gamePoints(format, line)} game points, spread ${signed(spreadOf(line))}.`;
}

/** Why a game of the night is not on the card. */
export const OFF_WORDS: Readonly<Record<OffReason, string>> = {
  playing: 'still being played: its line is written when it ends',
  void: 'void: no winner, so no line',
  sides: 'more than two sides: a club game has two',
  'not-player': "this card's player is not at it",
  dropped: 'taken off the card',
};

/** A file name for a night's file, e.g. `'Thursday club 2026-11-26 standings.csv'`; characters no file system takes become spaces. */
export function clubFileName(name: string, date: string, what: string, ext: string): string {
  const safe = safeFileName(name, 60) || 'Club night';
  return `${safe} ${date} ${what}.${ext}`;
}

/** What the director knows of an entrant, e.g. `'ACC 123456 · guest · paid · from round 4 · card kept here'`. */
export function entrantWords(e: Entrant, paper: boolean): string {
  const parts = [
    e.acc ? `ACC ${e.acc}` : '',
    e.guest ? 'guest' : '',
    e.paid ? 'paid' : 'not paid',
    e.from ? `from round ${e.from}` : '',
    e.leftAfter ? `left after round ${e.leftAfter}` : '',
    paper ? 'card kept here' : '',
  ];
  return parts.filter((p) => p !== '').join(' · ');
}

/** A player's seat in a round, e.g. `'Round 3: table 2 against Cy'`, `'Round 4: the bye'`. */
export function seatWords(round: number, seat: Seat): string {
  if (seat.kind === 'table') return `Round ${round}: table ${seat.table} against ${seat.opponent}`;
  return seat.kind === 'bye' ? `Round ${round}: the bye` : `Round ${round}: not playing`;
}

/** What a bye is worth, as the setting reads. */
export const BYE_WORDS: Readonly<Record<ByeWorth, string>> = {
  win: 'a won game (the game points for a win, spread 0)',
  nothing: 'nothing (no game, no game points)',
};

/** A line to check, where it is first, e.g. `'Round 3, table 2 (Ann's game 3): Ann seated against Cy; the card says Bob.'`. */
export function flagWords(f: LineFlag): string {
  const where =
    f.round === undefined ? `${f.player}'s game ${f.game}` : `Round ${f.round}${f.table ? `, table ${f.table}` : ''} (${f.player}'s game ${f.game})`;
  return `${where}: ${f.message}`;
}
