import type { Page } from 'playwright-core';

/** A hole as drawn on the screen: its centre and radius, CSS px. */
export interface HoleCircle {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/**
 * Every hole of the board in `scope` as a circle on the screen, CSS px. The holes are circle sub-paths of the
 * `.pegboard__hole` paths (`M x-r y a r r 0 1 0 2r 0 a r r 0 1 0 -2r 0 z`, `circlesPath`): each centre and radius is
 * mapped through its path's `getScreenCTM()` (the board is scaled evenly and turned by quarter turns, so the circle
 * stays a circle), exactly the box a `<circle>` there would have.
 */
export async function holeCircles(page: Page, scope: string): Promise<HoleCircle[]> {
  return page.evaluate((scope) => {
    const svg = document.querySelector<SVGSVGElement>(`${scope} svg.pegboard__svg`)!;
    const out: { x: number; y: number; r: number }[] = [];
    for (const p of svg.querySelectorAll<SVGPathElement>('.pegboard__hole')) {
      const m = p.getScreenCTM()!;
      for (const sub of p.getAttribute('d')!.split('M').slice(1)) {
        const [, x, y, r] = /^(\S+) (\S+)a(\S+) \3 0 1 0 \S+ 0a\3 \3 0 1 0 -\S+ 0z$/.exec(sub) ?? [];
        if (r === undefined) throw new Error(`not a hole's circle: M${sub}`);
        const c = new DOMPoint(Number(x) + Number(r), Number(y)).matrixTransform(m);
        out.push({ x: c.x, y: c.y, r: Number(r) * Math.hypot(m.a, m.b) });
      }
    }
    if (out.length === 0) throw new Error(`no holes drawn in ${scope}`);
    return out;
  }, scope);
}

/** Neighbouring holes' spacing as drawn: from the first hole to its nearest, CSS px. */
export function holeSpacing(holes: readonly HoleCircle[]): number {
  const [first] = holes;
  return Math.min(...holes.slice(1).map((h) => Math.hypot(h.x - first!.x, h.y - first!.y)));
}
