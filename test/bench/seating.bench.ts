import { it } from 'vitest';
import { dealRounds, type Entrant } from '../../src/club';
import { rate, report } from './measure';

/*
 * Seating a 40-entrant night (issue 35 item 2: "seated in well under a second"): the nine rounds dealt in one tap,
 * for a field that stays (the round robin) and for one re-dealt after a late arrival and a drop-out at round 4 (each
 * round searched for the pairing with the fewest repeats).
 */

const field: Entrant[] = Array.from({ length: 40 }, (_, i) => ({ name: `Player ${i + 1}` }));
const changed: Entrant[] = [...field.map((e, i) => (i === 7 ? { ...e, leftAfter: 3 } : e)), { name: 'Late', from: 4 }];

it('seating a 40-entrant night', () => {
  const fixed = rate(1, () => dealRounds(field, 9), 500);
  report('40 entrants, 9 rounds dealt', fixed.msPerRun, { atMost: 100, unit: 'ms' });
  const begun = dealRounds(field, 9).slice(0, 3);
  const again = rate(1, () => dealRounds(changed, 9, begun), 500);
  report('40 entrants, rounds 4 to 9 re-dealt after a late arrival and a drop-out', again.msPerRun, { atMost: 100, unit: 'ms' });
  const odd = rate(1, () => dealRounds([...field, { name: 'Odd' }], 9, []), 500);
  report('41 entrants (a bye each round), 9 rounds dealt', odd.msPerRun, { atMost: 100, unit: 'ms' });
});
