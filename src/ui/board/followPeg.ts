import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { holeNumber, type Board, type Rect } from '../../board';
import { nextZoneAhead, type PegSide, type Size } from '../../board/drawing';

/** Boards longer than this many holes (Crib Wars' 363) are drawn at a readable size and scroll inside their box. */
const LONG_BOARD = 200;

/** True for a long board (Crib Wars): drawn at a readable size, scrolling in its box, with a "Whole board" tab. */
export function isLongBoard(board: Board): boolean {
  return board.finish > LONG_BOARD;
}

/**
 * Where a peg is going on the screen, in client pixels: its hole from its transform, through the board's own turn
 * and scale. Its drawn box would lag behind while the peg slides there.
 */
function pegTarget(peg: SVGGElement): { x: number; y: number } | null {
  const at = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(peg.style.transform);
  const layer = peg.parentNode as SVGGraphicsElement | null;
  const ctm = layer?.getScreenCTM?.();
  if (!at || !peg.ownerSVGElement || !ctm) return null;
  return new DOMPoint(Number(at[1]), Number(at[2])).matrixTransform(ctm);
}

/**
 * Where on the screen every peg (front and back) of the board in `box` is going, in px from the box's visible
 * top-left corner.
 */
export function pegsInBox(box: HTMLElement): { x: number; y: number }[] {
  const b = box.getBoundingClientRect();
  return [...box.querySelectorAll<SVGGElement>('.pegboard__peg')].flatMap((peg) => {
    const p = pegTarget(peg);
    return p ? [{ x: p.x - b.left, y: p.y - b.top }] : [];
  });
}

/** Where on the screen the board's words in `box` (their pills) are, px from the box's visible top-left corner. */
export function wordsInBox(box: HTMLElement): Rect[] {
  const b = box.getBoundingClientRect();
  return [...box.querySelectorAll<SVGRectElement>('.pegboard__label-bg')].map((pill) => {
    const r = pill.getBoundingClientRect();
    return { x: r.left - b.left, y: r.top - b.top, width: r.width, height: r.height };
  });
}

/** The corners of a board's box a control floating over it may take, in the order it prefers them: the bottom right, under the thumb, first. */
export const CORNERS = ['right', 'left', 'top-right', 'top-left'] as const;
export type Corner = (typeof CORNERS)[number];

/**
 * Which corner of a board's box a control floating over it takes: the first of {@link CORNERS} that covers no peg and
 * no word (a zone's name), else the first that covers no peg, else the bottom right (issue 37.10: with a word under
 * both bottom corners the tab covered "LAND 3" or "skunk"). `pegs` are px from the box's visible top-left
 * (`pegsInBox`), `words` their pills likewise (`wordsInBox`), `control` its size, `inset` its distance from the box's
 * side and from its top or foot, `reach` a peg's radius, all in px.
 */
export function controlCorner(
  pegs: readonly { x: number; y: number }[],
  words: readonly Rect[],
  box: Size,
  control: Size,
  inset: { readonly x: number; readonly y: number },
  reach: number,
): Corner {
  const spot = (corner: Corner) => ({
    left: corner.endsWith('left') ? inset.x : box.width - inset.x - control.width,
    top: corner.startsWith('top') ? inset.y : box.height - inset.y - control.height,
  });
  const pegUnder = ({ left, top }: { left: number; top: number }) =>
    pegs.some((p) => p.y >= top - reach && p.y <= top + control.height + reach && p.x >= left - reach && p.x <= left + control.width + reach);
  const wordUnder = ({ left, top }: { left: number; top: number }) =>
    words.some((w) => w.y < top + control.height && w.y + w.height > top && w.x < left + control.width && w.x + w.width > left);
  const clear = CORNERS.filter((c) => !pegUnder(spot(c)));
  return clear.find((c) => !wordUnder(spot(c))) ?? clear[0] ?? 'right';
}

/** Room kept above and below a board word's pill at the box's edges, CSS px. */
const WORD_ROOM_PX = 3;

