/** Types of `firstLoad.mjs` (plain JavaScript, shared by `npm run budget` and the browser tests). */

/** The first load's budget, gzip, KB (issue 28), e.g. `30`. */
export const FIRST_LOAD_BUDGET_KB: number;

/** One file of the first load: its path on the origin and its size raw and gzipped, in bytes. */
export interface FirstLoadFile {
  readonly path: string;
  readonly raw: number;
  readonly gzip: number;
}

/** The files of the first load from `origin` (a preview of the build), in the order found. */
export function firstLoadFiles(origin: string): Promise<FirstLoadFile[]>;
