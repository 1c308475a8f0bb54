// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Command } from '../../../src/game';
import type { DeckPips } from '../../../src/game/rulesets/notEnough';
import { BattleSheet } from '../../../src/ui/table/notEnough/BattleSheet';
import { CradleSheet } from '../../../src/ui/table/notEnough/CradleSheet';
import { CribSheet } from '../../../src/ui/table/notEnough/CribSheet';
import { parseDice, rollDice } from '../../../src/ui/table/notEnough/dice';
import { IntelSheet } from '../../../src/ui/table/notEnough/IntelSheet';
import { PipsSheet } from '../../../src/ui/table/notEnough/PipsSheet';
import { TopsSheet } from '../../../src/ui/table/notEnough/TopsSheet';
import { Table, c } from '../../game/helpers';

afterEach(cleanup);

/** Pips as a table would note them from its cards (000: J, Q, K and A carry Intel, Might and Magic). */
const PIPS: DeckPips = {
  grey: { JH: { intel: 2, might: 3, magic: 1 }, AS: { intel: 0, might: 1, magic: 2 } },
  blue: { KS: { intel: 3, might: 1, magic: 0 } },
};

/**
 * Ann (grey) deals to Bob (blue); Tops grey 9C, blue 9D; hands shown: Bob KS 5C 6D 7H (Intel 3), Ann JH 2C 3D 4S
 * (Intel 2).
 */
function shown(): Table {
  const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'], pips: PIPS });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnTops', tops: [c('9C'), c('9D')] });
  t.do({ type: 'endPlay' });
  t.do({ type: 'countHand', seat: 1, cards: [c('KS'), c('5C'), c('6D'), c('7H')] });
  t.do({ type: 'countHand', seat: 0, cards: [c('JH'), c('2C'), c('3D'), c('4S')] });
  return t;
}

/** Types cards into a picker by its legend and sets them. */
function typeInto(legend: RegExp, text: string): void {
  const field = screen.getAllByRole('group').find((g) => g.tagName === 'FIELDSET' && legend.test(g.querySelector('legend')?.textContent ?? ''))!;
  const input = field.querySelector<HTMLInputElement>('.picker__type input')!;
  fireEvent.input(input, { target: { value: text } });
  fireEvent.submit(input.form!);
}

const ok = () => vi.fn(async (_c: Command) => null as string | null);

