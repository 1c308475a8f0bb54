import { goBack, navigate } from '../shell/route';
import { PegsView } from './PegsView';
import { GameNotReady } from './ReplayScreen';
import { useSavedGame } from './useSavedGame';
import './replay.css';

interface Props {
  /** The saved game, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
}

/** `#/pegs/<id>`: put the pegs back (003 rule 14), from the table or the replay. */
export function PegsScreen({ id }: Props) {
  const game = useSavedGame(id);
  if (game.kind !== 'ready') return <GameNotReady game={game} />;
  return (
    <main class="replay-screen">
      <div class="replay-screen__bar">
        <h1>
          Put the pegs back <span class="muted replay-screen__title">{game.title}</span>
        </h1>
        <div class="row">
          <button type="button" class="secondary" onClick={() => navigate({ screen: 'replay', id })}>
            Replay
          </button>
          <button type="button" class="secondary" onClick={() => goBack({ screen: 'game', id })}>
            Close
          </button>
        </div>
      </div>
      <p class="muted">Where every peg stands now, after move {game.replay.length}.</p>
      <PegsView replay={game.replay} colors={game.colors} />
    </main>
  );
}
