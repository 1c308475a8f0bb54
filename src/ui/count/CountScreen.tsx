import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { countShow, type Card } from '../../rules';
import { AdvicePanel } from '../advice/AdvicePanel';
import { CardPicker } from '../cards/CardPicker';
import { CountView } from '../cards/CountView';
import '../shell/screens.css';
import { ScreenBar } from '../shell/ScreenBar';

/** The count screen takes nothing: it is a calculator, apart from any game. */
export type Props = Record<string, never>;

type Mode = 'count' | 'advise';

/**
 * "Count a hand": enter a hand and the starter and see the itemized count at once (crib and Noddy rules as
 * toggles, 3-card hands for five-card cribbage); "Advise a throw": enter the dealt cards and see the best throws.
 */
export function CountScreen(_props: Props) {
  const [mode, setMode] = useState<Mode>('count');
  const [hand, setHand] = useState<Card[]>([]);
  const [starter, setStarter] = useState<Card[]>([]);
  const [three, setThree] = useState(false);
  const [crib, setCrib] = useState(false);
  const [extraScores, setExtraScores] = useState(false);
  const [dealt, setDealt] = useState<Card[]>([]);
  const [dealer, setDealer] = useState(false);

  const size = three ? 3 : 4;
  const cut = starter[0];
  const count = hand.length === size && cut ? countShow(hand, cut, { crib, extraScores }) : null;

  // When the last card goes in, the total and the spoken count come into view: the picker has just moved focus past
  // itself (to "Clear", at the foot), which scrolled the page there. Runs after the picker's effect (children first).
  const result = useRef<HTMLDivElement>(null);
  const counted = count !== null;
  useLayoutEffect(() => {
    const box = result.current;
    if (!counted || !box) return;
    const total = box.querySelector('.count__total')?.getBoundingClientRect();
    const said = box.querySelector('.count__said')?.getBoundingClientRect();
    if (!total || !said) return;
    const margin = 8;
    // Down far enough to show the words' end, never so far that the total leaves the top.
    const by = Math.min(total.top - margin, Math.max(0, said.bottom + margin - innerHeight));
    if (by !== 0 && (total.top < 0 || said.bottom > innerHeight)) scrollBy({ top: by, behavior: 'instant' });
  }, [counted]);

  const clear = () => {
    if (mode === 'count') {
      setHand([]);
      setStarter([]);
    } else setDealt([]);
  };

  return (
    <main class="count-screen">
      <ScreenBar title={mode === 'count' ? 'Count a hand' : 'Advise a throw'} />
      <div class="tabs" role="group" aria-label="Tool">
        <button type="button" class={mode === 'count' ? '' : 'secondary'} aria-pressed={mode === 'count'} onClick={() => setMode('count')}>
          Count a hand
        </button>
        <button type="button" class={mode === 'advise' ? '' : 'secondary'} aria-pressed={mode === 'advise'} onClick={() => setMode('advise')}>
          Advise a throw
        </button>
      </div>

      {mode === 'count' ? (
        <section class="screen__section" aria-label="Count a hand">
          <fieldset class="choices">
            <legend>Rules</legend>
            <label class="choice">
              <input
                type="checkbox"
                checked={three}
                onChange={(e) => {
                  const on = (e.target as HTMLInputElement).checked;
                  setThree(on);
                  if (on && hand.length > 3) setHand(hand.slice(0, 3));
                }}
              />
              Three-card hand (five-card cribbage)
            </label>
            <label class="choice">
              <input type="checkbox" checked={crib} onChange={(e) => setCrib((e.target as HTMLInputElement).checked)} />
              Crib (a flush needs all five cards)
            </label>
            <label class="choice">
              <input type="checkbox" checked={extraScores} onChange={(e) => setExtraScores((e.target as HTMLInputElement).checked)} />
              Noddy scoring
            </label>
          </fieldset>
          <CardPicker label="Hand" cards={hand} max={size} used={starter} onChange={setHand} />
          <CardPicker label="Starter" cards={starter} max={1} used={hand} onChange={setStarter} />
          <div ref={result}>{count ? <CountView count={count} /> : <p class="muted">Enter {size} cards and the starter to see the count.</p>}</div>
        </section>
      ) : (
        <section class="screen__section" aria-label="Advise a throw">
          <label class="choice">
            <input type="checkbox" checked={dealer} onChange={(e) => setDealer((e.target as HTMLInputElement).checked)} />I am the dealer
          </label>
          <CardPicker label="Dealt cards" cards={dealt} max={6} onChange={setDealt} />
          <AdvicePanel cards={dealt} dealer={dealer} />
        </section>
      )}

      <div class="screen__actions">
        <button type="button" class="secondary" onClick={clear}>
          Clear
        </button>
      </div>
    </main>
  );
}
