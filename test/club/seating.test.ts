import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dealRounds, playsIn, seatOf, type Entrant, type SeatedRound } from '../../src/club';

/*
 * Seating (issue 35 item 2): pairings for every round, no opponent met twice while that is possible, a bye for an odd
 * field that nobody gets twice before every player of the round has had one, late arrivals and drop-outs from the
 * next round. The rulebooks (/work/shared/rulebooks/) say nothing of seating: these are the issue's own properties.
 * Properties run over seeded fields of 4 to 60.
 */

const names = (n: number): Entrant[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Every pair's meetings over the rounds. */
function meetings(rounds: readonly SeatedRound[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const r of rounds) for (const [a, b] of r.tables) met.set(pair(a, b), (met.get(pair(a, b)) ?? 0) + 1);
  return met;
}

/** Every player of the round seated once (a table or the bye), nobody else. */
function expectWhole(entrants: readonly Entrant[], rounds: readonly SeatedRound[]): void {
  rounds.forEach((r, i) => {
    const seated = [...r.tables.flat(), ...(r.bye ? [r.bye] : [])].sort();
    const playing = entrants
      .filter((e) => playsIn(e, i + 1))
      .map((e) => e.name)
      .sort();
    expect(seated, `round ${i + 1}`).toEqual(playing);
    expect(r.bye === undefined, `round ${i + 1}: a bye only for an odd field`).toBe(playing.length % 2 === 0);
  });
}

/** Nobody sits out a second time while a player of that round has not sat out yet. */
function expectFairByes(rounds: readonly SeatedRound[], entrants: readonly Entrant[]): void {
  const byes = new Map<string, number>();
  rounds.forEach((r, i) => {
    if (r.bye) {
      const playing = entrants.filter((e) => playsIn(e, i + 1)).map((e) => e.name);
      const least = Math.min(...playing.map((p) => byes.get(p) ?? 0));
      expect(byes.get(r.bye) ?? 0, `round ${i + 1}: ${r.bye} sits out again`).toBe(least);
      byes.set(r.bye, (byes.get(r.bye) ?? 0) + 1);
    }
  });
}

/** The fewest repeats any pairing of this field could have given the rounds before (every pairing tried). */
function fewestRepeats(players: readonly string[], met: Map<string, number>): number {
  if (players.length < 2) return 0;
  const [a, ...rest] = players;
  let best = Number.POSITIVE_INFINITY;
  for (const b of rest) {
    const c = (met.get(pair(a!, b)) ?? 0) > 0 ? 1 : 0;
    best = Math.min(
      best,
      c +
        fewestRepeats(
          rest.filter((x) => x !== b),
          met,
        ),
    );
  }
  return best;
}

describe('seating a fixed field (issue 35 item 2)', () => {
  test('six entrants, five rounds: the round robin, every pair once, tables numbered', () => {
    const rounds = dealRounds(names(6), 5);
    expect(rounds[0]).toEqual({
      tables: [
        ['P1', 'P6'],
        ['P2', 'P5'],
        ['P3', 'P4'],
      ],
    });
    expect(rounds[1]).toEqual({
      tables: [
        ['P1', 'P2'],
        ['P3', 'P6'],
        ['P4', 'P5'],
      ],
    });
    expect(meetings(rounds).size).toBe(15);
    expect([...meetings(rounds).values()].every((n) => n === 1)).toBe(true);
    expect(seatOf(rounds[0], 'P5')).toEqual({ kind: 'table', table: 2, opponent: 'P2' });
  });

  test('five entrants, five rounds: each sits out once, round 1 P1 has the bye', () => {
    const rounds = dealRounds(names(5), 5);
    expect(rounds[0]).toEqual({
      tables: [
        ['P2', 'P5'],
        ['P3', 'P4'],
      ],
      bye: 'P1',
    });
    expect(rounds.map((r) => r.bye).sort()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    expect(seatOf(rounds[0], 'P1')).toEqual({ kind: 'bye' });
  });

  test('four entrants, nine rounds: every pair meets three times, none four', () => {
    const met = meetings(dealRounds(names(4), 9));
    expect([...met.values()]).toEqual([3, 3, 3, 3, 3, 3]);
  });

  test('property, fields of 4 to 60 and 1 to 12 rounds: whole rounds, no repeat while the round robin lasts, fair byes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 60 }), fc.integer({ min: 1, max: 12 }), (n, r) => {
        const entrants = names(n);
        const rounds = dealRounds(entrants, r);
        expect(rounds).toHaveLength(r);
        expectWhole(entrants, rounds);
        expectFairByes(rounds, entrants);
        const robin = n % 2 === 0 ? n - 1 : n;
        const most = Math.max(...meetings(rounds).values());
        expect(most).toBe(Math.ceil(r / robin));
      }),
      { seed: 35, numRuns: 120 },
    );
  });
});

