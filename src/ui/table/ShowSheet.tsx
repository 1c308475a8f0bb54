import { useState } from 'preact/hooks';
import { countIn, type CountContext } from '../../game';
import type { DeckColor } from '../../game/rulesets/notEnough';
import type { Card } from '../../rules';
import { CardPicker } from '../cards/CardPicker';
import { CountView } from '../cards/CountView';
import { DeckTag } from './notEnough/DeckTag';
import { Sheet } from './Sheet';
import { ErrorLine } from './ErrorLine';

/** Cards entered so far for a count (kept as a draft across a reload). */
export interface ShowEntry {
  readonly cards: readonly Card[];
  /** The starter picked here when the round's was not entered. */
  readonly starter: Card | null;
  /** The claim typed so far, e.g. `'12'`, or `''`. */
  readonly claim: string;
}

interface Props {
  /** Who counts, e.g. `'Bob'`. */
  readonly name: string;
  readonly what: 'hand' | 'crib';
  /** The count's context from the engine: its starter (or `null`), card count, crib, Noddy scoring. */
  readonly context: CountContext;
  /** The deck the cards come from when the game plays two (Cribbage is not Enough): shown beside the picker. */
  readonly deck?: DeckColor | undefined;
  /** Muggins is on: the counter says the claim before anything shows the true count (issue 15.2). */
  readonly claimFirst: boolean;
  /** What was entered before (a draft), the cards the hand played (see `fromPlay`), or empty. */
  readonly initial: ShowEntry;
  /** `initial` holds the cards this hand laid in the play (issue 25.1): the sheet says so. */
  readonly fromPlay?: boolean;
  /** Every change, to keep as a draft. */
  readonly onChange: (entry: ShowEntry) => void;
  /** Scores the count; resolves to the engine's refusal, or `null` once saved. */
  readonly onScore: (count: { cards: readonly Card[]; claimed?: number; starter?: Card }) => Promise<string | null>;
  /** The count was saved: the table keeps the sheet for the next count, or closes it (the default). */
  readonly onScored?: () => void;
  readonly onClose: () => void;
}

/**
 * A hand or crib by cards: the engine counts it. With muggins on, the counter's claim comes first and the true count
 * stays hidden until asked for; otherwise the itemized count shows as soon as the cards are in.
 */
export function ShowSheet({ name, what, context, deck, claimFirst, initial, fromPlay = false, onChange, onScore, onClose, onScored = onClose }: Props) {
  const [entry, setEntry] = useState<ShowEntry>(initial);
  const [reveal, setReveal] = useState(false);
  const [error, setError] = useState('');
  const update = (next: Partial<ShowEntry>) => {
    const merged = { ...entry, ...next };
    setEntry(merged);
    onChange(merged);
  };
  const starter = context.starter ?? entry.starter;
  const complete = starter !== null && entry.cards.length === context.size;
  const count = complete ? countIn(context, entry.cards, starter) : null;
  const shown = count !== null && (!claimFirst || reveal);
  const typed = entry.claim.trim() === '' ? null : Number(entry.claim);
  const claimed = claimFirst ? (typed ?? (reveal ? count?.total : undefined)) : count?.total;
  const ready = count !== null && claimed !== undefined && Number.isInteger(claimed) && claimed >= 0;

  const score = async () => {
    if (!ready) return;
    const refused = await onScore({ cards: entry.cards, claimed, ...(context.starter ? {} : { starter: starter! }) });
    if (refused) setError(refused);
    else onScored();
  };

  // "Score it" (with the total) and any refusal stay at the sheet's foot, in view as soon as the last card is in.
  const actions =
    count !== null || error ? (
      <>
        {count !== null && (
          <div class="row">
            <button type="button" class="big" disabled={!ready} onClick={() => void score()}>
              {ready ? `Score it: ${claimed}` : `Type ${name}'s claim`}
            </button>
            {claimFirst && !reveal && (
              <button type="button" class="secondary" onClick={() => setReveal(true)}>
                Count it for me
              </button>
            )}
          </div>
        )}
        <ErrorLine message={error} />
      </>
    ) : null;

  return (
    <Sheet title={`${name}'s ${what}`} onClose={onClose} actions={actions}>
      {!context.starter && (
        <CardPicker
          label="Starter"
          cards={entry.starter ? [entry.starter] : []}
          max={1}
          used={[...entry.cards, ...context.elsewhere]}
          onChange={(cards) => update({ starter: cards[0] ?? null })}
        />
      )}
      {deck && (
        <p class="muted">
          Cards of the <DeckTag deck={deck} /> deck
        </p>
      )}
      {fromPlay && <p class="muted">The cards {name} played: remove any that are wrong.</p>}
      <CardPicker
        label={`${name}'s ${what}`}
        cards={entry.cards}
        max={context.size}
        used={starter ? [starter, ...context.elsewhere] : context.elsewhere}
        onChange={(cards) => update({ cards })}
      />
      {count !== null && claimFirst && (
        <label class="show__claim">
          {name} claims
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={entry.claim}
            onInput={(e) => update({ claim: (e.target as HTMLInputElement).value })}
          />
        </label>
      )}
      {shown && <CountView count={count} />}
    </Sheet>
  );
}
