import { useEffect, useState } from 'preact/hooks';
import { plural } from '../../rules/plural';
import { damagedLogs, listSavedGames, setAside, type SavedGames } from '../data/games';
import { averageOf, computeStats, skunkFigure, type CountStats, type PlayerStats, type Stats } from './stats';
import '../shell/screens.css';
import { ScreenBar } from '../shell/ScreenBar';

/** The statistics screen takes nothing: it reads every stored game's summary. */
export type Props = Record<string, never>;

function average(c: CountStats): string {
  const a = averageOf(c);
  return a === null ? '–' : a.toFixed(1);
}

function best(c: CountStats): string {
  return c.best === null ? '–' : String(c.best);
}

/** A player's figures in the order a player reads them, e.g. `[['Played', '3'], ['Won', '2'], ...]`. */
function figures(p: PlayerStats): [string, string][] {
  return [
    ['Played', String(p.played)],
    ['Won', String(p.wins)],
    ['Skunks given', skunkFigure(p.skunksGiven)],
    ['Skunks taken', skunkFigure(p.skunksTaken)],
    ['Average hand', average(p.hands)],
    ['Best hand', best(p.hands)],
    ['Average crib', average(p.cribs)],
    ['Best crib', best(p.cribs)],
  ];
}

/** Per-player figures (games, wins, skunks, hands and cribs) and match tallies over every stored game. */
export function StatsScreen(_props: Props) {
  const [stats, setStats] = useState<Stats | null>(null);
  const [unreadable, setUnreadable] = useState<readonly string[]>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    const show = (saved: SavedGames) => {
      if (!current) return;
      setStats(computeStats(saved.games.flatMap((g) => (g.summary ? [g.summary] : []))));
      setUnreadable(saved.unreadable.map((u) => u.error.message));
    };
    const failed = (e: unknown) => current && setError(`The games could not be read: ${e instanceof Error ? e.message : String(e)}`);
    // Drawn from the summaries at once; then every log is checked, and a game damaged behind its summary is named
    // and taken out of the figures.
    listSavedGames().then((saved) => {
      show(saved);
      return damagedLogs(saved.games, () => current).then((damaged) => damaged.length > 0 && show(setAside(saved, damaged)));
    }, failed);
    return () => {
      current = false;
    };
  }, []);

  return (
    <main class="stats-screen">
      <ScreenBar title="Statistics" error={error} />
      {unreadable.length > 0 && (
        <p class="error" role="alert">
          {plural(unreadable.length, 'game')} could not be read and {unreadable.length === 1 ? 'is' : 'are'} not counted ({unreadable.join('; ')}).
        </p>
      )}
      {!stats && !error && (
        <p class="muted" role="status">
          Reading your games…
        </p>
      )}
      {stats && stats.players.length === 0 && <p>No finished games yet. Finish a game and its figures appear here.</p>}
      {stats && stats.players.length > 0 && (
        <>
          <section class="screen__section" aria-labelledby="stats-players">
            <h2 id="stats-players">Players</h2>
            {/* A card per player, not a table: nine columns do not fit a phone and hid the averages. */}
            <ul class="stats-players">
              {stats.players.map((p) => (
                <li key={p.name} class="panel stats-player">
                  <h3>{p.name}</h3>
                  <dl class="stats-player__figures">
                    {figures(p).map(([term, value]) => (
                      <div key={term}>
                        <dt>{term}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
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
                    {m.sides.map((name, i) => `${name} ${m.games[i]}`).join(', ')} <span class="muted">({plural(m.played, 'game')}; a skunk counts extra)</span>
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
