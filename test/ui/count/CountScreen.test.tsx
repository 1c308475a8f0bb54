// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { CountScreen } from '../../../src/ui/count/CountScreen';

afterEach(cleanup);

function type(container: Element, id: string, text: string): void {
  const input = container.querySelector<HTMLInputElement>(`#${id}`)!;
  fireEvent.input(input, { target: { value: text } });
  fireEvent.submit(input.form!);
}

describe('CountScreen', () => {
  test('5h 5c 5s jd with the 5d starter counts 29, itemized and said aloud', () => {
    const { container } = render(<CountScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Count a hand');
    type(container, 'hand-text', '5h 5c 5s jd');
    expect(container.querySelector('.count')).toBeNull();
    type(container, 'starter-text', '5d');
    const count = screen.getByRole('region', { name: 'Count: 29' });
    expect(count.querySelector('.count__total .score')!.textContent).toBe('29');
    expect(count.querySelector('.count__said')!.textContent).toBe(
      '“fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, fifteen fourteen, fifteen sixteen, a double pair royal is twenty-eight, and one for his nobs is twenty-nine”',
    );
    expect(count.querySelectorAll('.count__item').length).toBeGreaterThan(0);
  });

  test('the starter cannot repeat a hand card; Clear empties both pickers', () => {
    const { container } = render(<CountScreen />);
    type(container, 'hand-text', '5h 5c 5s jd');
    type(container, 'starter-text', '5h');
    expect(screen.getByRole('alert').textContent).toMatch(/already used/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(container.textContent).toMatch(/Hand \(0 of 4\)/);
  });

  test('a three-card hand counts with a starter; four cards are refused', () => {
    const { container } = render(<CountScreen />);
    fireEvent.click(screen.getByLabelText('Three-card hand (five-card cribbage)'));
    type(container, 'hand-text', '2h 3h 4h');
    type(container, 'starter-text', 'kc');
    expect(screen.getByRole('region', { name: /^Count: / })).toBeTruthy();
    type(container, 'hand-text', '2h 4h 6h 8h');
    expect(screen.getByRole('alert').textContent).toMatch(/3 cards/);
  });

  test('every screen has a way home', () => {
    render(<CountScreen />);
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Advise a throw' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Advise a throw');
    expect(screen.getByLabelText('I am the dealer')).toBeTruthy();
  });
});
