// Real-browser test setup: checks the three engines (Chromium, Firefox ESR, WebKitGTK) and Xvfb are
// there and, for each Vitest worker, starts an embedded local backend, builds the site against it
// and the worker's market API origin, and serves it.
import type { TestProject } from 'vitest/node';
import { TEST_ANON_KEY, workerSite } from './env.ts';
import { requireEngineBinaries } from '../../scripts/harness/engines/binaries.ts';
import { buildSite, previewSite, type SiteServer } from '../../scripts/harness/buildSite.ts';
import { startLocalBackend, type LocalBackend } from '../../local-backend/localBackend.ts';

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
  console.info(`browser tests: ${workers} workers, each with its own build, backend and Chromium`);
  const sites = Array.from({ length: workers }, (_, i) => workerSite(i + 1));
  const backends: LocalBackend[] = [];
  const servers: SiteServer[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(backends.map((backend) => backend.close()));
  };
  try {
    for (const site of sites) {
      backends.push(
        await startLocalBackend({
          port: site.backendPort,
          dataDir: null,
          anonKey: TEST_ANON_KEY,
          testControl: true,
          env: {},
          log: () => undefined,
        }),
      );
      // The backend settings apply to this build only, not to the other test projects.
      await buildSite({ outDir: site.distDir, env: site.buildEnv });
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
