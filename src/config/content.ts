// All of the site's copy and outbound links in one place: edit this file to rebrand the token.
// Components only read from here; no other file hard-codes a text a visitor reads or a link.
// It imports nothing at run time, so it can be copied or swapped whole (tests build with a copy).
import type { PaletteColour } from './palette.ts';

export interface TokenomicsCard {
  /** Card heading. */
  title: string;
  /** One line under the figure. */
  note: string;
  /** The figure as shown, for a card that is neither a share nor the total supply, e.g. '0% / 0%'. */
  value?: string;
  /** Share of supply in percent: the card is a slice of the donut chart and shows 'N%'. */
  sharePercent?: number;
  /** Slice colour in the donut chart and its legend: a colour of src/config/palette.ts, by name. */
  color?: PaletteColour;
  /** The card shows tokenomics.totalSupply. */
  showsTotalSupply?: true;
}

export interface RoadmapPhase {
  number: number;
  title: string;
  description: string;
}

export interface ExplorerLink {
  name: string;
  url: string;
  /** Logo art served from assets/ (a simple text mark). */
  logo: string;
}

export const content = {
  meta: {
    pageTitle: '$UNSTABLE: the most volatile meme token in politics',
    description:
      'The meme token that runs on breaking news. Live chaos feed, tokenomics, roadmap and community links. A joke, not an investment.',
    /** The page's <noscript> notice, written into index.html at build time. */
    noscript: 'The live news feed and the chaos effects need JavaScript.',
  },
  title: 'UNSTABLE',
  ticker: '$UNSTABLE',
  slogan: 'The only chart more volatile than the news cycle.',
  introWords: ['UNSTABLE', 'UNHINGED', 'UNSTOPPABLE'],
  skipIntroLabel: 'Skip intro',
  fakeNewsButtonLabel: 'Shout fake news',
  fakeNewsText: 'FAKE NEWS!',
  /** Read by screen readers before chaos mode's quote, once when chaos mode starts (meter: percent). */
  chaosModeStarted: (meter: number): string => `Chaos mode! The chaos meter is at ${meter}%.`,
  contract: {
    label: 'Contract address',
    address: 'UNSTab1eXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXpump',
    copyLabel: 'Copy',
    copiedLabel: 'Copied!',
  },
  /**
   * Live market figures under the contract address, from DexScreener's public API. An empty
   * chainId turns the strip off entirely (no request, no element).
   */
  market: {
    /** DexScreener chain id ('solana', 'ethereum', 'base', 'bsc', ...); '' turns the strip off. */
    chainId: 'solana',
    /** The token's address on that chain; '' uses contract.address. */
    tokenAddress: '',
    /** API base; VITE_MARKET_API_URL overrides it at build time. The CSP allows its origin. */
    apiBaseUrl: 'https://api.dexscreener.com',
    /** Swap page for the Buy link; '' picks a default for the chain (only http(s) is linked). */
    buyUrl: '',
    /** Locale for the figures' number formats. */
    locale: 'en-US',
    groupLabel: 'Live market figures',
    priceLabel: 'Price',
    changeLabel: '24h change',
    marketCapLabel: 'Market cap',
    /** Shown instead of marketCapLabel when the API only gives the fully diluted value. */
    fdvLabel: 'FDV',
    liquidityLabel: 'Liquidity',
    volumeLabel: '24h volume',
    /** Read by screen readers where a figure is not available (a dash is shown). */
    unavailable: 'not available',
    buyLabel: 'Buy',
    /** Source credit; links to the token's pair page on DexScreener when one is known. */
    sourceLabel: 'Figures: DexScreener',
  },
  links: {
    /** Names the hero's list of explorer logos for screen readers. */
    explorersLabel: 'Token explorers',
    telegram: { label: 'Join the Chaos', url: 'https://t.me/unstable_token' },
    x: { label: 'Follow the Madness', url: 'https://x.com/unstable_token' },
    horizon: { label: 'Horizon', url: 'https://horizon.example.com/unstable' },
    explorers: [
      {
        name: 'DexScreener',
        url: 'https://dexscreener.com/solana/UNSTab1eXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXpump',
        logo: '/art/explorer-screener.svg',
      },
      {
        name: 'DEXTools',
        url: 'https://www.dextools.io/app/en/solana/pair-explorer/UNSTab1eXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXpump',
        logo: '/art/explorer-tools.svg',
      },
    ] satisfies ExplorerLink[],
  },
  news: {
    title: 'Unstableness In Chief Strikes Again',
    intro:
      'The latest headlines that move our chart, sorted by how loudly the internet is yelling.',
    loading: 'Loading latest Trump chaos...',
    searchPlaceholder: 'Search news...',
    searchLabel: 'Search news',
    filterLabel: 'Time range',
    filters: [
      { value: 'all', label: 'All time' },
      { value: 'week', label: 'Past week' },
      { value: 'month', label: 'Past month' },
      { value: '3months', label: 'Past 3 months' },
      { value: '6months', label: 'Past 6 months' },
    ],
    empty: 'No chaos matches that. Try another search.',
    /** Shown when nothing at all is loaded (no backend, or it is down): neutral, not an error. */
    nothingYet: 'No headlines right now. The chaos will be back shortly.',
    /** Read by screen readers after a real story's title: its link's name ends with it. */
    opensInNewTab: '(opens in a new tab)',
    /**
     * What a screen reader hears after the feed changes (a polite live region, never shown): after
     * the first load, a time range, a pause in typing a search (newsConfig.searchAnnounceDelayMs),
     * View More and Show Less. A load or search with no story says nothingYet or empty instead.
     */
    status: {
      /** How many stories the search and time range keep, and how many of them are shown. */
      matches: (count: number, query: string, range: string, shown: number): string =>
        `${count} ${count === 1 ? 'story' : 'stories'}${query ? ` match “${query}”` : ''}, ${range}${
          shown < count ? `: ${shown} shown` : ''
        }.`,
      /** After View More: how many it added, how many are shown of how many. */
      shownMore: (added: number, shown: number, total: number): string =>
        `${added} more ${added === 1 ? 'story' : 'stories'} shown, ${shown} of ${total}.`,
      /** After Show Less: back to the first page. */
      shownLess: (shown: number, total: number): string =>
        `Showing the first ${shown} of ${total} stories.`,
    },
    /** Locale for card dates and view counts. */
    locale: 'en-US',
    /** The button that shows more cards, with how many more there are. */
    viewMore: (count: number): string => `View More (${count})`,
    showLess: 'Show Less',
    suspicious: 'SUSPICIOUS',
    /**
     * A card's figure, worded as what it is: the story's views a day over the ranking window
     * (newsConfig.viewWindowDays); with a 1-day window that is simply its views today.
     */
    viewsPerDay: (count: string, one: boolean, windowDays: number): string =>
      `${count} ${one ? 'view' : 'views'} ${
        windowDays === 7
          ? 'a day this week'
          : windowDays === 1
            ? 'today'
            : `a day over the last ${windowDays} days`
      }`,
  },
  tokenomics: {
    title: 'Tokenomics',
    intro: 'One billion tokens. Zero chill.',
    chartLabel: 'Share of total supply',
    /** Total supply (tokens, a positive whole number): the card with showsTotalSupply shows it. */
    totalSupply: 1_000_000_000,
    /** Locale of the total supply's digit grouping (en-US: 1,000,000,000). */
    locale: 'en-US',
    /**
     * Six cards (src/config/specCounts.ts). Each has one figure: `sharePercent` (a slice of the
     * chart, shown as N%; the slices add up to 100), `showsTotalSupply`, or a `value` as text.
     */
    cards: [
      { title: 'Total Supply', showsTotalSupply: true, note: 'Fixed forever. No mint button.' },
      {
        title: 'AMM Contribution',
        note: 'Locked in the liquidity pool.',
        sharePercent: 20,
        color: 'red',
      },
      {
        title: 'Burned',
        note: 'Sent where tokens go to think about their choices.',
        sharePercent: 10,
        color: 'amber',
      },
      {
        title: 'Developer Holdings',
        note: 'Small, public and vested.',
        sharePercent: 3,
        color: 'violetDeep',
      },
      {
        title: 'Community Ownership',
        note: 'In the hands of the unhinged.',
        sharePercent: 67,
        color: 'green',
      },
      { title: 'Buy / Sell Tax', value: '0% / 0%', note: 'The chaos is free of charge.' },
    ] satisfies TokenomicsCard[],
  },
  banner: {
    /** Names the full-width image's section for screen readers. */
    label: 'Chart art',
    imageAlt:
      'A cartoon candlestick chart swinging wildly between red and green above a crowd of tiny rockets',
  },
  roadmap: {
    title: 'Roadmap',
    phases: [
      {
        number: 1,
        title: 'Unstable Launch',
        description: 'Fair launch, liquidity added, the first candle lit. Nobody is ready.',
      },
      {
        number: 2,
        title: 'Meme Domination',
        description: 'Daily memes, a live chaos feed and a community that never sleeps.',
      },
      {
        number: 3,
        title: 'Liquidity & Burns',
        description: 'Deeper pools, scheduled burns and a supply that only goes one way.',
      },
      {
        number: 4,
        title: 'Full Unstability Mode',
        description: 'The chart, the feed and the community reach peak chaos. Hold on.',
      },
    ] satisfies RoadmapPhase[],
    /** Read by screen readers before a phase's title (the big number is hidden from them). */
    phaseLabel: (phase: number): string => `Phase ${phase}: `,
    chaosButton: 'TRIGGER CHAOS MODE',
  },
  chaosMeterLabel: 'CHAOS METER',
  quoteLabel: 'Chaos wisdom',
  quotes: [
    'Buy the rumour, sell the headline, hold the meme.',
    'Volatility is not a bug. It is the whole roadmap.',
    'Every breaking story is a green candle waiting to happen.',
    'We do not predict the news. We just vibe with it.',
    'Stability is for savings accounts.',
    'The chart goes up, the chart goes down, the memes go on.',
    'Read the news, laugh, repeat. Then read the disclaimer.',
    'Chaos is temporary. Screenshots are forever.',
  ],
  pause: {
    /** Names the motion bar (the page's banner): the pause control and the chaos meter. */
    regionLabel: 'Motion controls',
    pauseLabel: 'Pause motion',
    resumeLabel: 'Resume motion',
  },
  footer: {
    logoAlt: 'UNSTABLE logo',
    /** Names the footer's navigation. */
    linksLabel: 'Community',
    tagline: 'Chaos is the only constant.',
    links: { telegram: 'Telegram', x: 'X', horizon: 'Horizon' },
    disclaimer:
      '$UNSTABLE is a meme token made for fun. It has no intrinsic value, no team promises and no expectation of financial return. Not affiliated with any politician or news outlet. DYOR. This is not financial advice.',
  },
} as const;

export type NewsFilterValue = (typeof content.news.filters)[number]['value'];
