import { gamePoints, spreadOf, skunkOf, type CardLine, type PlayerCard } from './card';
import type { Standings } from './standings';

/* Club nights out of the app as CSV (RFC 4180: a field with a comma, a quote or a line break is quoted). */

function field(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function rows(lines: readonly (readonly (string | number)[])[]): string {
  return `${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Where a line came from, e.g. `'typed, confirmed'` (its opponent's result code scanned for it). */
function source(l: CardLine): string {
  return `${l.source.kind === 'game' ? 'game' : 'typed'}${l.corrected ? ', corrected' : ''}${l.confirmed ? ', confirmed' : ''}`;
}

/** The standings as CSV: rank, player, game points, wins, spread, skunks, games, qualifies, flagged and unchecked games. */
export function standingsCsv(s: Standings): string {
  return rows([
    ['Rank', 'Player', 'Game points', 'Wins', 'Spread', 'Skunks', 'Games', 'Qualifies', 'Flagged', 'Unchecked'],
    ...s.rows.map((r) => [
      r.rank,
      r.player,
      r.totals.points,
      r.totals.wins,
      r.totals.spread,
      r.totals.skunks,
      r.totals.games,
      r.qualifies ? 'yes' : 'no',
      r.pending,
      r.unchecked,
    ]),
  ]);
}

/** A player's card as CSV: one line a game, as the card tells it. */
export function cardCsv(card: PlayerCard): string {
  const f = card.night.format;
  return rows([
    ['Game', 'Opponent', 'Result', 'Own score', 'Their score', 'Game points', 'Spread', 'Skunk', 'Source'],
    ...card.lines.map((l) => [
      l.game,
      l.opponent,
      l.won ? 'won' : 'lost',
      l.own,
      l.theirs,
      gamePoints(f, l),
      spreadOf(l),
      ['', 'skunk', 'double skunk'][skunkOf(l)]!,
      source(l),
    ]),
  ]);
}

/** Every card of the night as one table a spreadsheet can sort: a row a game, its player first. */
export function cardsCsv(cards: readonly PlayerCard[]): string {
  return rows([
    ['Player', 'Game', 'Round', 'Opponent', 'Result', 'Own score', 'Their score', 'Game points', 'Spread', 'Skunk', 'Source'],
    ...cards.flatMap((card) =>
      card.lines.map((l) => [
        card.player,
        l.game,
        l.round ?? '',
        l.opponent,
        l.won ? 'won' : 'lost',
        l.own,
        l.theirs,
        gamePoints(card.night.format, l),
        spreadOf(l),
        ['', 'skunk', 'double skunk'][skunkOf(l)]!,
        source(l),
      ]),
    ),
  ]);
}
