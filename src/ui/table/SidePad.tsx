import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { padWords, type ScoreReason, type SeatId, type SideId, type TapIntent } from '../../game';
import './pads.css';

interface Props {
  readonly id: SideId;
  /** e.g. `'Ann'`, `'Ann & Cat'`. */
  readonly name: string;
  readonly score: number;
  /**
   * Where the front peg stands when it is on a side path (the board's `readSpot`), e.g. `{ place: 'Trap 1 · 9 of 10',
   * rejoin: 'back on the track at 153' }`: said in place of the score; `null` on the track.
   */
  readonly path: { readonly place: string; readonly rejoin: string } | null;
  /** The back peg in words (the board's `backWords`), e.g. `'back 41'`, `'back 1 of 10'`, `'both pegs'`. */
  readonly back: string;
  /** CSS colour of the side's pegs, e.g. `'#c62828'`. */
  readonly color: string;
  /** Why the side waits in a penalty box and for how many hands (the engine's `boxPadWords`), e.g. `'Penalty box: folded this hand'`; `''` when free. */
  readonly boxed: string;
  /** What a tap means now (the engine's `tapIntent`). */
  readonly intent: TapIntent;
  /** This side counts next: the pad stands out in its peg colour. */
  readonly lit: boolean;
  /** The game is over: the pad only shows the score. */
  readonly over: boolean;
  /** Digits typed on this pad so far, e.g. `'1'`. */
  readonly typed: string;
  readonly onScore: (points: number, reason: ScoreReason, seat?: SeatId) => void;
  /** Opens the keypad: 13 to 29 in one tap, any number, a correction. */
  readonly onMore: () => void;
  /** A tap on a pad that waits: the table says why. */
  readonly onBlocked: (why: string) => void;
}

const QUICK = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * The key straight below (`1`) or above (`-1`) `from` in the pad's grid, however many columns the pad's width gives
 * it: the nearest row that way, and in it the key whose centre is nearest across; `from` itself at the edge.
 */
function keyAcross(buttons: readonly HTMLButtonElement[], from: HTMLButtonElement, way: 1 | -1): HTMLButtonElement {
  const at = from.getBoundingClientRect();
  const centre = (r: DOMRect) => r.left + r.width / 2;
  const rows = buttons.map((b) => ({ b, r: b.getBoundingClientRect() })).filter(({ r }) => (way > 0 ? r.top >= at.bottom - 1 : r.bottom <= at.top + 1));
  if (rows.length === 0) return from;
  const edge = way > 0 ? Math.min(...rows.map(({ r }) => r.top)) : Math.max(...rows.map(({ r }) => r.bottom));
  const row = rows.filter(({ r }) => Math.abs((way > 0 ? r.top : r.bottom) - edge) < r.height / 2);
  return row.reduce((best, k) => (Math.abs(centre(k.r) - centre(at)) < Math.abs(centre(best.r) - centre(at)) ? k : best)).b;
}

/**
 * Arrow keys move between a pad's buttons, as they stand in its grid: left and right to the previous and next key,
 * up and down to the key above and below; Home and End to the first and last. The pad is one stop for Tab
 * (roving tabindex).
 */
function moveFocus(event: KeyboardEvent): void {
  const group = event.currentTarget as HTMLElement;
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('button')];
  const at = Math.max(0, buttons.indexOf(document.activeElement as HTMLButtonElement));
  const step = { ArrowRight: 1, ArrowLeft: -1, Home: -99, End: 99 }[event.key];
  const way = ({ ArrowDown: 1, ArrowUp: -1 } as const)[event.key as 'ArrowDown' | 'ArrowUp'];
  if (step === undefined && way === undefined) return;
  const from = buttons[at];
  const next = way !== undefined ? from && keyAcross(buttons, from, way) : buttons[Math.max(0, Math.min(buttons.length - 1, at + step!))];
  event.preventDefault();
  next?.focus();
}

/**
 * A side's score pad: name, a large score (on a side path, where the peg is and where it comes back), +1 to +12 in one tap, 0 for a "nineteen" when a count is due, and the
 * keypad for more. Its buttons always stay in place (a waiting pad is dimmed and says why when tapped), so the
 * screen never jumps under a thumb.
 */
