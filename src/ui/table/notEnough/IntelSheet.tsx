import { useState } from 'preact/hooks';
import { enemyOf, intelBySeat, intelWinner, sideOf, type Command, type Game, type SeatId } from '../../../game';
import { intelBonus, sayIntel } from '../../../rules';
import { Sheet } from '../Sheet';
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
  readonly onClose: () => void;
}

/**
 * 000 "Intelligence Bonus": each player's Intel in hand and the single player with the most, who also counts what
 * the enemy Top adds (any tie, even at 0, means nobody). Found by the app when every hand was entered; otherwise
 * the table says who, and the points.
 */
export function IntelSheet({ game, onCommand, onPips, onClose }: Props) {
  const [who, setWho] = useState<SeatId | null | undefined>(undefined);
  const [points, setPoints] = useState('');
  const { error, send } = useSend(onCommand);
  const round = game.round!;
  const found = intelBySeat(game);
  const errorLine = <ErrorLine message={error} />;
  if (found.ok) {
    const winner = intelWinner(found.value);
    const hand = winner === null ? undefined : round.hands[winner];
    const side = winner === null ? null : sideOf(game, winner);
    const own = side === null ? undefined : round.tops[side];
    const enemy = side === null ? undefined : round.tops[enemyOf(side)];
    const bonus = hand && own && enemy ? intelBonus(hand, own, enemy) : null;
    return (
      <Sheet title="The Intel bonus" onClose={onClose}>
        <ul class="ne-list" aria-label="Intel in hand">
          {game.seats.map((seat, i) => (
            <li key={i} class={i === winner ? 'ne-win' : undefined}>
              {seat.name}: {found.value[i]} Intel
            </li>
          ))}
        </ul>
        {winner === null ? (
          <p>Nobody has the most Intel (a tie): nobody takes the bonus.</p>
        ) : (
          <p>
            <strong>{game.seats[winner]!.name}</strong> has the most Intel and counts the enemy Top too
            {bonus ? `: “${sayIntel(bonus)}”` : ''}.
          </p>
        )}
        {errorLine}
        <button type="button" onClick={() => void send({ type: 'intel' }, onClose)}>
          {winner === null ? 'Nobody takes the bonus' : `Score it: ${bonus?.total ?? 0}`}
        </button>
      </Sheet>
    );
  }
  if (found.error.code === 'unknown-pips') {
    return <PipsNeeded title="The Intel bonus" message={found.error.message} onPips={onPips} onClose={onClose} />;
  }
  const claimed = /^\d{1,2}$/.test(points.trim()) ? Number(points) : null;
  return (
    <Sheet title="The Intel bonus" onClose={onClose}>
      <p class="muted">Not every hand was entered: who has the most Intel in hand (Tops excluded)? A tie, even at 0, means nobody.</p>
      <fieldset class="ne-group">
        <legend>Most Intel</legend>
        {game.seats.map((seat, i) => (
          <label class="choice" key={i}>
            <input type="radio" name="intel-winner" checked={who === i} onChange={() => setWho(i)} />
            {seat.name}
          </label>
        ))}
        <label class="choice">
          <input type="radio" name="intel-winner" checked={who === null} onChange={() => setWho(null)} />
          Nobody (a tie)
        </label>
      </fieldset>
      {who !== undefined && who !== null && (
        <label>
          <span>Points the enemy Top adds</span>
          <input inputMode="numeric" value={points} onInput={(e) => setPoints((e.target as HTMLInputElement).value)} />
        </label>
      )}
      {errorLine}
      <button
        type="button"
        disabled={who === undefined || (who !== null && claimed === null)}
        onClick={() => void send(who === null ? { type: 'intel', seat: null } : { type: 'intel', seat: who!, claimed: claimed! }, onClose)}
      >
        {who === null ? 'Nobody takes the bonus' : `Score it${claimed === null ? '' : `: ${claimed}`}`}
      </button>
    </Sheet>
  );
}
