import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { APP_URL, type Device, newGame, recordErrors, saveScreenshot, scoreOf, sharedPages } from './kit';

/*
 * What a sheet asks for next is on screen the moment the last card is in, with nothing scrolled (phone audit item 2):
 * "Score it" with the total, the muggins calls, and the play's go ("Bob: go") and "Play over". The actions sit at the
 * sheet's foot and a full card picker folds its keys away.
 */

/** The tests share a page a phone: each begins on a screen of its own. */
const pageOn = sharedPages();
let page: Page;

const PHONES = ['phone-360', 'phone-390'] as const satisfies readonly Device[];

/** Taps a card into a picker as a thumb does: its rank, then its suit (named in words once a rank is picked). */
async function tapCard(picker: Locator, rank: string, suit: string): Promise<void> {
  await picker
    .getByRole('group', { name: /: rank$/ })
    .getByRole('button', { name: rank, exact: true })
    .tap();
  await picker
    .getByRole('group', { name: /: suit$/ })
    .getByRole('button', { name: new RegExp(`of ${suit}$`) })
    .tap();
}

/**
 * The control is on screen as the page stands, nothing scrolled to reach it: inside the viewport, inside its sheet,
 * and not covered (a tap at its centre lands on it).
 */
async function expectInView(target: Locator, what: string): Promise<void> {
  await target.waitFor();
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  const sheet = (await page.getByRole('dialog').boundingBox())!;
  expect(box.y, `${what}: top ${Math.round(box.y)} above the sheet (${Math.round(sheet.y)})`).toBeGreaterThanOrEqual(sheet.y);
  expect(box.y + box.height, `${what}: bottom ${Math.round(box.y + box.height)} below a ${viewport.height} px screen`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what}: right of the screen`).toBeLessThanOrEqual(viewport.width);
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (at === el || el.contains(at));
  });
  expect(hit, `${what} is covered`).toBe(true);
  expect(await page.evaluate(() => scrollY), 'the page scrolled').toBe(0);
}

const shot = (name: string) => saveScreenshot(page, name);

describe.each(PHONES)('sheet actions in view without scrolling on a %s phone (phone audit 2)', (device) => {
  test("a hand by cards: 'Score it' with the total shows as the last card is tapped", async () => {
    page = await pageOn(device);
    const errors = recordErrors(page);
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Starter card…' }).tap();
    await tapCard(page.getByRole('group', { name: /^Starter \(/ }), 'J', 'hearts');
    await page.getByRole('button', { name: 'Starter is J♥' }).tap();
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await page.getByRole('button', { name: "Bob's cards…" }).tap();
    const hand = page.getByRole('group', { name: /^Bob's hand \(/ });
    await tapCard(hand, '5', 'hearts');
    await tapCard(hand, '5', 'spades');
    await tapCard(hand, '6', 'diamonds');
    await tapCard(hand, '4', 'clubs');
    // 5♥ 5♠ 6♦ 4♣ with J♥: four fifteens, a pair, two runs of three: 16.
    const score = page.getByRole('button', { name: 'Score it: 16' });
    await expectInView(score, 'Score it');
    // The full picker folds its keys away: the total stands under the cards, on screen too.
    expect(await hand.getByRole('group', { name: /: rank$/ }).count()).toBe(0);
    await expectInView(page.getByRole('dialog').locator('.count__total'), 'the total');
    await shot(`reach-hand-${device}`);
    await score.tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(16);
    expect(errors).toEqual([]);
  });

  test('six players, a tapped count checked by cards: the muggins calls show as the last card is tapped', async () => {
    page = await pageOn(device);
    await newGame(page, {
      ruleset: 'Six players in three teams',
      names: ['Ann', 'Bob', 'Cy', 'Dee', 'Ed', 'Flo'],
      check: ['Muggins: opponents may take points a player missed'],
    });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
    await page.getByRole('button', { name: /^Play over/ }).tap();
    await page.getByRole('button', { name: 'Bob & Ed plus 4', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob & Ed')).toBe(4);
    await page.getByRole('button', { name: "Check Bob's hand for muggins" }).tap();
    const sheet = page.getByRole('dialog', { name: "Check Bob's hand (4)" });
    // Six players hold 4 cards each (002 six-player: 5 dealt, 1 thrown).
    await tapCard(sheet.getByRole('group', { name: /^Starter \(/ }), '5', 'hearts');
    const cards = sheet.getByRole('group', { name: /^Bob's hand cards \(/ });
    await tapCard(cards, '5', 'clubs');
    await tapCard(cards, '5', 'spades');
    await tapCard(cards, '5', 'diamonds');
    await tapCard(cards, 'J', 'hearts');
    // 29 with 5♥ turned; 4 claimed: 25 missed. Each opposing team calls in the plural.
    await sheet.getByRole('heading', { name: 'Muggins!' }).waitFor();
    for (const name of [
      'Ann & Dee call muggins (+25)',
      'Cy & Flo call muggins (+25)',
      'Ann & Dee call and give the 25 back',
      'Cy & Flo call and give the 25 back',
    ]) {
      await expectInView(sheet.getByRole('button', { name, exact: true }), name);
    }
    await expectInView(sheet.getByRole('heading', { name: 'Muggins!' }), 'the verdict');
    await shot(`reach-muggins6-${device}`);
    await sheet.getByRole('button', { name: 'Cy & Flo call muggins (+25)', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Cy & Flo')).toBe(25);
  });

  test("the play by cards: after a refused card, the go and 'Play over' stay on screen", async () => {
    page = await pageOn(device);
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Starter card…' }).tap();
    await tapCard(page.getByRole('group', { name: /^Starter \(/ }), 'J', 'hearts');
    await page.getByRole('button', { name: 'Starter is J♥' }).tap();
    await page.getByRole('button', { name: 'Cards…' }).tap();
    const sheet = page.getByRole('dialog', { name: 'The play' });
    await tapCard(sheet.getByRole('group', { name: /^Bob plays/ }), '10', 'spades');
    await tapCard(sheet.getByRole('group', { name: /^Ann plays/ }), '5', 'clubs');
    // The starter again, typed: refused with a message, and nothing moves off the screen.
    await sheet.getByLabel('Or type').fill('jh');
    await sheet.getByRole('button', { name: 'Set', exact: true }).tap();
    await sheet.getByRole('alert').waitFor();
    expect(await sheet.getByRole('alert').textContent()).toBe('J♥ is already used elsewhere in this deal.');
    await expectInView(sheet.getByRole('alert'), 'the refusal');
    await expectInView(sheet.getByRole('button', { name: 'Bob: go' }), 'Bob: go');
    await expectInView(sheet.getByRole('button', { name: 'Play over: count the hands' }), 'Play over');
    await shot(`reach-play-${device}`);
  });
});

describe('the count screen on a 360x740 phone (phone audit 5)', () => {
  test('tapping the starter in keeps the total and the spoken count on screen (the page does not jump to the foot)', async () => {
    page = await pageOn('phone-360');
    await page.goto(`${APP_URL}/#/count`);
    const hand = page.getByRole('group', { name: /^Hand \(/ });
    await hand.getByLabel('Or type').fill('5h 5c 5s jd');
    await hand.getByRole('button', { name: 'Set', exact: true }).tap();
    // The starter's keys are below the fold: the tap scrolls to them, as a thumb would.
    await tapCard(page.getByRole('group', { name: /^Starter \(/ }), '5', 'diamonds');
    await page.getByRole('region', { name: 'Count: 29' }).waitFor();
    const viewport = page.viewportSize()!;
    for (const what of ['.count__total', '.count__said']) {
      const box = (await page.locator(what).boundingBox())!;
      expect(box.y, `${what} top`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height);
    }
    expect(await page.locator('.count__total').textContent()).toBe('29 points');
    await shot('reach-count-360');
  });
});

