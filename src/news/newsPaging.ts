// Paging of the filtered list (spec section 4): how many cards show, and when 'View More' and
// 'Show Less' appear and what 'View More' states.
import { newsConfig } from '../config/news.ts';

export interface PagingView {
  /** Cards actually rendered. */
  shown: number;
  /** Cards one 'View More' would add (the smaller of the increment and the remainder); 0 hides it. */
  moreCount: number;
  /** 'Show Less' appears only when more than a page is shown. */
  canShowLess: boolean;
}

export function pagingView(
  filteredLength: number,
  visibleCount: number,
  pageSize: number = newsConfig.pageSize,
  increment: number = newsConfig.pageIncrement,
): PagingView {
  const shown = Math.min(filteredLength, visibleCount);
  const remainder = Math.max(0, filteredLength - visibleCount);
  return {
    shown,
    moreCount: Math.min(increment, remainder),
    canShowLess: shown > pageSize,
  };
}

export function nextVisibleCount(
  visibleCount: number,
  increment: number = newsConfig.pageIncrement,
): number {
  return visibleCount + increment;
}
