// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { StarterSheet, starterCutter } from '../../../src/ui/table/StarterSheet';

afterEach(cleanup);

describe('who cuts for the starter (phone audit 10)', () => {
  test('002 TRADITIONAL RULES: the non-dealer cuts; 002 three and four players: the player to the dealer\'s left', () => {
    expect(starterCutter('traditional', 2, 0)).toBe(1);
    expect(starterCutter('traditional', 2, 1)).toBe(0);
    expect(starterCutter('three-player', 3, 2)).toBe(0);
    expect(starterCutter('four-player', 4, 1)).toBe(2);
  });

  test("001: the player to the dealer's right cuts; 002 NODDY: the dealer turns the top card; a game of one has no cutter", () => {
    expect(starterCutter('crib-wars', 2, 0)).toBe(1);
    expect(starterCutter('crib-wars', 3, 0)).toBe(2);
    expect(starterCutter('noddy', 2, 0)).toBeNull();
    expect(starterCutter('solitaire', 1, 0)).toBeNull();
  });

  test('the sheet says who cuts and who turns, never that the dealer cuts', () => {
    render(<StarterSheet dealer="Ann" cutter="Bob" tops={null} onStarter={() => {}} onTops={() => {}} onClose={() => {}} />);
    expect(screen.getByText(/cuts/).textContent).toBe('Bob cuts, Ann turns the starter. A jack pegs two for his heels.');
    cleanup();
    render(<StarterSheet dealer="Ann" cutter={null} tops={null} onStarter={() => {}} onTops={() => {}} onClose={() => {}} />);
    expect(screen.getByText(/top card/).textContent).toBe('Ann turns the top card as the starter. A jack pegs two for his heels.');
  });
});
