// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { decide, effectWords, PENALTIES, penaltiesFor, type Game, type PenaltyCall, type RulesetId } from '../../../src/game';
import { PenaltySheet } from '../../../src/ui/table/PenaltySheet';
import { Table } from '../../game/helpers';

afterEach(cleanup);

/** The sheet over a real game: its preview is the engine's `decide`, as on the table. */
function sheet(state: Game, onApply = vi.fn(async (_call: PenaltyCall) => null as string | null)) {
  const round = state.round;
  const utils = render(
    <PenaltySheet
      rules={penaltiesFor(state)}
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

/** Picks a rule in the list (one entry per rule of the rulebook), then its case when it has several (13, 14). */
function pick(id: string): void {
  const rule = PENALTIES.find((p) => p.id === id)!;
  const entry = rule.number === null ? rule.name : `${rule.number}. `;
  const option = [...screen.getByLabelText<HTMLSelectElement>('Rule').options].find((o) => o.text.startsWith(entry))!;
  fireEvent.change(screen.getByLabelText('Rule'), { target: { value: option.value } });
  const cases = screen.queryByRole('group', { name: 'What happened?' });
  if (cases) fireEvent.click(within(cases).getByLabelText(rule.name));
}

const effect = () => document.querySelector('.penalty__effect')!.textContent;

/** Ann and Bob; Bob deals round 1. */
function bobDeals(options = {}, players = ['Ann', 'Bob'], ruleset: RulesetId = 'traditional'): Game {
  const t = new Table({ ruleset, players, options });
  t.do({ type: 'cutForDeal', dealer: 1 });
  return t.state;
}

describe('PenaltySheet: who offends and who gains, by role, previewed (issue 15.5)', () => {
  test('003 rule 3 with Bob dealing: the dealer offends and the non-dealer, Ann, gains 2 (not Bob)', async () => {
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
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent!.trim()),
    ).toEqual(['Ann', 'Cat']);
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
    const t = new Table({ ruleset: 'three-player', players: ['Ann', 'Bob', 'Cat'] });
    t.do({ type: 'cutForDeal', dealer: 1 });
    t.tap(1, 6, 'correction'); // Bob's front peg on 6: rule 14 has a peg to put behind his back peg
    const rules = penaltiesFor(t.state);
    sheet(t.state, onApply);
    const choices = () => [...document.querySelectorAll<HTMLElement>('fieldset.penalty__choice')];
    const asks = (f: HTMLElement, legend: string) => f.querySelector('legend')!.textContent === legend;
    for (const rule of rules) {
      pick(rule.id);
      const offenders = choices().find((f) => asks(f, 'Who broke the rule?'));
      if (offenders) fireEvent.click(within(offenders).getByLabelText('Bob'));
      const gainers = choices().find((f) => f !== offenders && !asks(f, 'What happened?') && !asks(f, 'The opponent') && f.querySelector('input[type=radio]'));
      if (gainers) fireEvent.click(within(gainers).getAllByRole('radio')[0]!);
      if (rule.input === 'excess') fireEvent.input(screen.getByLabelText('Points pegged too many'), { target: { value: '1' } });
      expect(effect(), rule.id).not.toMatch(/Say |Give /);
      const button = rule.gain === 'claim-game' ? 'Claim the game' : rule.gain === 'agree-or-void' ? 'Void the game' : 'Apply';
      fireEvent.click(screen.getByRole('button', { name: button }));
    }
    // Table talk is a partners' rule (000): not offered to three players.
    expect(rules.map((r) => r.id)).not.toContain('table-talk');
    expect(onApply).toHaveBeenCalledTimes(rules.length);
    // Each rule that pegs points pays one side: the first asked for (Ann), never every other player.
    for (const [call] of onApply.mock.calls) {
      const rule = PENALTIES.find((p) => p.id === call.rule)!;
      if (rule.gain === 'points' || rule.gain === 'excess' || rule.gain === 'claim-game') expect(call.to, rule.id).toEqual([0]);
    }
  });

  test('issue 25 item 7: one entry per rule, its cases inside; sources said in words; table talk only with partners', () => {
    const { container } = sheet(bobDeals());
    const entries = [...screen.getByLabelText<HTMLSelectElement>('Rule').options].map((o) => o.text);
    expect(entries.filter((e) => e.startsWith('13.'))).toEqual(['13. Removing pegs']);
    expect(entries.filter((e) => e.startsWith('14.'))).toEqual(['14. Pegs moved or dislodged']);
    expect(entries).toHaveLength(16);
    pick('rule-14c');
    const cases = within(screen.getByRole('group', { name: 'What happened?' }))
      .getAllByRole('radio')
      .map((r) => r.parentElement!.textContent!.trim());
    expect(cases).toEqual(['Peg moved out of turn', 'Own front peg dislodged', 'Both own pegs dislodged', 'Both front pegs dislodged at once']);
    expect(container.querySelector('.penalty__text em')!.textContent).toBe('(Crib Wars rules, rule 14)');
  });

  test('003 rule 14: a dislodged front peg goes behind the back peg, or back where both agree it was', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 1 });
    t.tap(0, 10, 'correction');
    t.tap(0, 6, 'correction');
    const { onApply } = sheet(t.state);
    pick('rule-14c');
    fireEvent.click(screen.getByLabelText('Ann'));
    expect(effect()).toBe('Effect: Ann −6');
    fireEvent.click(screen.getByLabelText(/Both agree where the peg was/));
    expect(effect()).toBe('Effect: no points');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ rule: 'rule-14c', offender: 0, agreed: true });
  });

  test('no id like "rule-10" reaches the screen', () => {
    for (const players of [
      ['Ann', 'Bob'],
      ['Ann', 'Bob', 'Cat', 'Dan'],
    ]) {
      const state = bobDeals({}, players, players.length === 2 ? 'traditional' : 'four-player');
      const { container, unmount } = sheet(state);
      for (const rule of penaltiesFor(state)) {
        pick(rule.id);
        expect(container.textContent).not.toMatch(/rule-\d|table-talk|OTHER IMPORTANT/);
      }
      unmount();
    }
  });
});
