import type { Locator, Page } from 'playwright-core';
import { APP_URL } from './browser';

/**
 * Drivers that take the app through its screens and the table through every phase as a player does, by taps on
 * controls found by their accessible names. Every browser test that needs a table in a given state goes through
 * these, so a renamed control is changed here once.
 */

/** Every preset of RULES.md, by the name the setup screen shows. */
export const RULESET_NAMES = [
  'Traditional',
  'Three-player',
  'Four-player teams',
  'Six players in three teams',
  'Five-card',
  'Once around (61)',
  'Backward',
  'Noddy',
  'Solitaire',
  'Boxed set',
  'Crib Wars',
  'Cribbage is not Enough',
] as const;

/** A ruleset's name as the setup screen shows it, e.g. `'Crib Wars'`. */
export type RulesetName = (typeof RULESET_NAMES)[number];

const touch = new WeakMap<Page, boolean>();

/** A finger's tap on a touch device (`.tap()`), a click on a desktop window. */
export async function press(locator: Locator): Promise<void> {
  const page = locator.page();
  let hasTouch = touch.get(page);
  if (hasTouch === undefined) {
    hasTouch = await page.evaluate(() => navigator.maxTouchPoints > 0);
    touch.set(page, hasTouch);
  }
  await (hasTouch ? locator.tap() : locator.click());
}

/** A button by its accessible name, exactly. */
export function button(page: Page | Locator, name: string | RegExp): Locator {
  return page.getByRole('button', { name, exact: typeof name === 'string' });
}

/** Opens a screen by its address, e.g. `'#/stats'`, and waits for its heading. */
export async function open(page: Page, hash: string): Promise<void> {
  await page.goto(`${APP_URL}/${hash}`);
  await page.locator('main h1').first().waitFor();
}

/** The seat counts the setup screen offers for the chosen ruleset, e.g. `[2, 3, 4]`; `[n]` when there is no choice. */
export async function seatCounts(page: Page): Promise<number[]> {
  const group = page.getByRole('radiogroup', { name: 'Players' });
  if ((await group.count()) === 0) return [await page.getByLabel(/^Seat \d/).count()];
  const labels = await group.getByRole('radio').evaluateAll((els) => els.map((e) => e.closest('label')?.textContent ?? ''));
  return labels.map((t) => Number(t.match(/\d+/)?.[0]));
}

/** Chooses a ruleset (and a seat count) on the setup screen. */
export async function chooseRuleset(page: Page, ruleset: RulesetName, seats?: number): Promise<void> {
  await page.getByLabel('Rules').selectOption({ label: ruleset });
  if (seats !== undefined && (await page.getByRole('radiogroup', { name: 'Players' }).count()) > 0)
    await press(page.getByRole('radio', { name: `${seats} players` }));
}

/** What `newGame` sets up. */
export interface GameSetup {
  readonly ruleset?: RulesetName;
  readonly seats?: number;
  /** Names by seat, e.g. `['Ann', 'Bob']`; others keep "Player n". */
  readonly names?: readonly string[];
  /** Turns muggins on (off by default but in Crib Wars and six-player). */
  readonly muggins?: boolean;
}

/** From home: New game, the setup, Start the game. Leaves the table at the cut for the first deal. */
export async function newGame(page: Page, setup: GameSetup = {}): Promise<void> {
  await page.goto(APP_URL);
  await press(button(page, 'New game'));
  await page.getByLabel('Rules').waitFor();
  await chooseRuleset(page, setup.ruleset ?? 'Traditional', setup.seats);
  for (const [i, name] of (setup.names ?? []).entries()) await page.getByLabel(`Seat ${i + 1}`).fill(name);
  const muggins = page.getByLabel('Muggins: opponents may take points a player missed');
  if (setup.muggins && !(await muggins.isChecked())) await press(muggins);
  await press(button(page, 'Start the game'));
  await page.locator('.table').waitFor();
}

/** The cut: the first seat deals (or Solitaire's "Deal the first hand"). */
export async function cutForDeal(page: Page): Promise<void> {
  await press(page.getByRole('button', { name: /deals$|^Deal the first hand$/ }).first());
  await button(page, 'Turned (not entering cards)').waitFor();
}

/** Types cards into the picker inside `scope` ("Or type" and "Set"). */
export async function typeCards(scope: Locator, text: string): Promise<void> {
  await scope.getByLabel('Or type').first().fill(text);
  await press(button(scope, 'Set').first());
}

