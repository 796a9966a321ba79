// Test projects, split by what they need: pure logic (node, nothing else), components (jsdom +
// canvas mock), the build (Vite's build and its plugins run on the project or a copy of it),
// backend (PGlite, a real PostgreSQL 15 server, loopback servers, Deno) and real Chromium
// against the built site.
// Each project gets only what it needs: none of them merges vite.config.ts (its dev-server and
// config-check plugins); the browser project builds the site with vite.config.ts itself, in
// its globalSetup, and the build project's tests load it where they run its plugins.
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { pixiLibAlias } from './buildtime/visitorAliases.ts';

export const unitProject = {
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Refuses processes, servers, sockets and writes outside the temp folder; fast-check's runs
    // and seed.
    setupFiles: ['tests/unit/purity.ts', 'tests/helpers/fastCheckSetup.ts'],
    // One module graph for all its files (each test resets the stores it uses; purity.ts puts
    // the clock back after each file): a third of the time, most of it spent importing.
    isolate: false,
  },
} satisfies TestProjectInlineConfiguration;

export const componentsProject = {
  plugins: [react()],
  // pixi.js/lib/… (the stage's own Pixi parts) resolves to the installed files, as in the build.
  resolve: { alias: [pixiLibAlias] },
  test: {
    name: 'components',
    include: ['tests/components/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['tests/components/setup.ts', 'tests/helpers/fastCheckSetup.ts'],
    // A margin for a loaded machine, not a verdict: user-event's clicks and keys in jsdom take
    // seconds when other processes hold the cores.
    testTimeout: 30_000,
    // @pixi/react's ESM imports 'react-reconciler/constants' without an extension, which
    // Node refuses: let Vite resolve it, as the build does.
    server: { deps: { inline: ['@pixi/react'] } },
  },
} satisfies TestProjectInlineConfiguration;

export const buildProject = {
  test: {
    name: 'build',
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
} satisfies TestProjectInlineConfiguration;

export const backendProject = {
  test: {
    name: 'backend',
    include: ['tests/backend/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker for its files, as the unit project has: each file starts
    // its own servers and databases and restores what it stubs (env, timers, spies), and no
    // other file reads the one store a file fills (newsSource's). A fifth off the project.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
} satisfies TestProjectInlineConfiguration;

/**
 * Vitest's order (by project name, then the longest or largest file first), with the browser
 * project's files moved to the front: they are the run's long pole, and the other projects'
 * files fill the workers they leave free.
 */
class BrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isBrowser = (file: TestSpecification) => file.project.name === 'browser';
    return [...sorted.filter(isBrowser), ...sorted.filter((file) => !isBrowser(file))];
  }
}

export default defineConfig({
  test: {
    // One file at a time per core (os.availableParallelism()): a browser file's Chromium keeps at
    // most about one core busy drawing the stage with software GL, so this is at most one
    // Chromium per core; the browser files go first and the other projects' files fill the
    // workers they leave. VITEST_MAX_WORKERS=n (or --maxWorkers=n) overrides it.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: BrowserFilesFirst },
    projects: [
      unitProject,
      componentsProject,
      buildProject,
      backendProject,
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/globalSetup.ts'],
          // Limits for a hang, not margins: a test waits for events and states, however long
          // the machine takes (a poll gives up after a minute, a test after two).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 60_000 } },
          // Each worker imports playwright-core and the helpers once (no test file mocks a
          // module), keeps one Chromium for its files (tests/browser/browser.ts) and has its own
          // backend, market port and build (tests/browser/env.ts).
          isolate: false,
        },
      },
    ],
  },
});
