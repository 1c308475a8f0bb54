import type { BuiltCard } from '../../club';
import { navigate } from '../shell/route';
import { OFF_WORDS } from './words';

interface Props {
  readonly off: BuiltCard['off'];
  /** Titles of the night's games by id. */
  readonly titles: Readonly<Record<string, string>>;
  readonly onPutBack: (gameId: string) => void;
}

/** The night's games that write no line on the card, and why: one still being played opens, one taken off comes back. */
export function OffGames({ off, titles, onPutBack }: Props) {
  if (off.length === 0) return null;
  return (
    <section class="club-off no-print" aria-labelledby="off-title">
      <h3 id="off-title">The night's games not on the card</h3>
      <ul>
        {off.map((o) => (
          <li key={o.gameId}>
            <span>
              <strong>{titles[o.gameId] ?? o.gameId}</strong>: {OFF_WORDS[o.why]}.
            </span>
            {o.why === 'playing' && (
              <button type="button" class="secondary" onClick={() => navigate({ screen: 'game', id: o.gameId })}>
                Open
              </button>
            )}
            {o.why === 'dropped' && (
              <button type="button" class="secondary" onClick={() => onPutBack(o.gameId)}>
                Put it back
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
