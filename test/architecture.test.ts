import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../src/game';

/** docs/ARCHITECTURE.md: imports only point down the layers and, in src/game, down its floors; the core is pure. */
const SRC = join(import.meta.dirname, '..', 'src');

/** Each layer of src and the layers it may import (itself included). */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  rules: ['rules'],
  board: ['board', 'rules'],
  game: ['game', 'board', 'rules'],
  club: ['club', 'game', 'board', 'rules'],
  /** Game and card links (issue 33 item 4): pure codecs, no IndexedDB, used by the store, following and the UI. */
  link: ['link', 'club', 'game', 'board', 'rules'],
  store: ['store', 'link', 'club', 'game', 'board', 'rules'],
  /** Following on other phones (issue 28): the protocol, the codes and the WebRTC glue, below the UI. */
  follow: ['follow', 'store', 'link', 'game', 'board', 'rules'],
  pwa: ['pwa'],
  ui: ['ui', 'pwa', 'follow', 'store', 'link', 'club', 'game', 'board', 'rules'],
};

/** The floors of src/game, bottom first: a file may import its own floor and those below it. */
const FLOORS = ['model', 'query', 'rulesets', 'fold', 'decide', 'log', 'words'] as const;

function files(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(files(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The code without its comments, so a word in a comment is never taken for code. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"])\/\/.*$/gm, '$1');
}

/**
 * The files a file imports, resolved to paths: type-only imports too (issue 33 item 3: a circle of types is still two
 * modules that cannot be read apart), and imports on first use (`import('./x')`), which close a circle all the same.
 */
function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const [, spec] of code(file).matchAll(/(?:^(?:import|export)\s+[^;]*?from\s+|\bimport\(\s*)'(\.[^']+)'/gm)) {
    const base = resolve(dirname(file), spec!);
    for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
      try {
        if (statSync(candidate).isFile()) {
          out.push(candidate);
          break;
        }
      } catch {
        // not this one
      }
    }
  }
  return out;
}

/**
 * The floor of a file of src/game: the nearest folder named for a floor, or `rulesets` inside it; null at the root,
 * and for the registry (`rulesets/index.ts`) and a variant's one value (`rulesets/<variant>/index.ts`), which gather
 * files of every floor, as the engine's face does (issue 33 item 1: a variant is a value).
 */
function floorOf(file: string): (typeof FLOORS)[number] | null {
  const path = relative(join(SRC, 'game'), file).split(/[\\/]/);
  if (path[0] === 'rulesets' && path.at(-1) === 'index.ts' && (path.length === 2 || (path.length === 3 && !(FLOORS as readonly string[]).includes(path[1]!))))
    return null;
  const parts = path.slice(0, -1);
  for (let i = parts.length - 1; i >= 0; i--) if ((FLOORS as readonly string[]).includes(parts[i]!)) return parts[i] as (typeof FLOORS)[number];
  return null;
}

