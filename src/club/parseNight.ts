import { parseCard, parseNightInfo } from './card';
import { MAX_CONFIRMATIONS, parseConfirmation } from './resultCode';
import type { Version } from './crossCheck';
import { LIMITS, NIGHT_VERSION, nameOk, type ClubNight, type StoredDecision, type TypedScore } from './night';
import { MAX_ROUNDS, parseEntrants } from './entrants';
import { parseMoney } from './money';
import { parseAwards } from './season';
import { err, ok, type ClubResult } from './result';
import { BYE_WORTHS, parseSeating, type ByeWorth } from './seating';

/* A club night read back from the store or an import, checked field by field: damage is named, never guessed at. */

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isId = (x: unknown): x is string => typeof x === 'string' && x !== '' && x.length <= 200;
const isScore = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= 999;
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

function parseScore(v: Obj): TypedScore | null {
  if (!nameOk(v.opponent) || !isScore(v.own) || !isScore(v.theirs)) return null;
  if (v.round !== undefined && !(Number.isSafeInteger(v.round) && (v.round as number) >= 1 && (v.round as number) <= MAX_ROUNDS)) return null;
  return { opponent: v.opponent, own: v.own, theirs: v.theirs, ...(v.round !== undefined ? { round: v.round as number } : {}) };
}

function parseVersion(v: unknown): Version | null | undefined {
  if (v === null) return null;
  return isObj(v) && typeof v.won === 'boolean' && isScore(v.own) && isScore(v.theirs) ? { won: v.won, own: v.own, theirs: v.theirs } : undefined;
}

/** Parses a list, each item by `one`; null when it is not an array, too long, or any item fails. */
function list<T>(value: unknown, limit: number, one: (v: unknown) => T | null): T[] | null {
  if (!Array.isArray(value) || value.length > limit) return null;
  const out: T[] = [];
  for (const v of value) {
    const item = one(v);
    if (item === null) return null;
    out.push(item);
  }
  return out;
}

/** Checks a night read back or imported (its own card's entries, every gathered card, the decisions); never throws. */
export function parseClubNight(value: unknown): ClubResult<ClubNight> {
  const bad = (what: string) => err('bad-card', `This club night's ${what} is damaged.`);
  if (!isObj(value)) return err('bad-card', 'This is not a Muggins club night.');
  if (value.version !== NIGHT_VERSION) return err('bad-card', `This club night is version ${String(value.version)}; this app reads version ${NIGHT_VERSION}.`);
  const night = parseNightInfo(value.night);
  if (!night.ok) return night;
  if (value.player !== null && !nameOk(value.player)) return bad('player');
  const typed = list(value.typed, LIMITS.typed, (v) => {
    const s = isObj(v) ? parseScore(v) : null;
    return s && isObj(v) && isId(v.id) && isTime(v.at) && typeof v.corrected === 'boolean' ? { id: v.id, at: v.at, ...s, corrected: v.corrected } : null;
  });
  if (!typed) return bad('typed games');
  const corrections = list(value.corrections, LIMITS.corrections, (v) => {
    const s = isObj(v) ? parseScore(v) : null;
    return s && isObj(v) && isId(v.gameId) ? { gameId: v.gameId, ...s } : null;
  });
  if (!corrections || new Set(corrections.map((c) => c.gameId)).size !== corrections.length) return bad('corrections');
  const dropped = list(value.dropped, LIMITS.dropped, (v) => (isId(v) ? v : null));
  if (!dropped) return bad('list of games left off');
  const cards = list(value.cards, LIMITS.cards, (v) => {
    const c = parseCard(v);
    return c.ok && c.value.night.id === night.value.id ? c.value : null;
  });
  if (!cards) return bad('gathered cards');
  const decisions = list(value.decisions, LIMITS.decisions, (v): StoredDecision | null => {
    if (!isObj(v) || !isId(v.key) || !(v.decision === 'a' || v.decision === 'b' || v.decision === 'none')) return null;
    const fromA = parseVersion(v.fromA);
    const fromB = parseVersion(v.fromB);
    return fromA === undefined || fromB === undefined ? null : { key: v.key, decision: v.decision, fromA, fromB };
  });
  if (!decisions) return bad('decisions');
  const player = value.player === null ? null : value.player.trim();
  const base: ClubNight = { version: NIGHT_VERSION, night: night.value, player, typed, corrections, dropped, cards, decisions };
  // The fields added later: absent in a night stored before them, which reads as it was.
  const entrants = value.entrants === undefined ? undefined : parseEntrants(value.entrants);
  if (entrants === null) return bad('list of entrants');
  if (value.round !== undefined && !(Number.isSafeInteger(value.round) && (value.round as number) >= 0 && (value.round as number) <= MAX_ROUNDS))
    return bad('round');
  const seating = value.seating === undefined ? undefined : parseSeating(value.seating);
  if (seating === null) return bad('seating');
  const paper = value.paper === undefined ? undefined : list(value.paper, LIMITS.cards, (v) => (nameOk(v) ? v.trim() : null));
  if (paper === null) return bad('list of paper players');
  if (value.bye !== undefined && !(BYE_WORTHS as readonly unknown[]).includes(value.bye)) return bad('bye setting');
  const money = value.money === undefined ? undefined : parseMoney(value.money);
  if (money === null) return bad('money settings');
  const awards = value.awards === undefined ? undefined : parseAwards(value.awards);
  if (awards === null) return bad('award points');
  const confirmed = value.confirmed === undefined ? undefined : list(value.confirmed, MAX_CONFIRMATIONS, parseConfirmation);
  if (confirmed === null) return bad('confirmed games');
  return ok({
    ...base,
    ...(entrants ? { entrants } : {}),
    ...(value.round !== undefined ? { round: value.round as number } : {}),
    ...(seating ? { seating } : {}),
    ...(paper ? { paper } : {}),
    ...(value.bye !== undefined ? { bye: value.bye as ByeWorth } : {}),
    ...(money ? { money } : {}),
    ...(awards ? { awards } : {}),
    ...(confirmed ? { confirmed } : {}),
  });
}
