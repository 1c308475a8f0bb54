import { useState } from 'preact/hooks';
import { isRoundDone, nextCount, phaseOf, type Command, type Game } from '../../game';
import { formatCard, parseCard, type Card } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { PlayPad } from './PlayPad';
import { ShowPanel } from './ShowPanel';

interface Props {
  readonly state: Game;
  readonly onCommand: (command: Command) => void;
}

/** What the table does next: cut for deal, turn the starter, the play, the show, the next deal. */
export function PhasePanel({ state, onCommand }: Props) {
  const round = state.round;
  if (state.outcome) return null;
  if (!round) return <CutPanel state={state} onCommand={onCommand} />;
  const phase = phaseOf(state);
  if (phase === 'deal') return <StarterPanel state={state} onCommand={onCommand} />;
  // Asked first: in Noddy the show comes before the play, so a finished round can still read "play".
  if (!isRoundDone(state)) {
    if (phase === 'play') return <PlayPad state={state} onCommand={onCommand} />;
    if (nextCount(state)) return <ShowPanel state={state} onCommand={onCommand} />;
  }
  return (
    <section class="panel phase" aria-label="Next deal">
      <p>The round is counted.</p>
      <button type="button" class="big" onClick={() => onCommand({ type: 'deal' })}>
        Next deal
      </button>
    </section>
  );
}

function CutPanel({ state, onCommand }: Props) {
  const [cuts, setCuts] = useState<string[]>(state.seats.map(() => ''));
  const [error, setError] = useState('');
  const submitCuts = (event: Event) => {
    event.preventDefault();
    const cards: Card[] = [];
    for (const [i, text] of cuts.entries()) {
      const card = parseCard(text);
      if (!card.ok) return setError(`${state.seats[i]!.name}: ${card.error.message}`);
      cards.push(card.value);
    }
    setError('');
    onCommand({ type: 'cutForDeal', cuts: cards });
  };
  if (state.seats.length === 1) {
    return (
      <section class="panel phase">
        <button type="button" class="big" onClick={() => onCommand({ type: 'cutForDeal', dealer: 0 })}>
          Deal the first hand
        </button>
      </section>
    );
  }
  return (
    <section class="panel phase" aria-label="Cut for deal">
      <h2>Who deals first?</h2>
      <p class="muted">Cut the deck: the lowest card deals.</p>
      <div class="row">
        {state.seats.map((seat, i) => (
          <button type="button" key={i} onClick={() => onCommand({ type: 'cutForDeal', dealer: i })}>
            {seat.name} deals
          </button>
        ))}
      </div>
      <details>
        <summary>Enter the cut cards</summary>
        <form class="stack" onSubmit={submitCuts}>
          {state.seats.map((seat, i) => (
            <label key={i} class="row">
              {seat.name} cut
              <input value={cuts[i]} placeholder="e.g. 4h" autocomplete="off" onInput={(e) => setCuts(cuts.map((c, k) => (k === i ? (e.target as HTMLInputElement).value : c)))} />
            </label>
          ))}
          <button type="submit">Lowest deals</button>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
        </form>
      </details>
    </section>
  );
}

function StarterPanel({ state, onCommand }: Props) {
  const [starter, setStarter] = useState<Card[]>([]);
  const [tops, setTops] = useState<Card[][]>(state.sides.map(() => []));
  const round = state.round!;
  const dealer = state.seats[round.dealer]!.name;
  if (round.steps.includes('tops')) {
    const chosen = tops.map((t) => t[0]);
    const ready = chosen.every((c) => c !== undefined);
    return (
      <section class="panel phase" aria-label="The Tops">
        <h2>
          Round {round.number}: {dealer} deals
        </h2>
        <p class="muted">Each team's deck is split and its Top turned (000): a jack pegs 2 for the dealer's team, a queen −2.</p>
        {state.sides.map((side, i) => (
          <CardPicker key={side.id} label={`${side.name}'s Top`} cards={tops[i]!} max={1} onChange={(cards) => setTops(tops.map((t, k) => (k === i ? cards : t)))} />
        ))}
        <div class="row">
          <button type="button" disabled={!ready} onClick={() => onCommand({ type: 'turnTops', tops: chosen as Card[] })}>
            Turn the Tops
          </button>
          <button type="button" class="secondary" onClick={() => onCommand({ type: 'turnStarter', card: null })}>
            Turned (not entering cards)
          </button>
        </div>
      </section>
    );
  }
  return (
    <section class="panel phase" aria-label="The starter">
      <h2>
        Round {round.number}: {dealer} deals
      </h2>
      <p class="muted">Deal, throw to the crib, then cut and turn the starter. A jack pegs two for his heels.</p>
      <CardPicker label="Starter" cards={starter} max={1} onChange={setStarter} />
      <div class="row">
        <button type="button" disabled={starter.length !== 1} onClick={() => onCommand({ type: 'turnStarter', card: starter[0]! })}>
          {starter.length === 1 ? `Starter is ${formatCard(starter[0]!)}` : 'Pick the starter'}
        </button>
        <button type="button" class="secondary" onClick={() => onCommand({ type: 'turnStarter', card: null })}>
          Turned (not entering cards)
        </button>
      </div>
    </section>
  );
}
