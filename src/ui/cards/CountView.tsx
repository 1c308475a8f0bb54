import { noun, numberWords, sayShow, type ShowCount } from '../../rules';
import { PlayingCard } from './PlayingCard';
import './cards.css';

interface Props {
  readonly count: ShowCount;
  /** Indices of items to highlight, e.g. those a muggins claim missed. */
  readonly highlight?: ReadonlySet<number>;
  /** The count as said aloud, when it is not a show's (000's Intel bonus: `sayIntel`); default `sayShow(count)`. */
  readonly said?: string;
}

const ITEM_NAMES: Readonly<Record<string, string>> = {
  fifteen: 'Fifteen',
  'twenty-five': 'Twenty-five',
  'thirty-one': 'Thirty-one',
  pair: 'Pair',
  'pair-royal': 'Pair royal',
  'double-pair-royal': 'Double pair royal',
  run: 'Run',
  flush: 'Flush',
  nobs: 'His nobs',
  'run-extended': 'Run made longer',
};

/** An itemized count: each combination with its cards, points and running total, and the count said aloud. */
export function CountView({ count, highlight, said }: Props) {
  let running = 0;
  return (
    <section class="count" aria-label={`Count: ${count.total}`}>
      <p class="count__total">
        <span class="score">{count.total}</span> <span class="muted">{noun(count.total, 'point')}</span>
      </p>
      <p class="count__said">“{said ?? sayShow(count)}”</p>
      {count.items.length > 0 && (
        <ol class="count__items">
          {count.items.map((item, i) => {
            running += item.points;
            const missed = highlight?.has(i) ?? false;
            return (
              <li key={i} class={missed ? 'count__item count__item--missed' : 'count__item'}>
                <span class="count__name">
                  {ITEM_NAMES[item.kind]}
                  {item.kind === 'run' ? ` of ${numberWords(item.cards.length)}` : ''}
                  {missed && <strong class="count__missed"> missed</strong>}
                </span>
                <span class="count__cards">
                  {item.cards.map((c, k) => (
                    <PlayingCard key={k} card={c} highlight={missed} />
                  ))}
                </span>
                <span class="count__points">+{item.points}</span>
                <span class="count__running muted">
                  <span class="visually-hidden">running total </span>
                  {running}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
