import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { APP_URL, type Browser, expectNoOverflow, launchBrowser, newGame, nextStep, recordErrors, saveScreenshot, scoreOf } from './kit';

let browser: Browser;
let page: Page;
let errors: string[];

/** A phone that has never seen the app: no games, no deck profile (the numbers learned in one test stay out of the next). */
async function freshPhone(): Promise<void> {
  await browser?.close();
  browser = await launchBrowser({ device: 'phone-360' });
  page = browser.page;
  errors = recordErrors(page);
}

beforeAll(async () => {
  await freshPhone();
});

afterAll(async () => {
  await browser?.close();
});

const sheet = (name: string | RegExp): Locator => page.getByRole('dialog', { name });
const bar = (): Locator => page.getByRole('region', { name: 'Next step' });

/** Taps a control and checks the screen never grows sideways. */
async function tap(target: Locator, what: string): Promise<void> {
  await target.tap();
  await expectNoOverflow(page, what);
}

/** Types cards into a picker (by its legend) inside a sheet and sets them. */
async function typeCards(scope: Locator, legend: RegExp, cards: string): Promise<void> {
  const picker = scope.locator('fieldset', { has: page.locator('legend', { hasText: legend }) });
  await picker.getByLabel('Or type').fill(cards);
  await picker.getByRole('button', { name: 'Set', exact: true }).tap();
}

/** Fills the card-numbers sheet: one `[intel, might, magic]` per card, e.g. `{ 'blue K♠': [1, 2, 3] }`. */
async function notePips(cards: Readonly<Record<string, readonly [number, number, number]>>): Promise<void> {
  const numbers = sheet('Card numbers');
  await numbers.waitFor();
  await expectNoOverflow(page, 'the card numbers');
  for (const [card, pips] of Object.entries(cards)) {
    for (const [i, kind] of ['Intel', 'Might', 'Magic'].entries()) await numbers.getByLabel(`${kind} of the ${card}`).fill(String(pips[i]));
  }
  await tap(numbers.getByRole('button', { name: 'Save the numbers' }), 'saving the numbers');
  await numbers.waitFor({ state: 'detached' });
}

async function shot(name: string): Promise<void> {
  await saveScreenshot(page, `not-enough-${name}`);
}

