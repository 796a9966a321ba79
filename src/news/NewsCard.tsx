// One news card: picture, title, summary, source, date, views and the SUSPICIOUS badge. The
// title is a real button stretched over the card, so a click anywhere, Enter or Space opens it:
// a fake item shows the FAKE NEWS flash, a real one opens its http(s) link in a new tab.
import { useId } from 'react';
import { content } from '../config/content.ts';
import { showFakeNewsFlash } from '../store/chaosStore.ts';
import { isHttpUrl, type NewsItem } from './newsItem.ts';
import NewsImage from './NewsImage.tsx';

const dateFormat = new Intl.DateTimeFormat(content.news.locale, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const countFormat = new Intl.NumberFormat(content.news.locale);

/** What a card click does: the flash for a fake item, else a new tab for an http(s) link only. */
export function openNewsItem(item: Pick<NewsItem, 'isFake' | 'link'>): void {
  if (item.isFake) {
    showFakeNewsFlash();
    return;
  }
  if (isHttpUrl(item.link)) window.open(item.link, '_blank', 'noopener,noreferrer');
}

interface NewsCardProps {
  item: NewsItem;
  imagePool: readonly string[];
}

export default function NewsCard({ item, imagePool }: NewsCardProps) {
  const badgeId = useId();
  const hintId = useId();
  // Screen readers hear the badge on a fake card, and that a real card opens a new tab.
  const describedBy = item.isFake ? badgeId : hintId;
  return (
    <article
      className={item.isFake ? 'news-card news-card--fake' : 'news-card'}
      data-testid="news-card"
      onClick={() => openNewsItem(item)}
    >
      <NewsImage key={item.imageUrl ?? ''} src={item.imageUrl} pool={imagePool} />
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
        <p className="news-card__summary">{item.summary}</p>
        <p className="news-card__meta">
          <span className="news-card__source">{item.source}</span>
          {item.publishedMs !== null ? (
            <time className="news-card__date" dateTime={new Date(item.publishedMs).toISOString()}>
              {dateFormat.format(item.publishedMs)}
            </time>
          ) : null}
          <span className="news-card__views">
            {countFormat.format(item.viewCount)} {content.news.views}
          </span>
        </p>
      </div>
    </article>
  );
}
