// The news feed in jsdom against its own store: loading text and placeholders, paging through 20
// items, search and filter (and what they do to the visible count), what the live region says
// after each and where focus goes, badges, story links and the views they count, hostile content,
// image fallback and the empty states.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { content } from '../../src/config/content.ts';
import { MS_PER_DAY, newsConfig } from '../../src/config/news.ts';
import type { NewsItem } from '../../src/news/newsItem.ts';
import { assignNewsArt } from '../../src/news/newsArt.ts';
import { resetNewsStore } from '../../src/news/newsStore.ts';
import { setViewReporter } from '../../src/news/newsViews.ts';
import { chaosStore, resetChaosStore, selectFlashVisible } from '../../src/chaos/chaosStore.ts';
import NewsFeed from '../../src/news/NewsFeed.tsx';
import { newsItem } from '../helpers/news.ts';
import { fixedNews } from '../helpers/specNumbers.ts';

vi.mock('../../src/news/startNewsFeed.ts', () => ({ startNewsFeed: vi.fn() }));

const NOW = Date.parse('2025-06-15T12:00:00Z');

/** Row i of the shared factory as a feed item: 'Headline i', published i days before NOW, real. */
const makeItem = (i: number, overrides: Partial<NewsItem> = {}) =>
  newsItem(i, overrides, {
    prefix: 'Headline',
    newestMs: NOW,
    everyMs: MS_PER_DAY,
    fake: () => false,
  });

const twenty = () => Array.from({ length: 20 }, (_, i) => makeItem(i));
const loaded = (items: NewsItem[], loading = false) =>
  resetNewsStore({ items, loading, nowMs: NOW });

/** The test's own news values, the config's put back after it (NewsFeed reads the module's). */
function newsValuesForTest(values: Partial<typeof newsConfig>) {
  const before = { ...newsConfig };
  Object.assign(newsConfig, values);
  onTestFinished(() => void Object.assign(newsConfig, before));
}

/** A page of at least `cards` cards, for a test that shows that many at once. */
const pageOfAtLeast = (cards: number) =>
  newsValuesForTest({ pageSize: Math.max(newsConfig.pageSize, cards) });
/** A page and an increment of at most `cards` each: something left to page through. */
const pagesOfAtMost = (cards: number) =>
  newsValuesForTest({
    pageSize: Math.min(newsConfig.pageSize, cards),
    pageIncrement: Math.min(newsConfig.pageIncrement, cards),
  });

/** The feed rendered over these items, with a user-event session. */
function show(items: NewsItem[]) {
  loaded(items);
  return { user: userEvent.setup(), ...render(<NewsFeed />) };
}

const cards = () => screen.queryAllByTestId('news-card');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);
/** The View More button, whatever the count it names (the name's last number). */
const viewMore = () =>
  screen.queryByRole('button', {
    name: (name) => name === content.news.viewMore(Number(/\d+(?!.*\d)/.exec(name)?.[0])),
  });
const showLess = () => screen.queryByRole('button', { name: content.news.showLess });
/** The feed's polite live region: what a screen reader says after the last change. */
const status = () => screen.getByTestId('news-status');
const { matches, shownMore, shownLess } = content.news.status;
const range = (value: string) => content.news.filters.find((f) => f.value === value)!.label;
/** The first story of card `i`'s control (a link, or a fake story's button). */
const control = (i: number) => cards()[i]!.querySelector('a, button');

beforeEach(() => {
  // Only Date is faked: the time filter measures ages from a fixed 'now'; user-event keeps real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetChaosStore({ paused: false, reducedMotion: false });
});

afterEach(() => setViewReporter(null));

