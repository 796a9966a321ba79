// The page in jsdom: every section's texts, the intro, the flash, links, chaos mode and pause.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App.tsx';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { createRandom } from '../../src/shared/random.ts';
import { chaosStore, resetChaosStore, setChaosRandom } from '../../src/chaos/chaosStore.ts';

// The market strip's figures come from the network: not in jsdom (tests/components/marketStrip).
vi.mock('../../src/market/startMarket.ts', () => ({ startMarket: vi.fn() }));

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderAfterIntro() {
  const view = render(<App />);
  advance(4600);
  return view;
}

beforeEach(() => {
  vi.useFakeTimers();
  setChaosRandom(createRandom(7));
  resetChaosStore({ paused: false, reducedMotion: false });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('intro', () => {
  it('shows the words at about 1, 2 and 3 s, hides the page meanwhile, and ends at about 4.5 s', () => {
    render(<App />);
    const intro = screen.getByTestId('intro');
    const page = screen.getByTestId('page');
    const shownWords = () => intro.querySelectorAll('.intro__word--shown').length;
    expect(shownWords()).toBe(0);
    expect(page).toHaveAttribute('aria-hidden', 'true');
    expect(page).toHaveAttribute('inert');
    advance(1100);
    expect(shownWords()).toBe(1);
    advance(1000);
    expect(shownWords()).toBe(2);
    advance(1000);
    expect(shownWords()).toBe(3);
    expect(within(intro).getByText(content.introWords[2])).toBeInTheDocument();
    advance(1500);
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
    expect(page).not.toHaveAttribute('aria-hidden');
    expect(page).not.toHaveAttribute('inert');
  });

  it('can be skipped', () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: content.skipIntroLabel }));
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
  });

  it('shakes the intro words during the intro, not the page under the overlay', () => {
    render(<App />);
    advance(500);
    expect(screen.getByTestId('intro').querySelector('.intro__words')).toHaveClass('shaking');
    expect(screen.getByTestId('page')).not.toHaveClass('shaking');
    advance(4500);
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
    expect(screen.getByTestId('page')).not.toHaveClass('shaking');
  });

  it('times the words and the overlay from the effects config (the CSS animations delays)', () => {
    render(<App />);
    const intro = screen.getByTestId('intro');
    expect(intro.style.animationDelay).toBe(`${effects.intro.endMs}ms`);
    const words = [...intro.querySelectorAll<HTMLElement>('.intro__word')];
    expect(words.map((w) => w.style.animationDelay)).toEqual(
      effects.intro.wordTimesMs.map((at) => `${at}ms`),
    );
  });
});

describe('sections', () => {
  it('renders the hero, news shell, tokenomics, image, roadmap and footer texts', () => {
    renderAfterIntro();
    expect(screen.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    expect(screen.getByText(content.ticker)).toBeInTheDocument();
    expect(screen.getByText(content.slogan)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /^Unstableness .* Strikes Again$/ }),
    ).toBeInTheDocument();
    const tokenomics = screen.getByTestId('tokenomics');
    expect(within(tokenomics).getAllByTestId('tokenomics-card')).toHaveLength(6);
    for (const text of ['1,000,000,000', '20%', '10%', '3%', '67%']) {
      expect(within(tokenomics).getAllByText(text).length).toBeGreaterThan(0);
    }
    const legend = screen.getByTestId('tokenomics-legend');
    expect(legend).toHaveTextContent('AMM Contribution: 20%');
    expect(legend).toHaveTextContent('Community Ownership: 67%');
    expect(screen.getByAltText(content.banner.imageAlt)).toBeInTheDocument();
    for (const phase of [
      'Unstable Launch',
      'Meme Domination',
      'Liquidity & Burns',
      'Full Unstability Mode',
    ]) {
      expect(screen.getByRole('heading', { name: new RegExp(phase) })).toBeInTheDocument();
    }
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Telegram', 'X', 'Horizon']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent(/meme token/i);
    expect(footer).toHaveTextContent(/DYOR/);
    expect(footer).toHaveTextContent(/not financial advice/i);
  });

  it('shows one of the 8 quotes and changes it after 8 s', () => {
    renderAfterIntro();
    const banner = screen.getByTestId('quote-banner');
    const first = banner.textContent;
    expect(content.quotes.some((q) => first?.includes(q))).toBe(true);
    advance(8000);
    expect(banner.textContent).not.toBe(first);
  });

  it('shows the chaos meter only above 0, as N%', () => {
    renderAfterIntro();
    act(() => chaosStore.setState({ meter: 0 }));
    expect(screen.getByTestId('chaos-meter')).toHaveClass('meter--hidden');
    act(() => chaosStore.setState({ meter: 42 }));
    expect(screen.getByTestId('chaos-meter')).not.toHaveClass('meter--hidden');
    expect(screen.getByTestId('chaos-meter')).toHaveTextContent('42%');
  });
});

