import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { announced, type Browser, launchBrowser, newGame, nextStep, recordErrors, saveScreenshot, scoreOf, storedDrafts, Thumb } from './kit';

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

async function phone(): Promise<void> {
  browser = await launchBrowser({ device: 'phone-360' });
  page = browser.page;
}

const history = async (): Promise<string> => {
  await page.getByRole('button', { name: 'More: history, penalties, replay and share' }).click();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const text = (await page.locator('.history__list').textContent()) ?? '';
  await page.getByRole('button', { name: 'Close History' }).click();
  return text;
};

describe('the table on a 360x740 phone (issues 9 and 15)', () => {
  test('a traditional round by taps is 6 taps with nothing scrolled; the next round is dealt by its first pegging tap', async () => {
    await phone();
    const errors = recordErrors(page);
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    const thumb = new Thumb(page);
    const score = async (name: string, points: number, expected: number) => {
      await thumb.tap(page.getByRole('button', { name: `${name} plus ${points}`, exact: true }));
      await expect.poll(() => scoreOf(page, name)).toBe(expected);
    };
    // Round 1: Ann deals, Bob (pone) leads and counts first.
    await score('Bob', 2, 2); // the starter is turned by this tap (assumed)
    await score('Ann', 1, 1);
    await thumb.tap(page.getByRole('button', { name: 'Play over: count the hands' }));
    await expect.poll(() => nextStep(page)).toContain("Bob's hand");
    await score('Bob', 8, 10);
    await score('Ann', 12, 13);
    await score('Ann', 5, 18); // Ann's crib
    await expect.poll(() => nextStep(page)).toContain('Next deal: Bob');
    expect(thumb.taps).toBe(6);

    // Round 2: no "Next deal" tap: Ann's pegging tap deals it.
    thumb.taps = 0;
    await score('Ann', 2, 20);
    await expect.poll(() => page.locator('.table__status').textContent()).toContain('Round 2 · Bob deals');
    await score('Bob', 1, 11);
    await thumb.tap(page.getByRole('button', { name: 'Play over: count the hands' }));
    await score('Ann', 6, 26);
    await score('Bob', 4, 15);
    await score('Bob', 3, 18);
    expect(thumb.taps).toBe(6);
    const lines = await history();
    expect(lines).toContain('Round 2: Bob deals (assumed)');
    expect(lines).toContain('Starter turned, not entered (assumed)');
    expect(errors).toEqual([]);
  });

  test('a traditional round by cards (the starter, the play, two hands and the crib) in at most 32 taps: each card entered once (issue 25.1)', async () => {
    await phone();
    const errors = recordErrors(page);
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    const thumb = new Thumb(page);
    const dialog = page.getByRole('dialog');
    /** Opens the bar's card entry, unless a sheet is already open where the last one left off. */
    const openCards = async (label: RegExp) => {
      if ((await dialog.count()) === 0) await thumb.tap(page.getByRole('region', { name: 'Next step' }).getByRole('button', { name: label }));
      await dialog.waitFor();
    };
    /** A card by a rank tap and a suit tap on the picker named `picker`, e.g. `'Bob plays'` and `'10S'`. */
    const card = async (picker: string, id: string) => {
      const rank = id.slice(0, -1).toUpperCase();
      const suit = ({ S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as const)[id.slice(-1).toUpperCase() as 'S'];
      await thumb.tap(dialog.getByRole('group', { name: `${picker}: rank` }).getByRole('button', { name: rank, exact: true }));
      await thumb.tap(dialog.getByRole('group', { name: `${picker}: suit` }).getByRole('button', { name: new RegExp(`of ${suit}$`) }));
    };
    // The starter.
    await openCards(/^Starter card/);
    await card('Starter', '7C');
    await thumb.tap(dialog.getByRole('button', { name: 'Starter is 7♣' }));
    await expect.poll(() => nextStep(page)).toContain('The play');
    // The play, each card as it lands: Bob (the pone) leads.
    await openCards(/^Cards/);
    const plays: [string, string][] = [
      ['Bob', '10S'],
      ['Ann', '5H'],
      ['Bob', 'KH'],
      ['Ann', '6S'],
      ['Bob', '5C'],
      ['Ann', '4D'],
      ['Bob', '3D'],
      ['Ann', '2C'],
    ];
    for (const [who, id] of plays) {
      await card(`${who} plays`, id);
      await expect.poll(() => page.locator('.table__words').textContent()).toContain(`${who} plays`);
    }
    await expect.poll(() => nextStep(page)).toContain("Bob's hand");
    const play = thumb.taps;
    /** A count: the cards still to enter, then "Score it". */
    const count = async (label: RegExp, picker: string, ids: readonly string[], total: number) => {
      await openCards(label);
      for (const id of ids) await card(picker, id);
      await thumb.tap(dialog.getByRole('button', { name: `Score it: ${total}` }));
    };
    // Each hand holds the cards its player played: nothing to enter again.
    const handCards = async (picker: string) =>
      (await dialog
        .getByRole('group', { name: new RegExp(`^${picker} \\(`) })
        .locator('legend')
        .textContent()) ?? '';
    await openCards(/^Bob's/);
    expect(await handCards("Bob's hand")).toContain('(4 of 4)');
    await saveScreenshot(page, 'table-phone-hand-from-play');
    await count(/^Bob's/, "Bob's hand", [], 6);
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(9);
    await count(/^Ann's/, "Ann's hand", [], 8);
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(17);
    // The crib's four cards are the ones still to enter.
    await openCards(/^Ann's crib/);
    expect(await handCards("Ann's crib")).toContain('(0 of 4)');
    await count(/^Ann's crib/, "Ann's crib", ['QC', 'JD', '9H', '8S'], 5);
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(22);
    await expect.poll(() => nextStep(page)).toContain('Next deal: Bob');
    console.log(`a traditional round by cards: ${thumb.taps} taps (the starter 4, the play ${play - 4}, the show ${thumb.taps - play})`);
    expect(thumb.taps).toBeLessThanOrEqual(32);
    expect(errors).toEqual([]);
  });

  test('the go says what it pegs: at 30, after Bob says go, the button reads "Ann: go, +1" (issue 25.5)', async () => {
    await phone();
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Starter card…' }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Or type').fill('7c');
    await dialog.getByRole('button', { name: 'Set', exact: true }).tap();
    await dialog.getByRole('button', { name: 'Starter is 7♣' }).tap();
    await page.getByRole('button', { name: 'Cards…' }).tap();
    for (const id of ['ks', '10h', '8d', '2s']) {
      const before = await page.locator('.table__words').textContent();
      await dialog.getByLabel('Or type').fill(id);
      await dialog.getByRole('button', { name: 'Set', exact: true }).tap();
      await expect.poll(() => page.locator('.table__words').textContent()).not.toBe(before);
    }
    await dialog.getByRole('button', { name: 'Bob: go', exact: true }).tap();
    await dialog.getByRole('button', { name: 'Ann: go, +1', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(1);
  });

  test('a whole traditional round by keyboard in under 30 key presses (issue 15.6)', async () => {
    await phone();
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).click();
    await page.reload(); // from a fresh page: nothing has focus yet
    await page.locator('.pad').first().waitFor();
    let keys = 0;
    const press = async (key: string) => {
      await page.keyboard.press(key);
      keys++;
      // Focus never falls back to the page.
      await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
    };
    const focusedPad = () => page.evaluate(() => document.activeElement?.closest('.pad')?.getAttribute('aria-label') ?? '');
    while (!(await focusedPad()).startsWith('Ann')) await press('Tab');
    await press('Tab'); // Bob's pad
    await press('2'); // a digit that cannot begin a longer pegging score scores at once
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(2);
    await press('Shift+Tab'); // Ann's pad
    await press('1');
    await press('Enter'); // 1, not 10 to 19
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(1);
    while ((await page.evaluate(() => document.activeElement?.textContent ?? '')) !== 'Play over: count the hands') await press('Tab');
    await press('Enter');
    await expect.poll(() => nextStep(page)).toContain("Bob's hand");
    expect(await focusedPad()).toBe('Bob: 2'); // focus moved to the pad that counts next
    await press('8');
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(10);
    await expect.poll(focusedPad).toBe('Ann: 1');
    await press('1');
    await press('2');
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(13);
    await press('5'); // Ann's crib: her pad is lit again
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(18);
    await expect.poll(() => nextStep(page)).toContain('Next deal: Bob');
    console.log(`keyboard: a traditional round in ${keys} key presses from a fresh page`);
    expect(keys).toBeLessThan(30);
  });

  test('muggins on a tapped count: the check asks for the starter, and the call works (issue 15.1)', async () => {
    await phone();
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'], check: ['Muggins: opponents may take points a player missed'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await page.getByRole('button', { name: 'Bob plus 4', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(4);
    await page.getByRole('button', { name: "Check Bob's hand for muggins" }).tap();
    const sheet = page.getByRole('dialog', { name: "Check Bob's hand (4)" });
    await sheet
      .getByRole('group', { name: /^Starter \(/ })
      .getByLabel('Or type')
      .fill('ks');
    await sheet
      .getByRole('group', { name: /^Starter \(/ })
      .getByRole('button', { name: 'Set' })
      .tap();
    await sheet
      .getByRole('group', { name: /^Bob's hand cards \(/ })
      .getByLabel('Or type')
      .fill('4h 5h 6d 6c');
    await sheet
      .getByRole('group', { name: /^Bob's hand cards \(/ })
      .getByRole('button', { name: 'Set' })
      .tap();
    await sheet.getByRole('heading', { name: 'Muggins!' }).waitFor();
    await saveScreenshot(page, 'table-phone-muggins-tapped');
    await sheet.getByRole('button', { name: 'Ann calls muggins (+10)' }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(10);
    expect(await announced(page)).toMatch(/^Muggins! Ann finds 10 missed in Bob's hand/);
  });

  test('a penalty by role, previewed before it is applied: rule 3 with Bob dealing pays Ann (issue 15.5)', async () => {
    await phone();
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Bob deals' }).tap();
    await page.getByRole('button', { name: 'More: history, penalties, replay and share' }).tap();
    await page.getByRole('button', { name: 'Penalty…' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Penalty' });
    await sheet.getByLabel('Rule').selectOption({ label: "3. Non-dealer's card exposed" });
    expect(await sheet.textContent()).toContain('Offends: the dealer, Bob');
    expect(await sheet.locator('.penalty__effect').textContent()).toBe('Effect: Ann +2');
    expect(await sheet.textContent()).not.toMatch(/rule-\d/);
    await saveScreenshot(page, 'table-phone-penalty');
    await sheet.getByRole('button', { name: 'Apply' }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(2);
    expect(await scoreOf(page, 'Bob')).toBe(0);
    expect(await history()).toContain("Penalty against Bob: Non-dealer's card exposed (rule 3)");
  });

  test('three players, no Crib Wars: rule 3 asks whose card was exposed and pays that non-dealer alone (003 rule 3; RULES.md Penalties)', async () => {
    await phone();
    await newGame(page, { ruleset: 'Three-player', names: ['Ann', 'Bob', 'Cat'] });
    await page.getByRole('button', { name: 'Bob deals' }).tap();
    await page.getByRole('button', { name: 'More: history, penalties, replay and share' }).tap();
    await page.getByRole('button', { name: 'Penalty…' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Penalty' });
    await sheet.getByLabel('Rule').selectOption({ label: "3. Non-dealer's card exposed" });
    expect(await sheet.locator('.penalty__effect').textContent()).toBe('Effect: Say whose card was exposed.');
    await sheet.getByRole('group', { name: 'Whose card was exposed?' }).getByLabel('Cat').tap();
    expect(await sheet.locator('.penalty__effect').textContent()).toBe('Effect: Cat +2');
    await saveScreenshot(page, 'table-phone-penalty-three');
    await sheet.getByRole('button', { name: 'Apply' }).tap();
    await expect.poll(() => scoreOf(page, 'Cat')).toBe(2);
    expect(await scoreOf(page, 'Ann')).toBe(0);
    expect(await scoreOf(page, 'Bob')).toBe(0);
  });

  test('undo says what it took back: the headline, the live region and the history (issue 15.8)', async () => {
    await phone();
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Ann plus 3', exact: true }).tap();
    await expect.poll(() => page.locator('.table__words').textContent()).toBe('Ann pegs 3 to 3 (pegging)');
    await page.getByRole('button', { name: 'Undo the last action' }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(0);
    expect(await page.locator('.table__words').textContent()).toBe('Undone: Ann pegs 3 to 3 (pegging). Ann back to 0');
    expect(await announced(page)).toBe('Undone: Ann pegs 3 to 3 (pegging). Ann back to 0');
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    expect(await history()).toContain('Undone: Ann pegs 3 to 3 (pegging). Ann back to 0');
  });

  test('a hand half-entered by cards survives a reload, and is forgotten once scored (issue 15.8)', async () => {
    await phone();
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await page.getByRole('button', { name: "Bob's cards…" }).tap();
    const sheet = page.getByRole('dialog', { name: "Bob's hand" });
    const starter = sheet.getByRole('group', { name: /^Starter \(/ });
    await starter.getByLabel('Or type').fill('5d');
    await starter.getByRole('button', { name: 'Set' }).tap();
    const hand = sheet.getByRole('group', { name: /^Bob's hand \(/ });
    await hand.getByLabel('Or type').fill('5h 5c');
    await hand.getByRole('button', { name: 'Set' }).tap();
    await page.reload();
    await page.getByRole('button', { name: "Bob's cards (2 of 4)…" }).tap();
    expect(
      await page
        .getByRole('group', { name: /^Bob's hand \(/ })
        .locator('legend')
        .textContent(),
    ).toContain('(2 of 4)');
    await page
      .getByRole('group', { name: /^Bob's hand \(/ })
      .getByLabel('Or type')
      .fill('5h 5c 5s jd');
    await page
      .getByRole('group', { name: /^Bob's hand \(/ })
      .getByRole('button', { name: 'Set' })
      .tap();
    await page.getByRole('button', { name: 'Score it: 29' }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(29);
    // Cleared once scored: no draft left in the store (written behind the score, so polled).
    await expect.poll(() => storedDrafts(page)).toEqual({});
  });
});
