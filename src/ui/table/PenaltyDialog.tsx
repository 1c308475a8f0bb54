import { useState } from 'preact/hooks';
import { PENALTIES, type Command, type Game } from '../../game';

interface Props {
  readonly state: Game;
  readonly onCommand: (command: Command) => void;
  readonly onClose: () => void;
}

/** The penalty menu: the 16 rules of 003 and table talk (000), applied as scores; "claim the game" ends it. */
export function PenaltyDialog({ state, onCommand, onClose }: Props) {
  const [ruleId, setRuleId] = useState(PENALTIES[0]!.id);
  const [offender, setOffender] = useState(0);
  const [points, setPoints] = useState('');
  const [newDeal, setNewDeal] = useState(false);
  const [declined, setDeclined] = useState<number[]>([]);
  const [claimer, setClaimer] = useState<number | null>(null);
  const rule = PENALTIES.find((p) => p.id === ruleId)!;
  const others = state.sides.filter((s) => s.id !== offender);
  const everyOpponent = state.setup.options.penaltyToEveryOpponent === true;

  const apply = (event: Event) => {
    event.preventDefault();
    const command: Command = {
      type: 'penalty',
      rule: rule.id,
      offender,
      ...(rule.gain === 'claim-game' ? { to: [claimer ?? others[0]!.id], claim: true } : {}),
      ...(points ? { points: Number(points) } : {}),
      ...(rule.newDeal === 'optional' ? { newDeal } : {}),
      ...(declined.length ? { declined } : {}),
    };
    onCommand(command);
    onClose();
  };

  return (
    <form class="panel penalty stack" onSubmit={apply} aria-label="Penalty">
      <h2>Penalty</h2>
      <label>
        Rule
        <select value={ruleId} onChange={(e) => setRuleId((e.target as HTMLSelectElement).value)}>
          {PENALTIES.map((p) => (
            <option key={p.id} value={p.id}>
              {p.number !== null ? `${p.number}. ` : ''}
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <p class="muted">
        {rule.text} <em>({rule.source})</em>
      </p>
      <label>
        Offender
        <select value={offender} onChange={(e) => setOffender(Number((e.target as HTMLSelectElement).value))}>
          {state.sides.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {(rule.gain === 'excess' || rule.id === 'table-talk') && (
        <label>
          {rule.gain === 'excess' ? 'Points pegged too many' : 'Points (2 if both partners talked)'}
          <input type="number" inputMode="numeric" min={1} max={99} value={points} required={rule.gain === 'excess'} onInput={(e) => setPoints((e.target as HTMLInputElement).value)} />
        </label>
      )}
      {rule.gain === 'claim-game' && (
        <label>
          Who claims the game
          <select value={claimer ?? others[0]?.id} onChange={(e) => setClaimer(Number((e.target as HTMLSelectElement).value))}>
            {others.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {rule.newDeal === 'optional' && (
        <label class="choice">
          <input type="checkbox" checked={newDeal} onChange={(e) => setNewDeal((e.target as HTMLInputElement).checked)} /> Call for a new deal
        </label>
      )}
      {everyOpponent && rule.gain === 'points' && others.length > 1 && (
        <fieldset>
          <legend>Every other opponent may take the points (Crib Wars); untick those who decline</legend>
          {others.map((s) => (
            <label class="choice" key={s.id}>
              <input
                type="checkbox"
                checked={!declined.includes(s.id)}
                onChange={(e) => setDeclined((e.target as HTMLInputElement).checked ? declined.filter((d) => d !== s.id) : [...declined, s.id])}
              />
              {s.name} takes {rule.points}
            </label>
          ))}
        </fieldset>
      )}
      <div class="row">
        <button type="submit">{rule.gain === 'claim-game' ? 'Claim the game' : 'Apply'}</button>
        <button type="button" class="secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
