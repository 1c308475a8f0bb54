// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { StarterSheet, starterCutter } from '../../../src/ui/table/StarterSheet';

afterEach(cleanup);

describe('who cuts for the starter (phone audit 10)', () => {
  test("002 TRADITIONAL RULES: the non-dealer cuts; 002 three and four players: the player to the dealer's left", () => {
    expect(starterCutter(false, 2, 0)).toBe(1);
    expect(starterCutter(false, 2, 1)).toBe(0);
    expect(starterCutter(false, 3, 2)).toBe(0);
    expect(starterCutter(false, 4, 1)).toBe(2);
  });

  test('002 NODDY: the dealer turns the top card; a game of one has no cutter', () => {
    expect(starterCutter(true, 2, 0)).toBeNull();
    expect(starterCutter(false, 1, 0)).toBeNull();
  });

  test('the sheet says who cuts and who turns, never that the dealer cuts', () => {
    render(<StarterSheet dealer="Ann" cutter="Bob" tops={null} onStarter={() => {}} onTops={() => {}} onClose={() => {}} />);
    expect(screen.getByText(/cuts/).textContent).toBe('Bob cuts, Ann turns the starter. A jack pegs two for his heels.');
    cleanup();
    render(<StarterSheet dealer="Ann" cutter={null} tops={null} onStarter={() => {}} onTops={() => {}} onClose={() => {}} />);
    expect(screen.getByText(/top card/).textContent).toBe('Ann turns the top card as the starter. A jack pegs two for his heels.');
  });
});
