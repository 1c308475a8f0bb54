// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { decide, PENALTIES, type Game, type PenaltyCall, type RulesetId } from '../../../src/game';
import { effectWords } from '../../../src/ui/table/effects';
import { PenaltySheet } from '../../../src/ui/table/PenaltySheet';
import { Table } from '../../game/helpers';

afterEach(cleanup);

/** The sheet over a real game: its preview is the engine's `decide`, as on the table. */
function sheet(state: Game, onApply = vi.fn(async (_call: PenaltyCall) => null as string | null)) {
  const round = state.round;
  const utils = render(
    <PenaltySheet
      sides={state.sides.map((s) => ({ id: s.id, name: s.name, seats: s.seats.map((seat) => ({ seat, name: state.seats[seat]!.name })) }))}
      dealer={round ? { side: state.seats[round.dealer]!.side, name: state.seats[round.dealer]!.name } : null}
      everyOpponent={state.setup.options.penaltyToEveryOpponent}
      preview={(call) => {
        const d = decide(state, { type: 'penalty', ...call }, 0);
        return d.ok ? { ok: true, words: effectWords(state, d.value.events) } : { ok: false, message: d.error.message };
      }}
      onApply={onApply}
      onClose={() => {}}
    />,
  );
  return { ...utils, onApply };
}

function pick(rule: string): void {
  const index = PENALTIES.findIndex((p) => p.id === rule);
  fireEvent.change(screen.getByLabelText('Rule'), { target: { value: String(index) } });
}

const effect = () => document.querySelector('.penalty__effect')!.textContent;

/** Ann and Bob; Bob deals round 1. */
function bobDeals(options = {}, players = ['Ann', 'Bob'], ruleset: RulesetId = 'traditional'): Game {
  const t = new Table({ ruleset, players, options });
  t.do({ type: 'cutForDeal', dealer: 1 });
  return t.state;
}

