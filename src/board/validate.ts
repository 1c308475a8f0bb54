import { boardErr, boardOk } from './fail';
import { MAIN, ZONE_KINDS } from './types';
import type { Board, BoardLines, BoardResult, BoardSpec, PathZone, SidePath, Zone, ZoneKind } from './types';

/** Longest main path a board may have (holes), a sanity bound for custom boards. */
export const MAX_FINISH = 2000;
/** Longest side path (holes). */
export const MAX_SIDE_HOLES = 200;
/** Most tracks drawn side by side. */
export const MAX_TRACKS = 6;

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** What a zone kind is called in words, one and many, e.g. `['penalty box', 'penalty boxes']`. */
export const ZONE_KIND_NAMES: { readonly [K in ZoneKind]: readonly [one: string, many: string] } = {
  'red-skip': ['red skip', 'red skips'],
  'time-trap': ['time trap', 'time traps'],
  'penalty-box': ['penalty box', 'penalty boxes'],
  'green-advance': ['green advance', 'green advances'],
};

type Json = { readonly [key: string]: unknown };

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

type Fail = BoardResult<never>;

function isFail(value: unknown): value is Fail {
  return isObject(value) && value['ok'] === false;
}

function fail(code: Parameters<typeof boardErr>[0], message: string): Fail {
  return boardErr(code, message) as Fail;
}

function intField(obj: Json, key: string, where: string, min: number, max: number): number | Fail {
  const value = obj[key];
  if (!isInt(value)) return fail('bad-field', `${where}.${key} must be a whole number, got ${JSON.stringify(value)}.`);
  if (value < min || value > max) return fail('bad-field', `${where}.${key} must be ${min} to ${max}, got ${value}.`);
  return value;
}

function lineField(obj: Json, key: keyof BoardLines, min: number, max: number): number | null | Fail {
  const value = obj[key];
  if (value === undefined || value === null) return null;
  return intField(obj, key, 'lines', min, max);
}

function parseLines(value: unknown, finish: number): BoardLines | Fail {
  if (value === undefined) return { skunk: null, doubleSkunk: null, stink: null, muggersAlley: null };
  if (!isObject(value)) return fail('bad-field', 'lines must be an object.');
  const skunk = lineField(value, 'skunk', 0, finish - 1);
  if (isFail(skunk)) return skunk;
  const doubleSkunk = lineField(value, 'doubleSkunk', 0, finish - 1);
  if (isFail(doubleSkunk)) return doubleSkunk;
  const stink = lineField(value, 'stink', 1, finish - 1);
  if (isFail(stink)) return stink;
  const muggersAlley = lineField(value, 'muggersAlley', 1, finish);
  if (isFail(muggersAlley)) return muggersAlley;
  return { skunk, doubleSkunk, stink, muggersAlley };
}

function describeRun(start: number, end: number): string {
  return start === end ? `hole ${start}` : `holes ${start}-${end}`;
}

function parseSidePath(value: unknown, where: string, id: string, finish: number): SidePath | Fail {
  if (!isObject(value)) return fail('bad-field', `${where}.path must be an object { holes, rejoin }.`);
  const holes = intField(value, 'holes', `${where}.path`, 1, MAX_SIDE_HOLES);
  if (isFail(holes)) return holes;
  const rejoin = value['rejoin'];
  if (!isInt(rejoin) || rejoin < 1 || rejoin > finish) {
    return fail(
      'side-path-no-rejoin',
      `The side path of '${id}' never rejoins the main path: rejoin must be a hole 1-${finish}, got ${JSON.stringify(rejoin)}.`,
    );
  }
  return { holes, rejoin };
}

