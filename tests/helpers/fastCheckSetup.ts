// fast-check's settings for every property test (a setup file of the unit and components
// projects): a modest number of runs, so the unit project stays a matter of seconds, and a fixed
// seed, so a run's verdict is the same on every machine and every day. A failure prints its seed
// and path; FC_SEED=<seed> FC_PATH=<path> replays it, FC_SEED=random draws a new seed and
// FC_NUM_RUNS=<n> runs more (docs/testing.md, "Property tests").
import fc from 'fast-check';

const { FC_SEED = '20261128', FC_PATH, FC_NUM_RUNS = '30' } = process.env;

fc.configureGlobal({
  numRuns: Number(FC_NUM_RUNS),
  ...(FC_SEED === 'random' ? {} : { seed: Number(FC_SEED) }),
  ...(FC_PATH ? { path: FC_PATH } : {}),
});
