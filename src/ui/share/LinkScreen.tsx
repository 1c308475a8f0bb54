import { useEffect, useMemo, useState } from 'preact/hooks';
import { importLinkedGame, readLink, type LinkImport, type LinkedGame } from './links';
import { navigate } from '../shell/route';
import { parseExtras } from '../session/colors';
import { PegsView } from '../replay/PegsView';
import { buildReplay } from '../replay/replayModel';
import { ReplayView } from '../replay/ReplayView';
import '../replay/replay.css';
import './share.css';

interface Props {
  /** The URL's fragment without `#`, e.g. `'M1.GZ5B…'`. */
  readonly fragment: string;
}

type Read = { readonly kind: 'reading' } | { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'game'; readonly game: LinkedGame };

/**
 * A shared game opened from its link (`#M1.…`): read only, with the replay and the pegs, and an offer to save it
 * on this phone. A damaged or foreign link says why and changes nothing. The link carries the whole game, so this
 * works offline once the app is installed.
 */
export function LinkScreen({ fragment }: Props) {
  const [read, setRead] = useState<Read>({ kind: 'reading' });
  const [view, setView] = useState<'replay' | 'pegs'>('replay');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<LinkImport | null>(null);
  useEffect(() => {
    let live = true;
    setRead({ kind: 'reading' });
    setSaved(null);
    void readLink(fragment).then((r) => live && setRead(r.ok ? { kind: 'game', game: r.value } : { kind: 'refused', message: r.error.message }));
    return () => {
      live = false;
    };
  }, [fragment]);
  const game = read.kind === 'game' ? read.game : null;
  // The link was checked as a whole log before it got here; a replay that still fails is said, never waited on.
  const built = useMemo(() => {
    if (!game) return null;
    try {
      return { replay: buildReplay(game.events) };
    } catch (e) {
      return { failed: `This game link holds a game this app cannot show (${e instanceof Error ? e.message : String(e)}).` };
    }
  }, [game]);
  const replay = built && 'replay' in built ? built.replay : null;

  if (read.kind === 'reading')
    return (
      <main aria-busy="true">
        <p class="muted">Reading the shared game…</p>
      </main>
    );
  if (read.kind === 'refused' || !game || !replay)
    return (
      <main>
        <h1>This link cannot be opened</h1>
        <p class="error" role="alert">
          {read.kind === 'refused' ? read.message : built && 'failed' in built ? built.failed : 'This game link holds no moves.'}
        </p>
        <p>Nothing was changed on this phone.</p>
        <button type="button" onClick={() => navigate({ screen: 'home' })}>
          Home
        </button>
      </main>
    );

  const save = async () => {
    setSaving(true);
    try {
      setSaved(await importLinkedGame(game));
    } catch (e) {
      setSaved({ ok: false, id: null, message: `Nothing was saved: ${e instanceof Error ? e.message.replace(/\.$/, '') : String(e)}.` });
    } finally {
      setSaving(false);
    }
  };
  const colors = parseExtras(game.extras).colors;
  return (
    <main class="replay-screen">
      <div class="replay-screen__bar">
        <h1>
          Shared game <span class="muted replay-screen__title">{game.title}</span>
        </h1>
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'home' })}>
          Home
        </button>
      </div>
      <div class="panel link__offer">
        {saved?.ok ? (
          <>
            <p role="status">{saved.message}</p>
            <button type="button" onClick={() => navigate({ screen: 'game', id: saved.id! })}>
              Open it
            </button>
          </>
        ) : (
          <>
            <p>Read only: not saved on this phone.</p>
            <button type="button" disabled={saving} onClick={() => void save()}>
              Save this game on this phone
            </button>
            {saved && (
              <p class="error" role="alert">
                {saved.message}
              </p>
            )}
          </>
        )}
      </div>
      <div class="row link__views" role="group" aria-label="Show">
        <button type="button" class={view === 'replay' ? '' : 'secondary'} aria-pressed={view === 'replay'} onClick={() => setView('replay')}>
          Replay
        </button>
        <button type="button" class={view === 'pegs' ? '' : 'secondary'} aria-pressed={view === 'pegs'} onClick={() => setView('pegs')}>
          Put the pegs back
        </button>
      </div>
      {view === 'replay' ? <ReplayView replay={replay} colors={colors} /> : <PegsView replay={replay} colors={colors} />}
    </main>
  );
}
