import { useState } from 'preact/hooks';
import { penaltyGainWords, RULE_TITLES, type PenaltyCall, type PenaltyRule, type SeatId, type SideId } from '../../game';
import { sourceWords } from '../setup/sources';
import { Sheet } from './Sheet';
import { ErrorLine } from './ErrorLine';
import { capitalized } from '../../rules/capital';

/** A side as the penalty sheet names it, with its seats (rule 10 asks whose go was false). */
export interface PenaltySide {
  readonly id: SideId;
  /** e.g. `'Ann & Cat'`. */
  readonly name: string;
  readonly seats: readonly { readonly seat: SeatId; readonly name: string }[];
}

/** What a call would do, read off the engine's `decide`: e.g. `'Bob −3, Ann +3'`, or why it cannot be applied. */
export type PenaltyPreview = { readonly ok: true; readonly words: string } | { readonly ok: false; readonly message: string };

interface Props {
  /** The rules that fit this table, in rulebook order (the engine's `penaltiesFor`). */
  readonly rules: readonly PenaltyRule[];
  readonly sides: readonly PenaltySide[];
  /** The dealer's side and name, for the deal's faults; `null` before the first deal. */
  readonly dealer: { readonly side: SideId; readonly name: string } | null;
  /** Crib Wars: every other opponent gains, and each may decline the points (001); else one side gains. */
  readonly everyOpponent: boolean;
  readonly preview: (call: PenaltyCall) => PenaltyPreview;
  /** Applies it; resolves to the engine's refusal, or `null` once saved. */
  readonly onApply: (call: PenaltyCall) => Promise<string | null>;
  readonly onClose: () => void;
}

/** One entry per rule of the rulebook: its cases (rule 13 has two, rule 14 four), e.g. `[[rule 1], …, [13, 13b]]`. */
function byRule(rules: readonly PenaltyRule[]): PenaltyRule[][] {
  const groups: PenaltyRule[][] = [];
  for (const rule of rules) {
    const group = rule.number !== null ? groups.find((g) => g[0]!.number === rule.number) : undefined;
    if (group) group.push(rule);
    else groups.push([rule]);
  }
  return groups;
}

/** A rule's entry in the list, e.g. `'3. Non-dealer's card exposed'`, `'14. Pegs moved or dislodged'`, `'Table talk'`. */
function ruleName(group: readonly PenaltyRule[]): string {
  const first = group[0]!;
  const name = group.length > 1 ? (RULE_TITLES[first.number!] ?? first.name) : first.name;
  return `${first.number !== null ? `${first.number}. ` : ''}${name}`;
}

/**
 * The penalty sheet (issue 15.5): a rule of 003 (or 000's table talk), who offends and who gains by role, only the
 * input the rule needs, and a preview of its effect from the engine before it is applied.
 */
