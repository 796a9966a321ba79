// For `npm start` / `npm run dev`: starts the local backend when no VITE_SUPABASE_URL is configured and hands its URL and key to Vite through process.env.
import { loadEnv } from 'vite';
import { DEFAULT_LOCAL_PORT, startLocalBackend, type LocalBackend } from './localBackend.ts';

function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}

/**
 * Returns null when VITE_SUPABASE_URL is set (environment or .env files for `mode`); otherwise
 * starts the local backend (port 54321, or any free port if taken, or LOCAL_BACKEND_PORT) and sets
 * VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY in process.env, where Vite's loadEnv reads them.
 */
export async function ensureBackendEnv(mode: string): Promise<LocalBackend | null> {
  const configured = loadEnv(mode, process.cwd(), 'VITE_');
  if (configured.VITE_SUPABASE_URL) return null;
  const requested = Number.parseInt(process.env.LOCAL_BACKEND_PORT ?? '', 10);
  const port = Number.isFinite(requested) ? requested : DEFAULT_LOCAL_PORT;
  const dataDir = process.env.LOCAL_BACKEND_DATA_DIR;
  const options = { dataDir: dataDir === 'memory' ? null : (dataDir ?? undefined) };
  let backend: LocalBackend;
  try {
    backend = await startLocalBackend({ ...options, port });
  } catch (error) {
    if (!isAddressInUse(error) || Number.isFinite(requested)) throw error;
    backend = await startLocalBackend({ ...options, port: 0 });
  }
  process.env.VITE_SUPABASE_URL = backend.url;
  process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
  return backend;
}

/** Runs `cleanup` once on Ctrl-C or SIGTERM, then exits. */
export function onShutdown(cleanup: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    cleanup()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** Prints which backend the site uses, and closes the site's server and the backend on Ctrl-C. */
export function announceAndServe(
  backend: LocalBackend | null,
  server: { close(): Promise<void> },
): void {
  console.log(
    backend
      ? `  ➜  Backend: ${backend.url} (embedded local backend, anon key ${backend.anonKey})`
      : `  ➜  Backend: ${process.env.VITE_SUPABASE_URL ?? 'VITE_SUPABASE_URL from .env'}`,
  );
  onShutdown(async () => {
    await server.close();
    await backend?.close();
  });
}
