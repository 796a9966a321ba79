// The ranking window the cards are worded after: the site's default is the functions' (2 days), and VITE_NEWS_VIEW_WINDOW_DAYS is read as whole days from 1 to 90.
import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_WINDOW_DAYS, newsConfig, viewWindowDaysFrom } from '../../src/config/news.ts';
import {
  DEFAULT_VIEW_WINDOW_DAYS as FUNCTIONS_DEFAULT,
  readViewConfig,
} from '../../supabase/functions/_shared/viewConfig.ts';

describe('the view window', () => {
  it('is 2 days by default, on the site as in the functions', () => {
    expect(DEFAULT_VIEW_WINDOW_DAYS).toBe(2);
    expect(FUNCTIONS_DEFAULT).toBe(DEFAULT_VIEW_WINDOW_DAYS);
    expect(readViewConfig({}).windowDays).toBe(DEFAULT_VIEW_WINDOW_DAYS);
    expect(newsConfig.viewWindowDays).toBe(DEFAULT_VIEW_WINDOW_DAYS);
  });

  it('reads VITE_NEWS_VIEW_WINDOW_DAYS as whole days from 1 to 90, else the default', () => {
    expect(viewWindowDaysFrom('7')).toBe(7);
    expect(viewWindowDaysFrom('0')).toBe(1);
    expect(viewWindowDaysFrom('365')).toBe(90);
    for (const unusable of [undefined, '', 'week', 7]) {
      expect(viewWindowDaysFrom(unusable)).toBe(DEFAULT_VIEW_WINDOW_DAYS);
    }
  });
});
