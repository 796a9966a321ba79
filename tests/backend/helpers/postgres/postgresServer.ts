// A throwaway PostgreSQL 15 server with pg_cron, for the backend tests: Debian's binaries
// (postgresql-15, postgresql-15-cron), a fresh cluster (a copy of one initdb made once) in a temp
// folder, run as the `postgres` user when we are root, listening on a Unix socket in that folder
// only. The extensions Supabase has and Debian does not (pg_net, Vault, pg_graphql) are stood in
// by the small SQL extensions in ./standIns/, made available through a private copy of the
// server's share folder (PostgreSQL finds its share and lib folders relative to its binary).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STAND_INS = fileURLToPath(new URL('./standIns/', import.meta.url));
/** The socket's "port": only the socket file's name, since nothing listens on TCP. */
const PORT = 5432;
const READY_WITHIN_MS = 60_000;

export interface PostgresServer {
  /** The folder holding the socket (libpq's and postgres.js's `host`). */
  socketDir: string;
  port: number;
  /** The superuser and its database, where pg_cron lives (as on Supabase). */
  user: 'postgres';
  database: 'postgres';
  /** Fast shutdown, then the folder is removed. */
  stop(): Promise<void>;
}

const INSTALL_HINT =
  "install Debian's postgresql-15 and postgresql-15-cron (apt-get install postgresql-15 postgresql-15-cron; .ci/run does it), or set POSTGRES_BINDIR to a PostgreSQL 15 bin folder";

interface Layout {
  bindir: string;
  sharedir: string;
  pkglibdir: string;
}

/** The installation's folders, or an error that says what to install. */
function findInstallation(): Layout {
  // Where Debian's postgresql-15 puts the server; POSTGRES_BINDIR points elsewhere.
  const bindir = process.env.POSTGRES_BINDIR ?? '/usr/lib/postgresql/15/bin';
  for (const program of ['postgres', 'initdb', 'pg_config']) {
    if (!existsSync(path.join(bindir, program))) {
      throw new Error(
        `The backend tests need a real PostgreSQL 15 server, and ${path.join(bindir, program)} is missing: ${INSTALL_HINT}.`,
      );
    }
  }
  const config = (flag: string) =>
    execFileSync(path.join(bindir, 'pg_config'), [flag], { encoding: 'utf8' }).trim();
  const layout = { bindir, sharedir: config('--sharedir'), pkglibdir: config('--pkglibdir') };
  const version = config('--version');
  if (!/^PostgreSQL 15\./.test(version)) {
    throw new Error(`${bindir} holds ${version}, not PostgreSQL 15: ${INSTALL_HINT}.`);
  }
  if (
    !existsSync(path.join(layout.pkglibdir, 'pg_cron.so')) ||
    !existsSync(path.join(layout.sharedir, 'extension/pg_cron.control'))
  ) {
    throw new Error(
      `pg_cron is not installed for ${bindir} (no pg_cron.so in ${layout.pkglibdir}): ${INSTALL_HINT}.`,
    );
  }
  return layout;
}

/** The uid and gid to run the server as: the `postgres` user when we are root (PostgreSQL refuses root). */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      `PostgreSQL will not run as root and there is no postgres user: ${INSTALL_HINT} (the package creates the user).`,
    );
  }
}

/**
 * A private installation under `root` that PostgreSQL takes for its own: its binary (a hard link,
 * or a copy across file systems), the lib folder linked, and a share folder whose every entry
 * links to the real one but extension/, which adds the stand-ins. Answers the binary's path.
 */
