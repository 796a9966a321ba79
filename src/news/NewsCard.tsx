// One news card: picture (or, for a story without one, its illustration), title, summary (the title
// takes its room when there is none), source, date, views (when any) and the SUSPICIOUS badge.
// The title is a real button stretched over the card, so a click anywhere, Enter or Space opens
// it: a fake item shows the FAKE NEWS flash, a real one opens its http(s) link in a new tab; then
// the open is reported to the backend as a view, without waiting for it.
import { memo, useId } from 'react';
import { content } from '../config/content.ts';
import { newsConfig } from '../config/news.ts';
import { showFakeNewsFlash } from '../chaos/chaosStore.ts';
import { isHttpUrl } from '../shared/safeUrl.ts';
import type { NewsItem } from './newsItem.ts';
import NewsArt from './NewsArt.tsx';
import NewsImage from './NewsImage.tsx';
import { NEWS_ART_COUNT, storyHash } from './newsArt.ts';
import { reportNewsView } from './newsViews.ts';

const dateFormat = new Intl.DateTimeFormat(content.news.locale, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const countFormat = new Intl.NumberFormat(content.news.locale);

/**
 * What a card click does: the flash for a fake item, else a new tab for an http(s) link only;
 * only then is the view reported (fire and forget), so it can never delay either.
 */
export function openNewsItem(item: Pick<NewsItem, 'id' | 'isFake' | 'link'>): void {
  if (item.isFake) showFakeNewsFlash();
  else if (isHttpUrl(item.link)) window.open(item.link, '_blank', 'noopener,noreferrer');
  reportNewsView(item);
}

/** The card's views-a-day text, or null when it rounds to none (or the story left the window). */
export function viewsText(
  viewCount: number,
  windowDays = newsConfig.viewWindowDays,
): string | null {
  if (viewCount <= 0) return null;
  return content.news.viewsPerDay(countFormat.format(viewCount), viewCount === 1, windowDays);
}

interface NewsCardProps {
  item: NewsItem;
  imagePool: readonly string[];
  /** The illustration shown when the item has no picture of its own (newsArt.ts); default by its link alone. */
  art?: number;
}

function cardClass(item: NewsItem): string {
  return ['news-card', item.isFake && 'news-card--fake', !item.summary && 'news-card--no-summary']
    .filter(Boolean)
    .join(' ');
}

function NewsCard({ item, imagePool, art }: NewsCardProps) {
  const views = viewsText(item.viewCount);
  const badgeId = useId();
  const hintId = useId();
  // Screen readers hear the badge on a fake card, and that a real card opens a new tab.
  const describedBy = item.isFake ? badgeId : hintId;
  return (
    <article className={cardClass(item)} data-testid="news-card" onClick={() => openNewsItem(item)}>
      {item.imageUrl === null ? (
        <NewsArt art={art ?? storyHash(item.link) % NEWS_ART_COUNT} />
      ) : (
        <NewsImage key={item.imageUrl} src={item.imageUrl} pool={imagePool} />
      )}
      {item.isFake ? (
        <span className="news-card__badge" id={badgeId}>
          {content.news.suspicious}
        </span>
      ) : null}
      <div className="news-card__body">
        <h3 className="news-card__title">
          <button type="button" className="news-card__open" aria-describedby={describedBy}>
            {item.title}
          </button>
        </h3>
        {item.isFake ? null : (
          <span className="visually-hidden" id={hintId}>
            {content.news.opensInNewTab}
          </span>
        )}
        {item.summary ? <p className="news-card__summary">{item.summary}</p> : null}
        <p className="news-card__meta">
          <span className="news-card__source">{item.source}</span>
          {item.publishedMs !== null ? (
            <time className="news-card__date" dateTime={new Date(item.publishedMs).toISOString()}>
              {dateFormat.format(item.publishedMs)}
            </time>
          ) : null}
          {views !== null ? <span className="news-card__views">{views}</span> : null}
        </p>
      </div>
    </article>
  );
}

/**
 * Memoized: a keystroke in the search renders the feed at once with the grid's old (deferred)
 * values, and then the grid follows; the cards' props are the same objects in that first render,
 * so it skips every card instead of rendering the whole grid twice.
 */
export default memo(NewsCard);