/** Turns the starter: `card` (e.g. `'8d'`) entered in the picker, or `null` for "Turned (not entering cards)". */
export async function turnStarter(page: Page, card: string | null): Promise<void> {
  if (card === null || (await button(page, 'Turn the Tops').count()) > 0) {
    await press(button(page, 'Turned (not entering cards)'));
  } else {
    await typeCards(page.getByRole('region', { name: 'The starter' }), card);
    await press(button(page, `Starter is ${card.toUpperCase()}`));
  }
  await page.getByRole('region', { name: /^The play$|'s (hand|crib)$/ }).first().waitFor();
}

/** The show panel of whoever counts next, e.g. the region "Bob's hand". */
export function showPanel(page: Page): Locator {
  return page.getByRole('region', { name: /'s (hand|crib)$/ }).first();
}

/** The play panel. */
export function playPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'The play' });
}

/** Taps "nothing (nineteen)" for counts until the play begins (Noddy counts hands before the play). */
export async function toPlay(page: Page): Promise<void> {
  for (let step = 0; step < 20; step++) {
    if (await playPanel(page).isVisible()) return;
    const zero = page.getByRole('button', { name: /nothing \(nineteen\)/ }).first();
    const name = await zero.getAttribute('aria-label');
    await press(zero);
    // The tap is stored before the table moves on: wait until that count's button is gone.
    await page.waitForFunction((n) => ![...document.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === n), name);
  }
  throw new Error(`the play never began: ${await page.locator('main').innerText()}`);
}

/** Plays cards in turn by the picker, e.g. `['ah', '3s']`: each is pegged as it lands. */
export async function playCards(page: Page, cards: readonly string[]): Promise<void> {
  for (const card of cards) {
    const before = await playPanel(page).getByLabel('Cards played since the count was reset').innerText();
    await typeCards(playPanel(page), card);
    await page.waitForFunction(
      (text) => document.querySelector('[aria-label="Cards played since the count was reset"]')?.textContent !== text,
      before,
    );
  }
}

/** Ends the play ("Play over (pegged by taps)") and waits for the first count of the show. */
export async function endPlay(page: Page): Promise<void> {
  await press(button(page, 'Play over (pegged by taps)'));
  await showPanel(page).waitFor();
}

/**
 * Enters the cards of the count that is due, e.g. `'jd 2c 4s 6h'` (only as many as the hand holds), and the starter
 * first when the round has none; the itemized count appears.
 */
export async function enterShowCards(page: Page, cards: string, starter = '8d'): Promise<void> {
  const panel = showPanel(page);
  if ((await panel.getByRole('group', { name: 'Starter: rank' }).count()) > 0) {
    await typeCards(panel.locator('fieldset', { has: page.getByRole('group', { name: 'Starter: rank' }) }), starter);
  }
  const picker = panel.locator('fieldset').filter({ hasNot: page.getByRole('group', { name: 'Starter: rank' }) }).last();
  const legend = (await picker.locator('legend').innerText()).match(/of (\d+)/);
  const size = Number(legend?.[1] ?? 4);
  await typeCards(picker, cards.split(/\s+/).slice(0, size).join(' '));
  await panel.getByRole('button', { name: /^Score it: \d+$/ }).waitFor();
}

/** Claims `points` for the entered cards (muggins on) and scores the claim. */
export async function claimAndScore(page: Page, points: number): Promise<void> {
  const panel = showPanel(page);
  await panel.getByLabel(/ claims\b/).fill(String(points));
  await press(panel.getByRole('button', { name: `Score it: ${points}` }));
}

/** The muggins panel after a short claim. */
export function mugginsPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Muggins' });
}

/** Opens the penalty dialog. */
export async function openPenalty(page: Page): Promise<void> {
  await press(button(page, 'Penalty…'));
  await page.getByRole('form', { name: 'Penalty' }).waitFor();
}

/** Closes the penalty dialog without applying anything. */
export async function closePenalty(page: Page): Promise<void> {
  await press(button(page.getByRole('form', { name: 'Penalty' }), 'Cancel'));
}

/** Pegs `points` on a side's keypad as a correction, e.g. to reach a zone or the finish. */
export async function keypad(page: Page, side: number, points: number): Promise<void> {
  const pad = page.getByRole('region', { name: /^.+: -?\d+$/ }).nth(side);
  await press(button(pad, 'More · correction'));
  await pad.getByLabel('Points', { exact: true }).fill(String(points));
  await press(button(pad, 'Peg it'));
}

/** Ends the game: the first side pegs to the finish on its keypad. */
export async function endGame(page: Page): Promise<void> {
  await keypad(page, 0, 999);
  await page.getByRole('status', { name: 'Game over' }).waitFor();
}
