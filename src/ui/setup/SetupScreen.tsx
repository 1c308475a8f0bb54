import { useEffect, useState } from 'preact/hooks';
import { BUILT_IN_BOARDS, type Board } from '../../board';
import { HOUSE_OPTIONS, RULESETS, RULESET_IDS, defaultBoardId, sideCount, type HouseOptions, type RulesetId, type SkunkRule, type StartBonus } from '../../game';
import { PEG_COLORS } from '../app/colors';
import { navigate } from '../app/route';
import { usableBoards } from '../app/boards';
import { gameId, startGame } from '../app/session';
import './setup.css';

function skunkText(rule: SkunkRule): string {
  if (rule.kind === 'none') return 'none';
  const what = rule.kind === 'lines' ? 'loser at or below' : 'won by';
  return `${what} ${rule.single}${rule.double !== null ? `, double at ${rule.double}` : ''}`;
}

function bonusText(bonus: StartBonus | null): string {
  if (!bonus) return 'none';
  return `${bonus.who} pegs ${bonus.points} ${bonus.when === 'every-round' ? 'every round' : 'in the first round'}`;
}

/** Setup: players, names, peg colours, teams, ruleset, board and every house option with its default. */
export function SetupScreen() {
  const [rulesetId, setRulesetId] = useState<RulesetId>('traditional');
  const ruleset = RULESETS[rulesetId];
  const [seats, setSeats] = useState(ruleset.seatCounts[0]!);
  const [names, setNames] = useState<string[]>(['', '', '', '', '', '']);
  const [colors, setColors] = useState<string[]>(PEG_COLORS.map((c) => c.id));
  const [options, setOptions] = useState<HouseOptions>(ruleset.defaults);
  const [boardId, setBoardId] = useState<string>('');
  const [custom, setCustom] = useState<Board[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void usableBoards().then((boards) => setCustom([...boards]));
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
  const board = boardId || defaultBoardId(ruleset, seats, options.target);

  const start = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    const chosen = custom.find((b) => b.id === board) ?? board;
    const failure = await startGame({ ruleset: rulesetId, players, options, board: chosen }, { colors: colors.slice(0, sides) });
    setBusy(false);
    if (failure) return setError(failure);
    navigate({ screen: 'game', id: gameId.value! });
  };

  const setOption = <K extends keyof HouseOptions>(key: K, value: HouseOptions[K]) => setOptions({ ...options, [key]: value });

  return (
    <main class="setup">
      <div class="row">
        <button type="button" class="secondary" onClick={() => navigate({ screen: 'home' })}>
          ← Home
        </button>
        <h1>New game</h1>
      </div>
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
          <p class="muted">From rulebook {ruleset.source}.</p>
          {ruleset.seatCounts.length > 1 && (
            <div class="row" role="radiogroup" aria-label="Players">
              {ruleset.seatCounts.map((n) => (
                <label key={n} class="choice">
                  <input type="radio" name="seats" checked={seats === n} onChange={() => setSeats(n)} /> {n} players
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <fieldset class="panel">
          <legend>{sides < seats ? `Players (${sides} teams: partners sit opposite)` : 'Players'}</legend>
          {players.map((_, i) => (
            <div class="row" key={i}>
              <label for={`name-${i}`} class="setup__seat">
                Seat {i + 1}
                {sides < seats ? ` · team ${(i % sides) + 1}` : ''}
              </label>
              <input
                id={`name-${i}`}
                value={names[i]}
                placeholder={`Player ${i + 1}`}
                maxLength={24}
                onInput={(e) => setNames(names.map((n, k) => (k === i ? (e.target as HTMLInputElement).value : n)))}
              />
            </div>
          ))}
          {Array.from({ length: sides }, (_, side) => (
            <div class="row" key={side} role="radiogroup" aria-label={`Peg colour for ${sides < seats ? `team ${side + 1}` : players[side]}`}>
              <span class="setup__seat">{sides < seats ? `Team ${side + 1}` : players[side]} pegs</span>
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
                {b.approximate ? ' (approximate)' : ''}
              </option>
            ))}
          </select>
        </fieldset>

        <fieldset class="panel">
          <legend>House rules (defaults from the rulebooks)</legend>
          {HOUSE_OPTIONS.map((info) => {
            const value = options[info.key];
            const id = `opt-${info.key}`;
            return (
              <div class="setup__option" key={info.key}>
                {typeof value === 'boolean' ? (
                  <label class="choice" for={id}>
                    <input id={id} type="checkbox" checked={value} onChange={(e) => setOption(info.key, (e.target as HTMLInputElement).checked as never)} />
                    {info.label}
                  </label>
                ) : typeof value === 'number' ? (
                  <label class="choice" for={id}>
                    {info.label}
                    <input
                      id={id}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={999}
                      value={value}
                      onInput={(e) => {
                        const n = Number((e.target as HTMLInputElement).value);
                        if (Number.isInteger(n) && n >= 0) setOption(info.key, n as never);
                      }}
                    />
                  </label>
                ) : (
                  <span>
                    {info.label}: <strong>{info.key === 'skunk' ? skunkText(value as SkunkRule) : bonusText(value as StartBonus | null)}</strong>
                  </span>
                )}
                <span class="muted setup__source">{info.source}</span>
              </div>
            );
          })}
        </fieldset>

        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="big" disabled={busy}>
          Start the game
        </button>
      </form>
    </main>
  );
}
