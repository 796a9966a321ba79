// The live news feed inside the news section (search, filter, cards, paging).
// Placeholder until the news feed lands: reserves the feed's space.
export default function NewsFeed() {
  return <div className="news-feed" />;
}
