// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mugChances } from '../../../src/game';
import { parseCard, type Card } from '../../../src/rules';
import { MugginsSheet } from '../../../src/ui/table/MugginsSheet';
import { mugView, type MugView } from '../../../src/ui/table/mugView';
import { Table } from '../../game/helpers';

afterEach(cleanup);

const card = (text: string): Card => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(text);
  return c.value;
};
const cards = (text: string) => text.split(' ').map(card);

function typeInto(label: string, text: string): void {
  const input = screen.getByRole('group', { name: new RegExp(`^${label} \\(`) }).querySelector('input')!;
  fireEvent.input(input, { target: { value: text } });
  fireEvent.submit(input.form!);
}

/** What the engine offers to mug now, as the sheet shows it, newest first. */
const views = (t: Table): MugView[] => mugChances(t.state).map((chance) => mugView(t.state, chance));

/** Ann deals with muggins on; the starter is turned without being entered; Bob taps 4 for his hand. */
function tappedGame(): Table {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true } });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: null });
  t.do({ type: 'endPlay' });
  t.tap(1, 4, 'hand');
  return t;
}

describe('MugginsSheet (issues 15.1-15.3)', () => {
  test('a tapped count with no starter: the sheet asks for the starter and the cards, then shows what was missed and calls', async () => {
    const t = tappedGame();
    const onCall = vi.fn(async () => null);
    const { container } = render(<MugginsSheet chances={views(t)} mugginsOn giveBack onCall={onCall} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: "Check Bob's hand (4)" })).toBeTruthy();
    // Nothing about the true count shows before the cards are in.
    expect(container.querySelector('.count')).toBeNull();
    typeInto('Starter', 'ks');
    typeInto("Bob's hand cards", '4h 5h 6d 6c'); // with KS: 14, a double run of three and fifteens; 4 claimed
    expect(screen.getByRole('heading', { name: 'Muggins!' })).toBeTruthy();
    expect(container.textContent).toMatch(/worth 14: 10 missed/);
    fireEvent.click(screen.getByRole('button', { name: 'Ann calls muggins (+10)' }));
    expect(onCall).toHaveBeenCalledWith({ caller: 0, of: t.state.round!.claims[0]!.n, cards: cards('4H 5H 6D 6C'), starter: card('KS') });
  });

  test("the engine's refusal stands beside the buttons (e.g. outside Muggers Alley)", async () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: card('8D') });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cards('JD 2C 4S 6H'), claimed: 0 }); // worth 1: his nobs
    const onClose = vi.fn();
    render(
      <MugginsSheet
        chances={views(t)}
        mugginsOn
        giveBack
        onCall={async () => 'Muggins applies only while the counted peg is in Muggers Alley (001).'}
        onClose={onClose}
      />,
    );
    expect(document.querySelector('.count__item--missed')!.textContent).toMatch(/His nobs/);
    fireEvent.click(screen.getByRole('button', { name: 'Ann calls muggins (+1)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Muggins applies only while the counted peg is in Muggers Alley (001).');
    // Beside the buttons: both in the sheet's foot, which stays in view while the count scrolls.
    expect(alert.closest('.sheet__foot')).not.toBeNull();
    expect(alert.closest('.sheet__foot')!.contains(screen.getByRole('button', { name: 'Ann calls muggins (+1)' }))).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  test('a right count says so and offers no call', () => {
    const t = tappedGame();
    render(<MugginsSheet chances={views(t)} mugginsOn giveBack onCall={async () => null} onClose={() => {}} />);
    typeInto('Starter', 'ks');
    typeInto("Bob's hand cards", '5h ac 9d 8s'); // with KS: 5-K fifteen two, A-5-9 fifteen four: 4, as claimed
    expect(document.querySelector('.muggins__verdict')!.textContent).toBe('The count of 4 is right: nothing was missed.');
    expect(screen.queryByRole('button', { name: /calls muggins/ })).toBeNull();
  });

  test('a team calls in the plural: "Bob & Ed call muggins", "Cy & Flo call and give the 10 back" (audit 11)', () => {
    const t = tappedGame();
    const callers = [
      { id: 1, name: 'Bob & Ed', team: true },
      { id: 2, name: 'Cy & Flo', team: true },
    ];
    render(<MugginsSheet chances={[{ ...views(t)[0]!, callers }]} mugginsOn giveBack onCall={async () => null} onClose={() => {}} />);
    typeInto('Starter', 'ks');
    typeInto("Bob's hand cards", '4h 5h 6d 6c'); // 14 with KS: 10 missed
    const names = [...document.querySelectorAll('.sheet__foot button')].map((b) => b.textContent);
    expect(names).toEqual([
      'Bob & Ed call muggins (+10)',
      'Cy & Flo call muggins (+10)',
      'Bob & Ed call and give the 10 back',
      'Cy & Flo call and give the 10 back',
    ]);
  });

  test('issue 24 item 6: every count still open is offered, the newest first; each is checked on its own', async () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: card('5S') });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cards('10H 5D 6C 9S'), claimed: 6 }); // worth 8
    t.tap(0, 7, 'hand');
    const onCall = vi.fn(async () => null);
    render(<MugginsSheet chances={views(t)} mugginsOn giveBack onCall={onCall} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Check a count for muggins' })).toBeTruthy();
    const radios = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent!.trim());
    expect(radios).toEqual(["Ann's hand (7)", "Bob's hand (6)"]);
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    expect(document.querySelector('.muggins__verdict')!.textContent).toBe('Muggins!');
    fireEvent.click(screen.getByRole('button', { name: 'Ann calls muggins (+2)' }));
    expect(onCall).toHaveBeenCalledWith({ caller: 0, of: t.state.round!.claims[0]!.n });
  });

  test('issue 24 item 7: a pegging score is checked from the cards of the count in the order played', async () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'], options: { muggins: true } });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.tap(1, 2, 'play', 1);
    const onCall = vi.fn(async () => null);
    const { container } = render(<MugginsSheet chances={views(t)} mugginsOn giveBack onCall={onCall} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: "Check Bob's pegging (2)" })).toBeTruthy();
    typeInto('Cards of the count', '4h 5s 6d');
    expect(container.textContent).toMatch(/Bob pegged 2; the last card scores 5: 3 missed/);
    fireEvent.click(screen.getByRole('button', { name: 'Ann calls muggins (+3)' }));
    expect(onCall).toHaveBeenCalledWith({ caller: 0, of: t.state.round!.lastPeg!.n, cards: cards('4H 5S 6D') });
  });
});