function parseZone(value: unknown, index: number, finish: number, ordinals: Map<ZoneKind, number>): Zone | Fail {
  const where = `zones[${index}]`;
  if (!isObject(value)) return fail('bad-field', `${where} must be an object.`);
  const kind = value['kind'];
  if (typeof kind !== 'string' || !(ZONE_KINDS as readonly string[]).includes(kind)) {
    return fail('bad-field', `${where}.kind must be one of ${ZONE_KINDS.join(', ')}, got ${JSON.stringify(kind)}.`);
  }
  const zoneKind = kind as ZoneKind;
  const id = value['id'];
  if (typeof id !== 'string' || !ID_PATTERN.test(id) || id === MAIN) {
    return fail('bad-field', `${where}.id must be lowercase letters, digits and dashes (not 'main'), got ${JSON.stringify(id)}.`);
  }
  const ordinal = (ordinals.get(zoneKind) ?? 0) + 1;
  ordinals.set(zoneKind, ordinal);
  const rawLabel = value['label'];
  if (rawLabel !== undefined && (typeof rawLabel !== 'string' || rawLabel.trim() === '')) {
    return fail('bad-field', `${where}.label must be a non-empty string.`);
  }
  const label = rawLabel ?? `${ZONE_KIND_NAMES[zoneKind][0]} ${ordinal}`;
  const start = value['start'];
  const end = value['end'] ?? start;
  if (!isInt(start) || !isInt(end) || end < start) {
    return fail('bad-field', `${where} ('${id}') needs whole-number start and end with start <= end.`);
  }
  if (start < 1 || end > finish - 1) {
    return fail('zone-off-path', `Zone '${id}' (${describeRun(start, end)}) is off the path: zones must lie on holes 1-${finish - 1}.`);
  }
  const base = { id, label, start, end };
  switch (zoneKind) {
    case 'penalty-box':
      return { kind: zoneKind, ...base };
    case 'red-skip': {
      const slideTo = value['slideTo'];
      if (!isInt(slideTo)) return fail('bad-field', `${where}.slideTo ('${id}') must be a whole number.`);
      const slideEnd = slideTo + end - start;
      if (slideTo < 1 || slideEnd > finish - 1) {
        return fail('zone-off-path', `The second box of '${id}' (${describeRun(slideTo, slideEnd)}) is off the path: it must lie on holes 1-${finish - 1}.`);
      }
      if (slideTo <= end) {
        return fail('wrong-way', `Red skip '${id}' must slide forward past its first box (${describeRun(start, end)}), not to ${slideTo}.`);
      }
      return { kind: zoneKind, ...base, slideTo };
    }
    case 'time-trap':
    case 'green-advance': {
      const path = parseSidePath(value['path'], where, id, finish);
      if (isFail(path)) return path;
      if (path.rejoin >= start && path.rejoin <= end) {
        return fail(
          'loop-no-exit',
          `The side path of '${id}' rejoins at ${path.rejoin}, inside its own zone (${describeRun(start, end)}): a peg would go round for ever.`,
        );
      }
      if (zoneKind === 'time-trap' && path.rejoin > end) {
        return fail('wrong-way', `The blue path of time trap '${id}' must rejoin behind the trap (before ${start}), not at ${path.rejoin}.`);
      }
      if (zoneKind === 'green-advance' && path.rejoin < start) {
        return fail('wrong-way', `The green shortcut of '${id}' must rejoin ahead (after ${end}), not at ${path.rejoin}.`);
      }
      return { kind: zoneKind, ...base, path };
    }
  }
}

