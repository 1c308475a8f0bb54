// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { StarterSheet } from '../../../src/ui/table/StarterSheet';

afterEach(cleanup);

describe('who cuts for the starter (phone audit 10)', () => {
  test('the sheet says who cuts and who turns, never that the dealer cuts', () => {
    render(<StarterSheet dealer="Ann" cutter="Bob" tops={null} onStarter={() => {}} onTops={() => {}} onClose={() => {}} />);
    expect(screen.getByText(/cuts/).textContent).toBe('Bob cuts, Ann turns the starter. A jack pegs two for his heels.');
    cleanup();
    render(<StarterSheet dealer="Ann" cutter={null} tops={null} onStarter={() => {}} onTops={() => {}} onClose={() => {}} />);
    expect(screen.getByText(/top card/).textContent).toBe('Ann turns the top card as the starter. A jack pegs two for his heels.');
  });
});