/** The "Whole board" tab's distance from the box's foot, CSS px (its `bottom: 0.25rem`). */
const TAB_INSET_PX = 4;

/** Room kept between a peg and the edge of the board's box, CSS px, e.g. 24 (a peg and a hole or two around it). */
const EDGE_PX = 24;

/**
 * Where to scroll a box of `size` px along one axis so that `focus` (the last moved peg) is in view, with as many of
 * `others` (every side's front peg) as fit around it, centred on those shown. Positions are px from the box's
 * scrolled content start. A window that holds them all centres on them all (phone audit 6: after Bob & Ed's muggins
 * call, Ann & Di's and Cy & Flo's pegs had gone out of view). `ahead`, if given, is the far edge of the next zone
 * ahead of the focus: when it lies past the window, the window slides on towards it as far as the pegs it shows
 * allow, so a player sees what is coming (a trap, a skip) as soon as the box can hold it with the pegs.
 */
export function followWindow(focus: number, others: readonly number[], size: number, ahead?: number): number {
  const room = Math.max(0, size - 2 * EDGE_PX);
  const all = [focus, ...others];
  // Windows worth trying: starting at, or ending at, each peg; any best window is one of these, slid.
  const starts = all.flatMap((p) => [p - EDGE_PX, p + EDGE_PX - size]).filter((t) => focus >= t + EDGE_PX - 0.5 && focus <= t + EDGE_PX + room + 0.5);
  let best = { count: 0, top: focus - size / 2, first: focus };
  for (const t of starts) {
    const shown = all.filter((p) => p >= t + EDGE_PX - 0.5 && p <= t + EDGE_PX + room + 0.5);
    if (shown.length <= best.count) continue;
    // Centre on the pegs this window holds, as far as keeping the focus in view allows.
    const mid = (Math.min(...shown) + Math.max(...shown)) / 2;
    best = { count: shown.length, top: Math.min(Math.max(mid - size / 2, focus - EDGE_PX - room), focus - EDGE_PX), first: Math.min(...shown) };
  }
  if (ahead !== undefined && ahead > best.top + size - EDGE_PX) return Math.max(best.top, Math.min(ahead + EDGE_PX - size, best.first - EDGE_PX));
  return best.top;
}

/** How far a window may slide, CSS px, to keep the board's words whole at its edges and clear of the tab. */
const CLEAR_PX = 64;

/**
 * A window's top moved the least (at most {@link CLEAR_PX}) so that no word of the board is cut by its top or bottom
 * edge and one corner of `tab` size is free of words (the "Whole board" tab takes one: `controlCorner`), or else no word
 * cut; every peg of `keep` still at least its `room` inside it (the peg just moved, `EDGE_PX`, and the front pegs the
 * window shows with it, whole: none pushed out for a word, phone audit 6); `top` unchanged when no such window is near.
 * Positions are px from the box's
 * scrolled content start, along the scroll; `words` are the words' pills, `width` the box's (issue 37.10: zone words
 * were cut at the board window's edges, and sideways the tab covered them).
 */
export function clearOfWords(
  top: number,
  size: number,
  keep: readonly { readonly at: number; readonly room: number }[],
  words: readonly Rect[],
  width: number,
  tab: Size,
  most = Infinity,
): number {
  const fits = (t: number, clearTab: boolean) => {
    if (keep.some((p) => p.at < t + p.room || p.at > t + size - p.room)) return false;
    const edge = words.some((w) => (w.y < t && w.y + w.height > t) || (w.y < t + size && w.y + w.height > t + size));
    if (edge) return false;
    const under = (left: number, top: number) =>
      words.some((w) => w.y + w.height > top && w.y < top + tab.height && w.x < left + tab.width && w.x + w.width > left);
    const corners = [width - tab.width, 0].flatMap((left) => [
      { left, top: t + size - tab.height },
      { left, top: t },
    ]);
    return !clearTab || corners.some((c) => !under(c.left, c.top));
  };
  // Whole words at the edges and a corner free for the tab; failing that, whole words at the edges.
  for (const clearTab of [true, false]) {
    for (let d = 0; d <= CLEAR_PX; d += 2) {
      for (const t of d === 0 ? [top] : [top - d, top + d]) if (t >= 0 && t <= most && fits(t, clearTab)) return t;
    }
  }
  return top;
}

