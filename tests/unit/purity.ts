// Keeps the unit project pure: in its tests, starting a process, listening on a port, opening a
// socket (fetch included) or writing a file outside the temp folder throws, saying where such a
// test belongs. Reading files is allowed. (A setup file of the unit project, vitest.config.ts.)
import childProcess from 'node:child_process';
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, vi } from 'vitest';

const WHERE =
  'The unit project is pure (docs/testing.md): a test that needs a process, a server, a socket ' +
  'or a build belongs to the backend, build or browser project.';

function refused(what: string): never {
  throw new Error(`${what} in a unit test. ${WHERE}`);
}

// The unit project shares one module graph between its files (vitest.config.ts: isolate off),
// so this file runs once per test file: patch once, and leave no fake clock or stub behind.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
const PATCHED = Symbol.for('unit-purity');

const patch = (target: object, name: string | symbol, replacement: unknown) =>
  Object.defineProperty(target, name, { value: replacement, writable: true, configurable: true });

function guardEverything(): void {
  const STARTERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'];
  for (const name of STARTERS) patch(childProcess, name, () => refused(`child_process.${name}`));
  // http(s) servers are net servers; fetch, http.request and tls connect through net sockets.
  patch(net.Server.prototype, 'listen', () => refused('A server listening on a port'));
  patch(net.Socket.prototype, 'connect', () => refused('A socket connection (fetch, http, net)'));

  const TEMP = path.resolve(tmpdir()) + path.sep;
  const outsideTemp = (target: unknown) =>
    typeof target !== 'string' && !(target instanceof URL)
      ? false // a file descriptor (fs.open is not guarded: a test that writes uses a path)
      : !path.resolve(target instanceof URL ? target.pathname : target).startsWith(TEMP);

  /** Makes each writer's first argument, the path written, stay in tmpdir() (or reject, `promises`). */
  function guardWrites(
    target: Record<string, unknown>,
    names: readonly string[],
    promises = false,
  ) {
    for (const name of names) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      patch(target, name, function (this: unknown, file: unknown, ...rest: unknown[]) {
        if (outsideTemp(file)) {
          const what = `fs.${name}(${String(file)}), a write outside the temp folder,`;
          if (promises) return Promise.reject(new Error(`${what} in a unit test. ${WHERE}`));
          refused(what);
        }
        return (original as (...args: unknown[]) => unknown).call(this, file, ...rest);
      });
    }
  }

  const WRITES = ['writeFile', 'appendFile', 'mkdir', 'rm', 'rmdir', 'unlink', 'copyFile', 'cp'];
  guardWrites(fs as unknown as Record<string, unknown>, [
    ...WRITES,
    ...WRITES.map((name) => `${name}Sync`),
    'createWriteStream',
  ]);
  guardWrites(fsPromises as unknown as Record<string, unknown>, WRITES, true);
  // Refuses the rename's destination as well as its source.
  for (const target of [fs, fsPromises] as unknown as Record<string, unknown>[]) {
    for (const name of ['rename', 'renameSync']) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      patch(target, name, (from: unknown, to: unknown, ...rest: unknown[]) => {
        if (outsideTemp(from) || outsideTemp(to)) refused(`fs.${name}, outside the temp folder,`);
        return (original as (...args: unknown[]) => unknown)(from, to, ...rest);
      });
    }
  }

  patch(childProcess, PATCHED, true);
  // `import { spawn } from 'node:child_process'` in a test reads the ESM view of these modules.
  syncBuiltinESMExports();
}

if (!(PATCHED in childProcess)) guardEverything();
