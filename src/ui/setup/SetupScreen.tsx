import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { BUILT_IN_BOARDS, type Board } from '../../board';
import {
  HOUSE_OPTIONS,
  RULESETS,
  RULESET_IDS,
  defaultBoardId,
  gameTerms,
  sideCount,
  skunkWords,
  type HouseOptions,
  type RulesetId,
  type StartBonus,
} from '../../game';
import { PEG_COLORS } from '../session/colors';
import { navigate } from '../shell/route';
import { usableBoards } from '../board/boards';
import { ScreenBar } from '../shell/ScreenBar';
import { chooseDeck, listDecks, type DeckProfile } from '../decks/decks';
import { gameId, startGame } from '../session/session';
import { sourceWords } from './sources';
import { MatchChoice } from './MatchChoice';
import { SeatName } from './SeatName';
import { clubGameProblem } from '../../club';
import { useClubGame } from '../club/clubGame';
import './setup.css';
import { capitalized } from '../../rules/capital';

function bonusText(bonus: StartBonus | null): string {
  if (!bonus) return 'none';
  return `${bonus.who} pegs ${bonus.points} ${bonus.when === 'every-round' ? 'every round' : 'in the first round'}`;
}

/**
 * A house option that only means something while another is on: shown only then ("A muggins caller may give the
 * points back" needs muggins itself).
 */
const OPTION_NEEDS: Partial<Record<keyof HouseOptions, keyof HouseOptions>> = { mugginsGiveBack: 'muggins', mugginsBeforeNextCount: 'muggins' };

/**
 * Setup: players, names, peg colours, teams, ruleset, board and every house option with its default. With `night` (a
 * club night's id), the game is played for the night: its player in the first seat, and the game tagged with it.
 */
