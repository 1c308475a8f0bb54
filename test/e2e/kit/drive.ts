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
export async function chooseRuleset(page: Page, ruleset: string, seats?: number): Promise<void> {
  await page.getByLabel('Rules').selectOption({ label: ruleset });
  if (seats !== undefined && (await page.getByRole('radiogroup', { name: 'Players' }).count()) > 0)
    await press(page.getByRole('radio', { name: `${seats} players` }));
}

/** Opens the setup screen's house rules, folded under one line of what the game will do (issue 25.6). */
export async function openHouseRules(page: Page): Promise<void> {
  const rules = page.locator('details.setup__rules');
  if (!(await rules.evaluate((d: HTMLDetailsElement) => d.open))) await press(rules.locator('summary'));
}

/** The house option that turns muggins on, by its label on the setup screen. */
export const MUGGINS = 'Muggins: opponents may take points a player missed';

/** What `newGame` sets up. */
export interface GameSetup {
  /** The ruleset by the name the setup screen shows; default `'Traditional'`. */
  readonly ruleset?: string;
  /** How many play, where the ruleset offers a choice; default as many as `names`, else the ruleset's first. */
  readonly seats?: number;
  /** Names by seat, e.g. `['Ann', 'Bob']`; others keep "Player n". */
  readonly names?: readonly string[];
  /** House options ticked by their labels, e.g. `[MUGGINS]`. */
  readonly check?: readonly string[];
  /** Turns muggins on (off by default but in Crib Wars and six-player): `check: [MUGGINS]`. */
  readonly muggins?: boolean;
  /** The app's origin; default the preview's (`APP_URL`). */
  readonly url?: string;
}

/** The setup screen, then "Start the game": leaves the table at the cut for the first deal. */
export async function newGame(page: Page, setup: GameSetup = {}): Promise<void> {
  await page.goto(`${setup.url ?? APP_URL}/#/new`);
  await chooseRuleset(page, setup.ruleset ?? 'Traditional', setup.seats ?? (setup.names?.length || undefined));
  for (const [i, name] of (setup.names ?? []).entries()) await page.getByLabel(new RegExp(`^Seat ${i + 1}( ·|$)`)).fill(name);
  const check = [...(setup.check ?? []), ...(setup.muggins ? [MUGGINS] : [])];
  if (check.length > 0) await openHouseRules(page);
  for (const label of check) {
    const box = page.getByLabel(label);
    if (!(await box.isChecked())) await press(box);
  }
  await press(button(page, 'Start the game'));
  await page.locator('main.table').waitFor();
}

/** The next-step bar: the round's next step, always on screen. */
export function bar(page: Page): Locator {
  return page.getByRole('region', { name: 'Next step' });
}

