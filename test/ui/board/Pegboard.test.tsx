// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, boardGeometry, movePeg, spotPoint, startPegs, type Board, type Pegs, type Spot } from '../../../src/board';
import { Pegboard } from '../../../src/ui/board/Pegboard';

afterEach(cleanup);

const STANDARD = BUILT_IN_BOARDS['standard-121-2'];
const CRIB_WARS = BUILT_IN_BOARDS['crib-wars'];

/** Pegs after pegging these moves from the start, with the last move's from and to. */
function pegged(board: Board, moves: readonly number[]): { pegs: Pegs; from: Spot; to: Spot } {
  let pegs = startPegs();
  let from = pegs.front;
  let to = pegs.front;
  for (const points of moves) {
    const move = movePeg(board, pegs, points);
    ({ from, landed: to, pegs } = move);
  }
  return { pegs, from, to };
}

function sides(board: Board) {
  return [
    { name: 'Ann', color: '#c62828', track: 0, pegs: pegged(board, [41, 6]).pegs, score: 47 },
    { name: 'Bob', color: '#1e63c4', track: 1, pegs: pegged(board, [44, 8]).pegs, score: 52 },
  ];
}

function svg(container: Element): SVGSVGElement {
  return container.querySelector('svg')!;
}

/** The translate of a peg's transform, e.g. `{ x: 3.9, y: 12.3 }`. */
function pegAt(container: Element, side: number, peg: 'front' | 'back'): { x: number; y: number } {
  const el = container.querySelector<SVGGElement>(`[data-side="${side}"][data-peg="${peg}"]`)!;
  const m = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(el.style.transform)!;
  return { x: Number(m[1]), y: Number(m[2]) };
}

function texts(container: Element, selector: string): string[] {
  return [...container.querySelectorAll(selector)].map((t) => t.textContent ?? '');
}