/** Every sentence kept whole in the words line: none clamped, none outside the line's box. */
async function keptWhole(): Promise<string[]> {
  return page.locator('.table__words').evaluate((p) => {
    const box = p.getBoundingClientRect();
    const out: string[] = [];
    for (const span of p.querySelectorAll<HTMLElement>('.table__words-kept')) {
      const r = span.getBoundingClientRect();
      if (span.scrollHeight > span.clientHeight + 1) out.push(`clamped: ${span.textContent}`);
      else if (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) out.push(`outside the line: ${span.textContent}`);
      else out.push(span.textContent ?? '');
    }
    return out;
  });
}

describe('the words line on a 360x740 phone (phone audit 12, 13)', () => {
  test('Undo: the second line says where the peg went back to, not the move that was taken back', async () => {
    page = await pageOn('phone-360');
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Bob plus 11', exact: true }).tap();
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await page.getByRole('button', { name: 'Bob plus 9', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(20);
    await page.getByRole('button', { name: 'Undo the last action' }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(11);
    expect(await page.locator('.table__words').textContent()).toBe("Undone: Bob's hand: 9; Bob pegs 9 to 20 (hand). Bob back to 11");
    expect(await keptWhole()).toEqual(['Bob back to 11']);
    await shot('reach-undo-360');
  });

  test('the game end: what the winning count pegged and the double skunk, both whole', async () => {
    page = await pageOn('phone-360');
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    for (let i = 0; i < 9; i++) await page.getByRole('button', { name: 'Ann plus 12', exact: true }).tap();
    await page.getByRole('button', { name: 'Ann plus 3', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(111);
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await page.getByRole('button', { name: "Bob's hand: nothing (nineteen)" }).tap();
    await page.getByRole('button', { name: 'Ann plus 10', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(121);
    const words = (await page.locator('.table__words').textContent()) ?? '';
    expect(words).toMatch(/^Ann's hand: 10\. Ann pegs 10 to .+ \(hand\)\. Ann wins with a double skunk \(\d games?\)$/);
    const kept = await keptWhole();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toMatch(/^Ann pegs 10 to .+ \(hand\)\. $/);
    expect(kept[1]).toMatch(/^Ann wins with a double skunk \(\d games?\)$/);
    await shot('reach-end-360');
  });
});

describe.each(PHONES)('three pads fit whole on a %s phone (phone audit 14)', (device) => {
  test.each([
    ['Three-player', ['Ann', 'Bob', 'Cy']],
    ['Six players in three teams', ['Ann', 'Bob', 'Cy', 'Dee', 'Ed', 'Flo']],
  ])('%s, the round begun: every pad, its border included, above the next-step bar, the pads not scrolling', async (ruleset, players) => {
    page = await pageOn(device);
    await newGame(page, { ruleset, names: players });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).waitFor();
    await shot(`reach-pads-${players.length}-${device}`);
    const pads = page.locator('.table__pads');
    const [client, scroll] = await pads.evaluate((el) => [el.clientHeight, el.scrollHeight]);
    expect(scroll, `the pads' box is ${client} px high for ${scroll} px of pads`).toBeLessThanOrEqual(client);
    const bar = (await page.locator('.table__next').boundingBox())!;
    for (const pad of await page.locator('.pad').all()) {
      const box = (await pad.boundingBox())!;
      expect(box.y + box.height, `${await pad.getAttribute('aria-label')}: bottom under the bar (${Math.round(bar.y)})`).toBeLessThanOrEqual(bar.y);
    }
  });
});

describe('keys and names on a 360x740 phone (phone audit 18)', () => {
  test("a pad's arrow keys follow its grid: down from +2 is +5 (three columns), up comes back", async () => {
    page = await pageOn('phone-360');
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Ann plus 2', exact: true }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Ann plus 5');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Ann plus 8');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Ann plus 9');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Ann plus 6');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Ann plus 3'); // the top row: up stays
  });

  test('before a rank is picked, the suit keys are named in words: clubs, diamonds, hearts, spades', async () => {
    page = await pageOn('phone-360');
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Starter card…' }).tap();
    const suits = page.getByRole('group', { name: 'Starter: suit' }).getByRole('button');
    expect(await suits.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')))).toEqual(['clubs', 'diamonds', 'hearts', 'spades']);
    // The starter sheet says who cuts: the non-dealer (002 TRADITIONAL RULES), never the dealer (phone audit 10).
    expect(await page.getByRole('dialog', { name: 'The starter' }).locator('p.muted').textContent()).toBe(
      'Bob cuts, Ann turns the starter. A jack pegs two for his heels.',
    );
  });
});