export function SidePad({ id, name, score, path, back, color, boxed, intent, lit, over, typed, onScore, onMore, onBlocked }: Props) {
  const [focused, setCurrent] = useState(0);
  const pad = useRef<HTMLElement>(null);
  // Four or six sides scroll in the pads' box on a phone: the pad that counts next comes into view there (the box
  // alone scrolls, never the page), so the thumb finds it without looking for it.
  useLayoutEffect(() => {
    const el = pad.current;
    const box = el?.parentElement;
    if (!lit || !el || !box || box.scrollHeight <= box.clientHeight) return;
    const b = box.getBoundingClientRect();
    const p = el.getBoundingClientRect();
    if (p.top >= b.top && p.bottom <= b.bottom) return;
    box.scrollTo({ top: box.scrollTop + (p.top < b.top || p.height > b.height ? p.top - b.top : p.bottom - b.bottom) });
  }, [lit]);
  const ready = intent.ready;
  const zero = intent.ready && intent.allowZero;
  // The pad's one Tab stop: the button last focused, or +1 when that one is gone (the 0 outside a count).
  const current = focused === 12 && !zero ? 0 : focused;
  const tap = (points: number) => (intent.ready ? onScore(points, intent.reason, intent.seat) : onBlocked(intent.why));
  const words = padWords(name, intent, boxed, typed, over);
  const stop = (i: number) => ({ tabIndex: i === current ? 0 : -1, onFocus: () => setCurrent(i) });
  return (
    <section
      ref={pad}
      class={`pad${lit ? ' pad--lit' : ''}${ready ? ' pad--ready' : ''}`}
      aria-label={`${name}: ${score}`}
      data-side={id}
      style={{ '--side': color }}
    >
      <header class="pad__head">
        <span class="pad__peg" aria-hidden="true" />
        {/* The score before the name: in a narrow pad it floats at the name's right and a team's names wrap under it. */}
        {path ? (
          // On a side path the score is a place, said as players say it (issue 25.2): the number alone matched
          // neither the words nor the hole the peg stands in.
          <span class="pad__score pad__score--path">
            <span class="pad__place">
              {path.place.split(' · ').map((part, i) => (
                <>
                  {i > 0 && <span class="pad__sep"> · </span>}
                  <span class="pad__part">{part}</span>
                </>
              ))}
            </span>{' '}
            <span class="pad__rejoin">{path.rejoin}</span>
          </span>
        ) : (
          <span class="pad__score" aria-hidden="true">
            {score}
          </span>
        )}
        <h2 class="pad__name">{name}</h2>
        {/* Its parts may stand on lines of their own beside the score: "back: Trap 1" over "9 of 10" (issue 37.10). */}
        <span class="pad__back" aria-hidden="true">
          {back.split(' · ').map((part, i) => (
            <>
              {i > 0 && <span class="pad__sep"> · </span>}
              <span class="pad__back-part">{part}</span>
            </>
          ))}
        </span>
      </header>
      {!over && (
        <>
          <p class="pad__intent" title={intent.ready ? undefined : intent.why}>
            {words.status}
          </p>
          <div class="pad__keys" role="group" aria-label={words.keys} onKeyDown={moveFocus}>
            {QUICK.map((n, i) => (
              <button
                type="button"
                key={n}
                class="pad__key"
                aria-label={words.plus(n)}
                aria-disabled={ready ? undefined : 'true'}
                onClick={() => tap(n)}
                {...stop(i)}
              >
                +{n}
              </button>
            ))}
            {zero ? (
              <button type="button" key="zero" class="pad__key pad__zero" aria-label={words.zero} onClick={() => tap(0)} {...stop(12)}>
                0
              </button>
            ) : (
              <span class="pad__gap" aria-hidden="true" />
            )}
            <button type="button" key="more" class="pad__key pad__more" aria-label={words.more} onClick={onMore} {...stop(13)}>
              13+
            </button>
          </div>
        </>
      )}
    </section>
  );
}
