// fast-check's settings for every property test (a setup file of the unit and components
// projects): a modest number of runs, and a seed of each property's own, read from its file and
// test name, so that a run's verdict is the same on every machine and every day. FC_SEED, FC_PATH
// and FC_NUM_RUNS replay a failure or widen a run (docs/testing.md, "Property tests").
import { createHash } from 'node:crypto';
import path from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';

const { FC_SEED, FC_PATH, FC_NUM_RUNS = '30' } = process.env;

/** A 32-bit seed read from `name`. */
const seedOf = (name: string) => createHash('sha256').update(name).digest().readInt32BE(0);

fc.configureGlobal({
  numRuns: Number(FC_NUM_RUNS),
  ...(FC_PATH ? { path: FC_PATH } : {}),
  // Read by fc.assert as a property runs, inside its test: the test file and the test's name
  // ('describe > it'), so two properties never share a seed.
  get seed() {
    if (FC_SEED === 'random') return undefined;
    if (FC_SEED) return Number(FC_SEED);
    const { testPath = '', currentTestName = '' } = expect.getState();
    return seedOf(`${path.basename(testPath)} > ${currentTestName}`);
  },
});
