import { gamePoints, sameName, skunkOf, spreadOf, type CardLine, type PlayerCard } from './card';
import type { ClubFormat, TieBreak } from './format';

/*
 * The director's cross-check: every game is on both players' cards. Where the cards disagree (the winner, the scores)
 * or one card has a game the other lacks, the game is flagged and, until the director decides, counted to the
 * disadvantage of the player who would gain: each player gets the version worst for him, "not counted" among them
 * when a card lacks the game.
 */

/** What the cards say of one game, from one player's side of the table. */
export type Version = Pick<CardLine, 'won' | 'own' | 'theirs'>;

/**
 * How two cards agree on a game: the same, a different winner or score, one card without it, no card to check, or
 * confirmed at the table by a result code (and not contradicted by the other card): that needs no cross-check.
 */
export type Agreement = 'agreed' | 'winner' | 'score' | 'missing' | 'unchecked' | 'confirmed';

/** The director's word on a flagged game: player `a`'s card is right, `b`'s, or the game does not count. */
export type Decision = 'a' | 'b' | 'none';

/** One game between two players, as both cards tell it. */
export interface PairedGame {
  /** Stable while the cards do not change, e.g. `'ann|bob|1'` (names in order, the pair's game count) or `'ann|bob|r3'` (round 3). */
  readonly key: string;
  /** The two players, as their cards (or the line) name them; `a` sorts first. */
  readonly a: string;
  readonly b: string;
  /** `a`'s line, or `null` when `a`'s card lacks the game (or `a` handed in no card). */
  readonly fromA: CardLine | null;
  /** `b`'s line, from `b`'s side, or `null`. */
  readonly fromB: CardLine | null;
  readonly agreement: Agreement;
  /** The round both lines name, on a night with rounds, e.g. `3`. */
  readonly round?: number;
}

/** The other side of the table's view of a game. */
export function mirror(v: Version): Version {
  return { won: !v.won, own: v.theirs, theirs: v.own };
}

function agree(x: Version, y: Version): boolean {
  return x.won === y.won && x.own === y.own && x.theirs === y.theirs;
}

const norm = (name: string) => name.trim().toLowerCase();

/**
 * Pairs every line of every card with its other half on the opponent's card: on a night with rounds, the lines of
 * one round (whatever order they were typed in); the lines without a round (a card of a night without rounds, or a
 * round named twice), the k-th game of a pair on one card with the k-th on the other, in the order of the card. A
 * player who handed in no card cannot be checked.
 */
export function pairGames(cards: readonly PlayerCard[]): PairedGame[] {
  const cardOf = (name: string) => cards.find((c) => sameName(c.player, name)) ?? null;
  const seen = new Set<string>();
  const games: PairedGame[] = [];
  for (const card of cards) {
    for (const line of card.lines) {
      const [a, b] = norm(card.player) <= norm(line.opponent) ? [card.player, line.opponent] : [line.opponent, card.player];
      const pair = `${norm(a)}|${norm(b)}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      const linesOf = (holder: string, against: string) => cardOf(holder)?.lines.filter((l) => sameName(l.opponent, against)) ?? null;
      const ofA = linesOf(a, b);
      const ofB = linesOf(b, a);
      const unchecked = ofA === null || ofB === null;
      const push = (key: string, fromA: CardLine | null, fromB: CardLine | null, round: number | undefined) => {
        let agreement: Agreement;
        const confirmed = fromA?.confirmed === true || fromB?.confirmed === true;
        if (confirmed && (!fromA || !fromB || agree(fromA, mirror(fromB)))) agreement = 'confirmed';
        else if (unchecked) agreement = 'unchecked';
        else if (!fromA || !fromB) agreement = 'missing';
        else if (fromA.won !== !fromB.won) agreement = 'winner';
        else agreement = agree(fromA, mirror(fromB)) ? 'agreed' : 'score';
        const names = { a: cardOf(a)?.player ?? a, b: cardOf(b)?.player ?? b };
        games.push({ key, ...names, fromA, fromB, agreement, ...(round !== undefined ? { round } : {}) });
      };
      const byRound = (lines: readonly CardLine[] | null) => {
        const rounds = new Map<number, CardLine>();
        const rest: CardLine[] = [];
        for (const l of lines ?? []) {
          if (l.round !== undefined && !rounds.has(l.round)) rounds.set(l.round, l);
          else rest.push(l);
        }
        return { rounds, rest };
      };
      const [rA, rB] = [byRound(ofA), byRound(ofB)];
      const rounds = [...new Set([...rA.rounds.keys(), ...rB.rounds.keys()])].sort((x, y) => x - y);
      for (const r of rounds) push(`${pair}|r${r}`, rA.rounds.get(r) ?? null, rB.rounds.get(r) ?? null, r);
      const count = Math.max(rA.rest.length, rB.rest.length);
      for (let k = 0; k < count; k++) push(`${pair}|${k + 1}`, rA.rest[k] ?? null, rB.rest[k] ?? null, undefined);
    }
  }
  return games;
}

/** One player's result of a game as the standings count it: a version, or `null` (not counted). */
export interface Counted {
  readonly game: PairedGame;
  readonly opponent: string;
  readonly version: Version | null;
  /** Flagged and not yet decided: counted to this player's disadvantage. */
  readonly pending: boolean;
}

/** A version's worth to its player, compared by game points, then the night's tie breaks. */
function worth(format: ClubFormat, v: Version | null): number[] {
  if (v === null) return [0, ...format.tieBreaks.map(() => 0)];
  const by: Readonly<Record<TieBreak, number>> = { wins: v.won ? 1 : 0, spread: spreadOf(v), skunks: skunkOf(v) > 0 ? 1 : 0 };
  return [gamePoints(format, v), ...format.tieBreaks.map((t) => by[t])];
}

function lower(x: readonly number[], y: readonly number[]): boolean {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return false;
}

/**
 * What `player` is counted for in a paired game: the agreed version; the director's decision; the player's own line
 * when the opponent handed in no card; else (flagged, undecided) the version worst for the player.
 */
export function countedFor(format: ClubFormat, game: PairedGame, player: string, decision: Decision | undefined): Counted {
  const isA = sameName(game.a, player);
  const own = isA ? game.fromA : game.fromB;
  const other = isA ? game.fromB : game.fromA;
  const opponent = isA ? game.b : game.a;
  const theirs = other ? mirror(other) : null;
  if (game.agreement === 'agreed' || game.agreement === 'unchecked' || game.agreement === 'confirmed')
    return { game, opponent, version: own ?? theirs, pending: false };
  if (decision !== undefined) {
    const chosen = decision === 'none' ? null : decision === (isA ? 'a' : 'b') ? own : theirs;
    return { game, opponent, version: chosen, pending: false };
  }
  const candidates: (Version | null)[] = [own, theirs].filter((v): v is Version => v !== null);
  if (own === null || theirs === null) candidates.push(null);
  let worst: Version | null = candidates[0]!;
  for (const v of candidates.slice(1)) if (lower(worth(format, v), worth(format, worst))) worst = v;
  return { game, opponent, version: worst, pending: true };
}
