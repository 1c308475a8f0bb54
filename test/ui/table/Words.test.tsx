// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { Words } from '../../../src/ui/table/Words';

afterEach(cleanup);

describe('the last move in words', () => {
  test('a count and its pegging: the points keep a line of their own, and every word is still there', () => {
    const text = "Ann's hand, 5♣ 5♥ 10♦ 2♠: fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten. Ann & Cy peg 10 to 14 (hand)";
    const { container } = render(<Words text={text} />);
    const lines = [...container.querySelectorAll('.table__words--two > span')].map((s) => s.textContent);
    expect(lines).toEqual([
      "Ann's hand, 5♣ 5♥ 10♦ 2♠: fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten. ",
      'Ann & Cy peg 10 to 14 (hand)',
    ]);
    expect(container.textContent).toBe(text);
  });

  test('one sentence is one block over both lines', () => {
    const { container } = render(<Words text="Ann pegs 3 to 3 (pegging)" />);
    expect(container.querySelector('.table__words--two')).toBeNull();
    expect(container.querySelector('.table__words')!.textContent).toBe('Ann pegs 3 to 3 (pegging)');
  });

  test('the game end keeps its last two sentences whole: what the winning move pegged, and who won (phone audit 13)', () => {
    const text = "Ann's hand: 10. Ann pegs 10 to the finish (hand). Ann wins with a double skunk (4 games)";
    const { container } = render(<Words text={text} end />);
    expect(container.querySelector('.table__words--end')).not.toBeNull();
    const kept = [...container.querySelectorAll('.table__words-kept')].map((s) => s.textContent);
    expect(kept).toEqual(['Ann pegs 10 to the finish (hand). ', 'Ann wins with a double skunk (4 games)']);
    expect(container.textContent).toBe(text);
  });
});
