// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SeatName } from '../../../src/ui/setup/SeatName';

afterEach(cleanup);

/* Seat 2 of a game set up for a club night is picked from the night's entrants, never typed (issue 35: "Bbo" typed for Bob). */
describe("a seat's player on the setup screen", () => {
  test("with the night's entrants, seat 2 is a list of them: the seated opponent chosen, another picked", () => {
    const onName = vi.fn();
    render(<SeatName index={1} label="Seat 2" value="Lee" choices={['Bob', 'Cy', 'Lee']} onName={onName} />);
    const select = screen.getByLabelText('Seat 2') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.value)).toEqual(['Bob', 'Cy', 'Lee']);
    expect(select.value).toBe('Lee');
    fireEvent.change(select, { target: { value: 'Cy' } });
    expect(onName).toHaveBeenCalledWith('Cy');
  });

  test('with no opponent seated yet, the list asks for one first', () => {
    render(<SeatName index={1} label="Seat 2" value="" choices={['Bob', 'Cy']} onName={() => undefined} />);
    const select = screen.getByLabelText('Seat 2') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['(choose the opponent)', 'Bob', 'Cy']);
  });

  test('without entrants the name is typed', () => {
    const onName = vi.fn();
    render(<SeatName index={0} label="Seat 1" value="" onName={onName} />);
    const input = screen.getByLabelText('Seat 1') as HTMLInputElement;
    expect(input.placeholder).toBe('Player 1');
    fireEvent.input(input, { target: { value: 'Ann' } });
    expect(onName).toHaveBeenCalledWith('Ann');
  });
});