function privateInstallation(root: string, layout: Layout): string {
  // The longest folder prefix the bin and share folders have in common.
  const [bins, shares] = [layout.bindir.split('/'), layout.sharedir.split('/')];
  let common = 0;
  while (common < bins.length && bins[common] === shares[common]) common += 1;
  const inRoot = (dir: string) => path.join(root, ...dir.split('/').slice(common));
  const bindir = inRoot(layout.bindir);
  mkdirSync(bindir, { recursive: true });
  const postgres = path.join(bindir, 'postgres');
  try {
    linkSync(path.join(layout.bindir, 'postgres'), postgres);
  } catch {
    copyFileSync(path.join(layout.bindir, 'postgres'), postgres);
  }
  const pkglibdir = path.join(bindir, path.relative(layout.bindir, layout.pkglibdir));
  if (!existsSync(pkglibdir)) symlinkSync(layout.pkglibdir, pkglibdir);
  const sharedir = inRoot(layout.sharedir);
  mkdirSync(path.join(sharedir, 'extension'), { recursive: true });
  for (const entry of readdirSync(layout.sharedir)) {
    if (entry !== 'extension')
      symlinkSync(path.join(layout.sharedir, entry), path.join(sharedir, entry));
  }
  const extensionDir = path.join(layout.sharedir, 'extension');
  for (const entry of readdirSync(extensionDir)) {
    symlinkSync(path.join(extensionDir, entry), path.join(sharedir, 'extension', entry));
  }
  for (const entry of readdirSync(STAND_INS)) {
    if (/\.(control|sql)$/.test(entry))
      copyFileSync(path.join(STAND_INS, entry), path.join(sharedir, 'extension', entry));
  }
  return postgres;
}

/** True once postmaster.pid says the server accepts connections (its 8th line, since PostgreSQL 10). */
function isReady(dataDir: string): boolean {
  try {
    return (
      readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[7]?.trim() === 'ready'
    );
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * A fresh cluster in `dataDir`: a copy (`cp -a`, owner and modes kept) of one that initdb made for
 * this installation and user, kept in the temp folder, since a copy takes a fraction of initdb's time.
 */
function freshCluster(bindir: string, user: { uid: number; gid: number } | null, dataDir: string) {
  const name = `${bindir}:${user?.uid ?? process.getuid?.()}`;
  const template = path.join(
    tmpdir(),
    `pg15-cluster-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`,
  );
  if (!existsSync(template)) {
    const making = mkdtempSync(`${template}-`);
    if (user) chownSync(making, user.uid, user.gid);
    const initdbArgs = ['-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8'];
    try {
      execFileSync(
        path.join(bindir, 'initdb'),
        ['-D', `${making}/data`, ...initdbArgs, '--no-sync'],
        { encoding: 'utf8', stdio: 'pipe', ...(user ?? {}) },
      );
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`initdb failed: ${stderr || stdout || String(error)}`);
    }
    try {
      renameSync(making, template);
    } catch {
      rmSync(making, { recursive: true, force: true }); // another test file made it first
    }
  }
  execFileSync('cp', ['-a', path.join(template, 'data'), dataDir]);
}

/** Starts a fresh server; throws, saying what to install, when PostgreSQL 15 or pg_cron is missing. */
export async function startPostgresServer(): Promise<PostgresServer> {
  const layout = findInstallation();
  const user = serverUser();
  const root = mkdtempSync(path.join(tmpdir(), 'pg15-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  let child: ChildProcess | undefined;
  const killOnExit = () => child?.kill('SIGQUIT');
  try {
    const postgres = privateInstallation(root, layout);
    const log = openSync(logFile, 'a');
    if (user) for (const own of [root, logFile]) chownSync(own, user.uid, user.gid);
    freshCluster(layout.bindir, user, dataDir);
    const settings = {
      listen_addresses: '',
      unix_socket_directories: root,
      port: String(PORT),
      shared_preload_libraries: 'pg_cron',
      'cron.database_name': 'postgres',
      TimeZone: 'UTC',
      // A throwaway cluster: nothing to keep across a crash.
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
    };
    const args = [
      '-D',
      dataDir,
      ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ];
    child = spawn(postgres, args, { stdio: ['ignore', log, log], ...(user ?? {}) });
    closeSync(log);
    process.once('exit', killOnExit);
    const started = Date.now();
    while (!isReady(dataDir)) {
      if (
        child.exitCode !== null ||
        child.signalCode !== null ||
        Date.now() - started > READY_WITHIN_MS
      ) {
        throw new Error(
          `PostgreSQL did not start (${child.exitCode ?? child.signalCode ?? 'not ready in time'}): ${readFileSync(logFile, 'utf8').slice(-2000)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } catch (error) {
    child?.kill('SIGQUIT');
    if (child) await exited(child);
    process.off('exit', killOnExit);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const server = child;
  return {
    socketDir: root,
    port: PORT,
    user: 'postgres',
    database: 'postgres',
    async stop() {
      server.kill('SIGINT');
      await exited(server);
      process.off('exit', killOnExit);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