describe('Pegboard', () => {
  it('is one picture whose label states every score and back peg', () => {
    const { container } = render(<Pegboard board={STANDARD} sides={sides(STANDARD)} />);
    expect(svg(container).getAttribute('role')).toBe('img');
    expect(svg(container).getAttribute('aria-label')).toBe('Pegboard: Ann 47 (back peg 41), Bob 52 (back peg 44)');
    expect(container.querySelector('.pegboard__static')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('names a bare board', () => {
    const { container } = render(<Pegboard board={STANDARD} sides={[]} />);
    expect(svg(container).getAttribute('aria-label')).toBe('Pegboard: Standard 121, two tracks, no pegs');
    expect(container.querySelectorAll('.pegboard__peg')).toHaveLength(0);
  });

  it('uses board units for the viewBox', () => {
    const g = boardGeometry(STANDARD);
    const { container } = render(<Pegboard board={STANDARD} sides={[]} />);
    // 15 x 40 units: START, FINISH, double skunk and stink share the edge under the streets, double skunk under its
    // own line at the foot of the second street (issue 25.9); slid along under FINISH, it took 1.3 more units.
    expect([g.width, g.height]).toEqual([15, 40]);
    expect(svg(container).getAttribute('viewBox')).toBe('0 0 15 40');
  });

  it('turns a board wider than tall so its long axis runs down the page', () => {
    const g = boardGeometry(CRIB_WARS);
    const { container } = render(<Pegboard board={CRIB_WARS} sides={[]} />);
    expect(svg(container).getAttribute('viewBox')).toBe(`0 0 ${g.height} ${g.width}`);
    expect(svg(container).querySelector('g')!.getAttribute('transform')).toBe(`matrix(0 1 -1 0 ${g.height} 0)`);
  });

  it('draws every hole of every track: 244 (0 to 121 on two tracks), a circle sub-path each in one path', () => {
    const { container } = render(<Pegboard board={STANDARD} sides={[]} />);
    const paths = [...container.querySelectorAll('.pegboard__hole')];
    expect(paths.map((p) => p.tagName.toLowerCase())).toEqual(['path']);
    const d = paths[0]!.getAttribute('d')!;
    expect(d.match(/M/g)).toHaveLength(244);
    expect(d.match(/M[\d.]+ [\d.]+a0\.3 0\.3 0 1 0 0\.6 0a0\.3 0\.3 0 1 0 -0\.6 0z/g)).toHaveLength(244);
  });

  it("draws Crib Wars' 1,092 main holes in one path and its 150 side-path holes in another", () => {
    const { container } = render(<Pegboard board={CRIB_WARS} sides={[]} />);
    const count = (selector: string) => [...container.querySelectorAll(selector)].map((p) => p.getAttribute('d')!.match(/M/g)!.length);
    expect(count('.pegboard__hole:not(.pegboard__hole--side)')).toEqual([1092]);
    expect(count('.pegboard__hole--side')).toEqual([150]);
  });

  it.each([
    ['standard 121', STANDARD],
    ['Crib Wars', CRIB_WARS],
  ])('draws both pegs of each side at the geometry point of their spot (%s)', (_name, board) => {
    const all = sides(board);
    const g = boardGeometry(board);
    const { container } = render(<Pegboard board={board} sides={all} />);
    all.forEach((side, i) => {
      expect(pegAt(container, i, 'front')).toEqual(spotPoint(g, side.track, side.pegs.front));
      expect(pegAt(container, i, 'back')).toEqual(spotPoint(g, side.track, side.pegs.back));
    });
  });

  it('draws a peg on a blue path where the geometry puts that side hole', () => {
    const run = pegged(CRIB_WARS, [160, 9]);
    expect(run.pegs.front.path).toBe('trap-1');
    const { container } = render(<Pegboard board={CRIB_WARS} sides={[{ name: 'Cy', color: 'green', track: 2, pegs: run.pegs, score: 169 }]} />);
    expect(pegAt(container, 0, 'front')).toEqual(spotPoint(boardGeometry(CRIB_WARS), 2, run.pegs.front));
  });

  it('gives each peg a title', () => {
    const { container } = render(<Pegboard board={STANDARD} sides={sides(STANDARD)} />);
    expect(texts(container, '.pegboard__peg title')).toEqual(['Ann back peg, 41', 'Bob back peg, 44', 'Ann front peg, 47', 'Bob front peg, 52']);
  });

  it('draws the last move as a trail through every hole it passed', () => {
    const run = pegged(STANDARD, [44, 8]);
    const { container } = render(<Pegboard board={STANDARD} sides={sides(STANDARD)} highlight={{ side: 1, from: run.from, to: run.to }} />);
    const points = container.querySelector('.pegboard__trail')!.getAttribute('points')!.split(' ');
    expect(points).toHaveLength(9);
    const g = boardGeometry(STANDARD);
    const end = spotPoint(g, 1, run.to)!;
    expect(points[8]).toBe(`${end.x},${end.y}`);
  });

  it('follows a zone jump in the trail (red skip slide)', () => {
    const run = pegged(CRIB_WARS, [120, 4]);
    expect(run.to).toEqual({ path: 'main', index: 144 });
    const side = { name: 'Ann', color: 'red', track: 0, pegs: run.pegs, score: 124 };
    const { container } = render(<Pegboard board={CRIB_WARS} sides={[side]} highlight={{ side: 0, from: run.from, to: run.to }} />);
    // 120..124 walked, then the slide to 144.
    expect(container.querySelector('.pegboard__trail')!.getAttribute('points')!.split(' ')).toHaveLength(6);
  });

  it('labels every Crib Wars zone in words, not colour alone', () => {
    const { container } = render(<Pegboard board={CRIB_WARS} sides={[]} />);
    const zoneWords = (kind: string) => texts(container, `.pegboard__label--${kind}`);
    expect(zoneWords('red-skip').filter((t) => t.startsWith('SKIP'))).toEqual(['SKIP 1', 'SKIP 2', 'SKIP 3']);
    expect(zoneWords('red-skip').filter((t) => t.startsWith('LAND'))).toHaveLength(3);
    expect(zoneWords('time-trap')).toEqual(['TRAP 1', 'TRAP 2', 'TRAP 3', 'TRAP 4']);
    expect(zoneWords('penalty-box')).toEqual(['✕ BOX 1', '✕ BOX 2', '✕ BOX 3']);
    expect(zoneWords('green-advance')).toEqual(['GO 1', 'GO 2']);
    expect(texts(container, '.pegboard__label--line').sort()).toEqual(['Muggers Alley 1–121', 'double skunk', 'skunk', 'stink']);
    expect(texts(container, '.pegboard__label--end')).toEqual(['START', 'FINISH']);
  });

  it('hatches red skips, dots blue paths and dashes green shortcuts', () => {
    const { container } = render(<Pegboard board={CRIB_WARS} sides={[]} />);
    const pattern = container.querySelector('pattern')!;
    const hatched = container.querySelectorAll(`.pegboard__zone--red-skip.pegboard__zone--area[fill="url(#${pattern.id})"]`);
    expect(hatched).toHaveLength(3);
    // One side path per zone per track.
    expect(container.querySelectorAll('.pegboard__path--blue')).toHaveLength(4 * 3);
    expect(container.querySelectorAll('.pegboard__path--green')).toHaveLength(2 * 3);
    expect(container.querySelectorAll('.pegboard__box-cross')).toHaveLength(3);
  });

  it('marks skunk lines and the stink hole on the standard board', () => {
    const { container } = render(<Pegboard board={STANDARD} sides={[]} />);
    expect(container.querySelectorAll('.pegboard__line--skunk, .pegboard__line--double-skunk')).toHaveLength(2);
    expect(container.querySelectorAll('.pegboard__stink')).toHaveLength(1);
    expect(texts(container, '.pegboard__label--line').sort()).toEqual(['double skunk', 'skunk', 'stink']);
  });
});

describe('Pegboard fit and motion', () => {
  it('fits the width by default, capping the hole spacing, or the height when asked', () => {
    const wide = render(<Pegboard board={STANDARD} sides={[]} />).container.firstElementChild as HTMLElement;
    expect(wide.className).toBe('pegboard pegboard--fit-width');
    expect(wide.style.maxWidth).toBe(`${Math.ceil(boardGeometry(STANDARD).width * 26)}px`);
    cleanup();
    const tall = render(<Pegboard board={STANDARD} sides={[]} fit="height" />).container.firstElementChild as HTMLElement;
    expect(tall.className).toBe('pegboard pegboard--fit-height');
    expect(tall.style.maxWidth).toBe('');
  });

  it('slides pegs with a transition that reduced motion turns off', () => {
    const css = readFileSync(join(import.meta.dirname, '../../../src/ui/board/pegboard.css'), 'utf8');
    expect(css).toMatch(/\.pegboard__peg \{\s*transition: transform var\(--peg-ms\)/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.pegboard__peg \{\s*transition: none;/);
    expect(css).toMatch(/--peg-ms: 250ms/);
  });
});

describe('Pegboard laid flat and contained (the whole-board sheet on a wide screen)', () => {
  it('draws Crib Wars as it lies, never turned, scaled to its container both ways', () => {
    const { container } = render(<Pegboard board={CRIB_WARS} sides={sides(CRIB_WARS)} layout="flat" fit="contain" />);
    expect(svg(container).getAttribute('data-turned')).toBeNull();
    const [, , w, h] = svg(container).getAttribute('viewBox')!.split(' ').map(Number);
    expect(w).toBe(100.5);
    expect(h!).toBeGreaterThanOrEqual(40);
    expect(container.querySelector('.pegboard--fit-contain')).not.toBeNull();
    expect(container.querySelectorAll('.pegboard__peg')).toHaveLength(4);
  });
});
