// Paging of the news feed: visible cards, the 'View More (n)' count and when 'Show Less' shows.
import { describe, expect, it } from 'vitest';
import { nextVisibleCount, pagingView } from '../../src/news/newsPaging.ts';
import { newsConfig } from '../../src/config/news.ts';

describe('pagingView with page size 6 and increment 6', () => {
  it('walks through 20 items: 6 -> 12 -> 18 -> 20', () => {
    let visible = newsConfig.pageSize;
    const steps = [];
    for (;;) {
      const view = pagingView(20, visible);
      steps.push(view);
      if (view.moreCount === 0) break;
      visible = nextVisibleCount(visible);
    }
    expect(steps).toEqual([
      { shown: 6, moreCount: 6, canShowLess: false },
      { shown: 12, moreCount: 6, canShowLess: true },
      { shown: 18, moreCount: 2, canShowLess: true },
      { shown: 20, moreCount: 0, canShowLess: true },
    ]);
  });

  it.each([
    // View More hides when the list is exactly as long as the visible count, or shorter.
    [6, 6, { shown: 6, moreCount: 0, canShowLess: false }],
    [12, 12, { shown: 12, moreCount: 0, canShowLess: true }],
    [0, 6, { shown: 0, moreCount: 0, canShowLess: false }],
    [3, 6, { shown: 3, moreCount: 0, canShowLess: false }],
    // Show Less only when more than a page is actually shown.
    [7, 12, { shown: 7, moreCount: 0, canShowLess: true }],
    [5, 12, { shown: 5, moreCount: 0, canShowLess: false }],
  ])('%i items, %i visible: %o', (total, visible, view) => {
    expect(pagingView(total, visible)).toEqual(view);
  });

  it('states the smaller of 6 and the remainder', () => {
    expect(pagingView(7, 6).moreCount).toBe(1);
    expect(pagingView(11, 6).moreCount).toBe(5);
    expect(pagingView(12, 6).moreCount).toBe(6);
    expect(pagingView(1000, 6).moreCount).toBe(6);
  });
});
