import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * src/follow is pure (codes, protocol, host and follower): no page, no network, no clock, no randomness, so the unit
 * tests run it over a fake channel exactly as the app runs it. Its browser glue is the UI's (src/ui/follow/rtc.ts),
 * and it builds under tsconfig.core.json (no DOM types: issue 33).
 */
const DIR = join(import.meta.dirname, '..', '..', 'src', 'follow');

describe('src/follow', () => {
  it('touches no page, network, clock or randomness', () => {
    const bad: string[] = [];
    for (const name of readdirSync(DIR).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(join(DIR, name), 'utf8');
      for (const word of [
        'window',
        'document',
        'navigator',
        'RTCPeerConnection',
        'RTCDataChannel',
        'crypto',
        'Date.now',
        'Math.random',
        'setTimeout',
        'fetch(',
      ])
        if (text.includes(word)) bad.push(`${name}: ${word}`);
    }
    expect(bad).toEqual([]);
  });
});
