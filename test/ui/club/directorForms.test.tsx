// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { addNightEntrant, type ClubNight, type ClubResult, emptyNight, GRASS_ROOTS, keepPaperCard } from '../../../src/club';
import type { NightView, Outcome } from '../../../src/ui/club/clubs';
import { EntrantsPanel } from '../../../src/ui/club/EntrantsPanel';
import { GatherPanel } from '../../../src/ui/club/GatherPanel';
import { PaperPanel } from '../../../src/ui/club/PaperPanel';

afterEach(cleanup);

const club = emptyNight({ id: 'n-1', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS }, null);

/** A panel whose saves are held until the test settles them, as a slow IndexedDB write would be. */
function heldPanel() {
  const saves: { done: string; settle: (ok: boolean) => void }[] = [];
  const onAct = (_work: () => Promise<Outcome<NightView>>, done: string) => new Promise<boolean>((settle) => saves.push({ done, settle }));
  render(<EntrantsPanel id="n-1" club={club} busy={false} said={null} onAct={onAct} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  const type = (label: string, text: string) => fireEvent.input(field(label), { target: { value: text } });
  const add = () => fireEvent.submit(screen.getByRole('form', { name: 'Add an entrant' }));
  return { saves, field, type, add };
}

describe("the director's entrant form (issue 35: the next entrant typed while one is saved)", () => {
  test('the form empties at once; Bob typed while Ann is saved is still there when her save ends', async () => {
    const p = heldPanel();
    p.type('Name', 'Ann');
    p.type('ACC number (if any)', '123456');
    fireEvent.click(p.field('Paid'));
    p.add();
    expect(p.saves.map((s) => s.done)).toEqual(['Ann is an entrant.']);
    expect([p.field('Name').value, p.field('ACC number (if any)').value, p.field('Paid').checked]).toEqual(['', '', false]);
    p.type('Name', 'Bob');
    fireEvent.click(p.field('Paid'));
    p.saves[0]!.settle(true);
    await new Promise((r) => setTimeout(r));
    expect([p.field('Name').value, p.field('Paid').checked]).toEqual(['Bob', true]);
  });

  test('a refused entrant comes back to the form to be renamed, unless another has been begun', async () => {
    const p = heldPanel();
    p.type('Name', ' bob ');
    fireEvent.click(p.field('Guest'));
    p.add();
    p.saves[0]!.settle(false);
    await new Promise((r) => setTimeout(r));
    expect([p.field('Name').value, p.field('Guest').checked]).toEqual([' bob ', true]);

    p.add();
    p.type('Name', 'Cy');
    p.saves[1]!.settle(false);
    await new Promise((r) => setTimeout(r));
    expect([p.field('Name').value, p.field('Guest').checked]).toEqual(['Cy', false]);
  });
});

const value = <T,>(r: ClubResult<T>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

test("a paper player's game: scores typed for the next game while one is saved stay (issue 35)", async () => {
  let night: ClubNight = club;
  for (const name of ['Ann', 'Bob']) night = value(addNightEntrant(night, { name, acc: '', guest: false, paid: false }));
  night = value(keepPaperCard(night, 'Bob'));
  const saves: ((ok: boolean) => void)[] = [];
  const onAct = () => new Promise<boolean>((settle) => saves.push(settle));
  render(<PaperPanel id="n-1" club={night} busy={false} said={null} onAct={onAct} onSay={() => undefined} />);
  const form = screen.getByRole('form', { name: "A game on Bob's card" });
  fireEvent.change(form.querySelector('select')!, { target: { value: 'Ann' } });
  const own = screen.getByLabelText("Bob's score") as HTMLInputElement;
  const theirs = screen.getByLabelText("Ann's score") as HTMLInputElement;
  fireEvent.input(own, { target: { value: '121' } });
  fireEvent.input(theirs, { target: { value: '90' } });
  fireEvent.submit(form);
  fireEvent.input(own, { target: { value: '100' } });
  saves[0]!(true);
  await new Promise((r) => setTimeout(r));
  expect([own.value, theirs.value]).toEqual(['100', '']);
});

test("the director's gathering: a card's link pasted while the last card is gathered stays (issue 35)", async () => {
  const runs: ((ok: boolean) => void)[] = [];
  const onRun = () => new Promise<boolean>((settle) => runs.push(settle));
  render(<GatherPanel id="n-1" club={club} cards={[]} noCard={[]} busy={false} said={null} onRun={onRun} onView={() => undefined} onSay={() => undefined} />);
  const field = screen.getByLabelText("A card's link") as HTMLTextAreaElement;
  fireEvent.input(field, { target: { value: 'https://muggins.example/#C1.ann' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the card' }));
  fireEvent.input(field, { target: { value: 'https://muggins.example/#C1.bob' } });
  runs[0]!(true);
  await new Promise((r) => setTimeout(r));
  expect(field.value).toBe('https://muggins.example/#C1.bob');
  fireEvent.click(screen.getByRole('button', { name: 'Add the card' }));
  runs[1]!(true);
  await new Promise((r) => setTimeout(r));
  expect(field.value).toBe('');
});
