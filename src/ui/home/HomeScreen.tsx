import { useEffect, useRef, useState } from 'preact/hooks';
// Straight from its module, not the index: the index would bring the whole engine into the first load.
import { RULESET_NAMES } from '../../game/rulesets/names';
import { damagedLogs, deleteGame, downloadStoredData, isNewerData, savedGamesPage, setAside, type GameSummary, type SavedGamesPage } from '../data/games';
import { lazyPart } from '../shell/lazy';
import { vanished } from '../session/marker';
import { navigate } from '../shell/route';
import './home.css';

/**
 * Games read and drawn at first, newest first; "Show more" reads the next as many. Only a page of game records is
 * read, so years of games open as fast as a few.
 */
const PAGE = 30;

/**
 * The backup reminder (after every tenth finished game), loaded just after the first paint. It arrives after the
 * screen is drawn, so it stands under the buttons: above them it pushed New game down as a thumb reached for it, and
 * the tap landed on the reminder (a browser test tapping New game at once failed that way now and then).
 */
const BackupReminder = lazyPart(() => import('../data/BackupReminder').then((m) => m.BackupReminder));
/** Missing games, a device short of room, a browser that would not keep the data: loaded after the first paint, under the buttons too. */
const DataNotices = lazyPart(() => import('./DataNotices').then((m) => m.DataNotices));

/** Why the saved games could not be read: the store's words, and whether a newer Muggins wrote them. */
interface ReadFailure {
  readonly message: string;
  readonly newer: boolean;
}

/**
 * The saved games could not be read. Data a newer Muggins wrote is left as it is: this version offers it as a
 * download, exactly as stored, and saves nothing.
 */
