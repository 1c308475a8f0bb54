import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import type { GameEvent } from '../../src/game';
import { MAX_LINK_CHARS, decodeLink, encodeLink } from '../../src/link';
import { MAX_DEPTH } from '../../src/link/values';
import { corpusGame } from '../game/corpus';
import {
  FUTURE_VERSION,
  HOSTILE_VALUE,
  Tally,
  clone,
  eventFieldCases,
  frameLink,
  objectsIn,
  packDeepLink,
  packLink,
  plantProto,
  type Obj,
} from '../store/fuzzCases';

/*
 * Link fuzzing (issue 26 item 1): the import fuzzer's cases (`fuzzCases.ts`: truncation, mistyped fields, oversized,
 * duplicated, future versions, `__proto__` anywhere) and the hostile events the issue found (a Scored of 1e300
 * points, a last event repeated), each made into a link the way the app frames one. Every one is refused by
 * `decodeLink` with a sentence, never thrown, never shown: what it returns can always be drawn and saved.
 */

const game = corpusGame('traditional by cards');
const EXTRAS = { colors: ['red', 'blue'] };
const tally = new Tally();
/** Text that does not compress: its link is far over the limit. */
const noise = fc.sample(fc.string({ minLength: 200_000, maxLength: 200_000, unit: 'binary-ascii' }), { numRuns: 1, seed: 26 })[0]!;
let fragment = '';

afterAll(() => {
  console.log(tally.line('link fuzz', 'hostile links'));
});

/** A link of the title, extras and events as given, checked by nothing on the way (a hostile encoder). */
async function link(title: unknown, extras: unknown, events: readonly unknown[]): Promise<string> {
  return frameLink(packLink(title, extras, events));
}

/** Decodes `text` and checks it is refused with a sentence, changes nothing and pollutes nothing. */
async function refused(kind: string, text: string): Promise<void> {
  const t = tally.tried(kind);
  const r = await decodeLink(text);
  expect(r.ok, `${kind} was accepted`).toBe(false);
  if (!r.ok) expect(r.error.message).toMatch(/^[A-Z].{20,}\.$/s);
  expect(({} as Obj).polluted).toBeUndefined();
  t.refused();
}

const events = game.events as readonly GameEvent[];
const TYPED = eventFieldCases(events, false);
const scored = TYPED.scored;
const counted = TYPED.counted;

describe("link fuzzing: the import fuzzer's cases, as links, are refused (issue 26 item 1)", () => {
  test('the game itself reads back', async () => {
    const made = await encodeLink({ title: 'Ann v Bob', extras: EXTRAS, events });
    fragment = made.ok ? made.value : '';
    expect((await decodeLink(fragment)).ok).toBe(true);
  });

  test('truncated links', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: fragment.length - 1 }), async (cut) => refused('truncated', fragment.slice(0, cut))),
      { numRuns: 150 },
    );
  });

  test('mistyped fields', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TYPED.fields), HOSTILE_VALUE, async (field, value) => {
        fc.pre(!field.valid(value));
        const log = clone(events) as unknown as Obj[];
        log[field.i]![field.key] = value;
        await refused('mistyped', await link('Ann v Bob', EXTRAS, log));
      }),
      { numRuns: 250 },
    );
  });

  test('oversized links', async () => {
    const builders: Record<string, () => Promise<string>> = {
      'extras nested past the limit': () => frameLink(packDeepLink('Ann v Bob', MAX_DEPTH + 5, events)),
      'a title of 200,000 characters of noise': () => link(noise, EXTRAS, events),
      'a fragment over the limit': async () => `${fragment}${'A'.repeat(MAX_LINK_CHARS)}`,
      'a card list of 53 cards': () =>
        link(
          'Ann v Bob',
          EXTRAS,
          events.map((e, i) => (i === counted ? { ...e, cards: Array.from({ length: 53 }, () => '5H') } : e)),
        ),
      'ten thousand items on one Scored': () =>
        link(
          'Ann v Bob',
          EXTRAS,
          events.map((e, i) => (i === scored ? { ...e, items: Array.from({ length: 10_000 }, () => ({ kind: 'pair', cards: [], points: 2 })) } : e)),
        ),
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(builders)), async (name) => refused('oversized', await builders[name]!())),
      { numRuns: 15 },
    );
  });

  test('duplicated events (any event repeated in place)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: events.length - 1 }), async (i) => {
        await refused('duplicated', await link('Ann v Bob', EXTRAS, [...events.slice(0, i + 1), events[i]!, ...events.slice(i + 1)]));
      }),
      { numRuns: 60 },
    );
  });

  test('future versions (any event)', async () => {
    await fc.assert(
      fc.asyncProperty(FUTURE_VERSION, fc.integer({ min: 0, max: events.length - 1 }), async (version, i) => {
        await refused(
          'future-version',
          await link(
            'Ann v Bob',
            EXTRAS,
            events.map((e, j) => (j === i ? { ...e, v: version } : e)),
          ),
        );
      }),
      { numRuns: 100 },
    );
  });

  test('__proto__ keys anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.jsonValue(), async (pick, value) => {
        const shared = clone({ title: 'Ann v Bob', extras: EXTRAS, events });
        // Any object the link carries (the wrapper itself is not in it).
        const objects = objectsIn(shared).slice(1);
        plantProto(objects[pick % objects.length]!, value);
        await refused('__proto__', await link(shared.title, shared.extras, shared.events));
      }),
      { numRuns: 150 },
    );
  });

  test('the hostile events the issue found: a Scored of 1e300 points, the last event repeated', async () => {
    const huge = events.map((e, i) => (i === scored ? { ...e, points: 1e300 } : e));
    await refused('issue 26', await link('Ann v Bob', EXTRAS, huge));
    await refused('issue 26', await link('Ann v Bob', EXTRAS, [...events, events.at(-1)!]));
    const r = await decodeLink(await link('Ann v Bob', EXTRAS, huge));
    expect(r.ok ? 'ok' : r.error).toEqual({
      code: 'bad-event',
      message: `This game link holds a game this app cannot read. Event ${scored + 1} of the game is not valid: Event Scored has a missing or malformed field.`,
    });
    const repeated = await decodeLink(await link('Ann v Bob', EXTRAS, [...events, events.at(-1)!]));
    expect(repeated.ok ? 'ok' : repeated.error.code).toBe('bad-log');
  });
});
