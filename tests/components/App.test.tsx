// The page in jsdom: every section's texts and screen-reader labels (from src/config/content.ts),
// the intro, the flash, every outbound link and chaos mode (the pause control: motionBar.test.tsx).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App.tsx';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { createRandom } from '../../src/shared/random.ts';
import { resetChaosStore, setChaosRandom } from '../../src/chaos/chaosStore.ts';

// The market strip's figures come from the network: not in jsdom (tests/components/marketStrip).
vi.mock('../../src/market/startMarket.ts', () => ({ startMarket: vi.fn() }));

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/** Two of the store's clock ticks: how far past a timed change the tests look. */
const LATE_MS = 2 * effects.clock.tickMs;

function renderAfterIntro() {
  const view = render(<App />);
  advance(effects.intro.endMs + LATE_MS);
  return view;
}

beforeEach(() => {
  vi.useFakeTimers();
  setChaosRandom(createRandom(7));
  resetChaosStore({ paused: false, reducedMotion: false });
});

describe('intro', () => {
  it('shows the words at intro.wordTimesMs in the main landmark, beside the banner and the footer, shaking them but never the page, and ends at intro.endMs', () => {
    const { wordTimesMs, endMs } = effects.intro;
    render(<App />);
    const intro = screen.getByTestId('intro');
    // The CSS animations' delays (the same times, for the intro's own animation).
    expect(intro.style.animationDelay).toBe(`${endMs}ms`);
    const words = [...intro.querySelectorAll<HTMLElement>('.intro__word')];
    expect(words.map((w) => w.style.animationDelay)).toEqual(wordTimesMs.map((at) => `${at}ms`));
    const shownWords = () => intro.querySelectorAll('.intro__word--shown').length;
    const page = screen.getByTestId('page');
    expect(shownWords()).toBe(0);
    expect(within(intro).queryByRole('heading')).toBeNull(); // no word, no (empty) heading
    expect(screen.getByRole('main')).toContainElement(intro);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    let now = 0;
    // Each word the store's clock reaches before the end (one due within a tick or two of
    // intro.endMs may show in the CSS animation only).
    const reached = wordTimesMs.filter((at) => at + LATE_MS < endMs);
    for (const at of reached) {
      advance(at + LATE_MS - now);
      now = at + LATE_MS;
      // This word and any due within the same ticks.
      expect(shownWords()).toBe(wordTimesMs.filter((time) => time <= now).length);
      // The intro words shake (intro.shakeDuringIntro), never the page under the overlay.
      const wordsShake = intro.querySelector('.intro__words')!.classList.contains('shaking');
      expect(wordsShake).toBe(effects.intro.shakeDuringIntro);
      expect(page).not.toHaveClass('shaking');
    }
    expect(within(intro).getByText(content.introWords.at(-1)!)).toBeInTheDocument();
    advance(endMs + LATE_MS - now);
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
    expect(page).not.toHaveClass('shaking');
  });

  it('runs from navigation start: an app going live late shows at once the words already due', () => {
    const { wordTimesMs } = effects.intro;
    // performance.now() counts from navigation start; the app goes live as the second word is due.
    const liveAtMs = wordTimesMs[1]!;
    vi.spyOn(performance, 'now').mockReturnValue(liveAtMs);
    render(<App />);
    const due = wordTimesMs.filter((at) => at <= liveAtMs).length;
    expect(due).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('intro').querySelectorAll('.intro__word--shown')).toHaveLength(due);
  });

  it('can be skipped', () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: content.skipIntroLabel }));
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
  });

  it('ends when keyboard focus moves past it into the page it covers, not on its own or the bar', () => {
    render(<App />);
    act(() => screen.getByTestId('pause-control').focus());
    act(() => screen.getByRole('button', { name: content.skipIntroLabel }).focus());
    expect(screen.getByTestId('intro')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: content.fakeNewsButtonLabel }).focus());
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
  });
});