describe('Cribbage is not Enough: a whole round on a 360x740 phone (issue 10)', () => {
  test('Tops with decks and a use, card numbers asked once, the show, the Intel bonus, a battle by real dice, Rob the Cradle, the crib, the next deal', async () => {
    await newGame(page, { ruleset: 'Cribbage is not Enough', names: ['Ann', 'Bob'] });
    await tap(page.getByRole('button', { name: 'Ann deals' }), 'the cut');

    // 000 step 1: the dealer picks the decks; each team's Top is turned. Ann's Top, a king, is hers to use.
    await tap(bar().getByRole('button', { name: 'Tops…' }), 'the Tops');
    const tops = sheet('The Tops');
    await tops.getByLabel('Ann plays blue').check();
    await typeCards(tops, /^Ann's Top/, 'ks');
    await typeCards(tops, /^Bob's Top/, '4h');
    await shot('tops');
    await tap(tops.getByRole('button', { name: 'Turn the Tops' }), 'turning the Tops');
    // The king's numbers are asked for as soon as it is entered.
    await notePips({ 'blue K♠': [1, 2, 3] });
    await expect.poll(() => page.locator('.table__status').textContent()).toContain('blue K♠ · grey 4♥');
    await shot('top-use');
    await tap(bar().getByRole('button', { name: 'Might 2' }), 'the Top used for Might');
    await expect.poll(() => page.locator('.table__status').textContent()).toContain('blue K♠ Might');

    // The play, pegged by taps (nothing pegged here).
    await tap(bar().getByRole('button', { name: /^Play over/ }), 'the play over');

    // The show with the team Top. 000's example: A-4-5-J with the other 4 as Top counts 8.
    await tap(bar().getByRole('button', { name: "Bob's cards…" }), "Bob's cards");
    const bobHand = sheet("Bob's hand");
    await typeCards(bobHand, /^Bob's hand/, 'ah 4s 5d jc');
    await tap(bobHand.getByRole('button', { name: 'Score it: 8' }), "Bob's count");
    await notePips({ 'grey A♥': [1, 0, 1], 'grey J♣': [2, 1, 0] });
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(8);
    // Scored at its true count, Bob's hand leaves nothing to call: the sheet goes on to Ann's hand (issue 25.1).
    const annHand = sheet("Ann's hand");
    await annHand.waitFor();
    await typeCards(annHand, /^Ann's hand/, '2c 3d 6h 9s');
    // 2-3-K and 6-9 with her Top K♠: fifteen four.
    await tap(annHand.getByRole('button', { name: 'Score it: 4' }), "Ann's count");
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(4);
    expect(await sheet('Card numbers').count()).toBe(0);

    // The Intel bonus: Bob has 3 Intel (A 1, J 2), Ann 0; the enemy Top K♠ adds 5+K, A+4+K twice: 6.
    await tap(bar().getByRole('button', { name: 'Intel bonus…' }), 'the Intel bonus');
    const intel = sheet('The Intel bonus');
    await expect.poll(() => intel.getByRole('list', { name: 'Intel in hand' }).innerText()).toBe('Ann: 0 Intel\nBob: 3 Intel');
    await shot('intel');
    await tap(intel.getByRole('button', { name: 'Score it: 6' }), 'the Intel bonus scored');
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(14);

    // The battle: Ann deals (2 dice, her Top's Might lost with the bonus); Bob rolls 1 die (J's Might) + the enemy
    // Top's Might 2 for winning the bonus.
    await tap(bar().getByRole('button', { name: 'Roll the dice…' }), 'the battle');
    const battle = sheet('The battle for the crib');
    await expect
      .poll(() => battle.getByRole('list', { name: 'Dice to roll' }).innerText())
      .toBe("Ann: no Might in hand + 2 for the dealer = 2 dice\nBob: 1 Might in hand = 1 die, + 2 Might from Ann's Top for the Intel bonus");
    await tap(battle.getByRole('button', { name: 'Enter real dice' }), 'real dice');
    await battle.getByLabel("Ann's dice (2)").fill('3 4');
    await battle.getByLabel("Bob's dice (1)").fill('6');
    await expect.poll(() => battle.getByRole('list', { name: 'Dice and totals' }).innerText()).toBe('Ann: 3 + 4 = 7\nBob: 6 + 2 Might = 8');
    await expect.poll(() => battle.getByRole('status').innerText()).toBe('Bob wins both cribs.');
    await shot('battle');
    await tap(battle.getByRole('button', { name: 'Record the battle' }), 'the battle recorded');

    // Rob the Cradle: the blue Q♦'s Magic 2 beats grey's 0; Ann's team (no crib left) bans the grey cards.
    await tap(bar().getByRole('button', { name: 'Crib cards…' }), 'Rob the Cradle');
    const cradle = sheet('Rob the Cradle');
    await typeCards(cradle, /^The grey crib cards/, '5h 2c');
    await typeCards(cradle, /^The blue crib cards/, '5h qd');
    await tap(cradle.getByRole('button', { name: 'Enter the card numbers…' }), 'the queen asked for');
    await notePips({ 'blue Q♦': [0, 1, 2] });
    await expect.poll(() => cradle.getByRole('status').innerText()).toBe('Magic in the cribs: grey 0, blue 2. Ann (blue) may act once.');
    expect(await cradle.getByRole('button', { name: /^Add a/ }).count()).toBe(0);
    await shot('cradle');
    await tap(cradle.getByRole('button', { name: 'Ban grey' }), 'grey banned');

    // Bob's crib: the blue 5♥ Q♦ with Ann's K♠ (won in the bonus; his own grey Top is banned): fifteen four.
    await tap(bar().getByRole('button', { name: 'Count the crib…' }), 'the crib');
    const crib = sheet("Bob's crib");
    await shot('crib');
    await tap(crib.getByRole('button', { name: 'Score it: 4' }), 'the crib scored');
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(18);
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(4);

    // Every step is said in the history.
    await tap(page.getByRole('button', { name: 'More: history, penalties, replay and share' }), 'the menu');
    await tap(page.getByRole('button', { name: 'History', exact: true }), 'the history');
    const history = await sheet('History').innerText();
    for (const words of [/K♠/, /Might/, /Intel bonus/i, /battle/i, /grey/]) expect(history).toMatch(words);
    await shot('history');
    await tap(sheet('History').getByRole('button', { name: 'Close History' }), 'the history closed');

    // The next deal; the blue K♠ on a Top again is not asked for: its numbers are known.
    await tap(bar().getByRole('button', { name: 'Next deal: Bob' }), 'the next deal');
    await expect.poll(() => page.locator('.table__status').textContent()).toContain('Round 2');
    await tap(bar().getByRole('button', { name: 'Tops…' }), 'the Tops again');
    await typeCards(sheet('The Tops'), /^Ann's Top/, 'ks');
    await typeCards(sheet('The Tops'), /^Bob's Top/, '2d');
    await tap(sheet('The Tops').getByRole('button', { name: 'Turn the Tops' }), 'turning the Tops again');
    await bar().getByRole('button', { name: 'Intel 1' }).waitFor();
    expect(await sheet('Card numbers').count()).toBe(0);

    // The device's deck profile remembers the numbers learned at the table.
    await page.goto(`${APP_URL}/#/settings`);
    await expect.poll(() => page.getByRole('region', { name: /Deck profiles/ }).innerText()).toContain('2 grey, 2 blue cards known');
    expect(errors).toEqual([]);
  });
});

describe('Cribbage is not Enough: a 4-player round, two teams, on a 360x740 phone', () => {
  beforeAll(freshPhone);

  test("team Tops, four hands in turn on their team pads, the Intel bonus for one player, four players in the battle, the winning team's crib", async () => {
    await newGame(page, { ruleset: 'Cribbage is not Enough', names: ['Ann', 'Bob', 'Cy', 'Di'] });
    await tap(page.getByRole('button', { name: 'Ann deals' }), 'the cut');
    await expect.poll(() => page.locator('.table__status').textContent()).toContain('Ann & Cy grey, Bob & Di blue');

    // Each team's Top; a team takes the plural.
    await tap(bar().getByRole('button', { name: 'Tops…' }), 'the Tops');
    const tops = sheet('The Tops');
    await tops.getByLabel('Ann & Cy play grey').waitFor();
    await typeCards(tops, /^Ann & Cy's Top/, 'ks');
    await typeCards(tops, /^Bob & Di's Top/, '4h');
    await tap(tops.getByRole('button', { name: 'Turn the Tops' }), 'turning the Tops');
    await notePips({ 'grey K♠': [1, 2, 3] });
    await expect.poll(() => nextStep(page)).toContain("Ann & Cy's Top (grey K♠): what do Ann & Cy use it for?");
    await tap(bar().getByRole('button', { name: 'Nothing' }), 'the Top not used');
    await tap(bar().getByRole('button', { name: /^Play over/ }), 'the play over');

    // 000 "The Show": left of the dealer first, each with the team Top, each on the team's pad.
    const hands: readonly [string, string, number][] = [
      ['Bob', 'ah 4s 5d jc', 8], // 000's example: A-4-5-J with the other 4 as Top
      ['Cy', '2c 3d 6h 9s', 4], // 2-3-K and 6-9 with the K♠
      ['Di', '6c 7d 8s 10c', 5], // 7-8 and 6-7-8 with the 4♥
      ['Ann', '5c 5h 10d 2s', 10], // four fifteens with the 10 and the K♠, and the pair
    ];
    for (const [who, cards, points] of hands) {
      await expect.poll(() => nextStep(page)).toContain(`${who}'s hand: tap the points on ${who === 'Bob' || who === 'Di' ? 'Bob & Di' : 'Ann & Cy'}'s pad.`);
      // The first count opens from the bar; each count scored at its true value goes on to the next (issue 25.1).
      if (who === 'Bob') await tap(bar().getByRole('button', { name: `${who}'s cards…` }), `${who}'s cards`);
      const hand = sheet(`${who}'s hand`);
      await typeCards(hand, new RegExp(`^${who}'s hand`), cards);
      await tap(hand.getByRole('button', { name: `Score it: ${points}` }), `${who}'s count`);
      if (who === 'Bob') await notePips({ 'blue A♥': [1, 0, 1], 'blue J♣': [2, 1, 0] });
    }
    await expect.poll(() => scoreOf(page, 'Ann & Cy')).toBe(14);
    await expect.poll(() => scoreOf(page, 'Bob & Di')).toBe(13);
    // Ann's long count is cut on the words line, never what it pegged: that keeps a whole line of its own.
    const pegged = page.locator('.table__words--two > span').last();
    await expect.poll(() => pegged.textContent()).toBe('Ann & Cy peg 10 to 14 (hand)');
    expect(await pegged.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight && el.clientHeight > 0)).toBe(true);
    await shot('four-words');

    // The single player with the most Intel (Bob, 3) counts the enemy K♠ too: 5-K, A-4-K twice.
    await tap(bar().getByRole('button', { name: 'Intel bonus…' }), 'the Intel bonus');
    const intel = sheet('The Intel bonus');
    await expect.poll(() => intel.getByRole('list', { name: 'Intel in hand' }).innerText()).toBe('Ann: 0 Intel\nBob: 3 Intel\nCy: 0 Intel\nDi: 0 Intel');
    await tap(intel.getByRole('button', { name: 'Score it: 6' }), 'the Intel bonus scored');
    await expect.poll(() => scoreOf(page, 'Bob & Di')).toBe(19);

    // The battle, four players: Ann deals (2 dice), Bob's J gives 1 die; Bob & Di won the bonus, so each adds the
    // enemy Top's Might 2. Cy and Di have no Might in hand: no dice, no field to fill.
    await tap(bar().getByRole('button', { name: 'Roll the dice…' }), 'the battle');
    const battle = sheet('The battle for the crib');
    await expect
      .poll(() => battle.getByRole('list', { name: 'Dice to roll' }).innerText())
      .toBe(
        "Ann: no Might in hand + 2 for the dealer = 2 dice\nBob: 1 Might in hand = 1 die, + 2 Might from Ann & Cy's Top for the Intel bonus\nCy: no Might in hand: no dice\nDi: no Might in hand: no dice, + 2 Might from Ann & Cy's Top for the Intel bonus",
      );
    await tap(battle.getByRole('button', { name: 'Enter real dice' }), 'real dice');
    expect(await battle.getByLabel(/^(Cy|Di)'s dice/).count()).toBe(0);
    await battle.getByLabel("Ann's dice (2)").fill('3 4');
    await battle.getByLabel("Bob's dice (1)").fill('6');
    await expect
      .poll(() => battle.getByRole('list', { name: 'Dice and totals' }).innerText())
      .toBe('Ann: 3 + 4 = 7\nBob: 6 + 2 Might = 8\nCy: no dice = 0\nDi: no dice + 2 Might = 2');
    await expect.poll(() => battle.getByRole('status').innerText()).toBe('Bob wins both cribs.');
    await shot('four-battle');
    await tap(battle.getByRole('button', { name: 'Record the battle' }), 'the battle recorded');

    // Rob the Cradle: the blue Q♦'s Magic 2 beats grey's 0; Bob & Di ban grey, the K♠ Top with it.
    await tap(bar().getByRole('button', { name: 'Crib cards…' }), 'Rob the Cradle');
    const cradle = sheet('Rob the Cradle');
    await typeCards(cradle, /^The grey crib cards/, '5d 2h');
    await typeCards(cradle, /^The blue crib cards/, '5h qd');
    await tap(cradle.getByRole('button', { name: 'Enter the card numbers…' }), 'the queen asked for');
    await notePips({ 'blue Q♦': [0, 1, 2] });
    await expect.poll(() => cradle.getByRole('status').innerText()).toBe('Magic in the cribs: grey 0, blue 2. Bob & Di (blue) may act once.');
    await tap(cradle.getByRole('button', { name: 'Ban grey' }), 'grey banned');

    // Bob & Di's crib: the blue 5♥ Q♦ with their own 4♥ Top (grey is banned): fifteen two.
    await expect.poll(() => nextStep(page)).toContain("Bob & Di's crib: count it, or tap the points.");
    await tap(bar().getByRole('button', { name: 'Count the crib…' }), 'the crib');
    const crib = sheet("Bob & Di's crib");
    await tap(crib.getByRole('button', { name: 'Score it: 2' }), 'the crib scored');
    await expect.poll(() => scoreOf(page, 'Bob & Di')).toBe(21);
    await expect.poll(() => scoreOf(page, 'Ann & Cy')).toBe(14);
    await expect.poll(() => nextStep(page)).toContain('Next deal: Bob');
    await shot('four-end');
    expect(errors).toEqual([]);
  });
});

describe('Cribbage is not Enough with the Tops turned unnamed: the Tops typed for the Intel bonus are kept (issue 37 item 1)', () => {
  beforeAll(freshPhone);

  test('Turned, taps, the Intel bonus by cards with its Tops, a tie, the crib cards: the app counts each crib (the pair of nines, 2)', async () => {
    // The steps: 000 → Turned → Bob +2 → Play over → Bob +4, Ann +6 → Intel bonus… → Ann → 7c 8d 8h ks / 9c /
    // 9h → Score it → Roll the dice… → A tie → Crib cards… 2c 3d / 4h 5s → Count the cribs.
    await newGame(page, { ruleset: 'Cribbage is not Enough', names: ['Ann', 'Bob'] });
    await tap(page.getByRole('button', { name: 'Ann deals' }), 'the cut');
    await tap(bar().getByRole('button', { name: 'Turned (not entering cards)' }), 'the Tops turned');
    await bar()
      .getByRole('button', { name: /^Play over/ })
      .waitFor();
    await tap(page.getByRole('button', { name: 'Bob plus 2' }), 'Bob pegs 2');
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(2);
    await tap(bar().getByRole('button', { name: /^Play over/ }), 'the play over');
    await tap(page.getByRole('button', { name: 'Bob plus 4' }), "Bob's hand");
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(6);
    await tap(page.getByRole('button', { name: 'Ann plus 6' }), "Ann's hand");
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(6);

    // 000 "Intelligence Bonus": Ann's 7♣ 8♦ 8♥ K♠ with her Top 9♣ and Bob's 9♥: two runs of three and a pair, 8.
    await tap(bar().getByRole('button', { name: 'Intel bonus…' }), 'the Intel bonus');
    const intel = sheet('The Intel bonus');
    await intel.getByLabel('Ann', { exact: true }).check();
    await typeCards(intel, /^Ann's hand/, '7c 8d 8h ks');
    await typeCards(intel, /^Ann's Top/, '9c');
    await typeCards(intel, /^Bob's Top/, '9h');
    await tap(intel.getByRole('button', { name: 'Score it: 8' }), 'the Intel bonus scored');
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(14);
    // The Tops typed there are the round's from now on: the round's line shows them.
    await expect.poll(() => page.locator('.table__status').textContent()).toContain('grey 9♣ · blue 9♥');

    // The battle knows the Tops now; the hands were tapped, so the table says who won: a tie.
    await tap(bar().getByRole('button', { name: 'Roll the dice…' }), 'the battle');
    const battle = sheet('The battle for the crib');
    expect(await battle.getByText('The Tops were not entered').count()).toBe(0);
    await tap(battle.getByRole('button', { name: 'A tie' }), 'a tie');
    await battle.waitFor({ state: 'detached' });

    // Rob the Cradle: no Magic either side; each team keeps its crib, Bob's (the non-dealer's) first.
    await tap(bar().getByRole('button', { name: 'Crib cards…' }), 'Rob the Cradle');
    const cradle = sheet('Rob the Cradle');
    await typeCards(cradle, /^The grey crib cards/, '2c 3d');
    await typeCards(cradle, /^The blue crib cards/, '4h 5s');
    await expect.poll(() => cradle.getByRole('status').innerText()).toBe('Magic in the cribs: grey 0, blue 0. Equal: nobody acts.');
    await tap(cradle.getByRole('button', { name: 'Count the cribs' }), 'the cribs to count');

    // The app holds both cribs and the Tops: the bar offers the count, never only "tap the points".
    await expect.poll(() => nextStep(page)).toContain("Bob's crib: count it, or tap the points.");
    await tap(bar().getByRole('button', { name: 'Count the crib…' }), "Bob's crib");
    // Bob's blue 4♥ 5♠ with his own Top 9♥: nothing.
    const bobCrib = sheet("Bob's crib");
    await shot('tops-kept-crib');
    await tap(bobCrib.getByRole('button', { name: 'Score it: 0' }), "Bob's crib scored");
    // Ann's grey 2♣ 3♦ with her 9♣ and Bob's 9♥ (won with the Intel bonus): the pair of nines, 2.
    await expect.poll(() => nextStep(page)).toContain("Ann's crib: count it, or tap the points.");
    await tap(bar().getByRole('button', { name: 'Count the crib…' }), "Ann's crib");
    await tap(sheet("Ann's crib").getByRole('button', { name: 'Score it: 2' }), "Ann's crib scored");
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(16);
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(6);

    await tap(page.getByRole('button', { name: 'More: history, penalties, replay and share' }), 'the menu');
    await tap(page.getByRole('button', { name: 'History', exact: true }), 'the history');
    const history = await sheet('History').innerText();
    expect(history).toContain("Ann's crib, 2♣ 3♦: a pair is two");
    expect(history).not.toMatch(/2♣ 3♦: nineteen/);
    await shot('tops-kept-history');
    expect(errors).toEqual([]);
  });
});
