import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../src/game';

/** ARCHITECTURE.md: imports only point down the layers; the core is pure (no clock, no randomness). */
const SRC = join(import.meta.dirname, '..', 'src');
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  rules: ['rules'],
  board: ['board', 'rules'],
  game: ['game', 'board', 'rules'],
  club: ['club', 'game', 'board', 'rules'],
  store: ['store', 'club', 'game', 'board', 'rules'],
  pwa: ['pwa'],
};

function files(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(files(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe('layers (ARCHITECTURE.md)', () => {
  for (const [layer, allowed] of Object.entries(MAY_IMPORT)) {
    it(`src/${layer} imports only ${allowed.join(', ')}`, () => {
      const bad: string[] = [];
      let dir: string;
      try {
        dir = join(SRC, layer);
        statSync(dir);
      } catch {
        return;
      }
      for (const file of files(dir)) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
          if (!spec!.startsWith('.')) continue;
          const target = relative(SRC, join(file, '..', spec!)).split(/[\\/]/)[0]!;
          if (!allowed.includes(target)) bad.push(`${relative(SRC, file)} -> ${spec}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('the core (rules, board, game) never reads the clock or randomness', () => {
    const bad: string[] = [];
    for (const layer of ['rules', 'board', 'game', 'club']) {
      let list: string[] = [];
      try {
        list = files(join(SRC, layer));
      } catch {
        continue;
      }
      for (const file of list) {
        const text = readFileSync(file, 'utf8');
        if (/Math\.random|Date\.now|new Date\(|performance\.now|crypto\./.test(text)) bad.push(relative(SRC, file));
      }
    }
    expect(bad).toEqual([]);
  });

  /** The session and the action modules beside it: the only UI files that may reach the store (issue 14 item 6). */
  const STORE_GATES = ['ui/app/session.ts', 'ui/app/games.ts', 'ui/app/boards.ts', 'ui/app/backups.ts', 'ui/app/settings.ts', 'ui/app/links.ts', 'ui/app/decks.ts', 'ui/app/clubs.ts'];

  it('in src/ui only the session and the action modules import src/store or call getStore', () => {
    const bad: string[] = [];
    for (const file of files(join(SRC, 'ui'))) {
      const name = relative(SRC, file).split(/[\\/]/).join('/');
      if (STORE_GATES.includes(name)) continue;
      const text = readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g))
        if (spec!.startsWith('.') && relative(SRC, join(file, '..', spec!)).split(/[\\/]/)[0] === 'store') bad.push(`${name} -> ${spec}`);
      if (/\bgetStore\b/.test(text)) bad.push(`${name} calls getStore`);
    }
    expect(bad).toEqual([]);
  });
});

describe('the engine’s shape (issue 14)', () => {
  it('no variant is told apart by its id outside its own file in src/game/rulesets', () => {
    // e.g. `ruleset.id === 'solitaire'` or `setup.ruleset !== 'noddy'`: a variant flag by another name.
    const asksWhichRuleset = new RegExp(`(\\.id|ruleset)\\s*[!=]==?\\s*'(${RULESET_IDS.join('|')})'`);
    const bad: string[] = [];
    for (const file of files(SRC)) {
      if (relative(SRC, file).startsWith(join('game', 'rulesets'))) continue;
      const text = readFileSync(file, 'utf8');
      if (asksWhichRuleset.test(text)) bad.push(relative(SRC, file));
    }
    expect(bad).toEqual([]);
  });

  it('no file in src/game is over 250 lines', () => {
    const long = files(join(SRC, 'game'))
      .map((file) => [relative(SRC, file), readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 250);
    expect(long).toEqual([]);
  });
});
