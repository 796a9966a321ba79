// The numbers the product specification fixes, written down as it says them (sections 4 and 9),
// against their one home each: the news feed's constants (src/config/news.ts), the spec's
// effect timings and counts (src/config/specValues.ts) and the copy counts (specCounts.ts).
// Moving one by one turns this red; the time filter's windows: newsFilter.test.ts.
import { describe, expect, it } from 'vitest';
import { newsConfig } from '../../src/config/news.ts';
import { specCounts } from '../../src/config/specCounts.ts';
import { specValues } from '../../src/config/specValues.ts';

describe("the spec's numbers", () => {
  it('news: page size 6, increment 6, limit 1000, refresh every 30 min, seeding at 10 rows or fewer', () => {
    expect(newsConfig).toMatchObject({
      pageSize: 6,
      pageIncrement: 6,
      queryLimit: 1000,
      refreshEveryMs: 30 * 60 * 1000,
      seedThresholdRows: 10,
    });
  });

  it('effects: the timings and counts the notes compare a config with', () => {
    expect(Object.fromEntries(specValues.map(({ path, value }) => [path, value]))).toEqual({
      'intro.wordTimesMs': [1000, 2000, 3000],
      'intro.endMs': 4500,
      'candles.spawnEveryMs': 1500,
      'candles.lifetimeMs': 3000,
      'chaosMode.burstCount': 40,
      'chaosMode.durationMs': 8000,
      'chaosMode.meterValue': 100,
      'shake.durationMs': 1000,
      'meter.rerollEveryMs': 3000,
      'meter.maxRandom': 99,
      'quote.rotateEveryMs': 8000,
      'fakeNewsFlash.durationMs': 2000,
    });
  });

  it('copy: 8 quotes, 4 roadmap phases, 3 intro words, 6 tokenomics cards', () => {
    expect(specCounts).toEqual({ quotes: 8, roadmapPhases: 4, introWords: 3, tokenomicsCards: 6 });
  });
});
