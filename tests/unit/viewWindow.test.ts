// The ranking window the cards are worded after: the site reads VITE_NEWS_VIEW_WINDOW_DAYS with the
// functions' own rule (supabase/functions/_shared/viewConfig.ts): whole days from 1 to 90, else
// the functions' default.
import { expect, it } from 'vitest';
import { newsConfig } from '../../src/config/news.ts';
import {
  DEFAULT_VIEW_WINDOW_DAYS,
  readViewConfig,
  viewWindowDays,
} from '../../supabase/functions/_shared/viewConfig.ts';

it("is the functions' default on the site when nothing is configured", () => {
  expect(readViewConfig({}).windowDays).toBe(DEFAULT_VIEW_WINDOW_DAYS);
  expect(newsConfig.viewWindowDays).toBe(DEFAULT_VIEW_WINDOW_DAYS);
});

it('reads a setting as whole days from 1 to 90, else the default', () => {
  expect(readViewConfig({ NEWS_VIEW_WINDOW_DAYS: '7' }).windowDays).toBe(7);
  const days = { '7': 7, '7.9': 7, '1': 1, '0': 1, '90': 90, '91': 90 };
  for (const [text, whole] of Object.entries(days)) expect(viewWindowDays(text), text).toBe(whole);
  for (const unusable of [undefined, '', 'week']) {
    expect(viewWindowDays(unusable)).toBe(DEFAULT_VIEW_WINDOW_DAYS);
  }
});
