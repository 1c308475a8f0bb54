import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, BUILT_IN_BOARD_IDS, formatBoard, parseBoard, parseBoardText } from '../../src/board';
import { ZONES_SPEC, zonesBoard } from './fixtures';

/** The fixture with its zones replaced. */
function withZones(zones: readonly unknown[]): unknown {
  return { ...ZONES_SPEC, zones };
}

function codeOf(json: unknown): string {
  const result = parseBoard(json);
  return result.ok ? 'ok' : result.error.code;
}

describe('parseBoard: good boards', () => {
  it.each(BUILT_IN_BOARD_IDS)('built-in board %s round-trips through formatBoard', (id) => {
    const board = BUILT_IN_BOARDS[id];
    const again = parseBoardText(formatBoard(board));
    expect(again).toEqual({ ok: true, value: board });
  });

  it('fills defaults: note, approximate, tracks, lines, labels, end', () => {
    const result = parseBoard({
      format: 'muggins-board',
      version: 1,
      id: 'kitchen',
      name: 'Kitchen board',
      finish: 61,
      zones: [{ kind: 'penalty-box', id: 'box-a', start: 30 }],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        format: 'muggins-board',
        version: 1,
        id: 'kitchen',
        name: 'Kitchen board',
        note: '',
        approximate: false,
        finish: 61,
        tracks: 2,
        lines: { skunk: null, doubleSkunk: null, stink: null, muggersAlley: null },
        zones: [{ kind: 'penalty-box', id: 'box-a', label: 'penalty box 1', start: 30, end: 30 }],
      },
    });
  });

  it('the README example board loads', () => {
    const text = `{
      "format": "muggins-board",
      "version": 1,
      "id": "kitchen-wars",
      "name": "Kitchen Crib Wars",
      "note": "zones measured on our own board",
      "finish": 181,
      "tracks": 2,
      "lines": { "skunk": 150, "doubleSkunk": 120, "stink": 180, "muggersAlley": 121 },
      "zones": [
        { "kind": "red-skip", "id": "red-1", "start": 125, "end": 127, "slideTo": 145 },
        { "kind": "time-trap", "id": "trap-1", "start": 150, "end": 152, "path": { "holes": 8, "rejoin": 138 } },
        { "kind": "penalty-box", "id": "box-1", "start": 160, "end": 161, "label": "the sin bin" },
        { "kind": "green-advance", "id": "green-1", "start": 165, "end": 166, "path": { "holes": 4, "rejoin": 176 } }
      ]
    }`;
    const result = parseBoardText(text);
    expect(result.ok && result.value.zones.map((z) => z.label)).toEqual(['red skip 1', 'time trap 1', 'the sin bin', 'green advance 1']);
  });

  it('sorts zones by their first hole', () => {
    const board = parseBoard(withZones([...ZONES_SPEC.zones].reverse()));
    expect(board.ok && board.value.zones.map((z) => z.id)).toEqual(['red-1', 'trap-1', 'box-1', 'green-1', 'trap-2']);
  });

  it('the Crib Wars board is labelled approximate (RULES "Crib Wars board")', () => {
    const board = BUILT_IN_BOARDS['crib-wars'];
    expect(board.approximate).toBe(true);
    expect(board.note).toBe('approximate: edit the zones to match your board');
  });
});