export function PenaltySheet({ rules, sides, dealer, everyOpponent, preview, onApply, onClose }: Props) {
  const groups = byRule(rules);
  const [index, setIndex] = useState(0);
  const [caseIndex, setCaseIndex] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [claim, setClaim] = useState(true);
  const [named, setNamed] = useState<SideId | null>(null);
  const [chosen, setChosen] = useState<SideId | null>(null);
  const [declined, setDeclined] = useState<SideId[]>([]);
  const [excess, setExcess] = useState('');
  const [bothTalked, setBothTalked] = useState(false);
  const [deadSeat, setDeadSeat] = useState<SeatId | null>(null);
  const [deadCards, setDeadCards] = useState('');
  const [newDeal, setNewDeal] = useState(false);
  const [error, setError] = useState('');
  const group = groups[index]!;
  const rule = group[Math.min(caseIndex, group.length - 1)]!;
  const offender = rule.offender === 'dealer' ? (dealer?.side ?? null) : named;
  const others = sides.filter((s) => s.id !== offender);
  // One gaining side named by the table: the caller (rule 9) or the side that claims the game, always; and outside
  // Crib Wars any penalty's points (001 makes every opponent gain as Crib Wars' own rule): the non-dealer whose card
  // was exposed (rule 3), the player told go (rule 10), ... With one other side it is that side.
  const single = rule.role === 'caller' || (rule.gain === 'claim-game' && (rule.input !== 'reposition' || claim));
  const ask = offender !== null && others.length > 1 && (single || (!everyOpponent && (rule.gain === 'points' || rule.gain === 'excess')));
  const to = ask ? (chosen !== null && chosen !== offender ? chosen : null) : single && others.length === 1 ? others[0]!.id : null;
  const offenderSeats = sides.find((s) => s.id === offender)?.seats ?? [];
  const goSeat = offenderSeats.length === 1 ? offenderSeats[0]!.seat : deadSeat;
  const dead = rule.input === 'dead-cards' && deadCards.trim() !== '' && goSeat !== null ? { seat: goSeat, cards: Number(deadCards) } : null;

  const call: PenaltyCall | null =
    offender === null || ((single || ask) && to === null)
      ? null
      : {
          rule: rule.id,
          ...(rule.offender === 'named' ? { offender } : {}),
          ...(to !== null ? { to: [to] } : {}),
          ...(declined.some((d) => d !== offender) ? { declined: declined.filter((d) => d !== offender) } : {}),
          ...(rule.input === 'excess' && excess.trim() !== '' ? { points: Number(excess) } : {}),
          ...(rule.input === 'both-talked' && bothTalked ? { points: 2 } : {}),
          ...(rule.newDeal === 'optional' ? { newDeal } : {}),
          ...(rule.gain === 'claim-game' ? { claim: rule.input === 'reposition' ? claim : true } : {}),
          ...(rule.input === 'agreed' ? { agreed } : {}),
          ...(dead ? { dead } : {}),
        };
  const effect: PenaltyPreview = call
    ? preview(call)
    : {
        ok: false,
        message:
          offender === null ? (rule.offender === 'dealer' ? 'This rule is about the deal: deal first.' : 'Say who broke the rule.') : `Say ${rule.gainer}.`,
      };
  const gains = penaltyGainWords(
    rule.role,
    others.map((s) => s.name),
    everyOpponent,
  );

  const reset = () => {
    setChosen(null);
    setDeclined([]);
    setAgreed(false);
    setClaim(true);
    setError('');
  };
  const pickRule = (i: number) => {
    setIndex(i);
    setCaseIndex(0);
    reset();
  };
  const pickCase = (i: number) => {
    setCaseIndex(i);
    reset();
  };
  const submitWords =
    rule.gain === 'claim-game' && (rule.input !== 'reposition' || claim)
      ? 'Claim the game'
      : rule.gain === 'agree-or-void' && !agreed
        ? 'Void the game'
        : 'Apply';
  const apply = async (event: Event) => {
    event.preventDefault();
    if (!call || !effect.ok) return setError(effect.ok ? 'Say who broke the rule.' : effect.message);
    const refused = await onApply(call);
    if (refused) setError(refused);
    else onClose();
  };
  const sideChoice = (legend: string, list: readonly PenaltySide[], value: SideId | null, set: (id: SideId) => void) => (
    <fieldset class="penalty__choice">
      <legend>{legend}</legend>
      <div class="row">
        {list.map((s) => (
          <label key={s.id} class="choice">
            <input type="radio" name={legend} checked={value === s.id} onChange={() => set(s.id)} /> {s.name}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <Sheet title="Penalty" onClose={onClose}>
      <form class="penalty stack" onSubmit={(e) => void apply(e)}>
        <label>
          Rule
          <select value={index} onChange={(e) => pickRule(Number((e.target as HTMLSelectElement).value))}>
            {groups.map((g, i) => (
              <option key={g[0]!.id} value={i}>
                {ruleName(g)}
              </option>
            ))}
          </select>
        </label>
        {group.length > 1 && (
          <fieldset class="penalty__choice">
            <legend>What happened?</legend>
            <div class="stack">
              {group.map((c, i) => (
                <label key={c.id} class="choice">
                  <input type="radio" name="penalty-case" checked={c === rule} onChange={() => pickCase(i)} /> {c.name}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <p class="muted penalty__text">
          {rule.text} <em>({sourceWords(rule.source)})</em>
        </p>
        {rule.offender === 'dealer' ? (
          <p>
            Offends: <strong>{dealer ? `the dealer, ${dealer.name}` : 'the dealer'}</strong>
          </p>
        ) : (
          sideChoice('Who broke the rule?', sides, named, (id) => {
            setNamed(id);
            setDeadSeat(null);
          })
        )}
        {ask
          ? sideChoice(`${capitalized(rule.gainer)}?`, others, chosen, setChosen)
          : !single &&
            rule.gain !== 'none' && (
              <p>
                Gains: <strong>{gains}</strong>
              </p>
            )}
        {everyOpponent && rule.gain === 'points' && !single && others.length > 1 && (
          <fieldset class="penalty__choice">
            <legend>Each opponent may take the points or decline (Crib Wars)</legend>
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
        {rule.input === 'excess' && (
          <label>
            Points pegged too many
            <input type="number" inputMode="numeric" min={1} max={99} value={excess} onInput={(e) => setExcess((e.target as HTMLInputElement).value)} />
          </label>
        )}
        {rule.input === 'both-talked' && (
          <label class="choice">
            <input type="checkbox" checked={bothTalked} onChange={(e) => setBothTalked((e.target as HTMLInputElement).checked)} /> Both partners talked (2
            points)
          </label>
        )}
        {rule.input === 'dead-cards' && offender !== null && (
          <>
            {offenderSeats.length > 1 && (
              <fieldset class="penalty__choice">
                <legend>Who said go?</legend>
                <div class="row">
                  {offenderSeats.map((s) => (
                    <label key={s.seat} class="choice">
                      <input type="radio" name="go-seat" checked={goSeat === s.seat} onChange={() => setDeadSeat(s.seat)} /> {s.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <label>
              Dead cards (those that should have been played; leave empty if the play was not entered)
              <input type="number" inputMode="numeric" min={1} max={4} value={deadCards} onInput={(e) => setDeadCards((e.target as HTMLInputElement).value)} />
            </label>
          </>
        )}
        {rule.input === 'agreed' && (
          <label class="choice">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed((e.target as HTMLInputElement).checked)} />{' '}
            {rule.gain === 'agree-or-void'
              ? 'Both agree where the front pegs go (as Put the pegs back shows them)'
              : 'Both agree where the peg was (as Put the pegs back shows it)'}
          </label>
        )}
        {rule.input === 'reposition' && (
          <fieldset class="penalty__choice">
            <legend>The opponent</legend>
            <div class="stack">
              <label class="choice">
                <input type="radio" name="penalty-claim" checked={!claim} onChange={() => setClaim(false)} /> puts the pegs back (as Put the pegs back shows
                them)
              </label>
              <label class="choice">
                <input type="radio" name="penalty-claim" checked={claim} onChange={() => setClaim(true)} /> claims the game
              </label>
            </div>
          </fieldset>
        )}
        {rule.newDeal === 'optional' && (
          <label class="choice">
            <input type="checkbox" checked={newDeal} onChange={(e) => setNewDeal((e.target as HTMLInputElement).checked)} /> Call for a new deal
          </label>
        )}
        {rule.newDeal === 'required' && <p>A new deal follows.</p>}
        <p class="penalty__effect">
          Effect: <strong>{effect.ok ? effect.words : effect.message}</strong>
        </p>
        <div class="row">
          <button type="submit" disabled={!effect.ok}>
            {submitWords}
          </button>
          <button type="button" class="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
        <ErrorLine message={error} />
      </form>
    </Sheet>
  );
}
