import { useEffect } from 'preact/hooks';
import { speak } from '../pwa/speech';
import { buzz } from '../pwa/haptics';
import { applyUpdate, updateAvailable } from '../pwa/register';
import { lazyPart, lazyScreen } from './app/lazy';
import { route } from './app/route';
import { announcement, gameId, gameState, isRoundOver } from './app/session';
import { loadPreferences } from './app/settings';
import { HomeScreen } from './home/HomeScreen';
import './app/app.css';

// Loaded just after the first paint: the banner of a failed write.
const NotSaved = lazyPart(() => import('./app/NotSaved').then((m) => m.NotSaved));
const SetupScreen = lazyScreen(() => import('./setup/SetupScreen').then((m) => m.SetupScreen));
const TableScreen = lazyScreen(() => import('./table/TableScreen').then((m) => m.TableScreen));
const CountScreen = lazyScreen(() => import('./screens/CountScreen').then((m) => m.CountScreen));
const StatsScreen = lazyScreen(() => import('./screens/StatsScreen').then((m) => m.StatsScreen));
const DataScreen = lazyScreen(() => import('./screens/DataScreen').then((m) => m.DataScreen));
const BoardsScreen = lazyScreen(() => import('./screens/BoardsScreen').then((m) => m.BoardsScreen));
const SettingsScreen = lazyScreen(() => import('./screens/SettingsScreen').then((m) => m.SettingsScreen));
const ReplayScreen = lazyScreen(() => import('./replay/ReplayScreen').then((m) => m.ReplayScreen));
const PegsScreen = lazyScreen(() => import('./replay/PegsScreen').then((m) => m.PegsScreen));
const ShareScreen = lazyScreen(() => import('./share/ShareScreen').then((m) => m.ShareScreen));
const LinkScreen = lazyScreen(() => import('./share/LinkScreen').then((m) => m.LinkScreen));
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

/** The shell: the current screen, the live region every score is announced in, and the update prompt. */
export function App() {
  useEffect(() => {
    void loadPreferences();
  }, []);

  useEffect(() => {
    const text = announcement.value;
    if (text) {
      speak(text);
      buzz();
    }
  }, [announcement.value]);

  const r = route.value;
  return (
    <>
      {updateAvailable.value && atBoundary() && (
        <div class="update" role="status">
          <span>A new version of Muggins is ready.</span>
          <button type="button" onClick={() => void applyUpdate()}>
            Update now
          </button>
        </div>
      )}
      <NotSaved />
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
      {r.screen === 'card' && <CardLinkScreen fragment={r.fragment} />}
      {r.screen === 'club' && <ClubScreen />}
      {r.screen === 'night' && <NightScreen id={r.id} />}
      {r.screen === 'director' && <DirectorScreen id={r.id} />}
      <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">
        {announcement.value}
      </div>
    </>
  );
}
