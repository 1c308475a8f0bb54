import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { mugOffer, mugOfferWords, type MugginsCall, type SideId } from '../../game';
import { likelyMissed, type Card } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { CountView } from '../cards/CountView';
import { Sheet } from './Sheet';
import { ErrorLine } from './ErrorLine';
import type { MugView, Truth } from './mugView';

export type { Truth } from './mugView';

interface Props {
  /** What may be mugged now, the newest first (the engine's `mugChances`), e.g. Ann's crib, Ann's hand, Bob's hand. */
  readonly chances: readonly MugView[];
  /** Muggins is on (else only an over-claim can be called, rule 12). */
  readonly mugginsOn: boolean;
  /** A caller may give the missed points back (003 MUGGINS, Crib Zones). */
  readonly giveBack: boolean;
  /** An over-claim's caller adds the excess to his score (003 rule 12, the house option). */
  readonly overClaimGain?: boolean;
  /** Calls it; resolves to the engine's refusal, or `null` once saved. */
  readonly onCall: (call: MugginsCall) => Promise<string | null>;
  readonly onClose: () => void;
}

/**
 * Muggins (issue 15.1-15.3, issue 24 items 6-7): any count of the round still open to it, or the latest pegging
 * score. A count entered by cards shows its true count at once; a tapped one is checked by entering its cards (and
 * the starter when the round has none); a pegging score by entering the cards of the count in the order played.
 * Then the items most likely missed show, and an opponent calls. The engine's refusal stands beside the buttons.
 */
export function MugginsSheet({ chances, mugginsOn, giveBack, overClaimGain = false, onCall, onClose }: Props) {
  const [chosen, setChosen] = useState(0);
  const [cards, setCards] = useState<Card[]>([]);
  const [starterPick, setStarterPick] = useState<Card[]>([]);
  const [error, setError] = useState('');
  const view = chances[Math.min(chosen, chances.length - 1)]!;
  const { counter, what, claimed, known, size, starter, needsStarter, check, callers } = view;
  const pegging = view.kind === 'pegging';
  const theStarter = starter ?? starterPick[0];
  // A count of the play scores from its second card; a hand or crib once all its cards (and the starter) are in.
  const entered = known === null && (pegging ? cards.length >= 2 : cards.length === size && theStarter !== undefined);
  const truth: Truth | null = known ? { ok: true, count: known } : entered ? check(cards, theStarter) : null;
  const extra: Pick<MugginsCall, 'cards' | 'starter'> = known ? {} : { cards, ...(needsStarter && theStarter ? { starter: theStarter } : {}) };

  const choose = (i: number) => {
    setChosen(i);
    setCards([]);
    setStarterPick([]);
    setError('');
  };
  const call = async (caller: SideId, keep: boolean) => {
    const refused = await onCall({ caller, of: view.of, ...(keep ? {} : { keep: false }), ...extra });
    if (refused) setError(refused);
    else onClose();
  };

  const count = truth?.ok ? truth.count : null;
  // Once the last card of a hand is in, the verdict moves up to the top of the sheet: the cards entered scroll away.
  const verdict = useRef<HTMLDivElement>(null);
  const decided = truth !== null && known === null && !pegging;
  useLayoutEffect(() => {
    if (decided) verdict.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [decided]);
  // What may be called, and every word of it, is the engine's (003 MUGGINS, rule 12).
  const offer = count ? mugOffer({ muggins: mugginsOn, mugginsGiveBack: giveBack, overClaimPenalty: overClaimGain }, claimed, count.total) : null;
  const diff = offer?.diff ?? 0;
  const highlight = new Set(count && diff > 0 ? likelyMissed(count.items, diff) : []);
  const words = offer && count ? mugOfferWords(offer, { counter, what, pegging, claimed, total: count.total }, callers, highlight.size > 0) : null;

  const result = () => {
    if (!truth) return null;
    if (!truth.ok)
      return (
        <p class="error" role="alert">
          {truth.message}
        </p>
      );
    if (!words) return null;
    if (words.right !== null) return <p class="muggins__verdict">{words.right}</p>;
    return (
      <section class="muggins__result" aria-label="The true count">
        <h3 class="muggins__verdict">{words.verdict}</h3>
        <p>
          {words.claim.before}
          <strong>{words.claim.total}</strong>
          {words.claim.after}
        </p>
        {words.off !== null && <p class="muted">{words.off}</p>}
        <CountView count={truth.count} highlight={highlight} />
      </section>
    );
  };

  // The calls stay at the sheet's foot, in view as soon as the last card is in (never below the itemized count).
  const calls = words?.calls ?? [];
  const actions =
    calls.length > 0 || error ? (
      <>
        {calls.length > 0 && (
          <div class="muggins__calls" role="group" aria-label={words!.group}>
            {calls.map((c) => (
              <button
                type="button"
                class={c.keep ? undefined : 'secondary'}
                key={`${c.keep ? '' : 'back-'}${c.caller}`}
                onClick={() => void call(c.caller, c.keep)}
              >
                {c.label}
              </button>
            ))}
          </div>
        )}
        <ErrorLine message={error} />
      </>
    ) : null;

  return (
    <Sheet title={chances.length > 1 ? 'Check a count for muggins' : `Check ${view.name} (${claimed})`} onClose={onClose} actions={actions}>
      {chances.length > 1 && (
        <fieldset class="muggins__which">
          <legend>Which count?</legend>
          {chances.map((c, i) => (
            <label key={c.of} class="choice">
              <input type="radio" name="muggins-which" checked={i === chosen} onChange={() => choose(i)} /> {c.name} ({c.claimed})
            </label>
          ))}
        </fieldset>
      )}
      {pegging ? (
        <>
          <p class="muted">The cards of this count in the order played, {counter}'s card last:</p>
          <div class="muggins__verdictbox">{result()}</div>
          <CardPicker label="Cards of the count" cards={cards} max={size} exact={false} onChange={setCards} />
        </>
      ) : (
        <>
          {known === null && (
            <>
              <p class="muted">Enter the cards{needsStarter ? ' and the starter' : ''}: the true count shows once they are in.</p>
              {needsStarter && <CardPicker label="Starter" cards={starterPick} max={1} used={cards} onChange={setStarterPick} />}
              <CardPicker label={`${counter}'s ${what} cards`} cards={cards} max={size} used={theStarter ? [theStarter] : []} onChange={setCards} />
            </>
          )}
          <div ref={verdict} class="muggins__verdictbox">
            {result()}
          </div>
        </>
      )}
    </Sheet>
  );
}
