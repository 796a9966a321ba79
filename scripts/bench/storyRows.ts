// Stories for the benches that weigh and time the news select, derived from the sample feed
// (tests/backend/fixtures/sample-feed-rows.json): its words, reshuffled by a seeded generator so
// that every row's text is its own (gzip then meets text, not 1,000 copies of 27 rows), at two
// sets of lengths that bracket real feeds: the sample feed's (headlines of 50 to 90 characters, a
// one-sentence summary, article and picture links of a news site) and the longest the table
// allows where it matters (600-character summaries, 300-character aggregator links).
import { readFileSync } from 'node:fs';
import { createRandom, randomInt, type Random } from '../../src/shared/random.ts';

/** A story's own text: what the feed round stores (the table adds id, dates and views). */
export interface StoryText {
  title: string;
  summary: string;
  source: string;
  link: string;
  image_url: string | null;
  is_fake: boolean;
}

const SAMPLE = new URL('../../tests/backend/fixtures/sample-feed-rows.json', import.meta.url);
const sample = () => JSON.parse(readFileSync(SAMPLE, 'utf8')) as StoryText[];

/** Words drawn from `words` until the text is `length` characters (a sentence: capital, full stop). */
function sentence(rng: Random, words: string[], length: number): string {
  let text = '';
  while (text.length < length)
    text += `${text ? ' ' : ''}${words[randomInt(rng, 0, words.length - 1)]}`;
  text = text.slice(0, length).replace(/\s+\S*$/, '') || text.slice(0, length);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const hex = (rng: Random, digits: number) =>
  Array.from({ length: digits }, () => randomInt(rng, 0, 15).toString(16)).join('');

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const token = (rng: Random, length: number) =>
  Array.from({ length }, () => URL_SAFE[randomInt(rng, 0, URL_SAFE.length - 1)]).join('');

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 70);

function stories(
  count: number,
  seed: number,
  shape: (rng: Random, words: string[], like: StoryText, i: number) => StoryText,
): StoryText[] {
  const rows = sample();
  const words = rows
    .flatMap((row) => `${row.title} ${row.summary}`.toLowerCase().split(/[^a-z0-9'-]+/))
    .filter(Boolean);
  const rng = createRandom(seed);
  return Array.from({ length: count }, (_, i) => shape(rng, words, rows[i % rows.length]!, i));
}

/** `count` stories at the sample feed's lengths, with a news site's article and picture links. */
export function sampleFeedStories(count: number, seed = 38): StoryText[] {
  return stories(count, seed, (rng, words, like, i) => {
    const title = sentence(rng, words, like.title.length).slice(0, -1);
    return {
      title,
      summary: sentence(rng, words, like.summary.length),
      source: like.source,
      link: `https://www.theguardian.com/us-news/2026/nov/${String((i % 28) + 1).padStart(2, '0')}/${slug(title)}`,
      image_url: `https://i.guim.co.uk/img/media/${hex(rng, 40)}/0_0_3000_1800/master/3000.jpg?width=460&quality=85&auto=format&fit=max&s=${hex(rng, 32)}`,
      is_fake: like.is_fake,
    };
  });
}

/** `count` stories as long as the table lets them be where it matters: 600-character summaries, aggregator links. */
export function longestStories(count: number, seed = 38): StoryText[] {
  return stories(count, seed, (rng, words, like) => ({
    title: sentence(rng, words, like.title.length).slice(0, -1),
    summary: sentence(rng, words, 599),
    source: like.source,
    link: `https://news.google.com/rss/articles/CBMi${token(rng, 240)}?oc=5&hl=en-US&gl=US&ceid=US:en`,
    image_url: `https://th.bing.com/th?id=OVFT.${token(rng, 22)}&pid=News&w=700&h=368&c=14&rs=2&qlt=90`,
    is_fake: like.is_fake,
  }));
}
