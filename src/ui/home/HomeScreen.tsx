import { useEffect, useState } from 'preact/hooks';
// Straight from its module, not the index: the index would bring the whole engine into the first load.
import { RULESET_NAMES } from '../../game/rulesets/names';
import { deleteGame, listSavedGames, type GameSummary, type SavedGames } from '../app/games';
import { navigate } from '../app/route';
import './home.css';

/** Games drawn at first, newest first; "Show more" draws the next as many (years of games stay quick to open). */
const PAGE = 30;

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
  const [saved, setSaved] = useState<SavedGames | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const [shown, setShown] = useState(PAGE);

  const refresh = () => void listSavedGames().then(setSaved);
  useEffect(refresh, []);

  const games = saved?.games ?? null;
  const unreadable = saved?.unreadable.length ?? 0;
  const resume = games?.find((g) => g.summary && !g.summary.outcome);

  const remove = async (id: string) => {
    await deleteGame(id);
    setConfirming(null);
    refresh();
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
      </div>

      <section aria-labelledby="saved-title">
        <h2 id="saved-title">Saved games</h2>
        {games === null && <p class="muted">Reading saved games…</p>}
        {games?.length === 0 && unreadable === 0 && <p class="muted">No games yet. Start one and every score is kept on this device.</p>}
        {unreadable > 0 && (
          <p class="error" role="alert">
            {unreadable === 1 ? '1 saved game cannot be read' : `${unreadable} saved games cannot be read`}: kept as they are, with their raw data in{' '}
            <a href="#/data">Export · import</a>.
          </p>
        )}
        <ul class="home__games">
          {games?.slice(0, shown).map(({ record, summary }) => (
            <li key={record.id} class="panel home__game">
              <div>
                <strong>{record.title}</strong>
                <div class="muted">
                  {summary ? RULESET_NAMES[summary.ruleset] : ''} · {new Date(record.updatedAt).toLocaleString()}
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
        {games && games.length > shown && (
          <button type="button" class="secondary" onClick={() => setShown(shown + PAGE)}>
            Show {Math.min(PAGE, games.length - shown)} more of {games.length.toLocaleString('en')} games
          </button>
        )}
      </section>

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
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'settings' })}>
          Settings
        </button>
      </nav>
    </main>
  );
}
