import { MAX_SEASON_FILE, movingNight, ok, parseSeasonFile, sameName, type ClubNight, type SeasonMove } from '../../club';
import { plural } from '../../game';
import { change, loadNight, readClubLink, takeInNights, type Outcome } from './clubs';

/*
 * A season moving to another phone whole, for the screens: made from the nights of one club on this phone (each
 * night's own card built from its games here), and taken in from a season's file or link, checked as every import is
 * (`parseSeasonMove`): a bad one is refused with a sentence and nothing is changed.
 */

/** The longest season link pasted, in characters: a link is at most 20,000 (a larger season goes by file). */
export const MAX_PASTED_SEASON = 20_100;

/** The season of the nights on this phone named `name`, oldest first, ready to move; `awards` when the club set its own. */
export async function seasonToMove(nights: readonly ClubNight[], name: string, awards: readonly number[] | null): Promise<Outcome<SeasonMove>> {
  const moving: ClubNight[] = [];
  for (const n of nights.filter((x) => sameName(x.night.name, name))) {
    const r = await loadNight(n.night.id);
    if (!r.ok) return { ok: false, message: `${n.night.name} on ${n.night.date} cannot be read, so the season cannot move whole: ${r.message}` };
    moving.push(movingNight(r.value.club, r.value.built.card));
  }
  moving.sort((x, y) => (x.night.date < y.night.date ? -1 : x.night.date > y.night.date ? 1 : 0));
  // The award table goes kept with the newest night, where the other phone's season reads it.
  const newest = moving.length - 1;
  if (awards && newest >= 0) moving[newest] = { ...moving[newest]!, awards };
  return { ok: true, value: { club: name.trim(), ...(awards ? { awards } : {}), nights: moving } };
}

/** A season read from what was pasted (its link) or picked (its file); never throws. */
async function seasonFrom(text: string): Promise<Outcome<SeasonMove>> {
  if (text.trimStart().startsWith('{')) {
    const r = parseSeasonFile(text);
    return r.ok ? r : { ok: false, message: r.error.message };
  }
  const r = await readClubLink(text);
  if (!r.ok) return r;
  return r.value.kind === 'season'
    ? { ok: true, value: r.value.season }
    : { ok: false, message: 'This link holds no season: a season link is made on the season table.' };
}

/**
 * Takes in a season moved from another phone: every night not on this phone is added, in one transaction; a night
 * already here is kept as it is. Says what it did, e.g. `Thursday club's season: 3 nights taken in.`
 */
export async function takeInSeason(season: SeasonMove): Promise<Outcome<{ readonly message: string; readonly awards: readonly number[] | null }>> {
  const r = await takeInNights(season.nights);
  if (!r.ok) return { ok: false, message: `${r.message} Nothing was changed.` };
  const { added, kept } = r.value;
  const keptWords = kept.length > 0 ? `; ${plural(kept.length, 'night')} on this phone already kept as ${kept.length === 1 ? 'it was' : 'they were'}` : '';
  return { ok: true, value: { message: `${season.club}'s season: ${plural(added.length, 'night')} taken in${keptWords}.`, awards: season.awards ?? null } };
}

/** Takes in a season from a pasted link or a picked file's text; a bad one changes nothing and says why. */
export async function takeInSeasonText(text: string): Promise<Outcome<{ readonly message: string; readonly awards: readonly number[] | null }>> {
  const season = await seasonFrom(text);
  return season.ok ? takeInSeason(season.value) : { ok: false, message: `${season.message} Nothing was changed.` };
}

/** Takes in a season from a picked file, measured before it is read (a large file picked by mistake is refused at once). */
export async function takeInSeasonFile(
  file: Pick<Blob, 'size' | 'text'>,
): Promise<Outcome<{ readonly message: string; readonly awards: readonly number[] | null }>> {
  if (file.size > MAX_SEASON_FILE)
    return { ok: false, message: `This file is too large to be a season (more than ${MAX_SEASON_FILE / 1024 / 1024} MB). Nothing was changed.` };
  return takeInSeasonText(await file.text());
}

/** The club's newest night on this phone (by day), or undefined. */
const newestOf = (nights: readonly ClubNight[], name: string) =>
  nights.filter((n) => sameName(n.night.name, name)).reduce<ClubNight | undefined>((a, n) => (!a || n.night.date > a.night.date ? n : a), undefined);

/** The club's award table as kept with its nights (the newest that has one), or null: the app's default. */
export function keptAwards(nights: readonly ClubNight[], name: string): readonly number[] | null {
  const kept = nights.filter((n) => sameName(n.night.name, name) && n.awards).sort((x, y) => (x.night.date < y.night.date ? 1 : -1));
  return kept[0]?.awards ?? null;
}

/** Keeps the club's award table with its newest night, so the season reads it here and moves with it. */
export async function keepAwards(nights: readonly ClubNight[], name: string, awards: readonly number[]): Promise<Outcome<string>> {
  const newest = newestOf(nights, name);
  if (!newest) return { ok: false, message: `${name} has no night on this phone.` };
  const r = await change(newest.night.id, (c) => ok({ ...c, awards }));
  return r.ok ? { ok: true, value: `${name}'s award points are kept: ${awards.join(', ')}.` } : r;
}
