// The news section's shell: its title and intro; the feed itself lives in src/news/.
import { content } from '../config/content.ts';
import NewsFeed from '../news/NewsFeed.tsx';
import { Section } from './Section.tsx';

export function NewsSection() {
  return (
    <Section id="news" className="news" title={content.news.title}>
      <p className="section__intro">{content.news.intro}</p>
      <NewsFeed />
    </Section>
  );
}
