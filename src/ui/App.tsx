import { useEffect } from 'preact/hooks';
import { speak } from '../pwa/speech';
import { buzz } from '../pwa/haptics';
import { applyUpdate, reloadPending, updateAvailable } from '../pwa/register';
import { lazyPart, lazyScreen } from './shell/lazy';
import { route, type Route } from './shell/route';
import { ScreenGuard } from './shell/ScreenGuard';
import { announcement, gameId, gameState, isRoundOver } from './session/session';
import { loadPreferences } from './settings/settings';
import { HomeScreen } from './home/HomeScreen';
import './shell/app.css';

// Loaded just after the first paint: the banner of a failed write.
const NotSaved = lazyPart(() => import('./session/NotSaved').then((m) => m.NotSaved));
const SetupScreen = lazyScreen(() => import('./setup/SetupScreen').then((m) => m.SetupScreen));
const TableScreen = lazyScreen(() => import('./table/TableScreen').then((m) => m.TableScreen));
const CountScreen = lazyScreen(() => import('./count/CountScreen').then((m) => m.CountScreen));
const StatsScreen = lazyScreen(() => import('./stats/StatsScreen').then((m) => m.StatsScreen));
const DataScreen = lazyScreen(() => import('./data/DataScreen').then((m) => m.DataScreen));
const BoardsScreen = lazyScreen(() => import('./board/BoardsScreen').then((m) => m.BoardsScreen));
const SettingsScreen = lazyScreen(() => import('./settings/SettingsScreen').then((m) => m.SettingsScreen));
const ReplayScreen = lazyScreen(() => import('./replay/ReplayScreen').then((m) => m.ReplayScreen));
const PegsScreen = lazyScreen(() => import('./replay/PegsScreen').then((m) => m.PegsScreen));
const ShareScreen = lazyScreen(() => import('./share/ShareScreen').then((m) => m.ShareScreen));
const LinkScreen = lazyScreen(() => import('./share/LinkScreen').then((m) => m.LinkScreen));
// Following on other phones (issue 28): nothing of it loads until a player asks for it.
const FollowScreen = lazyScreen(() => import('./follow/FollowScreen').then((m) => m.FollowScreen));
const HostScreen = lazyScreen(() => import('./follow/HostScreen').then((m) => m.HostScreen));
// Club nights (issue 29).
const ClubScreen = lazyScreen(() => import('./club/ClubScreen').then((m) => m.ClubScreen));
const NightScreen = lazyScreen(() => import('./club/NightScreen').then((m) => m.NightScreen));
const DirectorScreen = lazyScreen(() => import('./club/DirectorScreen').then((m) => m.DirectorScreen));
const CardLinkScreen = lazyScreen(() => import('./club/CardLinkScreen').then((m) => m.CardLinkScreen));

/** True where applying an update loses nothing mid-count: no game open, or between hands or games. */
function atBoundary(): boolean {
  if (!gameId.value) return true;
  const s = gameState.value;
  return !s.started || s.outcome !== null || s.round === null || isRoundOver(s);
}

/** Screens that hold nothing typed by hand: a reload there loses nothing (setup, counting, boards and import hold text). */
const RELOADS_SAFELY: ReadonlySet<Route['screen']> = new Set(['home', 'game', 'replay', 'pegs', 'stats', 'settings', 'share', 'link']);

/**
 * True where a newer version, taken over in another tab, may reload this one: at a boundary, on a screen with nothing
 * typed by hand, and no sheet open (a hand half entered, a penalty half chosen).
 */
function mayReload(): boolean {
  return atBoundary() && RELOADS_SAFELY.has(route.value.screen) && document.querySelector('dialog[open]') === null;
}

/**
 * Counts the looks at a pending reload that kept this tab as it is, on the page (`<html data-reload-held="3">`), as a
 * stored move is marked: a browser test waits for the next look, not for a time.
 */
function holdReload(): void {
  const data = document.documentElement.dataset;
  data.reloadHeld = String(Number(data.reloadHeld ?? 0) + 1);
}

/** The shell: the current screen, the live region every score is announced in, and the update prompt. */
export function App() {
  useEffect(() => {
    void loadPreferences();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new announcement (a signal's value) is its trigger: spoken once
  useEffect(() => {
    const text = announcement.value;
    if (text) {
      speak(text);
      buzz();
    }
  }, [announcement.value]);

  const pending = reloadPending.value;
  // Checked when the game or the screen changes (both read here), and every second for what the shell does not see
  // (a sheet closing): the hand ending is the usual moment.
  const moment = [gameState.value, route.value];
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the pending reload or the moment (the game, the screen) changes: those are its triggers
  useEffect(() => {
    if (!pending) return;
    if (mayReload()) return void location.reload();
    holdReload();
    const timer = setInterval(() => (mayReload() ? location.reload() : holdReload()), 1000);
    return () => clearInterval(timer);
  }, [pending, ...moment]);

  const r = route.value;
  return (
    <>
      {pending && (
        <div class="update" role="status" data-testid="reload-pending">
          <span>Muggins was updated in another tab: this one updates when the hand is done.</span>
        </div>
      )}
      {updateAvailable.value && !pending && atBoundary() && (
        <div class="update" role="status">
          <span>A new version of Muggins is ready.</span>
          <button type="button" onClick={() => void applyUpdate()}>
            Update now
          </button>
        </div>
      )}
      <NotSaved />
      <ScreenGuard key={r.screen}>
        {r.screen === 'home' && <HomeScreen />}
        {r.screen === 'new' && <SetupScreen key={r.night ?? ''} night={r.night} />}
        {r.screen === 'game' && <TableScreen id={r.id} />}
        {r.screen === 'count' && <CountScreen />}
        {r.screen === 'stats' && <StatsScreen />}
        {r.screen === 'data' && <DataScreen />}
        {r.screen === 'boards' && <BoardsScreen />}
        {r.screen === 'settings' && <SettingsScreen />}
        {r.screen === 'replay' && <ReplayScreen id={r.id} />}
        {r.screen === 'pegs' && <PegsScreen id={r.id} />}
        {r.screen === 'share' && <ShareScreen id={r.id} />}
        {r.screen === 'link' && <LinkScreen fragment={r.fragment} />}
        {r.screen === 'follow' && <FollowScreen code={r.code} />}
        {r.screen === 'host' && <HostScreen id={r.id} />}
        {r.screen === 'card' && <CardLinkScreen fragment={r.fragment} />}
        {r.screen === 'club' && <ClubScreen />}
        {r.screen === 'night' && <NightScreen id={r.id} />}
        {r.screen === 'director' && <DirectorScreen id={r.id} />}
      </ScreenGuard>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">
        {announcement.value}
      </div>
    </>
  );
}