it('renders and names the hero, news shell, tokenomics, image, roadmap, quote, footer and motion controls from the content', () => {
  renderAfterIntro();
  expect(screen.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
  expect(screen.getByText(content.ticker)).toBeInTheDocument();
  expect(screen.getByText(content.slogan)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: content.news.title })).toBeInTheDocument();
  const tokenomics = screen.getByTestId('tokenomics');
  const { cards, totalSupply, locale } = content.tokenomics;
  expect(within(tokenomics).getAllByTestId('tokenomics-card')).toHaveLength(cards.length);
  const legend = screen.getByTestId('tokenomics-legend');
  expect(
    within(tokenomics).getAllByText(totalSupply.toLocaleString(locale)).length,
  ).toBeGreaterThan(0);
  // The spec's four shares of the supply: the cards that carry one, each on its card and in the legend.
  const shares = cards.flatMap((card) => ('sharePercent' in card ? [card] : []));
  expect(shares.length).toBeGreaterThan(0);
  for (const card of shares) {
    expect(within(tokenomics).getAllByText(`${card.sharePercent}%`).length).toBeGreaterThan(0);
    expect(legend).toHaveTextContent(`${card.title}: ${card.sharePercent}%`);
  }
  expect(screen.getByAltText(content.banner.imageAlt)).toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  const footerLinks = within(footer).getByRole('navigation', { name: content.footer.linksLabel });
  for (const name of Object.values(content.footer.links)) {
    expect(within(footerLinks).getByRole('link', { name })).toBeInTheDocument();
  }
  expect(within(footerLinks).getAllByRole('link')).toHaveLength(3);
  expect(footer).toHaveTextContent(content.footer.disclaimer);
  // The labels of the motion controls, explorers, banner and roadmap phases.
  expect(screen.getByRole('banner', { name: content.pause.regionLabel })).toBeInTheDocument();
  const explorers = screen.getByRole('list', { name: content.links.explorersLabel });
  expect(within(explorers).getAllByRole('link')).toHaveLength(content.links.explorers.length);
  expect(screen.getByRole('region', { name: content.banner.label })).toBeInTheDocument();
  for (const phase of content.roadmap.phases) {
    const name = `${content.roadmap.phaseLabel(phase.number)}${phase.title}`;
    expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
  }
  const quote = screen.getByTestId('quote-banner').textContent;
  expect(content.quotes.some((q) => quote?.includes(q))).toBe(true);
});

describe('interactions', () => {
  it('flashes content.fakeNewsText for fakeNewsFlash.durationMs from the hero icon', () => {
    const { durationMs } = effects.fakeNewsFlash;
    renderAfterIntro();
    // Its live region is there, empty, before it: a screen reader says the flash as it shows.
    const region = document.querySelector('[aria-live="assertive"]');
    expect(region).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: content.fakeNewsButtonLabel }));
    expect(region).toContainElement(screen.getByTestId('fake-news-flash'));
    expect(region).toHaveTextContent(content.fakeNewsText);
    // (Its exact span: tests/unit/chaosStore.test.ts, 'countdowns'.)
    advance(durationMs + LATE_MS);
    expect(screen.queryByTestId('fake-news-flash')).not.toBeInTheDocument();
  });

  it('opens every outbound link in a new tab without an opener, and shakes on click', () => {
    renderAfterIntro();
    const { telegram, x, explorers } = content.links;
    const links = [
      screen.getByRole('link', { name: telegram.label }),
      screen.getByRole('link', { name: x.label }),
      ...explorers.map((explorer) => screen.getByRole('link', { name: explorer.name })),
    ];
    expect(links[0]).toHaveAttribute('href', telegram.url);
    expect(links[1]).toHaveAttribute('href', x.url);
    const outbound = document.querySelectorAll('a[href^="http"]');
    expect(outbound.length).toBeGreaterThan(links.length);
    for (const link of outbound) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    fireEvent.click(links[0]!);
    // (How long: tests/unit/chaosStore.test.ts, 'countdowns' and 'startShake'.)
    expect(screen.getByTestId('page')).toHaveClass('shaking');
  });

  it('the chaos button sets the meter to chaosMode.meterValue, changes the quote and shakes the page', () => {
    renderAfterIntro();
    const before = screen.getByTestId('quote-banner').textContent;
    fireEvent.click(screen.getByRole('button', { name: content.roadmap.chaosButton }));
    expect(screen.getByTestId('chaos-meter')).toHaveTextContent(`${effects.chaosMode.meterValue}%`);
    expect(screen.getByTestId('quote-banner').textContent).not.toBe(before);
    expect(screen.getByTestId('page')).toHaveClass('shaking');
    // Said once in words by the bar's live region, the same while chaos mode lasts (the meter re-rolls).
    const said = screen.getByTestId('bar-quote').textContent!;
    expect(said).toContain(content.chaosModeStarted(effects.chaosMode.meterValue));
    advance(effects.chaosMode.durationMs - LATE_MS);
    expect(screen.getByTestId('bar-quote')).toHaveTextContent(said);
  });

  it('copies the contract address and says so for copyFeedback.durationMs', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderAfterIntro();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: content.contract.copyLabel }));
    });
    expect(writeText).toHaveBeenCalledWith(content.contract.address);
    const status = within(screen.getByRole('main')).getByRole('status');
    expect(status).toHaveTextContent(content.contract.copiedLabel);
    advance(effects.copyFeedback.durationMs + LATE_MS);
    expect(status).toHaveTextContent('');
  });
});
