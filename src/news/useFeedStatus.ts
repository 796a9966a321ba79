// What a listening visitor hears of the news feed (WCAG 2.2 4.1.3, status messages) and where
// focus goes after paging. One polite live region (NewsFeed renders it, empty, from the first
// paint) says in content.news's words what changed: after the first load that ends (or one that
// brings stories where there were none), a time range, a pause in typing a search
// (newsConfig.searchAnnounceDelayMs), View More and Show Less; never after a background refresh,
// the intro or chaos mode (nothing here follows them). View More then takes focus to the first
// newly shown story, Show Less to View More, which has moved up with the shorter list.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { content } from '../config/content.ts';
import { newsConfig } from '../config/news.ts';

/** What the grid shows now (its deferred values: what the visitor sees). */
export interface FeedView {
  loading: boolean;
  /** Stories loaded at all. */
  loaded: number;
  query: string;
  filter: string;
  /** Stories the search and time range keep. */
  total: number;
  /** Stories shown of them. */
  shown: number;
}

/** The words for the grid as it is: how many stories match, none match, none loaded. */
export function feedSummary(view: FeedView): string {
  if (view.loaded === 0) return content.news.nothingYet;
  if (view.total === 0) return content.news.empty;
  const range = content.news.filters.find((f) => f.value === view.filter)?.label ?? view.filter;
  return content.news.status.matches(view.total, view.query.trim(), range, view.shown);
}

type Press = { kind: 'more' | 'less'; from: number };

/**
 * The live region's text, and `pressed(kind)` for the paging buttons to call on click. `feed`
 * holds the grid and the paging buttons.
 */
export function useFeedStatus(view: FeedView, feed: RefObject<HTMLElement | null>) {
  const [said, setSaid] = useState('');
  const summary = feedSummary(view);
  const latest = useRef(summary);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const press = useRef<Press | null>(null);
  const seen = useRef({
    loadEnded: false,
    hadStories: false,
    query: view.query,
    filter: view.filter,
  });
  const say = useCallback((text: string) => {
    clearTimeout(searchTimer.current);
    setSaid(text);
  }, []);
  useEffect(() => {
    latest.current = summary;
  });
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  useEffect(() => {
    const hasStories = view.loaded > 0;
    if (view.loading) return;
    if (seen.current.loadEnded && hasStories === seen.current.hadStories) return;
    Object.assign(seen.current, { loadEnded: true, hadStories: hasStories });
    say(latest.current);
  }, [view.loading, view.loaded, say]);

  useEffect(() => {
    if (view.filter === seen.current.filter) return;
    seen.current.filter = view.filter;
    press.current = null;
    say(latest.current);
  }, [view.filter, say]);

  useEffect(() => {
    if (view.query === seen.current.query) return;
    seen.current.query = view.query;
    press.current = null;
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(
      () => setSaid(latest.current),
      newsConfig.searchAnnounceDelayMs,
    );
  }, [view.query]);

  useEffect(() => {
    const p = press.current;
    if (!p || (p.kind === 'more' ? view.shown <= p.from : view.shown >= p.from)) return;
    press.current = null;
    const { status } = content.news;
    if (p.kind === 'more') {
      say(status.shownMore(view.shown - p.from, view.shown, view.total));
      const story = feed.current?.querySelectorAll('.news-grid__item')[p.from];
      story?.querySelector<HTMLElement>('a, button')?.focus();
    } else {
      say(status.shownLess(view.shown, view.total));
      feed.current?.querySelector<HTMLElement>('.news-feed__more')?.focus();
    }
  }, [view.shown, view.total, feed, say]);

  const pressed = (kind: Press['kind']) => {
    press.current = { kind, from: view.shown };
  };
  return { said, pressed };
}
