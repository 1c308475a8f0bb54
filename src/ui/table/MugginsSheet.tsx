import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { MugginsCall, SideId } from '../../game';
import { likelyMissed, type Card, type ShowCount } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { CountView } from '../cards/CountView';
import { Sheet } from './Sheet';
import { ErrorLine } from './ErrorLine';

/** A true count, or why it cannot be known yet (the engine's `trueCount`). */
export type Truth = { readonly ok: true; readonly count: ShowCount } | { readonly ok: false; readonly message: string };

interface Props {
  /** Who counted, e.g. `'Ann'`. */
  readonly counter: string;
  /** What was counted, e.g. `'hand'`, `'crib'`, `'Intel bonus'`. */
  readonly what: string;
  /** What the counter claimed, e.g. `4`. */
  readonly claimed: number;
  /** The true count when the cards were entered; `null` for a tapped count (the cards are asked for here). */
  readonly known: ShowCount | null;
  /** Cards in the counted hand or crib, e.g. `4`. */
  readonly size: number;
  /** The round's starter, or `null` when it was turned without being entered (then it is asked for here). */
  readonly starter: Card | null;
  /** The true count of entered cards (the engine's `trueCount`). */
  readonly check: (cards: readonly Card[], starter: Card | undefined) => Truth;
  /** Opponents who may call (never the counter's own side or partner); a team (`team`) takes a plural verb. */
  readonly callers: readonly { readonly id: SideId; readonly name: string; readonly team: boolean }[];
  /** Muggins is on (else only an over-claim can be called, rule 12). */
  readonly mugginsOn: boolean;
  /** A caller may give the missed points back (003 MUGGINS, Crib Zones). */
  readonly giveBack: boolean;
  /** Calls it; resolves to the engine's refusal, or `null` once saved. */
  readonly onCall: (call: MugginsCall) => Promise<string | null>;
  readonly onClose: () => void;
}

/**
 * Muggins on the last count (issue 15.1-15.3). A tapped count is checked by entering its cards (and the starter
 * when the round has none); then the true count shows with the items most likely missed, and an opponent calls.
 * The engine's refusal stands beside the buttons.
 */
export function MugginsSheet({ counter, what, claimed, known, size, starter, check, callers, mugginsOn, giveBack, onCall, onClose }: Props) {
  const [cards, setCards] = useState<Card[]>([]);
  const [starterPick, setStarterPick] = useState<Card[]>([]);
  const [error, setError] = useState('');
  const theStarter = starter ?? starterPick[0];
  const entered = known === null && cards.length === size && theStarter !== undefined;
  const truth: Truth | null = known ? { ok: true, count: known } : entered ? check(cards, theStarter) : null;
  const extra: Pick<MugginsCall, 'cards' | 'starter'> = known ? {} : { cards, ...(starter ? {} : theStarter ? { starter: theStarter } : {}) };

  const call = async (caller: SideId, keep: boolean) => {
    const refused = await onCall({ caller, ...(keep ? {} : { keep: false }), ...extra });
    if (refused) setError(refused);
    else onClose();
  };

  const count = truth?.ok ? truth.count : null;
  // Once the last card is in, the verdict moves up to the top of the sheet: the cards just entered scroll away.
  const verdict = useRef<HTMLDivElement>(null);
  const decided = truth !== null && known === null;
  useLayoutEffect(() => {
    if (decided) verdict.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [decided]);
  const diff = count ? count.total - claimed : 0;
  /** `'calls'`, or `'call'` for a team ("Bob & Ed call muggins"). */
  const calls = (side: { readonly team: boolean }) => (side.team ? 'call' : 'calls');

  const result = () => {
    if (!truth) return null;
    if (!truth.ok) return <p class="error" role="alert">{truth.message}</p>;
    if (diff === 0) return <p class="muggins__verdict">The count of {claimed} is right: nothing was missed.</p>;
    const highlight = new Set(likelyMissed(truth.count.items, diff));
    return (
      <section class="muggins__result" aria-label="The true count">
        <h3 class="muggins__verdict">{diff > 0 ? 'Muggins!' : 'Over-claimed'}</h3>
        <p>
          {counter} claimed {claimed}; the {what} is worth <strong>{truth.count.total}</strong>: {diff > 0 ? `${diff} missed` : `${-diff} too many (rule 12)`}
          {diff > 0 && highlight.size > 0 ? ', most likely the marked items.' : '.'}
        </p>
        {diff > 0 && !mugginsOn && <p class="muted">Muggins is off in this game.</p>}
        <CountView count={truth.count} highlight={highlight} />
      </section>
    );
  };

  // The calls stay at the sheet's foot, in view as soon as the last card is in (never below the itemized count).
  const callable = count !== null && diff !== 0 && (diff < 0 || mugginsOn);
  const actions =
    callable || error ? (
      <>
        {callable && (
          <div class="muggins__calls" role="group" aria-label={diff > 0 ? 'Who calls muggins' : 'Who calls the over-claim'}>
            {callers.map((side) => (
              <button type="button" key={side.id} onClick={() => void call(side.id, true)}>
                {diff > 0 ? `${side.name} ${calls(side)} muggins (+${diff})` : `${side.name}: move ${counter} back ${-diff}`}
              </button>
            ))}
            {diff > 0 &&
              giveBack &&
              callers.map((side) => (
                <button type="button" class="secondary" key={`back-${side.id}`} onClick={() => void call(side.id, false)}>
                  {side.name} {calls(side)}, {side.team ? 'give' : 'gives'} back
                </button>
              ))}
          </div>
        )}
        <ErrorLine message={error} />
      </>
    ) : null;

  return (
    <Sheet title={`Check ${counter}'s ${what} (${claimed})`} onClose={onClose} actions={actions}>
      {known === null && (
        <>
          <p class="muted">Enter the cards{starter ? '' : ' and the starter'}: the true count shows once they are in.</p>
          {!starter && <CardPicker label="Starter" cards={starterPick} max={1} used={cards} onChange={setStarterPick} />}
          <CardPicker label={`${counter}'s ${what} cards`} cards={cards} max={size} used={theStarter ? [theStarter] : []} onChange={setCards} />
        </>
      )}
      <div ref={verdict} class="muggins__verdictbox">
        {result()}
      </div>
    </Sheet>
  );
}
