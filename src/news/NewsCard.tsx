// One news card: picture (or, for a story without one, its illustration), title, summary (the title
// takes its room when there is none), source, date, views (when any) and the SUSPICIOUS badge.
// The title is the card's one control, stretched over the card (a click anywhere is a click on it):
// a real story's is a link to its http(s) address in a new tab, named by its title and
// "(opens in a new tab)", so a screen reader lists it, a middle-click or a long-press offers the
// browser's own link menu; a fake story's is a button that shows the FAKE NEWS flash and opens
// nothing; a story whose address is not http(s) (never from the backend's parsing) is plain text.
// A click, Enter, a tap or a middle-click then reports the open to the backend as a view, without
// waiting for it and without holding the browser's own navigation.
import { memo, useId, type MouseEvent } from 'react';
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

/** A fake story's button: the flash, then the view is reported (fire and forget). */
export function openFakeNewsItem(item: Pick<NewsItem, 'id'>): void {
  showFakeNewsFlash();
  reportNewsView(item);
}

/** A middle-click on a story's link opens it in a background tab: a view, as a click is. */
function onAuxClick(event: MouseEvent<HTMLAnchorElement>, item: Pick<NewsItem, 'id'>): void {
  if (event.button === 1) reportNewsView(item);
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

/** The card's one control: a link for a real http(s) story, a button for a fake one, else text. */
function StoryControl({ item, badgeId }: { item: NewsItem; badgeId: string }) {
  if (item.isFake) {
    return (
      <button
        type="button"
        className="news-card__open"
        aria-describedby={badgeId}
        onClick={() => openFakeNewsItem(item)}
      >
        {item.title}
      </button>
    );
  }
  if (!isHttpUrl(item.link)) return <span className="news-card__open">{item.title}</span>;
  return (
    <a
      className="news-card__open"
      href={item.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${item.title} ${content.news.opensInNewTab}`}
      onClick={() => reportNewsView(item)}
      onAuxClick={(event) => onAuxClick(event, item)}
    >
      {item.title}
    </a>
  );
}

function NewsCard({ item, imagePool, art }: NewsCardProps) {
  const views = viewsText(item.viewCount);
  const badgeId = useId();
  return (
    <article className={cardClass(item)} data-testid="news-card">
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
          <StoryControl item={item} badgeId={badgeId} />
        </h3>
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
