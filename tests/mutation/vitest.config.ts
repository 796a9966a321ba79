// Vitest config for the mutation run (tests/mutation/stryker.config.mjs): the root config with
// only its `unit` project, less the unit tests that start servers or spawn builds, which no
// mutated file needs and which would slow every run.
import {
  defineConfig,
  type TestProjectInlineConfiguration,
  type ViteUserConfig,
} from 'vitest/config';
import rootConfig from '../../vitest.config.ts';

/** Unit tests that talk to loopback servers or spawn builds: not pure, left out of mutation runs. */
const IMPURE_UNIT_TESTS = [
  'tests/unit/newsSource.test.ts',
  'tests/unit/newsViews.test.ts',
  'tests/unit/marketSource.test.ts',
  'tests/unit/doctorChecks.test.ts',
  'tests/unit/refuseSecretEnv.test.ts',
  'tests/unit/configChecks.test.ts',
];

export default defineConfig(async (env): Promise<ViteUserConfig> => {
  const root = await rootConfig(env);
  const projects = (root.test?.projects ?? []) as TestProjectInlineConfiguration[];
  const unit = projects.find((project) => project.test?.name === 'unit');
  if (!unit) throw new Error('vitest.config.ts has no project named "unit"');
  return {
    ...root,
    test: {
      ...root.test,
      projects: [
        {
          ...unit,
          // Instrumented code on a shared machine runs slower: the hour-long stage simulation
          // (tests/unit/effects.test.ts) needs more than the default 5 s.
          test: { ...unit.test, exclude: IMPURE_UNIT_TESTS, testTimeout: 60_000 },
        },
      ],
    },
  };
});
