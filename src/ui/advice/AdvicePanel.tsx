import { useEffect, useState } from 'preact/hooks';
import { plural } from '../../game';
import { cardIndex, groupStarters, noun, starterGroupWords, type Card, type ThrowRow } from '../../rules';
import { PlayingCard } from '../cards/PlayingCard';
import { requestAdvice } from './advisorClient';
import './advice.css';

interface Props {
  /** The dealt cards: 6 (two players) or 5 (three or four players). */
  readonly cards: readonly Card[];
  readonly dealer: boolean;
}

const SHOWN = 5;

function fixed(n: number): string {
  return n.toFixed(2);
}

/** The best throws for a deal with exact hand, crib and net values, computed in a worker. */
export function AdvicePanel({ cards, dealer }: Props) {
  const [rows, setRows] = useState<ThrowRow[] | null>(null);
  const [error, setError] = useState('');
  const [slow, setSlow] = useState(false);
  const [all, setAll] = useState(false);
  const key = cards.map(cardIndex).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cards by value (`key`): the array is new at each render, the cards in it are not
  useEffect(() => {
    if (cards.length !== 5 && cards.length !== 6) return;
    let current = true;
    setRows(null);
    setError('');
    // A spinner only if the answer takes longer than a frame.
    const timer = setTimeout(() => current && setSlow(true), 16);
    void requestAdvice(cards, dealer).then((response) => {
      if (!current) return;
      clearTimeout(timer);
      setSlow(false);
      if (response.ok) setRows(response.rows);
      else setError(response.message);
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, dealer]);

  if (cards.length !== 5 && cards.length !== 6) {
    return <p class="muted">Enter the 6 cards you were dealt (5 in a three- or four-player game) to see the best throws.</p>;
  }
  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!rows)
    return slow ? (
      <p class="advice__busy" role="status">
        Working out every throw…
      </p>
    ) : null;

  const best = rows[0]!;
  const shown = all ? rows : rows.slice(0, SHOWN);
  return (
    <section class="advice" aria-label="Throw advice">
      <p class="muted">
        Exact averages over every starter and every throw the other players might make, each assumed equally likely (a random opponent throw).{' '}
        {dealer ? 'Your crib: net is hand plus crib.' : "The dealer's crib: net is hand minus crib."}
      </p>
      <table class="advice__table">
        <thead>
          <tr>
            <th scope="col">
              Keep <span class="advice__throw-head">· throw</span>
            </th>
            <th scope="col">Hand</th>
            <th scope="col">Crib</th>
            <th scope="col">Net</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.keep.map(cardIndex).join()}>
              {/* The throw under the keep: five columns of cards and figures fit a 360 px phone this way. */}
              <td>
                <span class="advice__cards advice__keep">
                  {row.keep.map((c) => (
                    <PlayingCard key={cardIndex(c)} card={c} />
                  ))}
                </span>
                <span class="advice__cards advice__throw">
                  <span class="visually-hidden">throw </span>
                  {row.throw.map((c) => (
                    <PlayingCard key={cardIndex(c)} card={c} />
                  ))}
                </span>
              </td>
              <td>{fixed(row.hand)}</td>
              <td>{fixed(row.crib)}</td>
              <td>
                <strong>{fixed(row.net)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > SHOWN && (
        <button type="button" class="secondary" onClick={() => setAll(!all)}>
          {all ? 'Show the best 5' : `Show all ${rows.length} throws`}
        </button>
      )}
      <h3>Best keep</h3>
      <p>
        Hand {best.handMin} to {plural(best.handMax, 'point')}; {Math.round(best.handChance12 * 100)}% chance of 12 or more.
      </p>
      <Starters what="Best" points={best.handMax} starters={best.bestStarters} dealt={cards} />
      <Starters what="Worst" points={best.handMin} starters={best.worstStarters} dealt={cards} />
    </section>
  );
}

/**
 * The best or worst starters of a keep, grouped as a player says them ("any 10-card", "any A, 2 or 3 (not ♦)"; a lone
 * card shown as a card), with the hand's points for them (issue 25.10: a list of 27 cards said nothing).
 */
function Starters({
  what,
  points,
  starters,
  dealt,
}: {
  readonly what: string;
  readonly points: number;
  readonly starters: readonly Card[];
  readonly dealt: readonly Card[];
}) {
  return (
    <p class="advice__starters">
      {what} {noun(starters.length, 'starter')}, {plural(points, 'point')}:{' '}
      {groupStarters(starters, dealt).map((g, i) =>
        g.kind === 'card' ? (
          <PlayingCard key={cardIndex(g.card)} card={g.card} />
        ) : (
          <span key={`g${i}`} class="advice__group">
            {starterGroupWords(g)}
          </span>
        ),
      )}
    </p>
  );
}
