import { MAX_NAME, parseNightInfo, sameName, type NightInfo, type PlayerCard } from './card';
import type { Confirmation } from './resultCode';
import type { Decision, Version } from './crossCheck';
import { parseFormat, type ClubFormat } from './format';
import type { Entrant } from './entrants';
import type { MoneySettings } from './money';
import { err, ok, type ClubResult } from './result';
import type { ByeWorth, SeatedRound } from './seating';

/*
 * A club night as one phone keeps it: the night, this phone's player (if one plays on it), the card's own entries
 * (lines typed from paper, corrections, games left off), and, on the director's phone, the cards gathered and the
 * director's decisions. The lines of games played in Muggins are not stored here: the games tagged with the night
 * write them (`buildCard`), so an undo at the table changes the card too.
 */

/** The night record's format; raise it on a breaking change. */
export const NIGHT_VERSION = 1;

/** A game's final scores from the card's player's side, as typed: the opponent, own score, theirs. */
export interface TypedScore {
  /** e.g. `'Bob'`. */
  readonly opponent: string;
  /** e.g. `121`. */
  readonly own: number;
  /** e.g. `100`. */
  readonly theirs: number;
  /** The round it was played in, e.g. `3`, on a night with rounds; absent on a card kept before (or without) them. */
  readonly round?: number;
}

/** A line typed on the card (a game kept on paper or another board). */
export interface TypedEntry extends TypedScore {
  /** Made at the edge, e.g. `'t-lq3x9a-4k2'`. */
  readonly id: string;
  /** When it was typed, ms since the epoch: its place among the card's games. */
  readonly at: number;
  /** Changed since it was first typed. */
  readonly corrected: boolean;
}

/** A line of a game played in Muggins, changed by hand: the game's id and the scores that stand. */
export interface Correction extends TypedScore {
  /** e.g. `'g-lq3x9a-4k2'`. */
  readonly gameId: string;
}

/** The director's word on a flagged game, with both cards' versions it was given on. */
export interface StoredDecision {
  /** The game's key, e.g. `'ann|bob|1'` (see `PairedGame`). */
  readonly key: string;
  readonly decision: Decision;
  /** What `a`'s card said then (from `a`'s side), or null when it lacked the game. */
  readonly fromA: Version | null;
  readonly fromB: Version | null;
}

/** One club night on this phone. */
export interface ClubNight {
  readonly version: typeof NIGHT_VERSION;
  readonly night: NightInfo;
  /** This phone's player, e.g. `'Ann'`; null on a phone that only gathers cards. */
  readonly player: string | null;
  /** Lines typed on this phone's card. */
  readonly typed: readonly TypedEntry[];
  /** Lines of games played in Muggins, corrected by hand. */
  readonly corrections: readonly Correction[];
  /** Games tagged with the night but left off the card, by id (a game abandoned, or tagged by mistake). */
  readonly dropped: readonly string[];
  /** Other players' cards gathered on this phone (the director's), one a player. */
  readonly cards: readonly PlayerCard[];
  readonly decisions: readonly StoredDecision[];
  /*
   * Added after version 1's first records, each optional so that a night stored before still reads as it was:
   * absent is no list, no round under way, no seating, no paper cards, the default bye.
   */
  /** The director's list of entrants; on a player's phone, the names the invitation carried. */
  readonly entrants?: readonly Entrant[];
  /** The round under way, e.g. `3`; absent (or 0) before the first. */
  readonly round?: number;
  /** The rounds as dealt: round 1 first. */
  readonly seating?: readonly SeatedRound[];
  /** Players whose card the director keeps on this phone (no phone of their own), by name. */
  readonly paper?: readonly string[];
  /** What a bye is worth this night (see `BYE_WORTHS`); absent: `'win'`. */
  readonly bye?: ByeWorth;
  /** The night's money (fee, house, payout table, side pots); absent: none kept. */
  readonly money?: MoneySettings;
  /** The club's award points for a night's finish as kept with this night (the season reads its newest), e.g. `[10, 9, 8]`. */
  readonly awards?: readonly number[];
  /** Games of this phone's card confirmed by the opponent's result code, scanned here; absent: none. */
  readonly confirmed?: readonly Confirmation[];
}

/** The most of each list a night holds: no club night comes near it, so more is damage. */
export const LIMITS = { typed: 99, corrections: 99, dropped: 200, cards: 200, decisions: 1000 } as const;

export const nameOk = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '' && x.trim().length <= MAX_NAME;

/** A new night with its format (every setting checked) and, when one plays on this phone, its player. */
export function makeNight(id: string, name: string, date: string, format: ClubFormat, player: string | null): ClubResult<ClubNight> {
  if (!nameOk(name)) return err('bad-name', `Name the night (at most ${MAX_NAME} characters).`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return err('bad-name', 'Give the day of the night.');
  if (player !== null && !nameOk(player))
    return err('bad-name', `Name this phone's player (at most ${MAX_NAME} characters), or leave it empty to gather cards only.`);
  const f = parseFormat(format);
  if (!f.ok) return f;
  const info = parseNightInfo({ id, name: name.trim(), date, format: f.value });
  if (!info.ok) return info;
  return ok(emptyNight(info.value, player === null ? null : player.trim()));
}

/** A night with nothing on it yet (joined from an invitation, or gathered from a card). */
export function emptyNight(night: NightInfo, player: string | null): ClubNight {
  return { version: NIGHT_VERSION, night, player, typed: [], corrections: [], dropped: [], cards: [], decisions: [] };
}

/** Says who plays on this phone, once: a phone that only gathered cards so far can keep its own card from now on. */
export function setPlayer(club: ClubNight, player: string): ClubResult<ClubNight> {
  if (club.player !== null) return err('bad-name', `${club.player} plays on this phone already.`);
  if (!nameOk(player)) return err('bad-name', `Name this phone's player (at most ${MAX_NAME} characters).`);
  const taken = club.cards.find((c) => sameName(c.player, player));
  if (taken) return err('bad-name', `${taken.player}'s card is gathered on this phone already: remove it first, or choose another name.`);
  return ok({ ...club, player: player.trim() });
}