describe('loading and paging', () => {
  it('reads the loading text and reserves a page of card-sized placeholders, then shows the cards once items arrive, and keeps them during a background refresh', () => {
    resetNewsStore({ loading: true, items: [] });
    const { container } = render(<NewsFeed />);
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toBeEmptyDOMElement();
    expect(container.querySelectorAll('.news-card--placeholder')).toHaveLength(newsConfig.pageSize);
    expect(cards()).toHaveLength(0);
    expect(viewMore()).toBeNull();
    act(() => loaded(twenty()));
    expect(screen.queryByText(content.news.loading)).toBeNull();
    expect(cards()).toHaveLength(newsConfig.pageSize);
    const first = matches(20, '', range('all'), Math.min(20, newsConfig.pageSize));
    expect(status()).toHaveTextContent(first);
    act(() => loaded(twenty(), true));
    expect(cards()).toHaveLength(newsConfig.pageSize);
    expect(screen.queryByText(content.news.loading)).toBeNull();
    act(() => loaded(twenty().slice(1)));
    expect(status()).toHaveTextContent(first); // a background refresh says nothing
  });

  it('pages through 20 items a page at a time, the more button counting what the next page adds, then back to one page', async () => {
    pagesOfAtMost(6); // (the walk for any values: tests/unit/newsPaging.test.ts)
    const { pageSize, pageIncrement } = newsConfig;
    const titles = twenty().map((i) => i.title);
    const { user } = show(twenty());
    expect(content.news.viewMore(17)).toContain('17');
    expect(showLess()).toBeNull();
    for (let shown = pageSize; shown < 20; shown += pageIncrement) {
      expect(cardTitles()).toEqual(titles.slice(0, shown));
      expect(viewMore()).toHaveTextContent(
        content.news.viewMore(Math.min(pageIncrement, 20 - shown)),
      );
      await user.click(viewMore()!);
      expect(showLess()).not.toBeNull();
      const now = Math.min(shown + pageIncrement, 20);
      expect(status()).toHaveTextContent(shownMore(now - shown, now, 20));
      expect(control(shown)).toHaveFocus(); // the first story it added
    }
    expect(cardTitles()).toEqual(titles);
    expect(viewMore()).toBeNull();
    await user.click(showLess()!);
    expect(cards()).toHaveLength(pageSize);
    expect(showLess()).toBeNull();
    expect(viewMore()).toHaveTextContent(content.news.viewMore(pageIncrement));
    expect(status()).toHaveTextContent(shownLess(pageSize, 20));
    expect(viewMore()).toHaveFocus();
  });
});

describe('search and time filter', () => {
  // The matching rule itself: tests/unit/newsFilter.test.ts.
  it('the labelled search box with its placeholder filters as typed, never showing the lower-cased text it searches', async () => {
    pageOfAtLeast(4);
    const { user, container } = show([
      makeItem(0, { title: 'Tariff Storm', summary: 'Markets SHRUG Again' }),
      makeItem(1, { summary: 'a TARIFF again' }),
      makeItem(2, { source: 'tariff weekly' }),
    ]);
    const search = screen.getByRole('searchbox', { name: content.news.searchLabel });
    expect(search).toHaveAttribute('placeholder', content.news.searchPlaceholder);
    await user.type(search, 'tArIfF');
    expect(cardTitles()).toEqual(['Tariff Storm', 'Headline 1']);
    expect(container.innerHTML).toContain('Markets SHRUG Again');
    expect(container.innerHTML).not.toMatch(/tariff storm|markets shrug again/);
  });

  it('a new search or filter resets the visible count to a page; the live region says what each finds, a search once typing pauses; no match and no items at all each say so', async () => {
    pagesOfAtMost(5); // smaller than the 11 results below (the spec's month keeps all 20 days)
    const { pageSize, pageIncrement } = newsConfig;
    const { user, unmount } = show(twenty());
    await user.click(viewMore()!);
    expect(cards()).toHaveLength(pageSize + pageIncrement);
    const search = screen.getByRole('searchbox');
    const { searchAnnounceDelayMs: pause } = newsConfig;
    // From here on the clock is the test's: the search is typed with fireEvent.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    const said = status().textContent!; // View More's
    // A key at a time, each before typing pauses: nothing said until it does, then once.
    for (const typed of ['H', 'Headline', 'Headline 1']) {
      fireEvent.change(search, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(pause - 1));
      expect(status()).toHaveTextContent(said);
    }
    // Headline 1 and 10..19 match: 11 results, a page of them first.
    const page = Math.min(pageSize, 11);
    expect(cards()).toHaveLength(page);
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toHaveTextContent(matches(11, 'Headline 1', range('all'), page));
    fireEvent.click(viewMore()!);
    expect(cards()).toHaveLength(Math.min(pageSize + pageIncrement, 11));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'month' } });
    expect(cards()).toHaveLength(page);
    expect(status()).toHaveTextContent(matches(11, 'Headline 1', range('month'), page));
    fireEvent.change(search, { target: { value: 'Headline 1zzz' } });
    expect(screen.getByText(content.news.empty)).toBeInTheDocument();
    expect(viewMore()).toBeNull();
    act(() => vi.advanceTimersByTime(pause));
    expect(status()).toHaveTextContent(content.news.empty);
    unmount();
    show([]);
    expect(screen.getAllByText(content.news.nothingYet)).toEqual([
      screen.getByTestId('news-status'), // said, and shown
      expect.any(HTMLParagraphElement),
    ]);
    expect(screen.queryByText(content.news.loading)).toBeNull();
  });

  // Each filter's boundary in whole days: tests/unit/newsFilter.test.ts.
  it('offers exactly all, week, month, 3months, 6months and filters the cards by age', async () => {
    const { week, '6months': longest } = fixedNews.maxAgeDays;
    const ages = [0, week, week + 1, longest + 1];
    const { user } = show(
      ages.map((days, i) =>
        makeItem(i, { title: `Age ${days}`, publishedMs: NOW - days * MS_PER_DAY }),
      ),
    );
    const select = screen.getByRole('combobox', { name: content.news.filterLabel });
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.value)).toEqual(['all', 'week', 'month', '3months', '6months']);
    await user.selectOptions(select, 'week');
    // The first page of them (a page of at least one card).
    expect(cardTitles()).toEqual(['Age 0', `Age ${week}`].slice(0, newsConfig.pageSize));
    await user.selectOptions(select, 'all');
    expect(cardTitles()).toHaveLength(Math.min(4, newsConfig.pageSize));
  });
});

