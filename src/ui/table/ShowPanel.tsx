import { useState } from 'preact/hooks';
import { countContext, countIn, nextCount, type Command, type Game } from '../../game';
import type { Card } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { CountView } from '../cards/CountView';

interface Props {
  readonly state: Game;
  readonly onCommand: (command: Command) => void;
}

/** The show: the next count in order (pone first, dealer last, then the crib), by cards or by a tap on the pad. */
export function ShowPanel({ state, onCommand }: Props) {
  const round = state.round!;
  const turn = nextCount(state)!;
  const [cards, setCards] = useState<Card[]>([]);
  const [starterPick, setStarterPick] = useState<Card[]>([]);
  const [claim, setClaim] = useState('');
  const context = countContext(state, turn);
  const size = context.size;
  const starter = context.starter ?? starterPick[0] ?? null;
  const name = state.seats[turn.seat]!.name;
  const what = turn.crib ? 'crib' : 'hand';
  const count = starter && cards.length === size ? countIn(context, cards, starter) : null;
  const claimed = claim.trim() === '' ? undefined : Number(claim);
  const submit = () => {
    if (!count) return;
    const extra = context.starter ? {} : { starter: starter! };
    onCommand({ type: turn.crib ? 'countCrib' : 'countHand', seat: turn.seat, cards, ...(claimed !== undefined ? { claimed } : {}), ...extra });
    setCards([]);
    setClaim('');
  };
  return (
    <section class="panel phase" aria-label={`${name}'s ${what}`}>
      <h2>
        {name}'s {what}
      </h2>
      <p class="muted">Tap the points on {name}'s pad, or enter the cards and Muggins counts them.</p>
      {!context.starter && <CardPicker label="Starter" cards={starterPick} max={1} used={cards} onChange={setStarterPick} />}
      <CardPicker label={`${name}'s ${what}`} cards={cards} max={size} used={starter ? [starter] : []} onChange={setCards} />
      {count && (
        <>
          <CountView count={count} />
          {state.setup.options.muggins && (
            <label class="row">
              {name} claims
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                value={claim}
                placeholder={String(count.total)}
                onInput={(e) => setClaim((e.target as HTMLInputElement).value)}
              />
              <span class="muted">(leave empty to peg the true count)</span>
            </label>
          )}
          <button type="button" class="big" onClick={submit}>
            Score it: {claimed ?? count.total}
          </button>
        </>
      )}
    </section>
  );
}
