// The live news feed inside the news section: search box, time filter, a grid of cards in the
// server's order, 'View More (n)' / 'Show Less', the loading text, and space reserved while it
// loads, and the polite live region that says what changed (useFeedStatus.ts). It starts the
// feed's data on mount (startNewsFeed is idempotent).
import { useDeferredValue, useEffect, useMemo, useId, useRef, type ReactNode } from 'react';
import { content, type NewsFilterValue } from '../config/content.ts';
import { newsConfig } from '../config/news.ts';
import { filterNews } from './newsFilter.ts';
import { imagePool } from './imageFallback.ts';
import { assignNewsArt } from './newsArt.ts';
import { pagingView } from './newsPaging.ts';
import { setNewsFilter, setNewsQuery, showLessNews, showMoreNews, useNews } from './newsStore.ts';
import { startNewsFeed } from './startNewsFeed.ts';
import NewsCard from './NewsCard.tsx';
import { useFeedStatus } from './useFeedStatus.ts';
import './news.css';

const FILTER_VALUES = new Set<string>(content.news.filters.map((f) => f.value));

function isFilterValue(value: string): value is NewsFilterValue {
  return FILTER_VALUES.has(value);
}

/** A form control with a label only screen readers see; `control` gets the id that ties them. */
function HiddenLabel({ label, control }: { label: string; control: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      {control(id)}
    </>
  );
}

/** Card-shaped placeholders with the cards' exact size, so arriving cards shift nothing. */
function CardPlaceholders() {
  return Array.from({ length: newsConfig.pageSize }, (_, i) => (
    <li key={i} className="news-grid__item" aria-hidden="true">
      <div className="news-card news-card--placeholder">
        <div className="news-card__media" />
        <div className="news-card__body" />
      </div>
    </li>
  ));
}

export default function NewsFeed() {
  useEffect(() => startNewsFeed(), []);
  // The controls show the store's values at once; the grid follows in a deferred render, which
  // React slices and yields between, so neither a keystroke nor the feed's arrival holds the
  // main thread for a whole grid (all deferred values move together, in one render).
  const query = useNews((s) => s.query);
  const filter = useNews((s) => s.filter);
  const items = useDeferredValue(useNews((s) => s.items));
  const loading = useDeferredValue(useNews((s) => s.loading));
  const nowMs = useDeferredValue(useNews((s) => s.nowMs));
  const shownQuery = useDeferredValue(query);
  const shownFilter = useDeferredValue(filter);
  const visibleCount = useDeferredValue(useNews((s) => s.visibleCount));

  const filtered = useMemo(
    () => filterNews(items, { query: shownQuery, filter: shownFilter }, nowMs),
    [items, shownQuery, shownFilter, nowMs],
  );
  const pool = useMemo(() => imagePool(items), [items]);
  const paging = pagingView(filtered.length, visibleCount);
  const shown = useMemo(() => filtered.slice(0, paging.shown), [filtered, paging.shown]);
  const art = useMemo(() => assignNewsArt(shown), [shown]);
  const waitingForFirstLoad = loading && items.length === 0;
  const feed = useRef<HTMLDivElement>(null);
  const { said, pressed } = useFeedStatus(
    {
      loading,
      loaded: items.length,
      query: shownQuery,
      filter: shownFilter,
      total: filtered.length,
      shown: paging.shown,
    },
    feed,
  );

  return (
    <>
      {/* There from the first paint, empty, outside the busy feed (which may hold announcements back). */}
      <p
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-testid="news-status"
      >
        {said}
      </p>
      <div className="news-feed" aria-busy={loading} ref={feed}>
        <div className="news-feed__controls">
          <HiddenLabel
            label={content.news.searchLabel}
            control={(id) => (
              <input
                id={id}
                className="news-feed__search"
                type="search"
                placeholder={content.news.searchPlaceholder}
                value={query}
                onChange={(event) => setNewsQuery(event.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          />
          <HiddenLabel
            label={content.news.filterLabel}
            control={(id) => (
              <select
                id={id}
                className="news-feed__filter"
                value={filter}
                onChange={(event) => {
                  if (isFilterValue(event.target.value)) setNewsFilter(event.target.value);
                }}
              >
                {content.news.filters.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          />
        </div>

        {waitingForFirstLoad ? (
          <div className="news-feed__loading">
            <p className="news-feed__loading-text">{content.news.loading}</p>
            <ul className="news-grid">
              <CardPlaceholders />
            </ul>
          </div>
        ) : filtered.length === 0 ? (
          <p className="news-feed__empty">
            {items.length === 0 ? content.news.nothingYet : content.news.empty}
          </p>
        ) : (
          <ul className="news-grid">
            {shown.map((item) => (
              <li key={item.key} className="news-grid__item">
                <NewsCard item={item} imagePool={pool} art={art.get(item.key)} />
              </li>
            ))}
          </ul>
        )}

        <div className="news-feed__paging">
          {paging.moreCount > 0 ? (
            <button
              type="button"
              className="news-feed__more"
              onClick={() => {
                pressed('more');
                showMoreNews();
              }}
            >
              {content.news.viewMore(paging.moreCount)}
            </button>
          ) : null}
          {paging.canShowLess ? (
            <button
              type="button"
              className="news-feed__less"
              onClick={() => {
                pressed('less');
                showLessNews();
              }}
            >
              {content.news.showLess}
            </button>
          ) : null}
        </div>
      </div>
    </>
  );
}
