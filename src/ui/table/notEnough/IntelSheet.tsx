import { useState } from 'preact/hooks';
import { sideOf, type Command, type Game, type SeatId } from '../../../game';
import { enemyOf, deckOfSeat, intelBySeat, intelWinner, decksOf, topsOf } from '../../../game/rulesets/notEnough';
import { intelBonus, sayIntel, type Card, type ShowItem } from '../../../rules';
import { CardPicker } from '../../cards/CardPicker';
import { CountView } from '../../cards/CountView';
import { Sheet } from '../Sheet';
import './notEnough.css';
import { ErrorLine } from '../ErrorLine';
import { DeckTag } from './DeckTag';
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

/** The cards entered here for what the round does not know: the winner's hand, the team's own Top, the enemy's. */
interface Entered {
  readonly hand: readonly Card[];
  readonly own: readonly Card[];
  readonly enemy: readonly Card[];
}

const NONE: Entered = { hand: [], own: [], enemy: [] };

/**
 * 000 "Intelligence Bonus": each player's Intel in hand and the single player with the most, who also counts what
 * the enemy Top adds (any tie, even at 0, means nobody). Found by the app when every hand was entered; otherwise the
 * table says who. What the round does not know (the winner's hand, Tops turned without entering them) is entered
 * here by cards and the bonus counted, itemized (issue 25.4); typing the points is the fallback.
 */
export function IntelSheet({ game, onCommand, onPips, onClose }: Props) {
  const [who, setWho] = useState<SeatId | null | undefined>(undefined);
  const [entered, setEntered] = useState<Entered>(NONE);
  const [points, setPoints] = useState('');
  const { error, send } = useSend(onCommand);
  const round = game.round!;
  const found = intelBySeat(game);
  if (!found.ok && found.error.code === 'unknown-pips') {
    return <PipsNeeded title="The Intel bonus" message={found.error.message} onPips={onPips} onClose={onClose} />;
  }
  const winner = found.ok ? intelWinner(found.value) : who;
  const side = winner === null || winner === undefined ? null : sideOf(game, winner);
  const enemy = side === null ? null : enemyOf(side);
  const known = {
    hand: winner === null || winner === undefined ? null : (round.hands[winner] ?? null),
    own: side === null ? null : (topsOf(round)[side] ?? null),
    enemy: enemy === null ? null : (topsOf(round)[enemy] ?? null),
  };
  const hand = known.hand ?? (entered.hand.length === 4 ? entered.hand : null);
  const own = known.own ?? entered.own[0] ?? null;
  const enemyTop = known.enemy ?? entered.enemy[0] ?? null;
  const bonus = hand && own && enemyTop ? intelBonus(hand, own, enemyTop) : null;
  const claimed = /^\d{1,2}$/.test(points.trim()) ? Number(points) : null;
  // Only what the round lacks goes with the command: the engine finds the rest.
  const call = {
    ...(found.ok ? {} : { seat: winner! }),
    ...(known.hand ? {} : { cards: hand ?? [] }),
    ...(known.own || known.enemy ? {} : own && enemyTop ? { tops: { own, enemy: enemyTop } } : {}),
  };
  const set = (part: keyof Entered) => (cards: Card[]) => setEntered({ ...entered, [part]: cards });
  const name = (seat: SeatId) => game.seats[seat]!.name;
  const errorLine = <ErrorLine message={error} />;

  const whoHasMost = found.ok ? (
    <ul class="ne-list" aria-label="Intel in hand">
      {game.seats.map((seat, i) => (
        <li key={i} class={i === winner ? 'ne-win' : undefined}>
          {seat.name}: {found.value[i]} Intel
        </li>
      ))}
    </ul>
  ) : (
    <fieldset class="ne-group">
      <legend>Most Intel in hand (Tops excluded)? A tie, even at 0, means nobody.</legend>
      <div class="ne-choices">
        {game.seats.map((seat, i) => (
          <label class="choice ne-choice" key={i}>
            <input
              type="radio"
              name="intel-winner"
              checked={who === i}
              onChange={() => {
                setWho(i);
                setEntered(NONE);
              }}
            />
            {seat.name}
          </label>
        ))}
        <label class="choice ne-choice ne-choice--nobody">
          <input type="radio" name="intel-winner" checked={who === null} onChange={() => setWho(null)} />
          Nobody (a tie)
        </label>
      </div>
    </fieldset>
  );

  if (winner === null || winner === undefined) {
    return (
      <Sheet title="The Intel bonus" onClose={onClose}>
        {whoHasMost}
        {winner === null && <p>Nobody has the most Intel: nobody takes the bonus.</p>}
        {errorLine}
        <button type="button" disabled={winner === undefined} onClick={() => void send({ type: 'intel', seat: null }, onClose)}>
          Nobody takes the bonus
        </button>
      </Sheet>
    );
  }

  const deck = deckOfSeat(game, winner);
  const enemyDeck = decksOf(game)[enemy!]!;
  const actions = (
    <>
      {errorLine}
      {bonus ? (
        <button type="button" class="big" onClick={() => void send({ type: 'intel', ...call }, onClose)}>
          Score it: {bonus.total}
        </button>
      ) : null}
    </>
  );
  return (
    <Sheet title="The Intel bonus" onClose={onClose} actions={actions}>
      {whoHasMost}
      <p>
        <strong>{name(winner)}</strong> has the most Intel and counts what {game.sides[enemy!]!.name}'s Top adds too.
      </p>
      {!known.hand && <CardPicker label={`${name(winner)}'s hand`} cards={entered.hand} max={4} used={own ? [own] : []} onChange={set('hand')} />}
      {!known.own && (
        <>
          <p class="muted">
            {game.sides[side!]!.name}'s Top, of the <DeckTag deck={deck} /> deck
          </p>
          <CardPicker label={`${game.sides[side!]!.name}'s Top`} cards={entered.own} max={1} used={hand ?? entered.hand} onChange={set('own')} />
        </>
      )}
      {!known.enemy && (
        <>
          <p class="muted">
            {game.sides[enemy!]!.name}'s Top, of the <DeckTag deck={enemyDeck} /> deck
          </p>
          <CardPicker label={`${game.sides[enemy!]!.name}'s Top`} cards={entered.enemy} max={1} onChange={set('enemy')} />
        </>
      )}
      {bonus && <CountView count={{ total: bonus.total, items: bonus.items as readonly ShowItem[] }} said={sayIntel(bonus)} />}
      {!bonus && (
        <details class="ne-fallback">
          <summary>No cards? Type the points</summary>
          <label>
            <span>Points {game.sides[enemy!]!.name}'s Top adds</span>
            <input inputMode="numeric" value={points} onInput={(e) => setPoints((e.target as HTMLInputElement).value)} />
          </label>
          <button type="button" disabled={claimed === null} onClick={() => void send({ type: 'intel', seat: winner, claimed: claimed! }, onClose)}>
            Score it{claimed === null ? '' : `: ${claimed}`}
          </button>
        </details>
      )}
    </Sheet>
  );
}
