import { CountView } from '../cards/CountView';
import type { Moment } from './moment';

interface Props {
  readonly moment: Moment;
}

/** A step in words: each line of the command (zone effects included) and any count entered by cards, itemized. */
export function StepWords({ moment }: Props) {
  return (
    <section class="replay__words" aria-label="This move">
      <ul class="replay__lines">
        {moment.lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {moment.counts.map((c, i) => (
        <div key={i} class="replay__count">
          <h3>{c.whose}</h3>
          <CountView count={c.count} />
        </div>
      ))}
    </section>
  );
}
