import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest (docs/PERFORMANCE.md), longest first.
 *
 * Vitest runs the files that took longest last time first, but a fresh clone has no last time: it then starts the
 * largest files first, and the fit walks are short files that take a minute or more (`two-sides` and `three-sides` are
 * under 50 lines). Started last, they ran on one core while the other sat idle. Longest first, the two cores finish
 * together.
 */
const SLOWEST = [
  'fit-table',
  'follow',
  'whole-board',
  'table-fit',
  'durability-kill',
  'club',
  'three-sides',
  'table-phone',
  'two-sides',
  'fit-screens',
  'table-met',
  'table-reach',
  'durability-update',
  'table',
  'rulesets',
  'game',
];

function rank(file: TestSpecification): number {
  const i = SLOWEST.findIndex((name) => file.moduleId.endsWith(`/${name}.e2e.ts`));
  return i === -1 ? SLOWEST.length : i;
}

/** Vitest's order (failed first, then longest last time, else largest), with the slowest files listed above first. */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
