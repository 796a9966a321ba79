// Builds the site for one environment (a production build with vite.config.ts and the given VITE_ variables, process.env put back as it was afterwards) and serves a build on loopback: for the browser tests, the bench and the screenshots.
import path from 'node:path';
import { build, preview, type InlineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'vite.config.ts');

export interface BuildSiteOptions {
  /** Where the build goes (emptied first). */
  outDir: string;
  /** The build's environment, e.g. VITE_SUPABASE_URL; set for this build only. */
  env: Readonly<Record<string, string>>;
  /** More of Vite's inline config (an alias, say). */
  config?: Omit<InlineConfig, 'build'>;
}

/**
 * A production build as visitors get it. NODE_ENV is production for it (Vitest sets `test`, which
 * Vite would keep, bundling React's development build); every variable it sets is restored, or
 * removed again, when the build ends, failed or not.
 */
export async function buildSite({ outDir, env, config = {} }: BuildSiteOptions): Promise<void> {
  const changed: Record<string, string> = { NODE_ENV: 'production', ...env };
  const saved = Object.keys(changed).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, changed);
  try {
    await build({
      ...config,
      root,
      mode: 'production',
      configFile,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

export interface SiteServer {
  /** http://127.0.0.1:<port>/ */
  url: string;
  close(): Promise<void>;
}

/** Vite's preview server for the build in `outDir`, on a free loopback port. */
export async function previewSite(outDir: string): Promise<SiteServer> {
  const server = await preview({
    root,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