describe('cards: content, view counts, clicks and hostile content', () => {
  it('show image, title, summary, source and date; the suspicious badge only on fake items; no empty summary line', () => {
    pageOfAtLeast(2);
    show([makeItem(0, { isFake: true }), makeItem(1, { summary: '' })]);
    const [fake, real] = cards();
    expect(within(fake!).getByText(content.news.suspicious)).toBeInTheDocument();
    expect(within(real!).queryByText(content.news.suspicious)).toBeNull();
    expect(fake!.querySelector('.news-card__summary')).toHaveTextContent('Summary of headline 0');
    expect(fake).not.toHaveClass('news-card--no-summary');
    // A card without a summary has no empty summary line, and its headline gets the room.
    expect(real!.querySelector('.news-card__summary')).toBeNull();
    expect(real).toHaveClass('news-card--no-summary');
    expect(within(fake!).getByText('Test Wire')).toBeInTheDocument();
    // The date in the visitor's own zone and the config's locale (NOW is 16 June in Auckland).
    const day = { year: 'numeric', month: 'short', day: 'numeric' } as const;
    const date = within(fake!).getByText(
      new Intl.DateTimeFormat(content.news.locale, day).format(NOW),
    );
    expect(date).toHaveAttribute('dateTime', new Date(NOW).toISOString());
    const img = fake!.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://img.example.com/0.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', String(newsConfig.imageWidthPx));
    expect(img).toHaveAttribute('height', String(newsConfig.imageHeightPx));
  });

  it("shows views a day only above 0, in the config's locale and view window, worded by its length", () => {
    pageOfAtLeast(3);
    show([0, 1, 12345].map((viewCount, i) => makeItem(i, { viewCount })));
    const [none, one, many] = cards();
    const { locale, viewsPerDay } = content.news;
    expect(none!.querySelector('.news-card__views')).toBeNull();
    expect(none!.textContent).not.toMatch(/view/);
    expect(within(one!).getByText(viewsPerDay('1', true, newsConfig.viewWindowDays))).toBeVisible();
    const manyText = viewsPerDay((12345).toLocaleString(locale), false, newsConfig.viewWindowDays);
    expect(within(many!).getByText(manyText)).toBeVisible();
    // Each window worded by its length.
    expect(viewsPerDay('998', false, 2)).toBe('998 views a day over the last 2 days');
    expect(viewsPerDay('3', false, 1)).toBe('3 views today');
    expect(viewsPerDay('3', false, 7)).toBe('3 views a day this week');
    expect(viewsPerDay('1', true, 30)).toBe('1 view a day over the last 30 days');
  });

  it('a real story is a link to its address in a new tab, named with its title, counting a view on click, Enter and middle-click without holding the navigation; a fake one is a button that flashes and counts; a reporter that throws changes nothing for the visitor', async () => {
    pageOfAtLeast(2);
    const order: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setViewReporter((id) => {
      order.push(`view ${id}`);
      // The flash is already up when a fake card's view is reported.
      if (id === 'Headline-1') order.push(`flash ${selectFlashVisible(chaosStore.getState())}`);
      throw new Error('network down');
    });
    const { user } = show([makeItem(0), makeItem(1, { isFake: true })]);
    const real = screen.getByRole('link', { name: `Headline 0 ${content.news.opensInNewTab}` });
    expect(real).toHaveAttribute('href', makeItem(0).link);
    expect(real).toHaveAttribute('target', '_blank');
    expect(real).toHaveAttribute('rel', 'noopener noreferrer');
    // jsdom navigates nowhere: the page's own handlers must leave the navigation to the browser.
    const held: boolean[] = [];
    const hold = (e: Event) => void (held.push(e.defaultPrevented), e.preventDefault());
    document.addEventListener('click', hold);
    onTestFinished(() => document.removeEventListener('click', hold));
    await user.click(real);
    await user.keyboard('{Enter}');
    await user.pointer([
      { keys: '[MouseMiddle]', target: real },
      { keys: '[MouseRight]', target: real },
    ]);
    expect(held).toEqual([false, false]);
    await user.tab();
    const fake = screen.getByRole('button', { name: 'Headline 1' });
    expect(fake).toHaveFocus();
    expect(fake).toHaveAccessibleDescription(content.news.suspicious);
    await user.keyboard('{Enter}');
    expect(order).toEqual([...Array(3).fill('view Headline-0'), 'view Headline-1', 'flash true']);
    expect(selectFlashVisible(chaosStore.getState())).toBe(true);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('renders HTML and script in text fields as literal text, and never links a non-http(s) address, even if one got past validation', () => {
    const html = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
    const { container } = show([
      makeItem(0, { title: html, summary: '<b>bold?</b>', source: '<i>src</i>' }),
      makeItem(1, { link: 'javascript:alert(1)' }),
      makeItem(2, { link: 'data:text/html,x' }),
    ]);
    expect(cardTitles()[0]).toBe(html);
    expect(screen.getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(container.querySelector('script, b, i, img[src="x"]')).toBeNull();
    // Plain text, no control at all: nothing to open.
    expect(cards().map((_, i) => control(i) !== null)).toEqual([true, false, false]);
  });
});

describe('image fallback', () => {
  it('tries other loaded images (never the failed one, each once), then the local fallback, then stops', () => {
    show([makeItem(0), makeItem(1), makeItem(2, { imageUrl: null })]);
    const img = () => cards()[0]!.querySelector('img');
    const seen: string[] = [];
    for (let i = 0; i < 5 && img(); i++) {
      seen.push(img()!.getAttribute('src')!);
      fireEvent.error(img()!);
    }
    expect(seen).toEqual([
      'https://img.example.com/0.jpg',
      'https://img.example.com/1.jpg',
      newsConfig.fallbackImage,
    ]);
    expect(img()).toBeNull();
    expect(cards()[0]!.querySelector('.news-card__media')).not.toBeNull();
  });

  // The art's spread and stability: tests/unit/newsArt.test.ts.
  it('items without an image show the illustrations chosen for the visible order, not the broken-image fallback', () => {
    const items = twenty().map((item, i) => (i % 3 === 1 ? item : { ...item, imageUrl: null }));
    show(items);
    const chosen = assignNewsArt(items.slice(0, newsConfig.pageSize));
    for (const [i, card] of cards().entries()) {
      const art = card.querySelector('svg.news-art');
      if (items[i]!.imageUrl !== null) {
        expect(art).toBeNull();
        continue;
      }
      expect(card.querySelector('img')).toBeNull();
      expect(art).toHaveAttribute('aria-hidden', 'true');
      expect(Number(art!.getAttribute('data-art'))).toBe(chosen.get(items[i]!.key));
    }
  });
});
