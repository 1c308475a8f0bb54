import { useEffect, useState } from 'preact/hooks';
import { goBack, navigate } from '../shell/route';
import { shareable, type Shareable } from './links';
import { shareGameFile, type ShareOutcome } from './shareFile';
import { ShareView, type LinkState } from './ShareView';
import '../replay/replay.css';
import './share.css';

interface Props {
  /** The saved game, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
}

/** What the player hears after the file left, e.g. `'Downloaded Ann v Bob 2026-11-27.json.'`. */
export function fileOutcomeWords(outcome: ShareOutcome, title: string): string {
  if (outcome === 'shared') return `Shared ${title}.`;
  if (outcome === 'downloaded') return 'Downloaded the game file: find it in your downloads.';
  return '';
}

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'ready'; readonly game: Shareable };

/** `#/share/<id>`: share a saved game as a link, a QR code or a file, from the table or the game list. */
export function ShareScreen({ id }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void shareable(id).then(
      (r) => live && setLoaded(r.ok ? { kind: 'ready', game: r.value } : { kind: 'failed', message: r.message }),
      (e: unknown) => live && setLoaded({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const game = loaded.kind === 'ready' ? loaded.game : null;
  const link: LinkState =
    loaded.kind === 'loading'
      ? { kind: 'making' }
      : loaded.kind === 'failed'
        ? { kind: 'failed', message: loaded.message }
        : game!.link.ok
          ? { kind: 'ready', url: game!.link.url }
          : { kind: 'failed', message: game!.link.message };
  return (
    <main class="share-screen">
      <div class="replay-screen__bar">
        <h1>
          Share <span class="muted replay-screen__title">{game?.title ?? ''}</span>
        </h1>
        <div class="row">
          <button type="button" class="secondary" onClick={() => navigate({ screen: 'replay', id })}>
            Replay
          </button>
          <button type="button" class="secondary" onClick={() => goBack({ screen: 'home' })}>
            Close
          </button>
        </div>
      </div>
      {loaded.kind === 'failed' ? (
        <p class="error" role="alert">
          This game cannot be shared: {loaded.message}
        </p>
      ) : (
        <ShareView title={game?.title ?? ''} link={link} onFile={async () => (game ? fileOutcomeWords(await shareGameFile(game.file), game.title) : '')} />
      )}
    </main>
  );
}
