import { sameName, type PlayerCard } from './card';
import { LIMITS, type ClubNight } from './night';
import { parseClubNight } from './parseNight';
import { parseAwards } from './season';
import { err, ok, type ClubResult } from './result';

/*
 * A season moving to another phone whole (a new director's, or a spare): the nights of one club, each with every
 * card it holds, and the club's award table. It goes by file or by link and is checked as every import is: each
 * night read back as the store reads it, one club's nights only, no night twice; anything wrong refuses it whole.
 */

/** The `format` tag of every season file. */
export const SEASON_FILE_FORMAT = 'muggins-season';
/** The season file version this app writes and reads. */
export const SEASON_FILE_VERSION = 1;
/** The most nights a season moves with: two a week for a year is 104. */
export const MAX_SEASON_NIGHTS = 120;
/** The largest season file read, in characters: 120 nights of 40 cards of 9 games is under 8 MB. */
export const MAX_SEASON_FILE = 16 * 1024 * 1024;

/** A club's season as it moves: its name, its award table when the club set one, its nights. */
export interface SeasonMove {
  /** The club (the nights' name), e.g. `'Thursday club'`. */
  readonly club: string;
  /** Award points for a night's finish, first place first, e.g. `[10, 9, 8]`; absent: the app's default. */
  readonly awards?: readonly number[];
  readonly nights: readonly ClubNight[];
}

/**
 * A night as it moves: every card on it gathered, this phone's own card among them (its lines built here from the
 * games played, which stay on this phone), and nobody playing on the phone it goes to. Standings read the same.
 */
export function movingNight(club: ClubNight, own: PlayerCard | null): ClubNight {
  return { ...club, player: null, typed: [], corrections: [], dropped: [], cards: own ? [own, ...club.cards].slice(0, LIMITS.cards) : club.cards };
}

/** Checks a season received (a file's or a link's); refused whole, with a sentence, when anything is wrong. */
export function parseSeasonMove(value: unknown): ClubResult<SeasonMove> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err('bad-card', 'This is not a Muggins season.');
  const v = value as Record<string, unknown>;
  if (typeof v.club !== 'string' || v.club.trim() === '') return err('bad-card', "The season's club has no name.");
  const awards = v.awards === undefined ? undefined : parseAwards(v.awards);
  if (awards === null) return err('bad-card', "The season's award points are damaged: 1 to 60 places of whole points, 0 to 999.");
  if (!Array.isArray(v.nights) || v.nights.length === 0) return err('bad-card', 'This season has no nights.');
  if (v.nights.length > MAX_SEASON_NIGHTS) return err('bad-card', `A season moves with at most ${MAX_SEASON_NIGHTS} nights; this one has ${v.nights.length}.`);
  const nights: ClubNight[] = [];
  for (const [i, raw] of v.nights.entries()) {
    const night = parseClubNight(raw);
    if (!night.ok) return err('bad-card', `Night ${i + 1} of the season: ${night.error.message}`);
    const info = night.value.night;
    if (!sameName(info.name, v.club)) return err('bad-card', `Night ${i + 1} of the season is ${info.name}'s (${info.date}), not ${v.club}'s.`);
    if (nights.some((n) => n.night.id === info.id)) return err('bad-card', `Night ${i + 1} of the season (${info.date}) is in it twice.`);
    nights.push(night.value);
  }
  return ok({ club: v.club.trim(), ...(awards ? { awards } : {}), nights });
}

/** A season as the text of its file, e.g. `{ "format": "muggins-season", "version": 1, "season": { … } }`. */
export function formatSeasonFile(season: SeasonMove): string {
  return `${JSON.stringify({ format: SEASON_FILE_FORMAT, version: SEASON_FILE_VERSION, season })}\n`;
}

/** Reads a season file's text: refuses, with a sentence, anything but a sound season file of this version; never throws. */
export function parseSeasonFile(text: string): ClubResult<SeasonMove> {
  if (text.length > MAX_SEASON_FILE) return err('bad-card', `This file is too large to be a season (more than ${MAX_SEASON_FILE / 1024 / 1024} MB).`);
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return err('bad-card', 'This file is not a Muggins season: it is not JSON (it may be cut short).');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return err('bad-card', 'This file is not a Muggins season.');
  const file = json as Record<string, unknown>;
  if (file.format === 'muggins-card') return err('bad-card', "This is a player's card, not a season: gather it on the director's screen.");
  if (file.format === 'muggins-export') return err('bad-card', 'This is a Muggins backup or game file, not a season: import it from Export · import.');
  if (file.format !== SEASON_FILE_FORMAT) return err('bad-card', 'This file is not a Muggins season.');
  if (file.version !== SEASON_FILE_VERSION) {
    return typeof file.version === 'number' && file.version > SEASON_FILE_VERSION
      ? err('bad-card', `This season file was made by a newer Muggins (season file ${file.version}): update the app to read it.`)
      : err('bad-card', `This season file has version ${String(file.version)}; this app reads version ${SEASON_FILE_VERSION}.`);
  }
  return parseSeasonMove(file.season);
}
