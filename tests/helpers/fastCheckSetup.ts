// fast-check's settings for every property test (a setup file of the unit and components
// projects): a modest number of runs, so the unit project stays a matter of seconds, and a seed
// of each property's own, read from its file, its describe block and its place there, so that
// every property draws other configs than the next one yet a run's verdict is the same on every
// machine and every day. A failure prints its seed and path; FC_SEED=<seed> FC_PATH=<path>
// replays it, FC_SEED=random draws a new seed and FC_NUM_RUNS=<n> runs more (docs/testing.md,
// "Property tests").
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { getCurrentSuite } from 'vitest/suite';

const { FC_SEED, FC_PATH, FC_NUM_RUNS = '30' } = process.env;

/** A 32-bit seed read from `name`. */
const seedOf = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

fc.configureGlobal({
  numRuns: Number(FC_NUM_RUNS),
  ...(FC_PATH ? { path: FC_PATH } : {}),
  // @fast-check/vitest reads the seed once, as each test.prop is defined (and names the test
  // with it): the property about to be defined is the next task of the suite being collected.
  get seed() {
    if (FC_SEED === 'random') return undefined;
    if (FC_SEED) return Number(FC_SEED);
    const suite = getCurrentSuite();
    return seedOf(`${suite.file?.name} > ${suite.name} #${suite.tasks.length}`);
  },
});