describe('late arrivals and drop-outs from the next round (issue 35 item 2)', () => {
  test('ten entrants; Ann joins at round 4, P3 leaves after round 5: the rounds before stay, later ones take them in', () => {
    const first = dealRounds(names(10), 9);
    const later: Entrant[] = [...names(10).map((e) => (e.name === 'P3' ? { ...e, leftAfter: 5 } : e)), { name: 'Ann', from: 4 }];
    const again = dealRounds(later, 9, first.slice(0, 3));
    expect(again.slice(0, 3)).toEqual(first.slice(0, 3));
    expect(again[2]!.bye).toBeUndefined();
    expect(again[3]!.tables.flat()).toContain('Ann');
    expect(again[3]!.bye).toBeDefined();
    expect(again[6]!.tables.flat()).not.toContain('P3');
    expect(again[6]!.bye).toBeUndefined();
    expectWhole(later, again);
    expectFairByes(again, later);
  });

  test('property, fields of 4 to 60 with arrivals and drop-outs: whole rounds, fair byes, a repeat only where no pairing avoids it', () => {
    const arb = fc.record({
      n: fc.integer({ min: 4, max: 60 }),
      late: fc.array(fc.integer({ min: 2, max: 9 }), { maxLength: 3 }),
      left: fc.array(fc.record({ who: fc.nat(), after: fc.integer({ min: 1, max: 8 }) }), { maxLength: 3 }),
      begun: fc.integer({ min: 0, max: 8 }),
    });
    fc.assert(
      fc.property(arb, ({ n, late, left, begun }) => {
        const start = names(n);
        const before = dealRounds(start, 9);
        const entrants: Entrant[] = start.map((e) => ({ ...e }));
        for (const [i, from] of late.entries()) entrants.push({ name: `Late${i + 1}`, from: Math.max(from, begun + 1) });
        for (const { who, after } of left) {
          const i = who % n;
          entrants[i] = { ...entrants[i]!, leftAfter: Math.max(after, begun) };
        }
        const rounds = dealRounds(entrants, 9, before.slice(0, begun));
        expect(rounds.slice(0, begun)).toEqual(before.slice(0, begun));
        expectWhole(entrants, rounds);
        expectFairByes(rounds, entrants);
        for (let r = begun; r < rounds.length; r++) {
          const met = meetings(rounds.slice(0, r));
          const repeats = rounds[r]!.tables.filter(([a, b]) => (met.get(pair(a, b)) ?? 0) > 0).length;
          if (repeats === 0) continue;
          // Checked against every pairing only where that is cheap: small fields.
          const field = rounds[r]!.tables.flat();
          if (field.length <= 12) expect(repeats, `round ${r + 1}`).toBe(fewestRepeats(field, met));
          else expect(repeats, `round ${r + 1} of ${field.length}: a field this size always has a fresh pairing`).toBe(0);
        }
      }),
      { seed: 3535, numRuns: 150 },
    );
  });
});
