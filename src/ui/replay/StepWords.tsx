import { CountView } from '../cards/CountView';
import type { Moment } from './moment';

interface Props {
  readonly moment: Moment;
}

/** A step in words: each line of the command, zone effects included, e.g. "Ann pegs 4 to 124, lands on red skip 1…". */
export function StepWords({ moment }: Props) {
  return (
    <section class="replay__words" aria-label="This move">
      <ul class="replay__lines">
        {moment.lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The counts a step entered by cards, itemized (each fifteen, pair, run… with its cards and points). */
export function StepCounts({ moment }: Props) {
  if (moment.counts.length === 0) return null;
  return (
    <section class="replay__counts" aria-label="The count">
      {moment.counts.map((c, i) => (
        <div key={i} class="replay__count">
          <h3>{c.whose}</h3>
          <CountView count={c.count} />
        </div>
      ))}
    </section>
  );
}
