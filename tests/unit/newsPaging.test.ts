// Paging of the news feed: visible cards, the 'View More (n)' count and when 'Show Less' shows.
import { describe, expect, it } from 'vitest';
import { nextVisibleCount, pagingView } from '../../src/news/newsPaging.ts';
import { newsConfig } from '../../src/config/news.ts';

describe('pagingView with page size 6 and increment 6', () => {
  it('uses the configured business constants', () => {
    expect(newsConfig.pageSize).toBe(6);
    expect(newsConfig.pageIncrement).toBe(6);
  });

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

  it('hides View More when the list is exactly as long as the visible count', () => {
    expect(pagingView(6, 6)).toEqual({ shown: 6, moreCount: 0, canShowLess: false });
    expect(pagingView(12, 12)).toEqual({ shown: 12, moreCount: 0, canShowLess: true });
  });

  it('states the smaller of 6 and the remainder', () => {
    expect(pagingView(7, 6).moreCount).toBe(1);
    expect(pagingView(11, 6).moreCount).toBe(5);
    expect(pagingView(12, 6).moreCount).toBe(6);
    expect(pagingView(1000, 6).moreCount).toBe(6);
  });

  it('handles short and empty lists', () => {
    expect(pagingView(0, 6)).toEqual({ shown: 0, moreCount: 0, canShowLess: false });
    expect(pagingView(3, 6)).toEqual({ shown: 3, moreCount: 0, canShowLess: false });
  });

  it('shows Show Less only when more than a page is actually shown', () => {
    expect(pagingView(7, 12)).toEqual({ shown: 7, moreCount: 0, canShowLess: true });
    expect(pagingView(5, 12)).toEqual({ shown: 5, moreCount: 0, canShowLess: false });
  });
});
