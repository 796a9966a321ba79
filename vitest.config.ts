// Test projects, split by what they need: pure logic (node, nothing else), components (jsdom +
// canvas mock), the build (Vite's build and its plugins run on the project or a copy of it),
// backend (PGlite, loopback servers, Deno) and real Chromium against the built site.
// Each project gets only what it needs: none of them merges vite.config.ts (its dev-server and
// config-check plugins); the browser project builds the site with vite.config.ts itself, in
// its globalSetup, and the build project's tests load it where they run its plugins.
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { pixiLibAlias } from './build/visitorAliases.ts';

export const unitProject = {
  test: {
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Refuses processes, servers, sockets and writes outside the temp folder.
    setupFiles: ['tests/unit/purity.ts'],
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
    setupFiles: ['tests/components/setup.ts'],
    // @pixi/react's ESM imports 'react-reconciler/constants' without an extension, which
    // Node refuses: let Vite resolve it, as the build does.
    server: { deps: { inline: ['@pixi/react'] } },
  },
} satisfies TestProjectInlineConfiguration;

export default defineConfig({
  test: {
    projects: [
      unitProject,
      componentsProject,
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time (fixed loopback ports, one Chromium), in one worker that imports
          // playwright-core and the helpers once (no test file mocks a module); after the others.
          fileParallelism: false,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
