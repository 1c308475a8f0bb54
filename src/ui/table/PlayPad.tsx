import type { Command, Game } from '../../game';
import { type Card } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { PlayingCard } from '../cards/PlayingCard';

interface Props {
  readonly state: Game;
  readonly onCommand: (command: Command) => void;
}

/** The play: each card entered as it is played, by seat; its points are pegged at once. Or taps, then "play over". */
export function PlayPad({ state, onCommand }: Props) {
  const round = state.round!;
  const tracker = round.pegging;
  const next = tracker?.next ?? round.pone;
  const count = tracker?.count ?? 0;
  const sequence = tracker?.sequence ?? [];
  const used: Card[] = [...round.played.map((p) => p.card), ...(round.starter ? [round.starter] : [])];
  // Solitaire plays the blind crib's cards as a second seat that has no player of its own (002).
  const name = next === null ? '' : (state.seats[next]?.name ?? 'The crib');
  return (
    <section class="panel phase play" aria-label="The play">
      <div class="play__count">
        <span class="muted">Count</span> <span class="score">{count}</span>
      </div>
      <div class="play__sequence" aria-label="Cards played since the count was reset">
        {sequence.length === 0 ? <span class="muted">New count</span> : sequence.map((p, i) => <PlayingCard key={i} card={p.card} />)}
      </div>
      {next !== null && (
        <>
          <CardPicker
            label={`${name} plays`}
            cards={[]}
            max={1}
            used={used}
            onChange={(cards) => cards[0] && onCommand({ type: 'playCard', seat: next, card: cards[0] })}
          />
          <div class="row">
            <button type="button" class="secondary" onClick={() => onCommand({ type: 'go', seat: next })}>
              {name} says go
            </button>
          </div>
        </>
      )}
      <button type="button" class="secondary" onClick={() => onCommand({ type: 'endPlay' })}>
        Play over (pegged by taps)
      </button>
    </section>
  );
}
