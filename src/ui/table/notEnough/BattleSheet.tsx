import { useState } from 'preact/hooks';
import type { Command, Game, SeatId } from '../../../game';
import { battlePlan, battleResultWords, battleTotals, battleWinner, battleWords, type BattlePlan } from '../../../game/rulesets/notEnough';
import { Sheet } from '../Sheet';
import { parseDice, rollDice } from './dice';
import './notEnough.css';
import { ErrorLine } from '../ErrorLine';
import { PipsNeeded } from './PipsNeeded';
import { useSend } from './useSend';

interface Props {
  readonly game: Game;
  /** Sends a command; resolves to the refusal, or `null` once saved. */
  readonly onCommand: (command: Command) => Promise<string | null>;
  /** Asks for the numbers of the cards whose pips are not known. */
  readonly onPips: () => void;
  /** Dice made at the edge (tests give their own). */
  readonly roll?: (count: number) => number[];
  readonly onClose: () => void;
}

/** Every player's dice, bonus and total, and who won both cribs. */
function Results({ game, plan, dice }: { readonly game: Game; readonly plan: BattlePlan; readonly dice: readonly (readonly number[])[] }) {
  const totals = battleTotals(plan, dice);
  const winner = battleWinner(plan, dice);
  return (
    <>
      <ul class="ne-list" aria-label="Dice and totals">
        {game.seats.map((seat, i) => (
          <li key={i} class={i === winner ? 'ne-win' : undefined}>
            {seat.name}: <span class="dice">{dice[i]!.length ? dice[i]!.join(' + ') : 'no dice'}</span>
            {plan.bonus[i] ? ` + ${plan.bonus[i]} Might` : ''} = {totals[i]}
          </li>
        ))}
      </ul>
      <p role="status">{battleResultWords(game, winner)}</p>
    </>
  );
}

/**
 * 000 "Battle for the Crib": each player's dice (Might in hand, the dealer two more) and the Might the Tops add, each
 * part said with its why (`battleWords`: "4 Might in hand + 2 for the dealer = 6 dice").
 * "Roll the dice" rolls them here (recorded in the log); "Enter real dice" takes the table's own; without the hands
 * entered, the table says who won.
 */
export function BattleSheet({ game, onCommand, onPips, roll = rollDice, onClose }: Props) {
  const [real, setReal] = useState(false);
  const [typed, setTyped] = useState<string[]>(game.seats.map(() => ''));
  const [counts, setCounts] = useState<string[]>(game.seats.map(() => '0'));
  const { error, send, refuse } = useSend(onCommand);
  const [done, setDone] = useState<readonly (readonly number[])[] | null>(null);
  const plan = battlePlan(game);
  const errorLine = <ErrorLine message={error} />;
  // Who won, said outright: where the dice cannot be known here, a table that rolled its own says the result.
  const whoWon = (
    <div class="ne-row">
      {game.seats.map((seat, i) => (
        <button type="button" class="secondary" key={i} onClick={() => void send({ type: 'battle', winner: i }, onClose)}>
          {seat.name} won
        </button>
      ))}
      <button type="button" class="secondary" onClick={() => void send({ type: 'battle', winner: null }, onClose)}>
        A tie
      </button>
    </div>
  );
  if (done && plan.ok) {
    return (
      <Sheet title="The battle for the crib" onClose={onClose}>
        <Results game={game} plan={plan.value} dice={done} />
        <button type="button" onClick={onClose}>
          Done
        </button>
      </Sheet>
    );
  }
  if (!plan.ok && plan.error.code === 'unknown-pips') {
    return <PipsNeeded title="The battle for the crib" message={plan.error.message} onPips={onPips} onClose={onClose} />;
  }
  if (!plan.ok) {
    return (
      <Sheet title="The battle for the crib" onClose={onClose}>
        <p class="muted">The Tops were not entered: who won the battle?</p>
        {errorLine}
        {whoWon}
      </Sheet>
    );
  }
  const p = plan.value;
  // A seat whose hand was not entered says how many dice it rolls.
  const diceOf = (seat: SeatId): number | null => p.dice[seat] ?? (/^\d{1,2}$/.test(counts[seat]!) ? Number(counts[seat]) : null);
  const entered = typed.map(parseDice);
  const fits = entered.every((d, seat) => d !== null && (p.dice[seat] === null || d.length === p.dice[seat]));
  const rolled = async () => {
    const sizes = game.seats.map((_, seat) => diceOf(seat));
    if (sizes.some((n) => n === null)) return refuse('Say how many dice each player rolls.');
    const dice = sizes.map((n) => roll(n!));
    await send({ type: 'battle', dice }, () => setDone(dice));
  };
  return (
    <Sheet title="The battle for the crib" onClose={onClose}>
      <ul class="ne-list" aria-label="Dice to roll">
        {game.seats.map((_seat, i) => (
          <li key={i}>{battleWords(game, p, i)}</li>
        ))}
      </ul>
      {!real &&
        game.seats.map((seat, i) =>
          p.dice[i] === null ? (
            <label key={i}>
              <span>{seat.name}'s dice</span>
              <input
                inputMode="numeric"
                value={counts[i]}
                onInput={(e) => setCounts(counts.map((c, k) => (k === i ? (e.target as HTMLInputElement).value : c)))}
              />
            </label>
          ) : null,
        )}
      {real && (
        <>
          {/* A player with no Might rolls nothing: no field to fill (and nothing to scroll past on a phone). */}
          {game.seats.map((seat, i) =>
            p.dice[i] === 0 ? null : (
              <label key={i}>
                <span>
                  {seat.name}'s dice{p.dice[i] === null ? '' : ` (${p.dice[i]})`}
                </span>
                <input
                  inputMode="numeric"
                  placeholder={p.dice[i] ? '6 3' : ''}
                  value={typed[i]}
                  onInput={(e) => setTyped(typed.map((t, k) => (k === i ? (e.target as HTMLInputElement).value : t)))}
                />
              </label>
            ),
          )}
          {fits && <Results game={game} plan={p} dice={entered as number[][]} />}
        </>
      )}
      {errorLine}
      <div class="ne-row">
        {real ? (
          <button type="button" disabled={!fits} onClick={() => void send({ type: 'battle', dice: entered as number[][] }, onClose)}>
            Record the battle
          </button>
        ) : (
          <button type="button" onClick={() => void rolled()}>
            Roll the dice
          </button>
        )}
        <button type="button" class="secondary" onClick={() => setReal(!real)}>
          {real ? 'Roll here instead' : 'Enter real dice'}
        </button>
      </div>
      {p.dice.includes(null) && (
        <>
          <p class="muted">A hand was not entered: or say who won.</p>
          {whoWon}
        </>
      )}
    </Sheet>
  );
}
