// The page's screen-reader labels come from src/config/content.ts, like its visible texts.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App.tsx';
import { content } from '../../src/config/content.ts';
import { resetChaosStore } from '../../src/chaos/chaosStore.ts';

// The market strip's figures come from the network: not in jsdom (tests/components/marketStrip).
vi.mock('../../src/market/startMarket.ts', () => ({ startMarket: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
  resetChaosStore({ paused: false, reducedMotion: false });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('labels from the content config', () => {
  it('names the motion controls, explorers, banner, roadmap phases and footer links', () => {
    render(<App />);
    act(() => {
      vi.advanceTimersByTime(4600);
    });
    expect(screen.getByRole('banner', { name: content.pause.regionLabel })).toBeInTheDocument();
    const explorers = screen.getByRole('list', { name: content.links.explorersLabel });
    expect(within(explorers).getAllByRole('link')).toHaveLength(content.links.explorers.length);
    expect(screen.getByRole('region', { name: content.banner.label })).toBeInTheDocument();
    for (const phase of content.roadmap.phases) {
      const name = `${content.roadmap.phaseLabel(phase.number)}${phase.title}`;
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const footerLinks = screen.getByRole('navigation', { name: content.footer.linksLabel });
    expect(within(footerLinks).getAllByRole('link')).toHaveLength(3);
  });

  it('words the View More button with the count', () => {
    expect(content.news.viewMore(6)).toContain('6');
    expect(content.news.viewMore(17)).toContain('17');
  });
});
