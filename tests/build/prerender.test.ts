// The build's page-rendering server (buildtime/prerender.ts), its config resolved as Vite
// resolves it: it bundles none of the browser's dependencies, though the React plugin asks for
// its runtime (a bundling run there cost each build a second and went on writing into
// node_modules/.vite after the server closed).
import path from 'node:path';
import { resolveConfig, type InlineConfig } from 'vite';
import { expect, it } from 'vitest';
import { renderServerConfig } from '../../buildtime/prerender.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The client's dependency options of a dev server with this config, as Vite resolves them. */
async function clientOptimizeDeps(config: InlineConfig) {
  const resolved = await resolveConfig({ ...config, logLevel: 'silent' }, 'serve');
  return resolved.environments.client!.optimizeDeps;
}

it("the page's render server discovers and includes no dependency, whatever the React plugin adds", async () => {
  const config = renderServerConfig({
    root,
    mode: 'production',
    envDir: root,
    define: {},
    resolve: { alias: [] },
  });
  const options = await clientOptimizeDeps(config);
  expect(options.noDiscovery).toBe(true);
  expect(options.include ?? []).toEqual([]);
  // The React plugin alone puts its runtime in: the bundling run the server must not start.
  const reactOnly = (config.plugins ?? []).slice(0, 1);
  expect((await clientOptimizeDeps({ ...config, plugins: reactOnly })).include).toContain('react');
});
