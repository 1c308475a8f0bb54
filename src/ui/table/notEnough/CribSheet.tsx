import { cardText, sideOf, type Command, type Game } from '../../../game';
import { nextCrib, teamCrib, topsOf } from '../../../game/rulesets/notEnough';
import { countCombinations } from '../../../rules';
import { CountView } from '../../cards/CountView';
import { Sheet } from '../Sheet';
import './notEnough.css';
import { ErrorLine } from '../ErrorLine';
import { useSend } from './useSend';

interface Props {
  readonly game: Game;
  /** Sends a command; resolves to the refusal, or `null` once saved. */
  readonly onCommand: (command: Command) => Promise<string | null>;
  readonly onClose: () => void;
}

/**
 * 000's team crib that is counted next: the crib cards it holds after the battle and Rob the Cradle, with the Tops
 * it holds (its own, and the enemy's when it won the Intel bonus; less a banned deck), counted for fifteens, pairs
 * and runs. Without the cards entered, its points are tapped on the lit pad.
 */
export function CribSheet({ game, onCommand, onClose }: Props) {
  const { error, send } = useSend(onCommand);
  const turn = nextCrib(game.round!);
  if (!turn) return null;
  const side = sideOf(game, turn.seat);
  const team = game.sides[side]!.name;
  const crib = teamCrib(game, side);
  const count = crib.cards && topsOf(game.round!).length > 0 ? countCombinations([...crib.cards, ...crib.tops]) : null;
  const score = () => send({ type: 'countCrib', seat: turn.seat }, onClose);
  return (
    <Sheet title={`${team}'s crib`} onClose={onClose}>
      {count ? (
        <>
          <p>
            Crib cards {crib.cards!.map(cardText).join(' ')}; Tops {crib.tops.length ? crib.tops.map(cardText).join(' ') : 'none'} (fifteens, pairs and runs).
          </p>
          <CountView count={count} />
          <ErrorLine message={error} />
          <button type="button" onClick={() => void score()}>
            Score it: {count.total}
          </button>
        </>
      ) : (
        <p>The crib cards were not entered: tap {team}'s crib on the lit pad.</p>
      )}
    </Sheet>
  );
}
