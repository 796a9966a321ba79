// The news section's shell: its title and intro; the feed itself lives in src/news/.
import { content } from '../config/content.ts';
import NewsFeed from '../news/NewsFeed.tsx';

export function NewsSection() {
  return (
    <section id="news" className="section news" aria-labelledby="news-title">
      <h2 id="news-title" className="section__title">
        {content.news.title}
      </h2>
      <p className="section__intro">{content.news.intro}</p>
      <NewsFeed />
    </section>
  );
}
