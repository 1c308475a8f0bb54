import { goBack, navigate } from '../shell/route';
import { ReplayView } from './ReplayView';
import { useSavedGame } from './useSavedGame';
import './replay.css';

interface Props {
  /** The saved game, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
}

/** `#/replay/<id>`: a saved game's replay, from the table or the game list. */
export function ReplayScreen({ id }: Props) {
  const game = useSavedGame(id);
  const close = () => goBack({ screen: 'game', id });
  if (game.kind !== 'ready') return <GameNotReady game={game} />;
  return (
    <main class="replay-screen">
      <div class="replay-screen__bar">
        <h1>
          Replay <span class="muted replay-screen__title">{game.title}</span>
        </h1>
        <div class="row">
          <button type="button" class="secondary" onClick={() => navigate({ screen: 'pegs', id })}>
            Put the pegs back
          </button>
          <button type="button" class="secondary" onClick={close}>
            Close
          </button>
        </div>
      </div>
      <ReplayView replay={game.replay} colors={game.colors} />
    </main>
  );
}

/** Opening, or why a saved game cannot be shown, with a way home. */
export function GameNotReady({ game }: { readonly game: { readonly kind: 'opening' } | { readonly kind: 'failed'; readonly message: string } }) {
  if (game.kind === 'opening')
    return (
      <main aria-busy="true">
        <p class="muted">Opening the game…</p>
      </main>
    );
  return (
    <main>
      <h1>This game cannot be opened</h1>
      <p class="error" role="alert">
        {game.message}
      </p>
      <button type="button" onClick={() => navigate({ screen: 'home' })}>
        Home
      </button>
    </main>
  );
}