export function SetupScreen({ night }: { readonly night?: string | undefined }) {
  const [rulesetId, setRulesetId] = useState<RulesetId>(RULESET_IDS[0]);
  const ruleset = RULESETS[rulesetId];
  const [seats, setSeats] = useState(ruleset.seatCounts[0]!);
  const [names, setNames] = useState<string[]>(['', '', '', '', '', '']);
  const [colors, setColors] = useState<string[]>(PEG_COLORS.map((c) => c.id));
  const [options, setOptions] = useState<HouseOptions>(ruleset.defaults);
  const [boardId, setBoardId] = useState<string>('');
  const [custom, setCustom] = useState<Board[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** 000: the deck profiles on this device and the one chosen ('' for none). */
  const [decks, setDecks] = useState<readonly DeckProfile[]>([]);
  const [deckId, setDeckId] = useState('');

  const club = useClubGame(night);
  // A layout effect, not an effect: the night's player is in seat 1 in the same frame as the night's title. An effect
  // waits for the next paint, and until then the first seat stood empty under "Game 2 for Thursday club".
  useLayoutEffect(() => {
    if (club.game) setNames((n) => [club.game!.player, club.game!.seated ?? n[1]!, ...n.slice(2)]);
  }, [club.game]);

  useEffect(() => {
    void usableBoards().then((boards) => setCustom([...boards]));
    void listDecks().then(
      (list) => {
        setDecks(list);
        setDeckId(list[0]?.id ?? '');
      },
      () => undefined,
    );
  }, []);

  const chooseRuleset = (id: RulesetId) => {
    const next = RULESETS[id];
    setRulesetId(id);
    setOptions(next.defaults);
    if (!next.seatCounts.includes(seats)) setSeats(next.seatCounts[0]!);
    setBoardId('');
  };

  const sides = sideCount(ruleset, seats);
  const players = names.slice(0, seats).map((n, i) => n.trim() || `Player ${i + 1}`);
  // A game of two for a night with entrants: the opponent in seat 2 is picked from them.
  const opponents = seats === 2 && club.game?.opponents.length ? club.game.opponents : undefined;
  const board = boardId || defaultBoardId(ruleset, seats, options.target);
  // What the game will do with this ruleset and board (issue 25.6): Crib Wars plays to the board's finish, with the
  // board's own skunk lines, whatever the options say.
  const chosenBoard = custom.find((b) => b.id === board) ?? BUILT_IN_BOARDS[board as keyof typeof BUILT_IN_BOARDS];
  const terms = chosenBoard ? gameTerms(ruleset, options, chosenBoard) : null;
  const skunk = terms ? skunkWords(options, terms.lines) : '';
  const summary = terms
    ? [`game to ${terms.target}${terms.targetIsFinish ? " (the board's finish)" : ''}`, `skunk: ${skunk}`, `muggins ${options.muggins ? 'on' : 'off'}`].join(
        ' · ',
      )
    : '';

  const start = async (event: Event) => {
    event.preventDefault();
    const forNight =
      club.game &&
      (opponents && !opponents.includes(names[1]!) ? 'Pick the opponent from the night’s entrants.' : clubGameProblem(club.game.player, players, sides));
    if (forNight) return setError(forNight);
    setBusy(true);
    const chosen = custom.find((b) => b.id === board) ?? board;
    // 000: the chosen deck profile's pips are copied into the game, so its log always replays the same.
    const pips = ruleset.deckPips === true ? { pips: await chooseDeck(deckId || null) } : {};
    const failure = await startGame(
      { ruleset: rulesetId, players, options, board: chosen, ...pips },
      { colors: colors.slice(0, sides), ...(club.game ? { night: club.game.id } : {}) },
    );
    setBusy(false);
    if (failure) return setError(failure);
    navigate({ screen: 'game', id: gameId.value! });
  };

  const setOption = <K extends keyof HouseOptions>(key: K, value: HouseOptions[K]) => setOptions({ ...options, [key]: value });

  return (
    <main class="setup">
      <ScreenBar title={club.game ? `Game ${club.game.number} for ${club.game.name}` : 'New game'} error={club.error} />
      {club.game && <p class="muted">Its line goes on {club.game.player}'s card by itself when the game ends.</p>}
      <form onSubmit={start} class="stack">
        <fieldset class="panel">
          <legend>Game</legend>
          <label for="ruleset">Rules</label>
          <select id="ruleset" value={rulesetId} onChange={(e) => chooseRuleset((e.target as HTMLSelectElement).value as RulesetId)}>
            {RULESET_IDS.map((id) => (
              <option key={id} value={id}>
                {RULESETS[id].name}
              </option>
            ))}
          </select>
          <p class="muted setup__source">Source: {sourceWords(ruleset.source)}</p>
          {ruleset.deckPips === true && decks.length > 0 && (
            <label>
              Deck profile (card numbers)
              <select value={deckId} onChange={(e) => setDeckId((e.target as HTMLSelectElement).value)}>
                {decks.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
                <option value="">None: ask for each card</option>
              </select>
            </label>
          )}
          {ruleset.seatCounts.length > 1 && (
            <div class="setup__seats" role="radiogroup" aria-label="Players">
              {ruleset.seatCounts.map((n) => (
                <label key={n} class="choice">
                  <input type="radio" name="seats" checked={seats === n} onChange={() => setSeats(n)} />
                  {n} players
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <fieldset class="panel">
          <legend>{sides < seats ? `Players in ${sides} teams` : 'Players'}</legend>
          {sides < seats && <p class="muted setup__source">Partners sit opposite.</p>}
          {players.map((_, i) => (
            <SeatName
              key={i}
              index={i}
              label={`Seat ${i + 1}${sides < seats ? ` · team ${(i % sides) + 1}` : ''}`}
              value={names[i]!}
              choices={i === 1 ? opponents : undefined}
              onName={(name) => setNames(names.map((n, k) => (k === i ? name : n)))}
            />
          ))}
          {Array.from({ length: sides }, (_, side) => (
            <div class="setup__colors" key={side} role="radiogroup" aria-label={`Peg colour for ${sides < seats ? `team ${side + 1}` : players[side]}`}>
              <span class="setup__colors-name" aria-hidden="true">
                {sides < seats ? `Team ${side + 1}` : players[side]} pegs
              </span>
              {PEG_COLORS.map((c) => (
                <label key={c.id} class="swatch" title={c.name}>
                  <input
                    type="radio"
                    name={`color-${side}`}
                    checked={colors[side] === c.id}
                    onChange={() => setColors(colors.map((x, k) => (k === side ? c.id : x)))}
                  />
                  <span class="swatch__dot" style={{ background: c.css }} />
                  <span class="visually-hidden">{c.name}</span>
                </label>
              ))}
            </div>
          ))}
        </fieldset>

        <fieldset class="panel">
          <legend>Board</legend>
          <label for="board">Board</label>
          <select id="board" value={board} onChange={(e) => setBoardId((e.target as HTMLSelectElement).value)}>
            {[...Object.values(BUILT_IN_BOARDS), ...custom].map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
                {b.approximate && !/approximate/i.test(b.name) ? ' (approximate)' : ''}
              </option>
            ))}
          </select>
        </fieldset>

        <fieldset class="panel">
          <legend>House rules</legend>
          {/* Folded under what the game will do, so "Start the game" stands on a phone's first screen (issue 25.6). */}
          <details class="setup__rules">
            <summary>
              <span class="setup__summary">{capitalized(summary)}</span>
              <span class="setup__change">Change the house rules</span>
            </summary>
            <p class="muted setup__source">Each starts as its rulebook has it; change any before the game.</p>
            {HOUSE_OPTIONS.filter((info) => !OPTION_NEEDS[info.key] || options[OPTION_NEEDS[info.key]!]).map((info) => {
              const value = options[info.key];
              // An option the ruleset does not have (000's leader after a go) is not offered.
              if (value === undefined) return null;
              const id = `opt-${info.key}`;
              // Said after the label, not in it: the label stays short for screen readers and the source describes it.
              const source = (
                <span id={`${id}-source`} class={`muted setup__source${typeof value === 'boolean' ? ' setup__source--indent' : ''}`}>
                  {sourceWords(info.source)}
                </span>
              );
              return (
                <div class="setup__option" key={info.key}>
                  {info.key === 'matchGames' ? (
                    <MatchChoice id={id} value={value as number} describedBy={`${id}-source`} onChange={(n) => setOption('matchGames', n)} />
                  ) : info.key === 'target' && terms?.targetIsFinish ? (
                    <p class="setup__fixed">
                      {info.label}: <strong>{terms.target}</strong> (the board's finish)
                    </p>
                  ) : typeof value === 'boolean' ? (
                    <label class="choice" for={id}>
                      <input
                        id={id}
                        type="checkbox"
                        checked={value}
                        aria-describedby={`${id}-source`}
                        onChange={(e) => setOption(info.key, (e.target as HTMLInputElement).checked as never)}
                      />
                      {info.label}
                    </label>
                  ) : typeof value === 'number' ? (
                    <label class="setup__number" for={id}>
                      <span>{info.label}</span>
                      <input
                        id={id}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={999}
                        value={value}
                        aria-describedby={`${id}-source`}
                        onInput={(e) => {
                          const n = Number((e.target as HTMLInputElement).value);
                          if (Number.isInteger(n) && n >= 0) setOption(info.key, n as never);
                        }}
                      />
                    </label>
                  ) : (
                    <p class="setup__fixed">
                      {info.label}: <strong>{info.key === 'skunk' ? skunk : bonusText(value as StartBonus | null)}</strong>
                    </p>
                  )}
                  {info.key === 'target' && terms && !terms.targetIsFinish && terms.target !== options.target && (
                    <p class="muted setup__source">The board ends at {terms.target}: the game ends there.</p>
                  )}
                  {source}
                </div>
              );
            })}
          </details>
        </fieldset>

        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="setup__start">
          <button type="submit" class="big" disabled={busy}>
            Start the game
          </button>
        </div>
      </form>
    </main>
  );
}
