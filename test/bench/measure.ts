/** A figure's goal: at least or at most a value in `unit` (per second unless the unit is `ms`, a run's time). */
export interface Target {
  readonly atLeast?: number;
  readonly atMost?: number;
  readonly unit: string;
  /** Divides units per second before the comparison, e.g. `1e6` for "million per second". */
  readonly scale?: number;
}

/** Runs `fn` (which does `work` units) until `minMs` have passed; returns units per second and ms per run. */
export function rate(work: number, fn: () => void, minMs = 1000): { perSecond: number; msPerRun: number } {
  fn(); // warm up the JIT
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    fn();
    runs++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return { perSecond: (work * runs * 1000) / elapsed, msPerRun: elapsed / runs };
}

/** Prints `label: value unit (target >= x unit) PASS`, or MISS; returns whether the target is met. */
export function report(label: string, value: number, target: Target): boolean {
  const pass = (target.atLeast === undefined || value >= target.atLeast) && (target.atMost === undefined || value <= target.atMost);
  const goal = target.atLeast !== undefined ? `>= ${target.atLeast}` : `<= ${target.atMost}`;
  console.log(`${label}: ${value.toFixed(value < 10 ? 3 : 1)} ${target.unit} (target ${goal} ${target.unit}) ${pass ? 'PASS' : 'MISS'}`);
  return pass;
}

/** Runs `fn` (which does `work` units) until `minMs` have passed and returns units per second; prints a line. */
export function measure(label: string, work: number, fn: () => void, target?: Target, minMs = 1000): number {
  const { perSecond, msPerRun } = rate(work, fn, minMs);
  if (target) report(label, target.unit === 'ms' ? msPerRun : perSecond / (target.scale ?? 1), target);
  else console.log(`${label}: ${perSecond.toFixed(0)} per second, ${msPerRun.toFixed(3)} ms per run`);
  return perSecond;
}

/** A small fixed-seed generator so every run measures the same deals (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` random deals of 5 distinct card indices (4 hand cards then the starter), flat. */
export function randomDeals(count: number, seed = 1): Uint8Array {
  const random = seededRandom(seed);
  const deals = new Uint8Array(count * 5);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let d = 0; d < count; d++) {
    for (let i = 0; i < 5; i++) {
      const j = i + Math.floor(random() * (52 - i));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      deals[d * 5 + i] = deck[i]!;
    }
  }
  return deals;
}
