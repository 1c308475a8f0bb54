import type { Page } from 'playwright-core';

/**
 * Why a screen does not fit its device, in words a person can act on; empty when it fits. Checks, on the page as it
 * stands (issue 9.4):
 * - the page is wider than the screen (`scrollWidth > innerWidth`), or, on a phone, wide enough to grow the layout
 *   viewport (`innerWidth` beyond the screen's `clientWidth`);
 * - the page is zoomed out (`visualViewport.scale` is not 1);
 * - a visible element sticks out of the viewport sideways (the first one of its branch is named);
 * - a box hides part of its content sideways (`overflow` not visible and `scrollWidth > clientWidth`), e.g. a
 *   table that scrolls in a box or a label cut off with an ellipsis;
 * - a control is covered: a tap at its centre, once scrolled into view, lands on something else.
 */
export async function fitProblems(page: Page): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    // The screen's width: with a phone's meta viewport a wider page grows the layout viewport (`innerWidth`) while
    // the root's client width stays the device's.
    const width = document.documentElement.clientWidth;
    const describe = (el: Element): string => {
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `<${el.tagName.toLowerCase()}${cls}> "${label.slice(0, 40)}${label.length > 40 ? '…' : ''}"`;
    };
    // Shown to a person: laid out, not inside a closed <details>, not transparent or hidden.
    const visible = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      return el.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true });
    };

    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) out.push(`the page is ${scrollWidth} px wide on a ${width} px screen`);
    if (window.innerWidth > width) out.push(`the layout viewport grew to ${window.innerWidth} px on a ${width} px screen`);
    const scale = window.visualViewport?.scale ?? 1;
    if (Math.abs(scale - 1) > 0.001) out.push(`the page is zoomed to ${scale.toFixed(2)}`);

    const all = [...document.body.querySelectorAll('*')].filter(visible);
    const sticksOut = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      return r.left < -0.5 || r.right > width + 0.5;
    };
    for (const el of all) {
      if (!sticksOut(el) || (el.parentElement && sticksOut(el.parentElement))) continue;
      const r = el.getBoundingClientRect();
      out.push(`${describe(el)} sticks out: ${Math.round(r.left)}..${Math.round(r.right)} px on a ${width} px screen`);
    }

    for (const el of all) {
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) continue;
      const s = getComputedStyle(el);
      if (s.overflowX === 'visible') continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${describe(el)} hides ${el.scrollWidth - el.clientWidth} px of its content sideways`);
    }

    // A control inside an inert subtree (the table behind an open sheet) cannot be tapped or focused: not a target.
    const controls = [...document.body.querySelectorAll('button, a[href], input, select, textarea, summary')].filter(
      (el) => visible(el) && !el.closest('[inert]'),
    );
    const x0 = window.scrollX;
    const y0 = window.scrollY;
    // Scrolling a control into view also scrolls the boxes around it (a sheet's body): put them back afterwards, so
    // the next check sees the screen as the player left it.
    const scrolled = [...document.body.querySelectorAll('*')]
      .filter((el) => el.scrollTop !== 0 || el.scrollLeft !== 0)
      .map((el) => [el, el.scrollLeft, el.scrollTop] as const);
    const boxes = [...document.body.querySelectorAll('*')].filter((el) => el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth);
    /** What a tap at the control's centre lands on, as the page stands. */
    const hitAt = (el: Element): Element | null => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    };
    /** The tap reaches the control: it lands on it, inside it, or on its own label. */
    const reaches = (el: Element, hit: Element | null): boolean => {
      if (!hit) return false;
      if (hit === el || el.contains(hit)) return true;
      const label = hit.closest('label');
      return label !== null && (label.control === el || label.contains(el));
    };
    for (const el of controls) {
      // Reached where it stands: no scroll needed (each scroll lays the page out again, the slow part of this check).
      if (reaches(el, hitAt(el))) continue;
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const hit = hitAt(el);
      if (hit && !reaches(el, hit)) out.push(`${describe(el)} is covered by ${describe(hit)}`);
    }
    for (const el of boxes) el.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    for (const [el, left, top] of scrolled) el.scrollTo({ left, top, behavior: 'instant' });
    window.scrollTo({ left: x0, top: y0, behavior: 'instant' });
    return out;
  });
  return problems;
}

/**
 * Touch targets smaller than 44 x 44 CSS px, or closer than `gap` px to another target (issue 9.5). A checkbox or
 * radio is measured by its label, the row a finger taps. Targets inside `skip` (a CSS selector) are left out, and so
 * are those inside an inert subtree (the table behind an open sheet). The room between targets is measured on the
 * part of each a finger can reach: a box that scrolls (the pads of four or six sides) clips what lies beyond its
 * edge, so a key scrolled out of its box is no target beside the bar below it; scrolled into view it is measured by
 * `fitProblems`, which taps its centre. Likewise a bar stuck over the page (sticky or fixed) hides the part of a
 * target that passes under it, when it spans the target's width.
 */
export async function targetProblems(page: Page, { gap = 4, skip = '' } = {}): Promise<string[]> {
  return page.evaluate(
    ({ gap, skip }) => {
      const out: string[] = [];
      const describe = (el: Element): string => {
        const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        return `<${el.tagName.toLowerCase()}> "${label.slice(0, 40)}"`;
      };
      const targets: Element[] = [];
      for (const el of document.body.querySelectorAll('button, a[href], input, select, textarea, summary')) {
        if ((skip && el.closest(skip)) || el.closest('[inert]')) continue;
        const target = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? (el.closest('label') ?? el) : el;
        const r = target.getBoundingClientRect();
        if (r.width < 2 || r.height < 2 || !target.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (!targets.includes(target)) targets.push(target);
      }
      // The part of a target not clipped by a box around it that hides its overflow (the padding box of that box).
      const reachable = (t: Element): DOMRect => {
        let { left, top, right, bottom } = t.getBoundingClientRect();
        for (let box = t.parentElement; box && box !== document.documentElement; box = box.parentElement) {
          const s = getComputedStyle(box);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const b = box.getBoundingClientRect();
          const x = b.left + box.clientLeft;
          const y = b.top + box.clientTop;
          if (s.overflowX !== 'visible') [left, right] = [Math.max(left, x), Math.min(right, x + box.clientWidth)];
          if (s.overflowY !== 'visible') [top, bottom] = [Math.max(top, y), Math.min(bottom, y + box.clientHeight)];
        }
        // A bar stuck over the scrolling page ("Start the game" at the foot of setup) hides what passes under it:
        // a finger reaches only the part outside the bar, its padding included.
        for (const bar of bars) {
          if (bar.contains(t)) continue;
          const b = bar.getBoundingClientRect();
          if (b.left > left + 0.5 || b.right < right - 0.5 || b.bottom <= top || b.top >= bottom) continue;
          // Only a bar drawn over the target hides it (a sheet's backdrop lies under the sheet).
          const hit = document.elementFromPoint((left + right) / 2, (Math.max(top, b.top) + Math.min(bottom, b.bottom)) / 2);
          if (!hit || !bar.contains(hit)) continue;
          if (b.top <= top) top = Math.max(top, b.bottom);
          else bottom = Math.min(bottom, b.top);
        }
        return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
      };
      const bars = [...document.body.querySelectorAll('*')].filter((el) => /^(sticky|fixed)$/.test(getComputedStyle(el).position) && !el.closest('[inert]'));
      const rects = targets.map(reachable);
      // Sizes from the layout, not the drawn box: a button pressed a moment ago is drawn a little smaller.
      for (const t of targets) {
        const { offsetWidth: w, offsetHeight: h } = t as HTMLElement;
        if (w < 44 || h < 44) out.push(`${describe(t)} is ${w}x${h} px`);
      }
      for (let i = 0; i < targets.length; i++)
        for (let k = i + 1; k < targets.length; k++) {
          const [a, b] = [rects[i]!, rects[k]!];
          if (targets[i]!.contains(targets[k]!) || targets[k]!.contains(targets[i]!)) continue;
          // Wholly scrolled out of its box: nothing of it to tap here.
          if (a.width * a.height === 0 || b.width * b.height === 0) continue;
          const dx = Math.max(a.left - b.right, b.left - a.right);
          const dy = Math.max(a.top - b.bottom, b.top - a.bottom);
          if (Math.max(dx, dy) < gap - 0.5) out.push(`${describe(targets[i]!)} and ${describe(targets[k]!)} are ${Math.max(dx, dy).toFixed(0)} px apart`);
        }
      return out;
    },
    { gap, skip },
  );
}