describe('parseBoard: refused boards say why', () => {
  it('not JSON', () => {
    expect(parseBoardText('{ nope')).toEqual({
      ok: false,
      error: { code: 'not-json', message: 'This is not a board file: it is not valid JSON.' },
    });
  });

  it('missing or wrong fields', () => {
    expect(codeOf(null)).toBe('bad-field');
    expect(codeOf({ ...ZONES_SPEC, name: '' })).toBe('bad-field');
    expect(codeOf({ ...ZONES_SPEC, finish: 2 })).toBe('bad-field');
    expect(codeOf({ ...ZONES_SPEC, tracks: 9 })).toBe('bad-field');
    expect(codeOf({ ...ZONES_SPEC, lines: { skunk: 100 } })).toBe('bad-field');
    expect(codeOf(withZones([{ kind: 'black-hole', id: 'x', start: 5 }]))).toBe('bad-field');
    expect(codeOf(withZones([{ kind: 'penalty-box', id: 'main', start: 5 }]))).toBe('bad-field');
  });

  it('a newer format version', () => {
    expect(codeOf({ ...ZONES_SPEC, version: 2 })).toBe('bad-version');
  });

  it('two zones with one id', () => {
    expect(
      codeOf(
        withZones([
          { kind: 'penalty-box', id: 'box', start: 5, end: 6 },
          { kind: 'penalty-box', id: 'box', start: 8, end: 9 },
        ]),
      ),
    ).toBe('duplicate-id');
  });

  it('a zone off the path', () => {
    expect(parseBoard(withZones([{ kind: 'penalty-box', id: 'box-1', start: 99, end: 101 }]))).toEqual({
      ok: false,
      error: { code: 'zone-off-path', message: "Zone 'box-1' (holes 99-101) is off the path: zones must lie on holes 1-99." },
    });
    expect(codeOf(withZones([{ kind: 'penalty-box', id: 'box-1', start: 0, end: 1 }]))).toBe('zone-off-path');
    expect(codeOf(withZones([{ kind: 'red-skip', id: 'red-1', start: 90, end: 92, slideTo: 110 }]))).toBe('zone-off-path');
  });

  it('a side path that never rejoins', () => {
    expect(parseBoard(withZones([{ kind: 'time-trap', id: 'trap-1', start: 40, end: 42, path: { holes: 4 } }]))).toEqual({
      ok: false,
      error: {
        code: 'side-path-no-rejoin',
        message: "The side path of 'trap-1' never rejoins the main path: rejoin must be a hole 1-100, got undefined.",
      },
    });
    expect(codeOf(withZones([{ kind: 'green-advance', id: 'g', start: 40, end: 42, path: { holes: 4, rejoin: 140 } }]))).toBe('side-path-no-rejoin');
  });

  it('paths going the wrong way: a trap rejoining ahead, a green or red skip going back', () => {
    expect(codeOf(withZones([{ kind: 'time-trap', id: 't', start: 40, end: 42, path: { holes: 4, rejoin: 50 } }]))).toBe('wrong-way');
    expect(codeOf(withZones([{ kind: 'green-advance', id: 'g', start: 40, end: 42, path: { holes: 4, rejoin: 30 } }]))).toBe('wrong-way');
    expect(codeOf(withZones([{ kind: 'red-skip', id: 'r', start: 40, end: 42, slideTo: 20 }]))).toBe('wrong-way');
  });

  it('overlapping zones, second boxes included', () => {
    expect(
      parseBoard(
        withZones([
          { kind: 'penalty-box', id: 'box-1', start: 20, end: 22 },
          { kind: 'time-trap', id: 'trap-1', start: 22, end: 24, path: { holes: 3, rejoin: 10 } },
        ]),
      ),
    ).toEqual({
      ok: false,
      error: { code: 'zones-overlap', message: "Zones overlap at hole 22: 'box-1' (holes 20-22) and 'trap-1' (holes 22-24)." },
    });
    expect(
      codeOf(
        withZones([
          { kind: 'red-skip', id: 'red-1', start: 10, end: 12, slideTo: 30 },
          { kind: 'penalty-box', id: 'box-1', start: 32, end: 34 },
        ]),
      ),
    ).toBe('zones-overlap');
  });

  it('a loop with no way out: a side path rejoining inside its own zone', () => {
    expect(codeOf(withZones([{ kind: 'time-trap', id: 't', start: 40, end: 42, path: { holes: 4, rejoin: 41 } }]))).toBe('loop-no-exit');
  });

  it('a loop with no way out: two side paths each rejoining inside the other zone', () => {
    expect(
      parseBoard(
        withZones([
          { kind: 'time-trap', id: 'trap-a', start: 40, end: 42, path: { holes: 4, rejoin: 30 } },
          { kind: 'green-advance', id: 'green-b', start: 30, end: 31, path: { holes: 2, rejoin: 41 } },
        ]),
      ),
    ).toEqual({
      ok: false,
      error: { code: 'loop-no-exit', message: "Side paths loop with no way out: 'trap-a' -> 'green-b' -> 'trap-a'." },
    });
  });

  it('the fixture itself is fine', () => {
    expect(zonesBoard().zones).toHaveLength(5);
  });
});