function CannotRead({ failure }: { readonly failure: ReadFailure }) {
  const [said, setSaid] = useState('');
  const download = async () => {
    try {
      setSaid(await downloadStoredData());
    } catch (e) {
      setSaid(`Nothing was downloaded: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return (
    <div class="home__notice" role="alert" data-testid="cannot-read">
      <p>
        {failure.newer
          ? `${failure.message}.`
          : `The saved games could not be read: ${failure.message.replace(/\.$/, '')}. Nothing was changed; try again by reloading the app.`}
      </p>
      {failure.newer && (
        <button type="button" onClick={() => void download()}>
          Download the data as it is stored
        </button>
      )}
      {said && <p role="status">{said}</p>}
    </div>
  );
}

function describe(summary: GameSummary | null): string {
  if (!summary) return 'Not started';
  const scores = summary.sides.map((s) => `${s.name} ${s.score}`).join(', ');
  if (summary.outcome) {
    const winner = summary.outcome.winner === null ? 'no winner' : `${summary.sides[summary.outcome.winner]?.name ?? '?'} won`;
    return `${winner} · ${scores}`;
  }
  return scores;
}

/** Home: start, resume or pick a saved game, and the tools. */
export function HomeScreen() {
  const [saved, setSaved] = useState<SavedGamesPage | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<ReadFailure | null>(null);
  /** False once home is left: its check of the logs stops there. */
  const shown = useRef(true);

  /** Reads the newest `count` games again (after a delete, as many as were shown); a failure is said, never waited on. */
  const refresh = (count = PAGE) =>
    void savedGamesPage(count).then(
      (page) => {
        setFailure(null);
        setSaved(page);
        checkLogs(page);
      },
      (e: unknown) => setFailure({ message: e instanceof Error ? e.message : String(e), newer: isNewerData(e) }),
    );
  /** A page is shown from its summaries; then its games' logs are checked, and a damaged one is named, not listed. */
  const checkLogs = (page: SavedGamesPage) =>
    void damagedLogs(page.games, () => shown.current).then(
      (damaged) => damaged.length > 0 && setSaved((s) => s && setAside(s, damaged)),
      () => undefined,
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening: `refresh` is made anew each render and only reads the store and sets state
  useEffect(() => {
    refresh();
    return () => {
      shown.current = false;
    };
  }, []);

  const games = saved?.games ?? null;
  const unreadable = saved?.unreadable.length ?? 0;
  // The game in progress is the newest one: a game left unfinished long ago is in the list, not a button.
  const resume = games?.find((g) => g.summary && !g.summary.outcome);
  const left = saved ? saved.total - saved.games.length - saved.unreadable.length : 0;

  const showMore = async () => {
    if (!saved?.next || reading) return;
    setReading(true);
    try {
      const page = await savedGamesPage(PAGE, saved.next);
      setSaved({ games: [...saved.games, ...page.games], unreadable: [...saved.unreadable, ...page.unreadable], next: page.next, total: page.total });
      checkLogs(page);
    } catch (e) {
      setFailure({ message: e instanceof Error ? e.message : String(e), newer: isNewerData(e) });
    } finally {
      setReading(false);
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteGame(id);
    } catch (e) {
      setFailure({ message: e instanceof Error ? e.message : String(e), newer: isNewerData(e) });
    }
    setConfirming(null);
    refresh(Math.max(PAGE, saved?.games.length ?? 0));
  };

  return (
    <main class="home">
      <header class="home__header">
        <h1>Muggins</h1>
        <p class="muted">Cribbage scores beside your board: every count itemized, both pegs kept, nothing lost.</p>
      </header>
      <div class="home__actions">
        <button type="button" class="big" onClick={() => navigate({ screen: 'new' })}>
          New game
        </button>
        {resume && (
          <button type="button" class="big secondary" onClick={() => navigate({ screen: 'game', id: resume.record.id })}>
            Resume {resume.record.title}
            <span class="home__sub">{describe(resume.summary)}</span>
          </button>
        )}
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'count' })}>
          Count a hand · advise a throw
        </button>
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'follow', code: '' })}>
          Follow a game
        </button>
      </div>
      {failure && (
        <div class="home__notices">
          <CannotRead failure={failure} />
        </div>
      )}
      {!failure && <DataNotices total={saved?.total ?? null} onRestored={() => refresh()} />}
      <BackupReminder />

      {!failure && (
        <section aria-labelledby="saved-title">
          <h2 id="saved-title">Saved games</h2>
          {games === null && !failure && <p class="muted">Reading saved games…</p>}
          {games?.length === 0 && unreadable === 0 && saved && !vanished(saved.total) && (
            <p class="muted">No games yet. Start one and every score is kept on this device.</p>
          )}
          {unreadable > 0 && (
            <p class="error" role="alert">
              {unreadable === 1 ? '1 saved game cannot be read' : `${unreadable} saved games cannot be read`} (
              {saved!.unreadable.map((u) => u.error.message).join('; ')}
              ): {unreadable === 1 ? 'kept as it is, with its raw data' : 'kept as they are, with their raw data'} in <a href="#/data">Export · import</a>.
            </p>
          )}
          <ul class="home__games">
            {games?.map(({ record, summary }) => (
              <li key={record.id} class="panel home__game">
                <div>
                  <strong>{record.title}</strong>
                  <div class="muted">
                    {summary ? `${RULESET_NAMES[summary.ruleset]} · ` : ''}
                    {new Date(record.updatedAt).toLocaleString()}
                  </div>
                  <div>{describe(summary)}</div>
                </div>
                <div class="row">
                  <button type="button" onClick={() => navigate({ screen: 'game', id: record.id })} aria-label={`Open ${record.title}`}>
                    Open
                  </button>
                  {summary && (
                    <button type="button" class="secondary" onClick={() => navigate({ screen: 'replay', id: record.id })} aria-label={`Replay ${record.title}`}>
                      Replay
                    </button>
                  )}
                  <button type="button" class="secondary" onClick={() => navigate({ screen: 'share', id: record.id })} aria-label={`Share ${record.title}`}>
                    Share
                  </button>
                  {confirming === record.id ? (
                    <>
                      <button type="button" class="danger" onClick={() => void remove(record.id)}>
                        Delete for good
                      </button>
                      <button type="button" class="secondary" onClick={() => setConfirming(null)}>
                        Keep
                      </button>
                    </>
                  ) : (
                    <button type="button" class="secondary" onClick={() => setConfirming(record.id)} aria-label={`Delete ${record.title}`}>
                      Delete
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {saved?.next && (
            <button type="button" class="secondary" disabled={reading} onClick={() => void showMore()}>
              {left > 0 ? `Show ${Math.min(PAGE, left)} more of ${saved.total.toLocaleString('en')} games` : 'Show more games'}
            </button>
          )}
        </section>
      )}

      <nav class="home__tools" aria-label="Tools">
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'stats' })}>
          Statistics
        </button>
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'data' })}>
          Export · import
        </button>
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'boards' })}>
          Boards
        </button>
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'club' })}>
          Club night
        </button>
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'settings' })}>
          Settings
        </button>
      </nav>
    </main>
  );
}
