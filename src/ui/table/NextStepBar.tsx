import { cutWords, nextDealWords, type Command, type NextStep, type SeatId, type StepSheet } from '../../game';
import './bar.css';

interface Props {
  readonly step: NextStep;
  /** The words of the card-entry button of this step, e.g. `"Bob's cards…"`, `"Bob's cards (2 of 4)…"`. */
  readonly cardsLabel: string;
  /** The last count may be checked for muggins: the button's words, e.g. `"Check Ann's hand"`. */
  readonly check: string | null;
  readonly onCut: (dealer: SeatId) => void;
  readonly onCutCards: () => void;
  /** Opens card entry for this step (the starter, the play, a count). */
  readonly onCards: () => void;
  readonly onTurned: () => void;
  readonly onPlayOver: () => void;
  readonly onNextDeal: () => void;
  readonly onCheck: () => void;
  /** A choice of a step settled by saying what happened. */
  readonly onCommand: (command: Command) => void;
  /** Opens a step's sheet (000's Intel bonus, battle, Rob the Cradle, cribs). */
  readonly onSheet: (sheet: StepSheet) => void;
}

/**
 * A button's words, e.g. `'Play over: count the hands'`: what follows the colon is marked so a crowded bar (three
 * sides on a phone) may leave it out; the button's `aria-label` keeps the whole.
 */
function Words({ label }: { readonly label: string }) {
  const at = label.indexOf(': ');
  if (at < 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <span class="bar__more">{label.slice(at)}</span>
    </>
  );
}

/**
 * The bar that never scrolls away: what the round needs next and the one button that does it (issue 9.1). Taps on
 * the pads imply the rest: a pegging tap turns the starter and deals the next round; a count ends the play.
 */
export function NextStepBar({ step, cardsLabel, check, onCut, onCutCards, onCards, onTurned, onPlayOver, onNextDeal, onCheck, onCommand, onSheet }: Props) {
  if (step.kind === 'over') return null;
  if (step.kind === 'cut') {
    const cut = cutWords(step.seats);
    return (
      <section class={cut.cuts ? 'bar bar--cut' : 'bar'} aria-label="Next step">
        <p class="bar__text">
          {cut.question && (
            <>
              <strong>{cut.question}</strong>{' '}
            </>
          )}
          {cut.text}
        </p>
        <div class="bar__actions">
          {cut.choices.map((c, i) => (
            <button type="button" key={c.seat} data-primary={i === 0 ? true : undefined} onClick={() => onCut(c.seat)}>
              {c.label}
            </button>
          ))}
          {cut.cuts && (
            <button type="button" class="secondary" onClick={onCutCards}>
              {cut.cuts}
            </button>
          )}
        </div>
      </section>
    );
  }
  // During the play the bar holds the play's own buttons, so the check (of the last pegging score) says only
  // "Muggins?"; its label says what it checks.
  const checkButton = check && (
    <button type="button" class="secondary bar__check" onClick={onCheck} aria-label={`${check} for muggins`}>
      {step.kind === 'play' ? 'Muggins?' : check}
    </button>
  );
  return (
    <section class="bar" aria-label="Next step">
      <p class="table__status">{step.status}</p>
      <p class="bar__text">{step.text}</p>
      <div class="bar__actions">
        {step.kind === 'starter' && (
          <>
            <button type="button" class="secondary" onClick={onCards}>
              {cardsLabel}
            </button>
            <button type="button" class="secondary" data-primary onClick={onTurned} aria-label="Turned (not entering cards)">
              Turned
            </button>
          </>
        )}
        {step.kind === 'play' && (
          <>
            <button type="button" data-primary onClick={onPlayOver} aria-label={step.over}>
              <Words label={step.over} />
            </button>
            <button type="button" class="secondary" onClick={onCards}>
              {cardsLabel}
            </button>
            {checkButton}
          </>
        )}
        {step.kind === 'show' && (
          <>
            {checkButton}
            <button type="button" class="secondary" data-primary onClick={onCards}>
              {cardsLabel}
            </button>
          </>
        )}
        {step.kind === 'done' && (
          <>
            {checkButton}
            <button type="button" data-primary onClick={onNextDeal}>
              {nextDealWords(step.dealer)}
            </button>
          </>
        )}
        {(step.kind === 'other' || step.kind === 'choose') && (
          <>
            {checkButton}
            {step.sheet && (
              <button type="button" data-primary onClick={() => onSheet(step.sheet!.kind)}>
                {step.sheet.label}
              </button>
            )}
          </>
        )}
        {step.kind === 'choose' &&
          step.choices.map((choice, i) => (
            <button
              type="button"
              key={choice.label}
              class={i === 0 && !step.sheet ? undefined : 'secondary'}
              data-primary={i === 0 && !step.sheet ? true : undefined}
              data-choice
              onClick={() => onCommand(choice.command)}
            >
              {choice.label}
            </button>
          ))}
      </div>
    </section>
  );
}
