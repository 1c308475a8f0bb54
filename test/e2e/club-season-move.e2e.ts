import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { APP_URL, type Browser, button, fitProblems, launchBrowser, press, recordErrors, saveScreenshot, targetProblems } from './kit';

/*
 * The season moving to another phone whole (issue 35 item 7) on 360 px touch phones: Ann's phone keeps two
 * Thursday club nights (her games typed, 121-100 and 121-80 against Bob); its season moves by link (the other phone
 * opens it and takes it in) and by file (taken in again: every night kept as it is); a damaged file is refused with a
 * sentence and nothing changes. Grass Roots: 2 a win, 3 a skunk (a win by more than 30); awards 10, 9, 8… by default.
 */

const TMP = join(process.cwd(), '.tmp');
const phones: Browser[] = [];
afterAll(async () => {
  while (phones.length) await phones.pop()!.close();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    for (const [i, p] of phones.entries()) await saveScreenshot(p.page, `club-season-move/failed-phone-${i}`).catch(() => undefined);
});

async function phone(): Promise<{ page: Page; errors: string[] }> {
  const b = await launchBrowser({ device: 'phone-360' });
  phones.push(b);
  return { page: b.page, errors: recordErrors(b.page) };
}

async function expectFits(page: Page, what: string): Promise<void> {
  const problems = [...(await fitProblems(page)), ...(await targetProblems(page))];
  expect(problems, `${what}:\n${problems.join('\n')}`).toEqual([]);
}

/** A night of Ann's on her phone, with one game against Bob typed. */
async function annsNight(page: Page, date: string, own: number, theirs: number): Promise<void> {
  await page.goto(`${APP_URL}/#/club`);
  // The form is open on a phone without nights; else the button opens it (once the nights are read).
  const adding = page.getByRole('form', { name: 'New club night' });
  await page.getByText('Take in a season from another phone').waitFor();
  if ((await adding.count()) === 0) await press(button(page, 'New club night'));
  await page.getByLabel('Name', { exact: true }).fill('Thursday club');
  await page.getByLabel('Day', { exact: true }).fill(date);
  await page.getByLabel('Who plays on this phone').fill('Ann');
  await press(button(page, 'Create the night'));
  await press(button(page, 'Add a game kept on paper'));
  const form = page.locator('form.club-form');
  await form.getByLabel('Opponent', { exact: true }).fill('Bob');
  await form.getByLabel("Ann's score").fill(String(own));
  await form.getByLabel("Opponent's score").fill(String(theirs));
  await press(button(form, 'Add the game'));
  await expect.poll(() => form.count()).toBe(0);
}

const seasonRows = (page: Page) => page.locator('.club-season tbody tr').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText.split('\t')));

/** Ann's season by the club's table: 5 award points a night for first, 2 + 3 game points, +21 and +41 (Bob has no card). */
const SEASON = [['1', 'Ann', '10', '5', '2', '+62', '2']];

describe('the season moving to another phone (issue 35 item 7)', () => {
  test('by link and by file, checked whole; a night already there kept; a damaged file refused', async () => {
    const a = await phone();
    const ann = a.page;
    await annsNight(ann, '2026-11-05', 121, 100);
    await annsNight(ann, '2026-11-12', 121, 80);
    await ann.goto(`${APP_URL}/#/club`);
    await expect.poll(() => seasonRows(ann)).toEqual([['1', 'Ann', '20', '5', '2', '+62', '2']]);
    // The club's own award table, kept with its nights: 5 for a night's winner.
    await ann.getByLabel("Award points for a night's finish, first place first").fill('5, 3, 1');
    await press(button(ann, 'Keep these award points'));
    await expect.poll(() => ann.locator('.club-season .success').textContent()).toBe("Thursday club's award points are kept: 5, 3, 1.");
    await expect.poll(() => seasonRows(ann)).toEqual(SEASON);
    await press(button(ann, 'Move the season to another phone'));
    const link = await ann.getByLabel('The link to the season of Thursday club').inputValue();
    const [download] = await Promise.all([ann.waitForEvent('download'), press(button(ann, "The season's file"))]);
    expect(download.suggestedFilename()).toBe('Thursday club season to move.json');
    const file = join(TMP, 'club-season-move.json');
    await download.saveAs(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ format: 'muggins-season', version: 1, season: { club: 'Thursday club' } });
    await expectFits(ann, 'the season ready to move');
    await saveScreenshot(ann, 'club-season-move/move-360');

    const d = await phone();
    const page = d.page;
    // A damaged file first: refused with a sentence, nothing taken in.
    const damaged = join(TMP, 'club-season-damaged.json');
    await writeFile(damaged, (await readFile(file, 'utf8')).replace('"date":"2026-11-12"', '"date":"12 Nov"'));
    await page.goto(`${APP_URL}/#/club`);
    await page.getByText('Take in a season from another phone').click();
    await page.getByLabel("Or a season's file").setInputFiles(damaged);
    await expect
      .poll(() => page.locator('.club-season-in .error').textContent())
      .toBe("Night 2 of the season: The card's night is missing or malformed. Nothing was changed.");
    expect(await page.locator('.club-season').count()).toBe(0);

    await page.goto(link);
    await page.getByRole('heading', { name: "Thursday club's season" }).waitFor();
    await expectFits(page, 'a season link opened');
    await press(button(page, 'Take in the season'));
    await expect.poll(() => page.locator('main .success').textContent()).toBe("Thursday club's season: 2 nights taken in.");
    await press(button(page, 'The club nights'));
    await expect.poll(() => seasonRows(page)).toEqual(SEASON);
    expect(await page.getByLabel("Award points for a night's finish, first place first").inputValue()).toBe('5, 3, 1');

    // The file again: every night is here already, kept as it is.
    await page.getByText('Take in a season from another phone').click();
    await page.getByLabel("Or a season's file").setInputFiles(file);
    await expect
      .poll(() => page.locator('.club-season-in .success').textContent())
      .toBe("Thursday club's season: 0 nights taken in; 2 nights on this phone already kept as they were.");
    await expect.poll(() => seasonRows(page)).toEqual(SEASON);
    await expectFits(page, 'the season taken in');
    await saveScreenshot(page, 'club-season-move/taken-in-360');

    expect(a.errors).toEqual([]);
    expect(d.errors).toEqual([]);
  }, 300_000);
});