/** The sheet that is open (card entry, muggins, penalties, the keypad). */
export function sheet(page: Page): Locator {
  return page.getByRole('dialog');
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

/**
 * Opens the bar's card entry for this step ("Starter card…", "Bob's cards…", "Ann's crib…", "Cards…") and waits for
 * its sheet; a sheet already open (card entry goes on from the play's last card into the show, and from one count to
 * the next) is used as it is.
 */
export async function openCards(page: Page): Promise<Locator> {
  if ((await sheet(page).count()) > 0) return sheet(page);
  await press(bar(page).getByRole('button', { name: /…$/ }).first());
  await sheet(page).waitFor();
  return sheet(page);
}

/**
 * Turns the starter: `card` (e.g. `'8d'`) entered in its sheet, or `null` for "Turned (not entering cards)"; the Tops
 * of Cribbage is not Enough are always turned without cards here.
 */
export async function turnStarter(page: Page, card: string | null): Promise<void> {
  if (card === null || /Tops/.test((await bar(page).textContent()) ?? '')) {
    await press(button(bar(page), 'Turned (not entering cards)'));
  } else {
    const entry = await openCards(page);
    await typeCards(entry, card);
    await press(entry.getByRole('button', { name: /^Starter is / }));
  }
  await button(page, 'Turned (not entering cards)').waitFor({ state: 'detached' });
}

/** The play is the round's step: the bar offers "Play over". */
function playOver(page: Page): Locator {
  return bar(page).getByRole('button', { name: /^Play over/ });
}

/** True when the round's next step is a count of the show (Noddy counts the hands before the play). */
export async function isShowStep(page: Page): Promise<boolean> {
  return (
    (await bar(page)
      .getByRole('button', { name: /'s (cards|crib)/ })
      .count()) > 0
  );
}

/** Taps "nothing (nineteen)" for counts until the play begins. */
export async function toPlay(page: Page): Promise<void> {
  for (let step = 0; step < 20; step++) {
    if (await playOver(page).isVisible()) return;
    const zero = page.getByRole('button', { name: /nothing \(nineteen\)/ }).first();
    const name = await zero.getAttribute('aria-label');
    await press(zero);
    // The tap is stored before the table moves on: wait until that count's button is gone.
    await page.waitForFunction((n) => ![...document.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === n), name);
  }
  throw new Error(`the play never began: ${await page.locator('main').innerText()}`);
}

/** Plays cards in turn in the play's sheet, e.g. `['ah', '3s']`: each is pegged as it lands. The sheet stays open. */
export async function playCards(page: Page, cards: readonly string[]): Promise<void> {
  const entry = (await sheet(page).count()) > 0 ? sheet(page) : await openCards(page);
  const sequence = entry.getByLabel('Cards since the count was reset');
  for (const card of cards) {
    const before = await sequence.innerText();
    await typeCards(entry, card);
    await page.waitForFunction((text) => document.querySelector('[aria-label="Cards since the count was reset"]')?.textContent !== text, before);
  }
}

/** Closes the open sheet by its close button. */
export async function closeSheet(page: Page): Promise<void> {
  await press(
    sheet(page)
      .getByRole('button', { name: /^Close / })
      .first(),
  );
  await sheet(page).waitFor({ state: 'detached' });
}

/** Ends the play ("Play over" in the bar, closing the play's sheet first) and waits for the first count of the show. */
export async function endPlay(page: Page): Promise<void> {
  if ((await sheet(page).count()) > 0) await closeSheet(page);
  await press(playOver(page));
  await bar(page)
    .getByRole('button', { name: /'s (cards|crib)/ })
    .waitFor();
}

/**
 * Enters the cards of the count that is due, e.g. `'jd 2c 4s 6h'` (only as many as the hand holds), and the starter
 * first when the round has none; the sheet waits for the claim (muggins on) or shows the count.
 */
export async function enterShowCards(page: Page, cards: string, starter = '8d'): Promise<void> {
  const entry = await openCards(page);
  if ((await entry.getByRole('group', { name: 'Starter: rank' }).count()) > 0) {
    await typeCards(entry.locator('fieldset', { has: page.getByRole('group', { name: 'Starter: rank' }) }), starter);
  }
  const picker = entry
    .locator('fieldset')
    .filter({ hasNot: page.getByRole('group', { name: 'Starter: rank' }) })
    .last();
  const legend = (await picker.locator('legend').innerText()).match(/of (\d+)/);
  const size = Number(legend?.[1] ?? 4);
  await typeCards(picker, cards.split(/\s+/).slice(0, size).join(' '));
  await entry.getByRole('button', { name: /^Score it: \d+$|^Type .+'s claim$/ }).waitFor();
}

/** Claims `points` for the entered cards (muggins on) and scores the claim; the sheet closes. */
export async function claimAndScore(page: Page, points: number): Promise<void> {
  const entry = sheet(page);
  const title = (await entry.locator('h2').first().textContent()) ?? '';
  await entry.getByLabel(/ claims\b/).fill(String(points));
  await press(entry.getByRole('button', { name: `Score it: ${points}` }));
  await settleSheets(page, title);
}

/**
 * Waits until no sheet is open, answering the card-numbers sheet that Cribbage is not Enough opens when a J, Q, K or
 * A of a deck is entered whose Intel, Might and Magic the game does not know yet (each number given as 1). With
 * `scored`, the title of a count's sheet just scored, a sheet gone on to the next count also settles it.
 */
export async function settleSheets(page: Page, scored?: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await page.waitForFunction((done) => {
      const open = [...document.querySelectorAll('dialog[open]')];
      const titles = open.map((d) => d.querySelector('h2')?.textContent ?? '');
      return open.length === 0 || titles.includes('Card numbers') || (done !== null && !titles.includes(done));
    }, scored ?? null);
    const numbers = page.getByRole('dialog', { name: 'Card numbers' });
    if ((await numbers.count()) === 0) return;
    for (const field of await numbers.locator('input').all()) await field.fill('1');
    await press(button(numbers, 'Save the numbers'));
    await numbers.waitFor({ state: 'detached' });
  }
  throw new Error('the sheets never closed');
}

/** Checks the last count for muggins from the bar and waits for the verdict's sheet. */
export async function checkMuggins(page: Page): Promise<Locator> {
  await press(bar(page).getByRole('button', { name: / for muggins$/ }));
  await sheet(page)
    .getByRole('heading', { name: /^(Muggins!|Over-claimed)$/ })
    .waitFor();
  return sheet(page);
}

/** Opens the penalty sheet from the More sheet (closing any sheet that is open). */
export async function openPenalty(page: Page): Promise<void> {
  if ((await sheet(page).count()) > 0) await closeSheet(page);
  await press(page.getByRole('button', { name: /^More: / }));
  await press(button(sheet(page), 'Penalty…'));
  await sheet(page).getByRole('heading', { name: 'Penalty' }).waitFor();
}

/** Closes the penalty sheet without applying anything. */
export async function closePenalty(page: Page): Promise<void> {
  await press(button(sheet(page), 'Cancel'));
  await sheet(page).waitFor({ state: 'detached' });
}

/** Pegs `points` on a side's keypad as a correction, e.g. to reach a zone or the finish. */
export async function keypad(page: Page, side: number, points: number): Promise<void> {
  const pad = page.getByRole('region', { name: /^.+: -?\d+$/ }).nth(side);
  await press(pad.getByRole('button', { name: /: 13 or more, or a correction$/ }));
  const keys = sheet(page);
  await keys.getByLabel('For').selectOption({ label: 'Correction (+ or −)' });
  await keys.getByLabel('Points', { exact: true }).fill(String(points));
  await press(button(keys, 'Peg it'));
  await keys.waitFor({ state: 'detached' });
}

/** Ends the game: the first side pegs to the finish on its keypad. */
export async function endGame(page: Page): Promise<void> {
  await keypad(page, 0, 999);
  await page.getByRole('region', { name: 'Game over' }).waitFor();
}
