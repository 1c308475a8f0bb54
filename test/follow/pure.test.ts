import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * src/follow keeps its browser glue in rtc.ts; the rest (codes, protocol, host and follower) is pure: no page, no
 * network, no clock, no randomness, so the unit tests run it over a fake channel exactly as the app runs it.
 */
const DIR = join(import.meta.dirname, '..', '..', 'src', 'follow');
const GLUE = ['rtc.ts'];

describe('src/follow', () => {
  it('outside rtc.ts, touches no page, network, clock or randomness', () => {
    const bad: string[] = [];
    for (const name of readdirSync(DIR).filter((n) => n.endsWith('.ts') && !GLUE.includes(n))) {
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
