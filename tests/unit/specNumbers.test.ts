// The product's records of the numbers the spec and the docs fix (tests/helpers/specNumbers.ts):
// the news feed's and the market strip's constants no team may tune, as shipped; the spec's
// values of the tunable ones that the build's notes compare a config with (src/config/
// specValues.ts); and the copy counts (specCounts.ts). Moving one by one turns this red.
import { expect, it } from 'vitest';
import { marketConfig } from '../../src/config/market.ts';
import { newsConfig } from '../../src/config/news.ts';
import { specCounts } from '../../src/config/specCounts.ts';
import { pagingSpecValues, specValues } from '../../src/config/specValues.ts';
import {
  fixedMarket,
  fixedNews,
  specCopyCounts,
  specEffects,
  specPaging,
} from '../helpers/specNumbers.ts';

const byPath = (values: typeof specValues) =>
  Object.fromEntries(values.map(({ path, value }) => [path, value]));

it('fixed: the shipped news windows, query limit, refresh, seeding threshold and request limit', () => {
  expect(newsConfig).toMatchObject(fixedNews);
});

it("fixed: the shipped market strip's refresh, request limit and stale age (docs/rebrand.md)", () => {
  expect(marketConfig).toEqual(fixedMarket);
});

it("tunable: the spec's paging and effects, which the build's notes compare a config with", () => {
  expect(byPath(pagingSpecValues)).toEqual(specPaging);
  expect(byPath(specValues)).toEqual(specEffects);
});

it('copy: 8 quotes, 4 roadmap phases, 3 intro words, 6 tokenomics cards', () => {
  expect(specCounts).toEqual(specCopyCounts);
});
