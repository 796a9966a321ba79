// Vitest config for the mutation run (tests/mutation/stryker.config.mjs): the root config's
// `unit` project alone (pure and quick), each file in its own module graph so that Stryker can
// tell which tests cover which mutant, with room for instrumented code on a shared machine.
import { defineConfig } from 'vitest/config';
import { unitProject } from '../../vitest.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        ...unitProject,
        // The hour-long stage simulation (tests/unit/effects.test.ts) needs more than 5 s
        // when instrumented.
        test: { ...unitProject.test, isolate: true, testTimeout: 60_000 },
      },
    ],
  },
});
