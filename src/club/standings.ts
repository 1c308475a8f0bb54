import { sameName, totalsOf, type CardTotals, type PlayerCard } from './card';
import { countedFor, pairGames, type Counted, type Decision, type PairedGame } from './crossCheck';
import { qualifierCount } from './entrants';
import type { ClubFormat, TieBreak } from './format';

/** One player's line in the standings. */
export interface Standing {
  /** As the player's card names him, e.g. `'Ann'`. */
  readonly player: string;
  /** Games, wins, game points, spread and skunks as counted after the cross-check. */
  readonly totals: CardTotals;
  /** 1-based; players level on game points and every tie break share a rank (1, 2, 2, 4). */
  readonly rank: number;
  /** Within the share of the field that goes to the playoffs (rounded up). */
  readonly qualifies: boolean;
  /** Every game as counted, in the order of the player's card. */
  readonly games: readonly Counted[];
  /** Games of the player still flagged and undecided. */
  readonly pending: number;
  /** Byes counted as won games (on a night whose bye is worth a win). */
  readonly byes: number;
  /** Games against (or of) a player who handed in no card: counted as the one card says, unchecked. */
  readonly unchecked: number;
  /** Games confirmed at the table by a result code: they needed no cross-check. */
  readonly confirmed: number;
  /** More games counted than the night has rounds: a forged or mistaken card, for the director to look at. */
  readonly tooMany: boolean;
}

/** The director's view of a night. */
export interface Standings {
  readonly rows: readonly Standing[];
  /** Games the cards disagree on (or one card lacks), each with whether the director has decided it. */
  readonly flagged: readonly { readonly game: PairedGame; readonly decision: Decision | null }[];
  /** Opponents named on cards who handed in no card: their games are counted as the other card says, unchecked. */
  readonly noCard: readonly string[];
  /** How many qualify, e.g. `3` of 11 at a quarter. */
  readonly qualifiers: number;
}

/** The night's order: game points, then each tie break, most first. */
function sortKey(format: ClubFormat, t: CardTotals): number[] {
  const by: Readonly<Record<TieBreak, number>> = { wins: t.wins, spread: t.spread, skunks: t.skunks };
  return [t.points, ...format.tieBreaks.map((b) => by[b])];
}

function compare(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i]! - x[i]!;
  return 0;
}

/**
 * The standings from the players' cards: every game cross-checked (`pairGames`), each player counted as the checked
 * games say (flagged ones to his disadvantage until `decisions` settle them), ranked by game points and the tie
 * breaks in the night's order, the top share (`format.qualify`, rounded up) qualifying; a player tied with the last
 * qualifier on everything qualifies too. With `entrants` (the director's list) every entrant has a row, a paper
 * player's from the opponents' cards, and the share is of the entrants; without, of the cards. `byes`: one name a
 * bye that counts as a won game.
 */
export function standings(
  format: ClubFormat,
  cards: readonly PlayerCard[],
  decisions: Readonly<Record<string, Decision>> = {},
  extra: { readonly entrants?: readonly string[]; readonly byes?: readonly string[] } = {},
): Standings {
  const entrants = extra.entrants ?? [];
  const games = pairGames(cards);
  const roster = [...entrants];
  for (const card of cards) if (!roster.some((n) => sameName(n, card.player))) roster.push(card.player);
  const unsorted = roster.map((player) => {
    const counted = games.filter((g) => sameName(g.a, player) || sameName(g.b, player)).map((g) => countedFor(format, g, player, decisions[g.key]));
    const versions = counted.flatMap((c) => (c.version ? [c.version] : []));
    const card = cards.find((c) => sameName(c.player, player));
    const byes = (extra.byes ?? []).filter((b) => sameName(b, player)).length;
    const t = totalsOf(format, versions);
    return {
      player: card?.player ?? player,
      // A bye worth a win: the night's game points for a win, a game and a win, no spread.
      totals: { ...t, games: t.games + byes, wins: t.wins + byes, points: t.points + byes * format.win },
      byes,
      games: counted,
      pending: counted.filter((c) => c.pending).length,
      unchecked: counted.filter((c) => c.game.agreement === 'unchecked').length,
      confirmed: counted.filter((c) => c.game.agreement === 'confirmed').length,
      tooMany: counted.length + byes > format.games,
    };
  });
  unsorted.sort((x, y) => compare(sortKey(format, x.totals), sortKey(format, y.totals)));
  const qualifiers = qualifierCount(entrants.length > 0 ? entrants.length : cards.length, format.qualify);
  const rows: Standing[] = [];
  unsorted.forEach((row, i) => {
    const previous = rows[i - 1];
    const rank = previous && compare(sortKey(format, previous.totals), sortKey(format, row.totals)) === 0 ? previous.rank : i + 1;
    rows.push({ ...row, rank, qualifies: rank <= qualifiers });
  });
  const flagged = games
    .filter((g) => g.agreement !== 'agreed' && g.agreement !== 'unchecked' && g.agreement !== 'confirmed')
    .map((game) => ({ game, decision: decisions[game.key] ?? null }));
  const named = new Map<string, string>();
  for (const name of roster) if (!cards.some((c) => sameName(c.player, name))) named.set(name.trim().toLowerCase(), name);
  for (const card of cards)
    for (const line of card.lines) if (!cards.some((c) => sameName(c.player, line.opponent))) named.set(line.opponent.trim().toLowerCase(), line.opponent);
  return { rows, flagged, noCard: [...named.values()], qualifiers };
}
