// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CountContext } from '../../../src/game';
import { parseCard, type Card } from '../../../src/rules';
import { ShowSheet, type ShowEntry } from '../../../src/ui/table/ShowSheet';

afterEach(cleanup);

const card = (text: string): Card => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(text);
  return c.value;
};
const cards = (text: string) => text.split(' ').map(card);
const hand = (starter: Card | null, elsewhere: readonly Card[] = []): CountContext => ({
  starter,
  size: 4,
  crib: false,
  scoring: { extraScores: false },
  elsewhere,
});
const EMPTY: ShowEntry = { cards: [], starter: null, claim: '' };

function typeInto(label: string, text: string): void {
  const field = screen.getByRole('group', { name: new RegExp(`^${label} \\(`) });
  const input = field.querySelector('input')!;
  fireEvent.input(input, { target: { value: text } });
  fireEvent.submit(input.form!);
}

describe('ShowSheet: a hand by cards (issue 15.2)', () => {
  test('muggins off: the itemized count shows as soon as the cards are in, and "Score it" pegs the true count', async () => {
    const onScore = vi.fn(async () => null);
    render(
      <ShowSheet
        name="Bob"
        what="hand"
        context={hand(card('5D'))}
        claimFirst={false}
        initial={EMPTY}
        onChange={() => {}}
        onScore={onScore}
        onClose={() => {}}
      />,
    );
    typeInto("Bob's hand", '5h 5c 5s jd');
    expect(screen.getByRole('region', { name: 'Count: 29' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Score it: 29' }));
    expect(onScore).toHaveBeenCalledWith({ cards: cards('5H 5C 5S JD'), claimed: 29 });
  });

  test('muggins on: the claim comes first; nothing shows the true count (no itemized count, no placeholder)', () => {
    const onScore = vi.fn(async () => null);
    const { container } = render(
      <ShowSheet name="Bob" what="hand" context={hand(card('8D'))} claimFirst initial={EMPTY} onChange={() => {}} onScore={onScore} onClose={() => {}} />,
    );
    typeInto("Bob's hand", 'jd 2c 4s 6h'); // worth 1: his nobs
    expect(container.querySelector('.count')).toBeNull();
    const claim = screen.getByLabelText('Bob claims') as HTMLInputElement;
    expect(claim.placeholder).toBe('');
    expect(container.textContent).not.toMatch(/nobs/);
    expect((screen.getByRole('button', { name: "Type Bob's claim" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(claim, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Score it: 0' }));
    expect(onScore).toHaveBeenCalledWith({ cards: cards('JD 2C 4S 6H'), claimed: 0 });
  });

  test('a card already in the deal (played by another hand, or counted) is refused in the picker, with where it is said', () => {
    const onScore = vi.fn(async () => null);
    const { container } = render(
      <ShowSheet
        name="Bob"
        what="hand"
        context={hand(card('5D'), cards('4C 10S'))}
        claimFirst={false}
        initial={EMPTY}
        onChange={() => {}}
        onScore={onScore}
        onClose={() => {}}
      />,
    );
    typeInto("Bob's hand", '5h 5c 4c 6d');
    expect(container.textContent).toContain('4♣ is already used elsewhere in this deal.');
    expect(screen.queryByRole('button', { name: /^Score it/ })).toBeNull();
  });

  test('the starter is asked for when the round has none, and sent with the count', () => {
    const onScore = vi.fn(async () => null);
    render(
      <ShowSheet
        name="Ann"
        what="crib"
        context={{ ...hand(null), crib: true }}
        claimFirst={false}
        initial={EMPTY}
        onChange={() => {}}
        onScore={onScore}
        onClose={() => {}}
      />,
    );
    typeInto('Starter', '5d');
    typeInto("Ann's crib", '5h 5c 5s jd');
    fireEvent.click(screen.getByRole('button', { name: 'Score it: 29' }));
    expect(onScore).toHaveBeenCalledWith({ cards: cards('5H 5C 5S JD'), claimed: 29, starter: card('5D') });
  });

  test('a half-entered hand comes back from its draft, and every change is kept (issue 15.8)', () => {
    const onChange = vi.fn();
    render(
      <ShowSheet
        name="Bob"
        what="hand"
        context={hand(card('5D'))}
        claimFirst={false}
        initial={{ cards: cards('5H 5C'), starter: null, claim: '' }}
        onChange={onChange}
        onScore={async () => null}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: /^Bob.s hand \(/ }).textContent).toMatch(/2 of 4/);
    fireEvent.click(screen.getByRole('button', { name: /^Remove 5 of clubs|^Remove five of clubs/i }));
    expect(onChange).toHaveBeenLastCalledWith({ cards: cards('5H'), starter: null, claim: '' });
  });

  test("the engine's refusal stands in the sheet, which stays open", async () => {
    const onClose = vi.fn();
    render(
      <ShowSheet
        name="Bob"
        what="hand"
        context={hand(card('5D'))}
        claimFirst={false}
        initial={EMPTY}
        onChange={() => {}}
        onScore={async () => "It is Ann's hand to count next."}
        onClose={onClose}
      />,
    );
    typeInto("Bob's hand", '5h 5c 5s jd');
    fireEvent.click(screen.getByRole('button', { name: 'Score it: 29' }));
    expect((await screen.findByRole('alert')).textContent).toBe("It is Ann's hand to count next.");
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ShowSheet in Cribbage is not Enough (000: two decks, issue 10.1)', () => {
  test("a hand's cards are entered from its team's deck, and the sheet names that deck in words", () => {
    render(
      <ShowSheet
        name="Ann"
        what="hand"
        context={hand(card('4H'))}
        deck="blue"
        claimFirst={false}
        initial={EMPTY}
        onChange={() => {}}
        onScore={async () => null}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('blue').className).toBe('deck deck--blue');
    expect(screen.getByText(/Cards of the/).textContent).toBe('Cards of the blue deck');
  });

  test('a game of one deck names none', () => {
    render(
      <ShowSheet
        name="Ann"
        what="hand"
        context={hand(card('4H'))}
        claimFirst={false}
        initial={EMPTY}
        onChange={() => {}}
        onScore={async () => null}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByText(/Cards of the/)).toBeNull();
  });
});