describe('interactions', () => {
  it('flashes FAKE NEWS! for 2 s from the hero icon', () => {
    renderAfterIntro();
    fireEvent.click(screen.getByRole('button', { name: /fake news/i }));
    expect(screen.getByTestId('fake-news-flash')).toHaveTextContent('FAKE NEWS!');
    advance(1900);
    expect(screen.getByTestId('fake-news-flash')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByTestId('fake-news-flash')).not.toBeInTheDocument();
  });

  it('opens outbound links in a new tab without an opener, and shakes on click', () => {
    renderAfterIntro();
    const links = [
      screen.getByRole('link', { name: 'Join the Chaos' }),
      screen.getByRole('link', { name: 'Follow the Madness' }),
      screen.getByRole('link', { name: 'DexScreener' }),
      screen.getByRole('link', { name: 'DEXTools' }),
    ];
    expect(links[0]).toHaveAttribute('href', content.links.telegram.url);
    expect(links[1]).toHaveAttribute('href', content.links.x.url);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    fireEvent.click(links[0]!);
    expect(screen.getByTestId('page')).toHaveClass('shaking');
    expect(chaosStore.getState().shakeRuns).toBe(1);
    advance(1100);
    expect(screen.getByTestId('page')).not.toHaveClass('shaking');
  });

  it('TRIGGER CHAOS MODE sets the meter to 100, changes the quote and starts chaos mode', () => {
    renderAfterIntro();
    const before = screen.getByTestId('quote-banner').textContent;
    fireEvent.click(screen.getByRole('button', { name: 'TRIGGER CHAOS MODE' }));
    expect(screen.getByTestId('chaos-meter')).toHaveTextContent('100%');
    expect(screen.getByTestId('quote-banner').textContent).not.toBe(before);
    expect(chaosStore.getState().chaosRemainingMs).toBe(8000);
    expect(screen.getByTestId('page')).toHaveClass('shaking');
  });

  it('copies the contract address and says Copied! for 2 s', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderAfterIntro();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: content.contract.copyLabel }));
    });
    expect(writeText).toHaveBeenCalledWith(content.contract.address);
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    advance(2100);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('pause control', () => {
  it('toggles aria-pressed, freezes the meter and quote, and is remembered', () => {
    renderAfterIntro();
    const button = screen.getByTestId('pause-control');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName(content.pause.resumeLabel);
    expect(window.localStorage.getItem('unstable:motion-paused')).toBe('true');
    const quote = screen.getByTestId('quote-banner').textContent;
    const meter = chaosStore.getState().meter;
    advance(30_000);
    expect(screen.getByTestId('quote-banner').textContent).toBe(quote);
    expect(chaosStore.getState().meter).toBe(meter);
    fireEvent.click(screen.getByRole('link', { name: 'Join the Chaos' }));
    expect(screen.getByTestId('page')).not.toHaveClass('shaking');
  });
});
