import { useEffect, useState } from 'preact/hooks';
import { summarize } from '../../game';
import { loadAllGames } from '../app/games';
import { averageOf, computeStats, type CountStats, type Stats } from './stats';
import './screens.css';
import { ScreenBar } from './ScreenBar';

/** The statistics screen takes nothing: it reads every stored game. */
export interface Props {}

function average(c: CountStats): string {
  const a = averageOf(c);
  return a === null ? '–' : a.toFixed(1);
}

function best(c: CountStats): string {
  return c.best === null ? '–' : String(c.best);
}

/** Per-player figures (games, wins, skunks, hands and cribs) and match tallies over every stored game. */
export function StatsScreen(_props: Props) {
  const [stats, setStats] = useState<Stats | null>(null);
  const [unreadable, setUnreadable] = useState<readonly string[]>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    loadAllGames().then(
      (saved) => {
        if (!current) return;
        setStats(computeStats(saved.games.flatMap((g) => (g.state.started ? [summarize(g.state)] : []))));
        setUnreadable(saved.unreadable.map((u) => u.error.message));
      },
      (e: unknown) => current && setError(`The games could not be read: ${e instanceof Error ? e.message : String(e)}`),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <main class="stats-screen">
      <ScreenBar title="Statistics" error={error} />
      {unreadable.length > 0 && (
        <p class="error" role="alert">
          {unreadable.length === 1 ? '1 game could not be read and is not counted' : `${unreadable.length} games could not be read and are not counted`} ({unreadable.join('; ')}).
        </p>
      )}
      {!stats && !error && (
        <p class="muted" role="status">
          Reading your games…
        </p>
      )}
      {stats && stats.players.length === 0 && <p>No games yet. Play a game and its figures appear here.</p>}
      {stats && stats.players.length > 0 && (
        <>
          <section class="screen__section" aria-labelledby="stats-players">
            <h2 id="stats-players">Players</h2>
            <div class="table-scroll" tabIndex={0} aria-label="Players table, scrolls sideways">
              <table class="stats-table">
                <thead>
                  <tr>
                    <th scope="col">Player</th>
                    <th scope="col">Played</th>
                    <th scope="col">Won</th>
                    <th scope="col">Skunks given</th>
                    <th scope="col">Skunks taken</th>
                    <th scope="col">Average hand</th>
                    <th scope="col">Best hand</th>
                    <th scope="col">Average crib</th>
                    <th scope="col">Best crib</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.players.map((p) => (
                    <tr key={p.name}>
                      <th scope="row">{p.name}</th>
                      <td>{p.played}</td>
                      <td>{p.wins}</td>
                      <td>{p.skunksGiven}</td>
                      <td>{p.skunksTaken}</td>
                      <td>{average(p.hands)}</td>
                      <td>{best(p.hands)}</td>
                      <td>{average(p.cribs)}</td>
                      <td>{best(p.cribs)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p class="muted">Played counts finished games. Hands and cribs count every show, finished games or not.</p>
          </section>
          <section class="screen__section" aria-labelledby="stats-matches">
            <h2 id="stats-matches">Match tally</h2>
            {stats.matches.length === 0 ? (
              <p class="muted">No finished games yet.</p>
            ) : (
              <ul>
                {stats.matches.map((m) => (
                  <li key={m.sides.join('\u0000')}>
                    {m.sides.map((name, i) => `${name} ${m.games[i]}`).join(', ')}{' '}
                    <span class="muted">
                      ({m.played} game{m.played === 1 ? '' : 's'}; a skunk counts extra)
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}
