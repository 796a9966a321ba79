// Test helper: runs the npm-installed deno binary offline (npm packages from node_modules, no update check), with bounded run time.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DENO_BIN = fileURLToPath(new URL('../../../node_modules/.bin/deno', import.meta.url));
const deployed = (name: string) => ({
  entry: `supabase/functions/${name}/index.ts`,
  config: `supabase/functions/${name}/deno.json`,
});
/** The functions Supabase deploys: each one's entry and Deno config. */
export const FUNCTIONS = { fetch: deployed('fetch-trump-news'), view: deployed('count-news-view') };

/** Starts a long-running deno process; output is collected into the returned buffer. */
export function spawnDeno(args: string[], env: Record<string, string> = {}) {
  const child = spawn(DENO_BIN, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

/**
 * Runs deno to completion (or kills it after timeoutMs); resolves with its exit code, or the
 * signal that ended it (code null), and its output.
 */
export function runDeno(
  args: string[],
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const { child, output } = spawnDeno(args, env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output: output() });
    });
  });
}