describe('layers (docs/ARCHITECTURE.md)', () => {
  for (const [layer, allowed] of Object.entries(MAY_IMPORT)) {
    it(`src/${layer} imports only ${allowed.join(', ')}`, () => {
      // A layer that is missing is a failure, not a pass.
      expect(statSync(join(SRC, layer)).isDirectory()).toBe(true);
      const bad: string[] = [];
      for (const file of files(join(SRC, layer))) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
          if (!spec!.startsWith('.')) continue;
          const target = relative(SRC, join(file, '..', spec!)).split(/[\\/]/)[0]!;
          if (!allowed.includes(target)) bad.push(`${relative(SRC, file)} -> ${spec}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('every folder of src is a layer', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect(folders.filter((f) => !(f in MAY_IMPORT))).toEqual([]);
  });

  it('the core (rules, board, game, club, link) never reads the clock or randomness', () => {
    const bad: string[] = [];
    for (const layer of ['rules', 'board', 'game', 'club', 'link']) {
      for (const file of files(join(SRC, layer))) {
        if (/Math\.random|Date\.now|new Date\(|performance\.now|crypto\./.test(code(file))) bad.push(relative(SRC, file));
      }
    }
    expect(bad).toEqual([]);
  });

  /** The session and the action modules beside it: the only UI files that may reach the store (issue 14 item 6). */
  const STORE_GATES = [
    'ui/session/session.ts',
    'ui/session/load.ts',
    'ui/session/commands.ts',
    'ui/session/draft.ts',
    'ui/data/games.ts',
    'ui/board/boards.ts',
    'ui/data/backups.ts',
    'ui/settings/settings.ts',
    'ui/share/links.ts',
    'ui/decks/decks.ts',
    'ui/club/clubs.ts',
  ];

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

  it('no file in src is over 300 lines (issues 27 and 33: rooms that say what they hold)', () => {
    // Every file, styles included, counted as `wc -l` counts them.
    const every = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? every(join(dir, name)) : [join(dir, name)]));
    const long = every(SRC)
      .map((file) => {
        const text = readFileSync(file, 'utf8');
        return [relative(SRC, file).split(/[\\/]/).join('/'), text.split('\n').length - (text.endsWith('\n') ? 1 : 0)] as const;
      })
      .filter(([, lines]) => lines > 300);
    expect(long).toEqual([]);
  });
});

describe('the engine’s shape (issues 14 and 27)', () => {
  const game = files(join(SRC, 'game'));

  it('every file of src/game but its index stands on a floor', () => {
    const loose = game.filter((f) => floorOf(f) === null).map((f) => relative(SRC, f));
    expect(loose.sort()).toEqual(['game/engine.ts', 'game/index.ts', 'game/rulesets/index.ts', 'game/rulesets/notEnough/index.ts']);
  });

  it(`no import runs up a floor (${FLOORS.join(' < ')})`, () => {
    const bad: string[] = [];
    for (const file of game) {
      const floor = floorOf(file);
      if (floor === null) continue;
      for (const target of importsOf(file)) {
        const to = floorOf(target);
        if (to !== null && FLOORS.indexOf(to) > FLOORS.indexOf(floor)) bad.push(`${relative(SRC, file)} (${floor}) -> ${relative(SRC, target)} (${to})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('no import circle in src, type imports included (an import graph of single files)', () => {
    // Tarjan's strongly connected components over the imports of every folder of src (issue 33 item 3).
    const all = files(SRC);
    const edges = new Map(all.map((f) => [f, importsOf(f)]));
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const on = new Set<string>();
    const circles: string[][] = [];
    let next = 0;
    const strong = (v: string): void => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      on.add(v);
      for (const w of edges.get(v) ?? []) {
        if (!index.has(w)) {
          strong(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const part: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          on.delete(w);
          part.push(relative(SRC, w));
        } while (w !== v);
        if (part.length > 1) circles.push(part.sort());
      }
    };
    for (const v of all) if (!index.has(v)) strong(v);
    expect(circles).toEqual([]);
  });

  it('a variant is reached only through its one value: the registry, and the UI, import its entry and nothing deeper', () => {
    const variants = readdirSync(join(SRC, 'game', 'rulesets')).filter(
      (n) => statSync(join(SRC, 'game', 'rulesets', n)).isDirectory() && !(FLOORS as readonly string[]).includes(n),
    );
    expect(variants).toEqual(['notEnough']);
    const bad: string[] = [];
    for (const file of files(SRC)) {
      const name = relative(SRC, file).split(/[\\/]/).join('/');
      for (const variant of variants) {
        if (name.startsWith(`game/rulesets/${variant}/`)) continue;
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
          if (!spec!.startsWith('.')) continue;
          const target = relative(SRC, join(file, '..', spec!))
            .split(/[\\/]/)
            .join('/');
          if (!target.startsWith(`game/rulesets/${variant}`)) continue;
          // Its entry only; in the engine, only the registry (the core finds it on the game: `state.ruleset.own`).
          const entry = target === `game/rulesets/${variant}` || target === `game/rulesets/${variant}/index`;
          if (!entry || (name.startsWith('game/') && name !== 'game/rulesets/index.ts')) bad.push(`${name} -> ${spec}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('no ruleset id in code outside its own files (the id list, and the link format’s frozen words, aside)', () => {
    // e.g. `ruleset.id === 'solitaire'`, `rulesetId === 'not-enough'` or a reason named 'solitaire': a variant flag by
    // another name. The board named 'crib-wars' is a board, not a ruleset.
    const id = new RegExp(`'(${RULESET_IDS.join('|')})'`);
    // Logs written before 'target-missed' say 'solitaire': read (parseEvent), typed (events) and renamed (fold/end) there.
    const allowed = ['game/model/ruleset.ts', 'link/dictionary.ts', 'game/log/parseEvent.ts', 'game/model/events.ts', 'game/fold/end.ts'];
    const bad: string[] = [];
    for (const file of files(SRC)) {
      const name = relative(SRC, file).split(/[\\/]/).join('/');
      if (name.startsWith('game/rulesets/') || name.startsWith('board/') || allowed.includes(name)) continue;
      if (id.test(code(file))) bad.push(name);
    }
    expect(bad).toEqual([]);
  });

  it('no file in src/game is over 250 lines', () => {
    const long = game.map((file) => [relative(SRC, file), readFileSync(file, 'utf8').split('\n').length] as const).filter(([, lines]) => lines > 250);
    expect(long).toEqual([]);
  });
});
