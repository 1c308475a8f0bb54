import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, boardGeometry } from '../../src/board';
import { nextZoneAhead, wholeBoardFit, zoneCount } from '../../src/board/drawing';

const CRIB_WARS = BUILT_IN_BOARDS['crib-wars'];

describe('wholeBoardFit: the whole board as large as the box holds it', () => {
  it('Crib Wars lies 100.5 x 40 board units (13 streets side by side)', () => {
    const g = boardGeometry(CRIB_WARS);
    expect([g.width, g.height]).toEqual([100.5, 40]);
  });
  it('turns it on a phone upright (344 x 600 px): 5.97 px a unit, against 3.42 flat', () => {
    const fit = wholeBoardFit({ width: 100.5, height: 40 }, { width: 344, height: 600 });
    expect(fit.layout).toBe('strip');
    expect(fit.scale).toBeCloseTo(600 / 100.5, 6);
  });
  it('lays it flat on a tablet (1000 x 640 px): 9.95 px a unit, against 6.37 turned', () => {
    const fit = wholeBoardFit({ width: 100.5, height: 40 }, { width: 1000, height: 640 });
    expect(fit.layout).toBe('flat');
    expect(fit.scale).toBeCloseTo(1000 / 100.5, 6);
  });
  it('lays it flat on a phone held sideways (828 x 270 px): 6.75 px a unit', () => {
    const fit = wholeBoardFit({ width: 100.5, height: 40 }, { width: 828, height: 270 });
    expect(fit).toEqual({ layout: 'flat', scale: 6.75 });
  });
  it('keeps the table strip on a tie (a square board in a square box)', () => {
    expect(wholeBoardFit({ width: 10, height: 10 }, { width: 200, height: 200 })).toEqual({ layout: 'strip', scale: 20 });
  });
});

describe('zoneCount', () => {
  it('says how many zones a board has', () => {
    expect(zoneCount(CRIB_WARS)).toBe('12 zones');
    expect(zoneCount(BUILT_IN_BOARDS['standard-121-2'])).toBe('');
    expect(zoneCount({ ...CRIB_WARS, zones: CRIB_WARS.zones.slice(0, 1) })).toBe('1 zone');
  });
});

describe('nextZoneAhead (Crib Wars zones: src/board/cribWars.ts)', () => {
  it('names the first zone past a hole', () => {
    expect(nextZoneAhead(CRIB_WARS, 0)).toBe('red-1');
    expect(nextZoneAhead(CRIB_WARS, 123)).toBe('red-1');
    expect(nextZoneAhead(CRIB_WARS, 124)).toBe('trap-1');
    expect(nextZoneAhead(CRIB_WARS, 150)).toBe('trap-1');
    expect(nextZoneAhead(CRIB_WARS, 347)).toBe('trap-4');
    expect(nextZoneAhead(CRIB_WARS, 348)).toBeNull();
  });
});
