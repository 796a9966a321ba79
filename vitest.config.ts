// Test projects, split by what they need: pure logic (node), components (jsdom + canvas mock),
// backend (PGlite, loopback servers, Deno) and real Chromium against the built site.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
        },
        {
          extends: true,
          test: {
            name: 'components',
            include: ['tests/components/**/*.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['tests/components/setup.ts'],
            // @pixi/react's ESM imports 'react-reconciler/constants' without an extension, which
            // Node refuses: let Vite resolve it, as the build does.
            server: { deps: { inline: ['@pixi/react'] } },
          },
        },
        {
          extends: true,
          test: {
            name: 'backend',
            include: ['tests/backend/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/browser/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/browser/globalSetup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
