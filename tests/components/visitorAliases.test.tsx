// The visitors' build imports its own modules in place of the entries of pixi.js and of
// supabase-js's auth, realtime and storage packages (buildtime/visitorAliases.ts). These
// checks fail loudly on the upgrade that moves a Pixi module, renames what the stage or
// @pixi/react imports, adds a patch to pixi.js/unsafe-eval, or has supabase-js import
// something new from the three left-out packages. (Here, not in unit: Pixi's entry needs a DOM.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pixi from 'pixi.js';
import * as pixiParts from '../../src/effects/stage/pixiParts.ts';
import * as absent from '../../src/news/absentSupabaseClients.ts';
import { ABSENT_SUPABASE_PACKAGES } from '../../buildtime/visitorAliases.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

/** Names imported at run time (not `type`) from `from` in a module's source. */
function importedNames(source: string, from: string): string[] {
  const quoted = from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(
    `import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  return [...source.matchAll(pattern)].flatMap(([, typeOnly, names]) =>
    typeOnly
      ? []
      : names!
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

describe('pixiParts (the visitors’ `pixi.js`)', () => {
  it('has everything the site and @pixi/react import from pixi.js at run time: the package’s own classes and values, from paths that exist, or a stand-in only `instanceof` asks about', () => {
    const site = filesUnder('src', /\.tsx?$/);
    const reactPixiFiles = filesUnder('node_modules/@pixi/react/lib', /\.mjs$/);
    const importers = [...site, ...reactPixiFiles];
    const wanted = new Set(importers.flatMap((file) => importedNames(read(file), 'pixi.js')));
    expect(wanted.size).toBeGreaterThan(0);
    expect([...wanted].filter((name) => !(name in pixiParts))).toEqual([]);
    const names = Object.keys(pixiParts);
    const parts = pixiParts as Record<string, { standIn?: boolean }>;
    // The one stand-in (docs/testing.md): the branch for it below runs.
    const standIns = names.filter((name) => parts[name]!.standIn);
    expect(standIns).toEqual(['Graphics']);
    const reactPixi = reactPixiFiles.map((file) => read(file).replace(/^import .*$/gm, ''));
    for (const name of names) {
      if (parts[name]!.standIn) {
        // Nothing of the site's names it; @pixi/react only tests instances against it.
        for (const file of site.filter((f) => !f.endsWith('pixiParts.ts')))
          expect(read(file), `${file} names ${name}`).not.toMatch(new RegExp(`\\b${name}\\b`));
        const uses = reactPixi.flatMap(
          (code) => code.match(new RegExp(`.{0,12}\\b${name}\\b`, 'g')) ?? [],
        );
        expect(uses.length, name).toBeGreaterThan(0);
        for (const use of uses) expect(use, name).toMatch(new RegExp(`instanceof ${name}$`));
        continue;
      }
      expect(parts[name], name).toBe((pixi as Record<string, unknown>)[name]);
    }
  });

  it('runs without eval as pixi.js/unsafe-eval does, less its ParticleContainer and WebGPU patches', () => {
    // `Object.assign(Class.prototype, { method: ... })` pairs, from Pixi's module and from ours.
    const patches = (source: string) =>
      [...source.matchAll(/Object\.assign\((\w+)\.prototype,\s*\{\s*(?:\/\/[^\n]*\s*)*(\w+)/g)]
        .map(([, owner, method]) => `${owner}.${method}`)
        .sort();
    const pixis = patches(read('node_modules/pixi.js/lib/unsafe-eval/init.mjs'));
    const ours = patches(
      read('src/effects/stage/pixiWithoutEval.ts') + read('src/effects/stage/pixiWithoutEvalGl.ts'),
    );
    const leftOut = ['GpuUboSystem._generateUboSync', 'ParticleBuffer.generateParticleUpdate'];
    expect(pixis.length).toBeGreaterThan(leftOut.length);
    expect(ours).toEqual(pixis.filter((patch) => !leftOut.includes(patch)));
  });
});

it('absentSupabaseClients (the visitors’ auth-js, realtime-js and storage-js) has everything supabase-js imports from those packages, and refuses, saying why, what the site never calls', () => {
  const entry = read('node_modules/@supabase/supabase-js/dist/index.mjs');
  const wanted = ABSENT_SUPABASE_PACKAGES.flatMap((name) => importedNames(entry, name));
  expect(wanted).toContain('AuthClient');
  expect(wanted.filter((name) => !(name in absent))).toEqual([]);
  expect(() => new absent.AuthClient()).toThrow(/auth client is not in this build/);
  expect(() => new absent.RealtimeClient().channel()).toThrow(/realtime client/);
  expect(() => new absent.StorageClient().from()).toThrow(/storage client/);
});