describe('000 card numbers (issue 10.2): asked, never guessed', () => {
  test('Save waits for all three numbers of every card, 0 to 9, and gives them back by deck and card', async () => {
    const onSave = vi.fn(async () => null);
    render(<PipsSheet cards={[{ deck: 'blue', card: c('KS') }]} onSave={onSave} onClose={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save the numbers' }) as HTMLButtonElement;
    fireEvent.input(screen.getByLabelText('Intel of the blue K♠'), { target: { value: '1' } });
    fireEvent.input(screen.getByLabelText('Might of the blue K♠'), { target: { value: '2' } });
    expect(save.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Magic of the blue K♠'), { target: { value: 'x' } });
    expect(save.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Magic of the blue K♠'), { target: { value: '3' } });
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith([{ deck: 'blue', card: c('KS'), pips: { intel: 1, might: 2, magic: 3 } }]);
  });
});

describe('000 Tops (issue 10.3)', () => {
  test('the dealer picks the decks, and both Tops may be the same card, one of each deck', () => {
    const onTops = vi.fn();
    render(
      <TopsSheet
        dealer="Ann"
        dealerTeam={false}
        teams={['Ann', 'Bob']}
        plays="plays"
        decks={['grey', 'blue']}
        onTops={onTops}
        onTurned={() => {}}
        onClose={() => {}}
      />,
    );
    fireEvent.click(screen.getByLabelText('Ann plays blue'));
    typeInto(/^Ann's Top \(blue\)/, 'ks');
    typeInto(/^Bob's Top \(grey\)/, 'ks');
    fireEvent.click(screen.getByRole('button', { name: 'Turn the Tops' }));
    expect(onTops).toHaveBeenCalledWith([c('KS'), c('KS')], ['blue', 'grey']);
  });

  test('four players: a team takes the plural, "Ann & Cy play grey"', () => {
    render(
      <TopsSheet
        dealer="Ann"
        dealerTeam
        teams={['Ann & Cy', 'Bob & Di']}
        plays="play"
        decks={['grey', 'blue']}
        onTops={() => {}}
        onTurned={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByLabelText('Ann & Cy play grey')).toBeTruthy();
    expect(screen.getByLabelText('Ann & Cy play blue')).toBeTruthy();
    expect(screen.getByText(/A jack on a Top/).textContent).toBe("A jack on a Top pegs 2 for Ann's team, a queen −2.");
  });

  test('two players: a side of one pegs in its own name, "Ann pegs 2" (phone audit 19)', () => {
    render(
      <TopsSheet
        dealer="Ann"
        dealerTeam={false}
        teams={['Ann', 'Bob']}
        plays="plays"
        decks={['grey', 'blue']}
        onTops={() => {}}
        onTurned={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText(/A jack on a Top/).textContent).toBe('A jack on a Top: Ann pegs 2, a queen −2.');
  });
});

describe('000 Intelligence Bonus (issue 10.4)', () => {
  test("each player's Intel; the single most (Bob, 3 to 2) counts the enemy 9♣: 9+6 and the pair of nines, 4", async () => {
    const onCommand = ok();
    render(<IntelSheet game={shown().state} onCommand={onCommand} onPips={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('list', { name: 'Intel in hand' }).textContent).toBe('Ann: 2 IntelBob: 3 Intel');
    fireEvent.click(screen.getByRole('button', { name: 'Score it: 4' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'intel' });
  });

  test('hands not entered: the table says who (a tie, even at 0: nobody)', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'], pips: PIPS });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnTops', tops: [c('9C'), c('9D')] });
    t.do({ type: 'endPlay' });
    t.do({ type: 'score', side: 1, points: 0, reason: 'hand', seat: 1 });
    t.do({ type: 'score', side: 0, points: 0, reason: 'hand', seat: 0 });
    const onCommand = ok();
    render(<IntelSheet game={t.state} onCommand={onCommand} onPips={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByLabelText('Nobody (a tie)'));
    fireEvent.click(screen.getByRole('button', { name: 'Nobody takes the bonus' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'intel', seat: null });
  });
});

describe('000 Intel bonus by cards when the round does not know them (issue 25.4)', () => {
  /** Ann (grey) deals to Bob (blue); the Tops turned without entering them; both hands tapped. */
  function unknown(): Table {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'], pips: PIPS });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    t.do({ type: 'score', side: 1, points: 4, reason: 'hand', seat: 1 });
    t.do({ type: 'score', side: 0, points: 14, reason: 'hand', seat: 0 });
    return t;
  }

  test('the table says who; the hand and both Tops by cards; the count itemized as a player says it; no sum in the head', () => {
    const onCommand = ok();
    render(<IntelSheet game={unknown().state} onCommand={onCommand} onPips={() => {}} onClose={() => {}} />);
    // No field to sum in the head until a winner is said, and then only folded away as a fallback.
    expect(screen.queryByLabelText(/Points .* adds/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Ann'));
    expect(screen.getByText('No cards? Type the points').closest('details')!.open).toBe(false);
    typeInto(/^Ann's hand/, '7c 8d 8h 10s');
    typeInto(/^Ann's Top/, '9c');
    typeInto(/^Bob's Top/, '9h');
    expect(screen.getByRole('region', { name: 'Count: 10' }).querySelector('.count__said')!.textContent).toBe(
      '“a pair is two, a run of four is six, and another run of four is ten”',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Score it: 10' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'intel', seat: 0, cards: [c('7C'), c('8D'), c('8H'), c('10S')], tops: { own: c('9C'), enemy: c('9H') } });
  });

  test('every hand entered, the Tops not: only the Tops are asked for', () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'], pips: PIPS });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    // Each hand counted with its own team's Top, named with the count only.
    t.do({ type: 'countHand', seat: 1, cards: [c('KS'), c('5C'), c('6D'), c('7H')], starter: c('9D') });
    t.do({ type: 'countHand', seat: 0, cards: [c('JH'), c('2C'), c('3D'), c('4S')], starter: c('9C') });
    const onCommand = ok();
    render(<IntelSheet game={t.state} onCommand={onCommand} onPips={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('group', { name: /^Bob's hand/ })).toBeNull();
    typeInto(/^Bob's Top/, '9d');
    typeInto(/^Ann's Top/, '9c');
    fireEvent.click(screen.getByRole('button', { name: 'Score it: 4' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'intel', tops: { own: c('9D'), enemy: c('9C') } });
  });

  test('the points typed are the fallback, folded away', () => {
    const onCommand = ok();
    render(<IntelSheet game={unknown().state} onCommand={onCommand} onPips={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByLabelText('Bob'));
    fireEvent.input(screen.getByLabelText("Points Ann's Top adds"), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Score it: 6' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'intel', seat: 1, claimed: 6 });
  });
});

describe('000 Battle for the Crib (issue 10.5)', () => {
  test('"Roll the dice" rolls each player\'s dice at the edge (Ann deals: J♥ Might 3 + 2 = 5; Bob: K♠ Might 1) and shows every total', async () => {
    const t = shown();
    t.do({ type: 'intel' });
    const onCommand = ok();
    render(<BattleSheet game={t.state} onCommand={onCommand} onPips={() => {}} roll={(n) => Array.from({ length: n }, () => 2)} onClose={() => {}} />);
    // Each part said with its why (issue 25.4).
    expect(screen.getByRole('list', { name: 'Dice to roll' }).textContent).toBe('Ann: 3 Might in hand + 2 for the dealer = 5 diceBob: 1 Might in hand = 1 die');
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    await screen.findByRole('button', { name: 'Done' });
    expect(onCommand).toHaveBeenCalledWith({ type: 'battle', dice: [[2, 2, 2, 2, 2], [2]] });
    expect(screen.getByRole('list', { name: 'Dice and totals' }).textContent).toBe('Ann: 2 + 2 + 2 + 2 + 2 = 10Bob: 2 = 2');
    expect(screen.getByRole('status').textContent).toBe('Ann wins both cribs.');
  });

  test("real dice: a player's number of dice is checked before the battle is recorded; a tie keeps each crib", () => {
    const t = shown();
    t.do({ type: 'intel' });
    const onCommand = ok();
    render(<BattleSheet game={t.state} onCommand={onCommand} onPips={() => {}} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enter real dice' }));
    fireEvent.input(screen.getByLabelText("Ann's dice (5)"), { target: { value: '1 1 1 1' } });
    fireEvent.input(screen.getByLabelText("Bob's dice (1)"), { target: { value: '5' } });
    expect((screen.getByRole('button', { name: 'Record the battle' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(screen.getByLabelText("Ann's dice (5)"), { target: { value: '11111' } });
    expect(screen.getByRole('status').textContent).toBe('A tie: each team keeps its own crib.');
    fireEvent.click(screen.getByRole('button', { name: 'Record the battle' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'battle', dice: [[1, 1, 1, 1, 1], [5]] });
  });

  test('dice are 1 to 6, unbiased (bytes 252 and above are drawn again); typed dice read with or without spaces', () => {
    const bytes = [[255, 0], [5]];
    expect(rollDice(2, () => bytes.shift()!)).toEqual([1, 6]);
    expect(parseDice('6 3,2')).toEqual([6, 3, 2]);
    expect(parseDice('17')).toBeNull();
  });
});

describe('000 Rob the Cradle (issue 10.6) and the team cribs', () => {
  function tied(): Table {
    const t = shown();
    t.do({ type: 'intel' });
    t.do({ type: 'battle', winner: null });
    return t;
  }

  test("the crib cards by deck; grey's A♠ Magic 2 beats blue's 0: Ann's team adds a grey card to its crib", async () => {
    const onCommand = ok();
    render(<CradleSheet game={tied().state} onCommand={onCommand} onPips={() => {}} onClose={() => {}} />);
    typeInto(/^The grey crib cards/, '5h as');
    typeInto(/^The blue crib cards/, '2c 3c');
    expect(screen.getByRole('status').textContent).toBe('Magic in the cribs: grey 2, blue 0. Ann (grey) may act once.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a grey card…' }));
    typeInto(/^The grey card drawn/, '5d');
    fireEvent.click(screen.getByRole('button', { name: 'Add the grey 5♦' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'cradle', cribs: { grey: [c('5H'), c('AS')], blue: [c('2C'), c('3C')] }, action: 'add', added: c('5D') });
  });

  test('a crib card whose numbers are not known is asked for before the Magic is compared', () => {
    const onPips = vi.fn();
    render(<CradleSheet game={tied().state} onCommand={ok()} onPips={onPips} onClose={() => {}} />);
    typeInto(/^The grey crib cards/, '5h 2d');
    typeInto(/^The blue crib cards/, 'qh 3c');
    fireEvent.click(screen.getByRole('button', { name: 'Enter the card numbers…' }));
    expect(onPips).toHaveBeenCalledWith([{ deck: 'blue', card: c('QH') }]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  test("Bob's crib (a tie keeps it his): blue 2♣ 3♣ with his 9♦ and Ann's 9♣ won in the Intel bonus: a pair, 2", () => {
    const t = tied();
    t.do({ type: 'cradle', cribs: { grey: [c('5H'), c('AS')], blue: [c('2C'), c('3C')] }, action: 'none' });
    const onCommand = ok();
    render(<CribSheet game={t.state} onCommand={onCommand} onClose={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe("Bob's crib");
    fireEvent.click(screen.getByRole('button', { name: 'Score it: 2' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'countCrib', seat: 1 });
  });
});
