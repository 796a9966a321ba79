// `npm run dev` on a throwaway copy of the project, for the studio's browser tests and its
// screenshots: they edit the copy's src/config files, never the working tree's
// (other test projects import those at the same time, and a crash would leave the tree dirty).
// node_modules is linked, not copied; Vite's dependency cache stays inside the copy.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COPIED = [
  'index.html',
  'src',
  'assets',
  // The hand-drawn art the build colours from the palette (buildtime/brand/paletteArt.ts).
  'brand',
  'buildtime',
  'scripts',
  // The config checks read the backend's row cap (supabase/config.toml, through local-backend/).
  'local-backend',
  'supabase',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  '.prettierrc.json',
];

export interface DevServerCopy {
  /** The copy's root folder. */
  root: string;
  /** http://127.0.0.1:<port>/ */
  url: string;
  server: ViteDevServer;
  /** Absolute path of a file in the copy. */
  file(relative: string): string;
  /** Stops the server and removes the copy. */
  close(): Promise<void>;
}

/** A throwaway copy of the project (what Vite needs, node_modules linked); returns its root. */
export function copyProject(prefix = 'studio-dev-'): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of COPIED) {
    cpSync(path.join(ROOT, entry), path.join(root, entry), { recursive: true });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

/**
 * Removes a copy after its server or build ended. Vite's dependency optimizer, cancelled by a
 * close, may still be writing into .vite-cache/deps_temp_* (the bundler's cancel is not awaited),
 * so an ENOTEMPTY is retried, a little longer each time (Node's rmSync `maxRetries`), not thrown.
 */
export function removeCopy(root: string): void {
  rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/** Copies the project to a temporary folder and starts the dev server there on a free port. */
export async function startDevServerCopy(extra: InlineConfig = {}): Promise<DevServerCopy> {
  const root = copyProject();
  let server: ViteDevServer | undefined;
  try {
    server = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      cacheDir: path.join(root, '.vite-cache'),
      logLevel: 'warn',
      clearScreen: false,
      server: { host: '127.0.0.1', port: 0, strictPort: false },
      ...extra,
    });
    await server.listen();
    // A save before the watcher's first scan ends is never seen: wait for chokidar's 'ready'
    // (`_readyEmitted` when it came while the server was being created).
    const { watcher } = server;
    if (Reflect.get(watcher, '_readyEmitted') !== true) {
      await new Promise((resolve) => watcher.once('ready', resolve));
    }
  } catch (error) {
    await server?.close();
    removeCopy(root);
    throw error;
  }
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the dev server has no port');
  const started = server;
  return {
    root,
    url: `http://127.0.0.1:${address.port}/`,
    server: started,
    file: (relative) => path.join(root, relative),
    async close() {
      await started.close();
      removeCopy(root);
    },
  };
}
