// Paging of the news feed (spec section 4) for any page size and increment the news config allows:
// the visible cards, the 'View More (n)' count and when 'Show Less' shows.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { newsConfig } from '../../src/config/news.ts';
import { nextVisibleCount, pagingView } from '../../src/news/newsPaging.ts';
import { anyNews } from '../helpers/validConfigs.ts';

it("walks a list page by page: a page first, then an increment per 'View More', which states the smaller of the increment and what is left and hides when nothing is; 'Show Less' once more than a page shows", () => {
  fc.assert(
    fc.property(anyNews, fc.nat({ max: 300 }), ({ pageSize, pageIncrement }, total) => {
      let visible = pageSize;
      const steps = [];
      for (;;) {
        const view = pagingView(total, visible, pageSize, pageIncrement);
        steps.push(view);
        if (view.moreCount === 0) break;
        visible = nextVisibleCount(visible, pageIncrement);
      }
      const pages = total <= pageSize ? 1 : 1 + Math.ceil((total - pageSize) / pageIncrement);
      expect(steps).toEqual(
        Array.from({ length: pages }, (_, i) => {
          const shown = Math.min(total, pageSize + i * pageIncrement);
          return {
            shown,
            moreCount: Math.min(pageIncrement, total - shown),
            canShowLess: shown > pageSize,
          };
        }),
      );
    }),
  );
});

it('reads the page size and increment from the news config', () => {
  fc.assert(
    fc.property(fc.nat({ max: 300 }), fc.nat({ max: 300 }), (total, visible) => {
      const { pageSize, pageIncrement } = newsConfig;
      expect(pagingView(total, visible)).toEqual(
        pagingView(total, visible, pageSize, pageIncrement),
      );
      expect(nextVisibleCount(visible)).toBe(visible + pageIncrement);
    }),
  );
});
