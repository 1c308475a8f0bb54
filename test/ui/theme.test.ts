import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PEG_COLORS } from '../../src/ui/session/colors';

const UI = new URL('../../src/ui/', import.meta.url).pathname;
const THEME = readFileSync(join(UI, 'theme.css'), 'utf8');

/** The custom properties declared in the first block whose selector is exactly `selector`, e.g. `{ bg: '#f6f1e7' }`. */
function block(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no block '${selector}'`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** WCAG 2.x relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours, e.g. 21 for black on white. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const THEMES = {
  light: block(THEME, ':root'),
  dark: block(THEME, ":root[data-theme='dark']"),
};

/**
 * Every text or control colour on each background it is drawn on (WCAG 2.x: 1.4.3 text 4.5:1, 1.4.11 control
 * boundaries and focus rings 3:1). Board picture colours are on the board's wood, `--surface`.
 */
const PAIRS: readonly (readonly [fg: string, bg: string, min: number])[] = [
  ['ink', 'bg', 4.5], // body text, secondary buttons
  ['ink', 'surface', 4.5], // panels, cards, inputs
  ['ink-muted', 'bg', 4.5], // sources, notes
  ['ink-muted', 'surface', 4.5],
  ['on-accent', 'accent', 4.5], // primary buttons, the update bar
  ['accent', 'bg', 4.5], // "Saved ✓"
  ['red-ink', 'surface', 4.5], // red suits on a card
  ['red-ink', 'bg', 4.5], // "missed", the muggins heading
  ['danger', 'bg', 4.5], // error messages
  ['danger', 'surface', 4.5],
  ['surface', 'danger', 4.5], // "Delete for good"
  ['border', 'bg', 3], // control outlines
  ['border', 'surface', 3],
  ['focus', 'bg', 3], // focus ring
  ['focus', 'surface', 3],
  ['zone-red', 'surface', 4.5], // zone labels on the board ("SKIP 1")
  ['zone-blue', 'surface', 4.5],
  ['zone-green', 'surface', 4.5],
  ['board-hole', 'surface', 3],
  ['peg-outline', 'surface', 3], // every peg's outline, whatever its colour
];

describe('contrast in both themes (issue 9.5, WCAG 2.x AA)', () => {
  for (const [name, palette] of Object.entries(THEMES)) {
    test.each(PAIRS)(`${name}: --%s on --%s >= %s:1`, (fg, bg, min) => {
      expect(palette[fg], `--${fg} in ${name}`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(palette[bg], `--${bg} in ${name}`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(palette[fg]!, palette[bg]!)).toBeGreaterThanOrEqual(min);
    });
  }

  test('the contrast formula: black on white is 21:1, a colour on itself 1:1, #767676 on white 4.54:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1b1f1c', '#1b1f1c')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  test("the system's dark palette is the player's dark palette", () => {
    expect(block(THEME, ":root:not([data-theme='light'])")).toEqual(block(THEME, ":root[data-theme='dark']"));
  });

  test('the palettes are written only in theme.css: no other stylesheet picks colours by theme (issue 27 item 4)', () => {
    const elsewhere = stylesheets()
      .filter(([path, css]) => path !== 'theme.css' && /prefers-color-scheme|data-theme/.test(css))
      .map(([path]) => path);
    expect(elsewhere).toEqual([]);
  });
});

/** Every CSS file of the UI, as `[path, text]`. */
function stylesheets(dir = UI): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e): [string, string][] => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return stylesheets(path);
    return e.name.endsWith('.css') ? [[path.slice(UI.length), readFileSync(path, 'utf8')]] : [];
  });
}

describe('one source per colour, and no hover on touch screens (issue 15.11)', () => {
  test('peg colours live only in PEG_COLORS: no stylesheet declares a --peg-<colour> property', () => {
    expect(PEG_COLORS.map((c) => c.id)).toEqual(['red', 'blue', 'green', 'gold', 'purple', 'black']);
    for (const [path, css] of stylesheets()) expect(css, path).not.toMatch(/--peg-(?!outline|ms)[\w-]*\s*:/);
  });

  test('every :hover rule is inside @media (hover: hover), so a tapped button does not keep a hover look', () => {
    const found: string[] = [];
    for (const [path, css] of stylesheets()) {
      // Cut out the hover media blocks (their rules are one level deep), then no :hover may remain.
      const outside = css.replace(/@media \(hover: hover\) \{(?:[^{}]*\{[^{}]*\})*\s*\}/g, '');
      if (/:hover/.test(outside)) found.push(path);
      if (path === 'theme.css') expect(css).toMatch(/@media \(hover: hover\) \{[^@]*button:hover/);
    }
    expect(found).toEqual([]);
  });
});
