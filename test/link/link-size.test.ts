import { expect, test } from 'vitest';
import { encodeLink } from '../../src/link';
import { makeQr } from '../../src/ui/share/qr';
import { CORPUS, corpusGame } from '../game/corpus';

/*
 * How long a game's link is, and whether it fits one QR code (issue 12: "design the encoding so that a whole
 * traditional game entered by taps fits"). Prints a table; run it alone with
 *   npx vitest run test/link/link-size.test.ts
 * The page address before the fragment, with its `#`, is taken as 38 characters: `https://muggins.example.org/cribbage/#`.
 */

const PREFIX = 'https://muggins.example.org/cribbage/#';

async function measure(name: string) {
  const events = corpusGame(name).events;
  const link = await encodeLink({ title: 'Ann v Bob', extras: { colors: ['red', 'blue'] }, events });
  if (!link.ok) throw new Error(link.error.message);
  const qr = await makeQr(PREFIX + link.value);
  const rounds = new Set(events.flatMap((e) => (e.type === 'RoundStarted' ? [e.round] : []))).size;
  return { name, events: events.length, rounds, chars: link.value.length, qr: qr.ok ? `version ${qr.value.version}-${qr.value.level}` : 'none' };
}

test('link sizes of whole games, and the QR code each needs', async () => {
  const rows = await Promise.all(CORPUS.map((g) => measure(g.name)));
  const line = (r: (typeof rows)[number]) =>
    `${r.name.padEnd(58)} ${String(r.events).padStart(5)} ${String(r.rounds).padStart(6)} ${String(r.chars).padStart(6)}  ${r.qr}`;
  console.log([`${'game'.padEnd(58)} events rounds  chars  one QR code (smallest; level M, else L)`, ...rows.map(line)].join('\n'));
  const by = (name: string) => rows.find((r) => r.name === name)!;
  // The target: a traditional game to 121 by taps in one code at level M, a long one (27 rounds) too.
  expect(by('traditional by taps').qr).toMatch(/-M$/);
  expect(by('traditional by taps, long').qr).toMatch(/-M$/);
  expect(by('traditional by taps, long').rounds).toBeGreaterThanOrEqual(25);
  // Every card entered: one code too.
  expect(by('traditional by cards').qr).not.toBe('none');
});
