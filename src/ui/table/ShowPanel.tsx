import { useState } from 'preact/hooks';
import { handSize, nextCount, sideOf, type Command, type GameState } from '../../game';
import { countShow, type Card } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { CountView } from '../cards/CountView';

interface Props {
  readonly state: GameState;
  readonly onCommand: (command: Command) => void;
}

/** The show: the next count in order (pone first, dealer last, then the crib), by cards or by a tap on the pad. */
export function ShowPanel({ state, onCommand }: Props) {
  const round = state.round!;
  const turn = nextCount(state)!;
  const [cards, setCards] = useState<Card[]>([]);
  const [starterPick, setStarterPick] = useState<Card[]>([]);
  const [claim, setClaim] = useState('');
  const size = turn.crib ? 4 : handSize(state.ruleset!, state.seats.length);
  // Cribbage is not Enough counts each hand with its own team's Top (000).
  const top = state.ruleset!.tops ? round.tops[sideOf(state, turn.seat)] : undefined;
  const starter = top ?? round.starter ?? starterPick[0] ?? null;
  const name = state.seats[turn.seat]!.name;
  const what = turn.crib ? 'crib' : 'hand';
  const count = starter && cards.length === size ? countShow(cards, starter, { crib: turn.crib, noddy: state.ruleset!.noddy }) : null;
  const claimed = claim.trim() === '' ? undefined : Number(claim);
  const submit = () => {
    if (!count) return;
    const extra = top || round.starter ? {} : { starter: starter! };
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
      {!top && !round.starter && <CardPicker label="Starter" cards={starterPick} max={1} used={cards} onChange={setStarterPick} />}
      <CardPicker label={`${name}'s ${what}`} cards={cards} max={size} used={starter ? [starter] : []} onChange={setCards} />
      {count && (
        <>
          <CountView count={count} />
          {state.setup!.options.muggins && (
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
