// Real-browser test setup: checks the three engines (Chromium, Firefox ESR, WebKitGTK) and Xvfb are
// there and, for each Vitest worker, starts an embedded local backend (on a migrated PGlite copy,
// as the backend tests start theirs), builds the site against it and the worker's market API
// origin, and serves it. One build is made; each other worker's is its copy with the origins the
// build wrote in (the backend's and the market API's) made the worker's own: a build costs 4 to
// 20 s here, a copy a blink.
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { TEST_ANON_KEY, workerSite } from './env.ts';
import { requireEngineBinaries } from '../../scripts/harness/engines/binaries.ts';
import { buildSite, previewSite, type SiteServer } from '../../scripts/harness/buildSite.ts';
import { startLocalBackend, type LocalBackend } from '../../local-backend/localBackend.ts';
import { createTestDatabase } from '../backend/helpers/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The served build of each worker: baseUrls[n - 1] for worker n. */
    baseUrls: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Never a silent skip: a missing engine fails the run, saying what to install.
  requireEngineBinaries('The browser tests');
  // As many as Vitest may run at once (vitest.config.ts sets maxWorkers from the machine).
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  console.info(
    `browser tests: ${workers} workers, each with its own site (one build, copied), backend and Chromium`,
  );
  const sites = Array.from({ length: workers }, (_, i) => workerSite(i + 1));
  const backends: LocalBackend[] = [];
  const databases: PGlite[] = [];
  const servers: SiteServer[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(backends.map((backend) => backend.close()));
    await Promise.all(databases.map((database) => database.close()));
  };
  try {
    for (const site of sites) {
      // A migrated PGlite from the copy the backend tests keep (half the CPU of migrating one).
      databases.push(await createTestDatabase());
      backends.push(
        await startLocalBackend({
          port: site.backendPort,
          database: databases.at(-1),
          anonKey: TEST_ANON_KEY,
          testControl: true,
          env: {},
          log: () => undefined,
        }),
      );
      // The backend settings apply to this build only, not to the other test projects.
      if (site === sites[0]) await buildSite({ outDir: site.distDir, env: site.buildEnv });
      else copyBuild(sites[0]!, site);
      servers.push(await previewSite(site.distDir));
    }
  } catch (error) {
    await close();
    throw error;
  }
  const baseUrls = servers.map((server) => server.url);
  project.provide('baseUrls', baseUrls);
  return close;
}

type Site = ReturnType<typeof workerSite>;

/**
 * `to`'s build as a copy of `from`'s (dist, and the manifest and module list beside it) with
 * `from`'s backend and market API ports on loopback written as `to`'s. Throws where none was
 * written, or where a file still has one of `from`'s ports (an origin written some other way).
 */
function copyBuild(from: Site, to: Site): void {
  const { dir: parent, base } = path.parse(from.distDir);
  for (const name of readdirSync(parent).filter((n) => n === base || n.startsWith(`${base}.`))) {
    const copy = path.join(parent, name.replace(base, path.basename(to.distDir)));
    rmSync(copy, { recursive: true, force: true });
    cpSync(path.join(parent, name), copy, { recursive: true });
  }
  const ports = [
    [from.backendPort, to.backendPort],
    [from.marketPort, to.marketPort],
  ];
  let written = 0;
  for (const name of readdirSync(to.distDir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(to.distDir, name);
    if (!/\.(?:html|js|css|json|svg|txt|webmanifest)$|_headers$/.test(name)) continue;
    if (!statSync(file).isFile()) continue;
    const text = readFileSync(file, 'utf8');
    let next = text;
    for (const [a, b] of ports) next = next.replaceAll(`127.0.0.1:${a}`, `127.0.0.1:${b}`);
    const left = ports.find(([a]) => next.includes(`:${a}`));
    if (left) throw new Error(`${name} has port ${left[0]} other than as 127.0.0.1:${left[0]}`);
    if (next !== text) writeFileSync(file, next);
    written += next === text ? 0 : 1;
  }
  if (written === 0) throw new Error(`found no loopback origin to rewrite in ${from.distDir}`);
}