describe('PenaltySheet: who offends and who gains, by role, previewed (issue 15.5)', () => {
  test("003 rule 3 with Bob dealing: the dealer offends and the non-dealer, Ann, gains 2 (not Bob)", async () => {
    const { onApply, container } = sheet(bobDeals());
    pick('rule-3');
    expect(container.textContent).toMatch(/Offends: the dealer, Bob/);
    expect(container.textContent).toMatch(/Gains: the non-dealer/);
    expect(effect()).toBe('Effect: Ann +2');
    fireEvent.click(screen.getByLabelText('Call for a new deal'));
    expect(effect()).toBe('Effect: Ann +2, new deal');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ rule: 'rule-3', newDeal: true });
  });

  test('003 rule 12: the table names the offender and the excess; the preview moves one back and the other on', () => {
    const { onApply } = sheet(bobDeals());
    pick('rule-12');
    expect(effect()).toBe('Effect: Say who broke the rule.');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Bob'));
    fireEvent.input(screen.getByLabelText('Points pegged too many'), { target: { value: '3' } });
    expect(effect()).toBe('Effect: Bob −3, Ann +3');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ rule: 'rule-12', offender: 1, points: 3 });
  });

  test('003 rule 9 with three players: the caller is asked for, and a new deal always follows', () => {
    const { onApply } = sheet(bobDeals({}, ['Ann', 'Bob', 'Cat'], 'three-player'));
    pick('rule-9');
    expect(screen.getByText('A new deal follows.')).toBeTruthy();
    expect(effect()).toBe('Effect: Say who found it.');
    fireEvent.click(screen.getByLabelText('Cat'));
    expect(effect()).toBe('Effect: Cat +2, new deal');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ rule: 'rule-9', to: [2] });
  });

  test('Crib Wars (001): each other opponent may decline the points', () => {
    sheet(bobDeals({}, ['Ann', 'Bob', 'Cat'], 'crib-wars'));
    pick('rule-16');
    fireEvent.click(screen.getByLabelText('Ann'));
    expect(effect()).toBe('Effect: Bob +2, Cat +2');
    fireEvent.click(screen.getByLabelText('Cat takes 2'));
    expect(effect()).toBe('Effect: Bob +2');
  });

  test('rule 10 asks how many cards are dead; 000 table talk asks whether both partners talked', () => {
    sheet(bobDeals({}, ['Ann', 'Bob', 'Cat', 'Dan'], 'four-player'));
    pick('rule-10');
    fireEvent.click(screen.getByLabelText('Ann & Cat'));
    expect(screen.getByRole('group', { name: 'Who said go?' })).toBeTruthy();
    expect(screen.getByLabelText(/Dead cards/)).toBeTruthy();
    pick('table-talk');
    fireEvent.click(screen.getByLabelText('Ann & Cat'));
    expect(effect()).toBe('Effect: Bob & Dan +1');
    fireEvent.click(screen.getByLabelText('Both partners talked (2 points)'));
    expect(effect()).toBe('Effect: Bob & Dan +2');
  });

  // Outside Crib Wars one side gains (003 rules 3 and 10; RULES.md Penalties): with three players the sheet asks which.
  test('003 rule 3, three players, Bob dealing: the sheet asks whose card was exposed and pays that player alone', () => {
    const { onApply, container } = sheet(bobDeals({}, ['Ann', 'Bob', 'Cat'], 'three-player'));
    pick('rule-3');
    const group = screen.getByRole('group', { name: 'Whose card was exposed?' });
    expect(within(group).getAllByRole('radio').map((r) => r.parentElement!.textContent!.trim())).toEqual(['Ann', 'Cat']);
    expect(container.textContent).not.toMatch(/Gains:/);
    expect(effect()).toBe('Effect: Say whose card was exposed.');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(group).getByLabelText('Cat'));
    expect(effect()).toBe('Effect: Cat +2');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ rule: 'rule-3', to: [2], newDeal: false });
  });

  test('003 rule 10, three players: the offender, then who was told go; 2 to that player alone', () => {
    const { onApply } = sheet(bobDeals({}, ['Ann', 'Bob', 'Cat'], 'three-player'));
    pick('rule-10');
    fireEvent.click(within(screen.getByRole('group', { name: 'Who broke the rule?' })).getByLabelText('Ann'));
    const group = screen.getByRole('group', { name: 'Who was told go?' });
    expect(effect()).toBe('Effect: Say who was told go.');
    fireEvent.click(within(group).getByLabelText('Bob'));
    expect(effect()).toBe('Effect: Bob +2');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ rule: 'rule-10', offender: 0, to: [1] });
  });

  test('003 rule 12, three players: who caught it gains the excess', () => {
    sheet(bobDeals({}, ['Ann', 'Bob', 'Cat'], 'three-player'));
    pick('rule-12');
    fireEvent.click(within(screen.getByRole('group', { name: 'Who broke the rule?' })).getByLabelText('Bob'));
    fireEvent.input(screen.getByLabelText('Points pegged too many'), { target: { value: '3' } });
    expect(effect()).toBe('Effect: Say who caught it.');
    fireEvent.click(within(screen.getByRole('group', { name: 'Who caught it?' })).getByLabelText('Cat'));
    expect(effect()).toBe('Effect: Bob −3, Cat +3');
  });

  test('with two players the one opponent is named, not asked for', () => {
    const { container } = sheet(bobDeals());
    pick('rule-16');
    fireEvent.click(screen.getByLabelText('Bob'));
    expect(container.textContent).toMatch(/Gains: the opponent, Ann/);
    expect(effect()).toBe('Effect: Ann +2');
  });

  test('every penalty can be applied by taps at a three-player table (Bob deals and, for the others, offends)', () => {
    const onApply = vi.fn(async (_call: PenaltyCall) => null as string | null);
    sheet(bobDeals({}, ['Ann', 'Bob', 'Cat'], 'three-player'), onApply);
    const choices = () => [...document.querySelectorAll<HTMLElement>('fieldset.penalty__choice')];
    for (const rule of PENALTIES) {
      pick(rule.id);
      const offenders = choices().find((f) => f.querySelector('legend')!.textContent === 'Who broke the rule?');
      if (offenders) fireEvent.click(within(offenders).getByLabelText('Bob'));
      const gainers = choices().find((f) => f !== offenders && f.querySelector('input[type=radio]'));
      if (gainers) fireEvent.click(within(gainers).getAllByRole('radio')[0]!);
      if (rule.input === 'excess') fireEvent.input(screen.getByLabelText('Points pegged too many'), { target: { value: '1' } });
      expect(effect(), rule.id).not.toMatch(/Say |Give /);
      fireEvent.click(screen.getByRole('button', { name: rule.gain === 'claim-game' ? 'Claim the game' : 'Apply' }));
    }
    expect(onApply).toHaveBeenCalledTimes(PENALTIES.length);
    // Each rule that pegs points pays one side: the first asked for (Ann), never every other player.
    for (const [call] of onApply.mock.calls) {
      const rule = PENALTIES.find((p) => p.id === call.rule)!;
      if (rule.gain !== 'none') expect(call.to, rule.id).toEqual([0]);
    }
  });

  test('no id like "rule-10" reaches the screen', () => {
    const { container } = sheet(bobDeals());
    for (const rule of PENALTIES) {
      pick(rule.id);
      expect(container.textContent).not.toMatch(/rule-\d|table-talk/);
    }
  });
});
