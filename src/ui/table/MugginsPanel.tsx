import { useState } from 'preact/hooks';
import { countContext, type Command, type Game } from '../../game';
import { likelyMissed, type Card } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { CountView } from '../cards/CountView';
import { showCountOf } from './items';

interface Props {
  readonly state: Game;
  readonly onCommand: (command: Command) => void;
}

/**
 * Muggins on the last count: the claim, the true count with the likely missed items highlighted, who calls (the
 * first to call: the table says who), and give-back. Partners never mug their own team.
 */
export function MugginsPanel({ state, onCommand }: Props) {
  const last = state.round?.lastCount;
  const options = state.setup?.options;
  const [cards, setCards] = useState<Card[]>([]);
  if (!last || last.mugged || state.outcome || !options || (!options.muggins && !options.overClaimPenalty)) return null;
  const counter = state.seats[last.seat]!.name;
  const what = last.crib ? 'crib' : 'hand';
  const callers = state.sides.filter((s) => s.id !== last.side);
  const buttons = (extra: Partial<Extract<Command, { type: 'muggins' }>>, label: (name: string) => string) => (
    <div class="row">
      {callers.map((side) => (
        <button type="button" key={side.id} onClick={() => onCommand({ type: 'muggins', caller: side.id, ...extra })}>
          {label(side.name)}
        </button>
      ))}
      {options.mugginsGiveBack &&
        callers.map((side) => (
          <button type="button" class="secondary" key={`give-${side.id}`} onClick={() => onCommand({ type: 'muggins', caller: side.id, keep: false, ...extra })}>
            {side.name} calls, gives back
          </button>
        ))}
    </div>
  );

  if (last.total === null) {
    const size = countContext(state, last).size;
    return (
      <details class="panel muggins">
        <summary>
          Check {counter}'s {what} ({last.claimed}) for muggins
        </summary>
        <CardPicker label={`${counter}'s ${what} cards`} cards={cards} max={size} used={state.round?.starter ? [state.round.starter] : []} onChange={setCards} />
        {cards.length === size && buttons({ cards }, (name) => `${name}: muggins!`)}
      </details>
    );
  }

  const truth = showCountOf(last.items);
  const diff = last.total - last.claimed;
  if (diff === 0) return null;
  const highlight = new Set(likelyMissed(truth.items, diff));
  return (
    <section class="panel muggins" aria-label="Muggins">
      <h2>{diff > 0 ? 'Muggins!' : 'Over-claimed'}</h2>
      <p>
        {counter} claimed {last.claimed} for the {what}; it is worth <strong>{last.total}</strong>.{' '}
        {diff > 0 ? `${diff} missed` : `${-diff} too many (rule 12)`}
        {diff > 0 && highlight.size > 0 ? ': most likely the highlighted items.' : '.'}
      </p>
      <CountView count={truth} highlight={highlight} />
      {diff > 0 && !options.muggins ? (
        <p class="muted">Muggins is off in this game.</p>
      ) : (
        buttons({}, (name) => (diff > 0 ? `${name} calls muggins (+${diff})` : `${name}: move ${counter} back ${-diff}`))
      )}
    </section>
  );
}