/**
 * Keeps the pegs in view on a long board: the board's box (the returned ref) scrolls by itself, never the page
 * (scrollIntoView would move the page too), to show where side `focus`'s front peg is going and as many other
 * front pegs as the box holds around it. `also` lists anything else that moves it (e.g. the table's layout). With
 * `lookAhead` (the table), it slides on to show the next zone ahead of that peg when it fits with them.
 */
export function useFollowPeg(
  board: Board,
  sides: readonly PegSide[],
  focus: number,
  also: readonly unknown[] = [],
  { lookAhead = false }: { readonly lookAhead?: boolean } = {},
): { box: RefObject<HTMLDivElement | null>; long: boolean } {
  const box = useRef<HTMLDivElement>(null);
  const long = isLongBoard(board);
  // Every front peg's place, so a move of any of them (a muggins call, an undo) scrolls again.
  const fronts = sides.map((s) => `${s.pegs.front.path}:${s.pegs.front.index}`).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fronts` (every front peg's place as text) is the trigger; the board and sides are read as they are then
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !long) return;
    const b = el.getBoundingClientRect();
    const at = (side: number) => {
      const peg = el.querySelector<SVGGElement>(`.pegboard__peg--front[data-side="${side}"]`);
      const p = peg ? pegTarget(peg) : null;
      return p ? { x: el.scrollLeft + p.x - b.left, y: el.scrollTop + p.y - b.top } : null;
    };
    const f = at(focus);
    if (!f) return;
    const others = sides.map((_, i) => (i === focus ? null : at(i))).filter((p): p is { x: number; y: number } => p !== null);
    // The far edge of the next zone ahead of the moved peg, down the page (streets stack downwards).
    const front = sides[focus]?.pegs.front;
    const zone = lookAhead && front ? nextZoneAhead(board, holeNumber(board, front)) : null;
    const area = zone === null ? null : el.querySelector(`.pegboard__zone--area[data-zone="${zone}"]`);
    const ahead = area ? el.scrollTop + area.getBoundingClientRect().bottom - b.top : undefined;
    const top = followWindow(
      f.y,
      others.map((p) => p.y),
      el.clientHeight,
      ahead,
    );
    // Each word's pill and a little room around it: a letter's box stands a pixel or two beyond its pill.
    const words = wordsInBox(el).map((w) => ({
      x: w.x + el.scrollLeft,
      y: w.y + el.scrollTop - WORD_ROOM_PX,
      width: w.width,
      height: w.height + 2 * WORD_ROOM_PX,
    }));
    const tab = el.querySelector<HTMLElement>('.wholeboard-open');
    const tabSize = tab ? { width: tab.offsetWidth, height: tab.offsetHeight + TAB_INSET_PX } : { width: 0, height: 0 };
    const most = el.scrollHeight - el.clientHeight;
    const at0 = Math.min(Math.max(0, top), most);
    // The front pegs this window shows besides the moved one stay in it, whole, while it slides clear of words (one
    // drawn partly in keeps no less of it).
    const circle = el.querySelector('.pegboard__peg--front circle');
    const whole = (circle ? circle.getBoundingClientRect().height / 2 : 0) + 1;
    const shown = others.flatMap(({ y }) => {
      const room = Math.min(whole, y - at0, at0 + el.clientHeight - y);
      return room > 0 ? [{ at: y, room }] : [];
    });
    el.scrollTo({
      top: clearOfWords(at0, el.clientHeight, [{ at: f.y, room: EDGE_PX }, ...shown], words, el.clientWidth, tabSize, most),
      left: followWindow(
        f.x,
        others.map((p) => p.x),
        el.clientWidth,
      ),
    });
  }, [long, focus, fronts, lookAhead, ...also]);
  return { box, long };
}