interface Run {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

function checkOverlaps(zones: readonly Zone[]): Fail | undefined {
  const runs: Run[] = [];
  for (const zone of zones) {
    runs.push({ name: `'${zone.id}' (${describeRun(zone.start, zone.end)})`, start: zone.start, end: zone.end });
    if (zone.kind === 'red-skip') {
      const end = zone.slideTo + zone.end - zone.start;
      runs.push({ name: `the second box of '${zone.id}' (${describeRun(zone.slideTo, end)})`, start: zone.slideTo, end });
    }
  }
  runs.sort((a, b) => a.start - b.start);
  for (let i = 1; i < runs.length; i++) {
    const before = runs[i - 1]!;
    const run = runs[i]!;
    if (run.start <= before.end) return fail('zones-overlap', `Zones overlap at hole ${run.start}: ${before.name} and ${run.name}.`);
  }
  return undefined;
}

/** Refuses side paths that lead, through other side paths' rejoin holes, back into their own zone. */
function checkLoops(zones: readonly Zone[]): Fail | undefined {
  const pathZones = zones.filter((z): z is PathZone => z.kind === 'time-trap' || z.kind === 'green-advance');
  const next = (zone: PathZone): PathZone | undefined => pathZones.find((z) => zone.path.rejoin >= z.start && zone.path.rejoin <= z.end);
  for (const first of pathZones) {
    const seen: string[] = [first.id];
    let zone = next(first);
    while (zone !== undefined && !seen.includes(zone.id)) {
      seen.push(zone.id);
      zone = next(zone);
    }
    if (zone?.id === first.id) {
      return fail('loop-no-exit', `Side paths loop with no way out: ${[...seen, first.id].map((id) => `'${id}'`).join(' -> ')}.`);
    }
  }
  return undefined;
}

function parseSpec(json: unknown): BoardSpec | Fail {
  if (!isObject(json)) return fail('bad-field', 'A board must be a JSON object.');
  if (json['format'] !== 'muggins-board') return fail('bad-field', `format must be 'muggins-board'.`);
  if (json['version'] !== 1) return fail('bad-version', `This app reads board format version 1, got ${JSON.stringify(json['version'])}.`);
  const id = json['id'];
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    return fail('bad-field', `id must be lowercase letters, digits and dashes, got ${JSON.stringify(id)}.`);
  }
  const name = json['name'];
  if (typeof name !== 'string' || name.trim() === '') return fail('bad-field', 'name must be a non-empty string.');
  const note = json['note'] ?? '';
  if (typeof note !== 'string') return fail('bad-field', 'note must be a string.');
  const approximate = json['approximate'] ?? false;
  if (typeof approximate !== 'boolean') return fail('bad-field', 'approximate must be true or false.');
  const finish = intField(json, 'finish', 'board', 5, MAX_FINISH);
  if (isFail(finish)) return finish;
  const tracks = json['tracks'] === undefined ? 2 : intField(json, 'tracks', 'board', 1, MAX_TRACKS);
  if (isFail(tracks)) return tracks;
  const lines = parseLines(json['lines'], finish);
  if (isFail(lines)) return lines;
  const rawZones = json['zones'] ?? [];
  if (!Array.isArray(rawZones)) return fail('bad-field', 'zones must be an array.');
  const ordinals = new Map<ZoneKind, number>();
  const zones: Zone[] = [];
  const ids = new Set<string>();
  for (const [i, raw] of rawZones.entries()) {
    const zone = parseZone(raw, i, finish, ordinals);
    if (isFail(zone)) return zone;
    if (ids.has(zone.id)) return fail('duplicate-id', `Two zones have the id '${zone.id}'.`);
    ids.add(zone.id);
    zones.push(zone);
  }
  const problem = checkOverlaps(zones) ?? checkLoops(zones);
  if (problem !== undefined) return problem;
  zones.sort((a, b) => a.start - b.start);
  return { format: 'muggins-board', version: 1, id, name, note, approximate, finish, tracks, lines, zones };
}

/**
 * Validates board JSON (already parsed) and returns a {@link Board}. Optional fields get defaults: `note` `''`,
 * `approximate` false, `tracks` 2, every line `null`, `zones` `[]`, a zone's `end` = its `start`, a zone's
 * `label` = kind and ordinal (`'time trap 2'`). Zones come back sorted by `start`.
 *
 * Refuses, with a code: `bad-field`, `bad-version`, `duplicate-id`, `zone-off-path` (a zone or second box not on
 * holes 1..finish-1), `side-path-no-rejoin` (no rejoin hole on the main path), `wrong-way` (a trap rejoining
 * ahead, a green shortcut or red skip going back), `zones-overlap` (two areas or second boxes share a hole) and
 * `loop-no-exit` (a side path that rejoins inside its own zone, or a ring of side paths each rejoining inside the
 * next one's zone).
 */
export function parseBoard(json: unknown): BoardResult<Board> {
  const spec = parseSpec(json);
  return isFail(spec) ? spec : boardOk(spec as Board);
}

/** {@link parseBoard} from JSON text; refuses text that is not JSON with `not-json`. */
export function parseBoardText(text: string): BoardResult<Board> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return boardErr('not-json', 'This is not a board file: it is not valid JSON.');
  }
  return parseBoard(json);
}

/** The board as JSON text (two-space indent); `parseBoardText(formatBoard(b))` gives back an equal board. */
export function formatBoard(board: Board): string {
  return JSON.stringify(board, null, 2);
}
