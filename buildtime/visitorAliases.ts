// What the visitors' build (the client build, not the dev server or the tests) imports in place
// of a package's entry, so that a phone fetches only the code the page runs:
// - `pixi.js` → src/effects/stage/pixiParts.ts, the classes the stage uses from their own
//   modules: no WebGPU renderer, no events, accessibility, filters or DOM layer, and the
//   renderer the device uses fetched on its own (WebGL, or the canvas renderer on software GL);
// - `@supabase/auth-js`, `@supabase/realtime-js`, `@supabase/storage-js` →
//   src/news/absentSupabaseClients.ts: supabase-js's createClient builds those clients, which
//   the site never calls (it reads one table and calls functions); the client is made with
//   `accessToken`, so no auth client is consulted, and the requests stay header for header the same.
// `pixi.js/lib/…` (pixiParts's imports of Pixi's own modules, which the package's exports map
// does not list) resolves to the installed files in every build and in the tests.
import path from 'node:path';
import type { Alias } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** Pixi's internal modules by their path under pixi.js/lib/ (no extension). */
export const pixiLibAlias: Alias = {
  find: /^pixi\.js\/lib\/(.*)$/,
  replacement: `${path.join(root, 'node_modules/pixi.js/lib')}/$1`,
};

export const PIXI_PARTS_MODULE = path.join(root, 'src/effects/stage/pixiParts.ts');
export const ABSENT_SUPABASE_MODULE = path.join(root, 'src/news/absentSupabaseClients.ts');

/** The packages the visitors' build leaves out (their supabase-js clients are never called). */
export const ABSENT_SUPABASE_PACKAGES = [
  '@supabase/auth-js',
  '@supabase/realtime-js',
  '@supabase/storage-js',
] as const;

const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

/** The aliases of the client build. */
export function visitorAliases(): Alias[] {
  return [
    { find: exactly('pixi.js'), replacement: PIXI_PARTS_MODULE },
    ...ABSENT_SUPABASE_PACKAGES.map((name): Alias => ({
      find: exactly(name),
      replacement: ABSENT_SUPABASE_MODULE,
    })),
  ];
}
