// The schema of src/config/content.ts, the rebrand file: required copy is there, links are
// absolute http(s) URLs, the tokenomics add up, the spec's counts hold (src/config/specCounts.ts),
// art is a file the site serves, the theme colour is the palette's background, and the market strip's
// chain and contract address fit each other. Read by the build and the dev server
// (buildtime/siteConfigChecks.ts); the page itself never imports it.
import { z } from 'zod';
import { isHttpUrl } from '../shared/safeUrl.ts';
import { addressProblem, DEXSCREENER_CHAINS, isKnownChain } from './rules/chains.ts';
import { ART_FILE, assetFile, field, type AssetFiles } from './schemaKit.ts';
import type { SpecCounts } from './specCounts.ts';

/** What the rules need to know from outside this file. */
export interface ContentSchemaContext {
  /** The palette's colours by name (src/config/palette.ts). */
  palette: Readonly<Record<string, string>>;
  assetFiles: AssetFiles;
  /** The spec's counts, or the team's own (src/config/specCounts.ts). */
  counts: SpecCounts;
}

const copy = (description: string) =>
  field(z.string().trim().min(1), 'text', description) as z.ZodType<string>;

const link = (description: string) =>
  field(
    z.string().refine(isHttpUrl, 'must be an absolute http(s) URL, such as https://example.com/'),
    'URL',
    description,
  );

function isLocale(value: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([value]).length === 1;
  } catch {
    return false;
  }
}

const locale = (description: string) =>
  field(
    z.string().refine(isLocale, 'must be a locale such as en-US or de-DE'),
    'locale',
    description,
  );

/** A function of the content (a label with a number in it): it must give non-empty text. */
function wording(description: string, sample: unknown[]) {
  return field(
    z.custom<(...args: never[]) => string>(
      (value) => {
        if (typeof value !== 'function') return false;
        const text: unknown = (value as (...args: unknown[]) => unknown)(...sample);
        return typeof text === 'string' && text.trim() !== '';
      },
      { message: 'must be a function that gives non-empty text' },
    ),
    'function',
    description,
  );
}

export function contentSchema(context: ContentSchemaContext) {
  const { counts } = context;
  const colourNames = Object.keys(context.palette);
  const art = (description: string) => field(assetFile(context.assetFiles), ART_FILE, description);
  /** A list holding exactly the spec's count (or the team's, changed in specCounts.ts). */
  const counted = <T extends z.ZodType>(item: T, key: keyof SpecCounts, what: string) =>
    z.array(item).refine((list) => list.length === counts[key], {
      message: `must have ${counts[key]} ${what} (specCounts.${key} in src/config/specCounts.ts)`,
    });

  const tokenomicsCard = z.strictObject({
    title: copy('card heading'),
    note: copy('one line under the figure'),
    value: copy(
      'the figure as shown, for a card that is neither a share nor the supply',
    ).optional(),
    sharePercent: field(
      z.number().min(0).max(100),
      'percent of total supply, 0 to 100',
      'the slice of the donut chart this card is; the card shows it as N%',
    ).optional(),
    color: field(
      z.enum(colourNames as [string, ...string[]]),
      'palette colour name',
      'slice colour in the donut chart and its legend',
    ).optional(),
    showsTotalSupply: z.literal(true).optional(),
  });

  return z
    .strictObject({
      meta: z.strictObject({
        pageTitle: copy('the page title in the browser tab and in link previews'),
        description: copy('the share description in link previews'),
        noscript: copy('the notice shown when JavaScript is off'),
      }),
      title: copy('the token title in the hero'),
      ticker: copy('the ticker text in the hero'),
      slogan: copy('the slogan in the hero'),
      introWords: counted(copy('an intro word'), 'introWords', 'intro words'),
      skipIntroLabel: copy("the intro's skip button"),
      fakeNewsButtonLabel: copy("the hero icon's label for screen readers"),
      fakeNewsText: copy('the flash text'),
      chaosModeStarted: wording('read by screen readers when chaos mode starts', [100]),
      contract: z.strictObject({
        label: copy("the contract address's label"),
        address: copy("the token's contract address"),
        copyLabel: copy('the copy button'),
        copiedLabel: copy('shown after copying'),
      }),
      market: z.strictObject({
        chainId: field(
          z
            .string()
            .refine(
              (id) => id === '' || isKnownChain(id),
              `must be '' (strip off) or a chain id DexScreener knows: ${Object.keys(DEXSCREENER_CHAINS).join(', ')}`,
            ),
          "DexScreener chain id, '' turns the strip off",
          'the chain the market strip asks about',
        ),
        tokenAddress: field(
          z.string(),
          "address, '' uses contract.address",
          "the token's address on that chain",
        ),
        apiBaseUrl: link("DexScreener's API base"),
        buyUrl: field(
          z
            .string()
            .refine(
              (url) => url === '' || isHttpUrl(url),
              "must be '' (a default for the chain) or an absolute http(s) URL",
            ),
          'URL',
          'the Buy link',
        ),
        locale: locale("the market figures' number format"),
        groupLabel: copy("the strip's label for screen readers"),
        priceLabel: copy('a figure label'),
        changeLabel: copy('a figure label'),
        marketCapLabel: copy('a figure label'),
        fdvLabel: copy('a figure label'),
        liquidityLabel: copy('a figure label'),
        volumeLabel: copy('a figure label'),
        unavailable: copy('read by screen readers for a missing figure'),
        buyLabel: copy('the Buy link'),
        sourceLabel: copy('the source credit'),
      }),
      links: z.strictObject({
        explorersLabel: copy("the explorer logos' list label for screen readers"),
        telegram: z.strictObject({
          label: copy("the messaging channel's button"),
          url: link('the messaging channel'),
        }),
        x: z.strictObject({
          label: copy("the social account's button"),
          url: link('the social account'),
        }),
        horizon: z.strictObject({ label: copy('a community link'), url: link('a community link') }),
        explorers: z
          .array(
            z.strictObject({
              name: copy("the explorer's name"),
              url: link("the token's page on the explorer"),
              logo: art("the explorer's logo"),
            }),
          )
          .min(1),
      }),
      news: z.strictObject({
        title: copy("the news section's title"),
        intro: copy("the news section's first line"),
        loading: copy('shown while the feed loads'),
        searchPlaceholder: copy("the search box's placeholder"),
        searchLabel: copy("the search box's label"),
        filterLabel: copy("the time filter's label"),
        filters: z
          .array(
            z.strictObject({
              value: z.enum(['all', 'week', 'month', '3months', '6months']),
              label: copy('a time filter option'),
            }),
          )
          .refine(
            (filters) => filters.map((f) => f.value).join() === 'all,week,month,3months,6months',
            "must offer the spec's filters in order: all, week, month, 3months, 6months",
          ),
        empty: copy('shown when nothing matches the search'),
        nothingYet: copy('shown when no story is loaded'),
        opensInNewTab: copy("read by screen readers after a real story's title"),
        status: z.strictObject({
          matches: wording('read by screen readers: how many stories a search and range keep', [
            3,
            'tax',
            'Past week',
            2,
          ]),
          shownMore: wording('read by screen readers after View More', [6, 12, 13]),
          shownLess: wording('read by screen readers after Show Less', [6, 13]),
        }),
        locale: locale("the cards' dates and view counts"),
        viewMore: wording("the View More button's text", [6]),
        showLess: copy('the Show Less button'),
        suspicious: copy('the badge of a card whose is_fake is true'),
        viewsPerDay: wording("a card's view figure", ['12', false, 2]),
      }),
      tokenomics: z.strictObject({
        title: copy("the tokenomics section's title"),
        intro: copy("the tokenomics section's first line"),
        chartLabel: copy("the donut chart's label for screen readers"),
        totalSupply: field(
          z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
          'tokens, a positive whole number',
          'the total supply, shown on the card with showsTotalSupply',
        ),
        locale: locale("the total supply's digit grouping"),
        cards: counted(tokenomicsCard, 'tokenomicsCards', 'cards'),
      }),
      banner: z.strictObject({
        label: copy("the full-width image's section label for screen readers"),
        imageAlt: copy("the full-width image's description"),
      }),
      roadmap: z.strictObject({
        title: copy("the roadmap section's title"),
        phases: counted(
          z.strictObject({
            number: z.number().int().positive(),
            title: copy("a phase's title"),
            description: copy("a phase's description"),
          }),
          'roadmapPhases',
          'phases',
        ),
        phaseLabel: wording("read by screen readers before a phase's title", [1]),
        chaosButton: copy('the chaos mode button'),
      }),
      chaosMeterLabel: copy("the chaos meter's label"),
      quoteLabel: copy("the quote banner's label for screen readers"),
      quotes: counted(copy('a quote line'), 'quotes', 'quotes'),
      pause: z.strictObject({
        regionLabel: copy("the motion bar's label for screen readers (the page's banner)"),
        pauseLabel: copy('the pause control while motion runs'),
        resumeLabel: copy('the pause control while motion is paused'),
      }),
      footer: z.strictObject({
        logoAlt: copy("the footer logo's description"),
        linksLabel: copy("the footer links' label for screen readers"),
        tagline: copy('the footer tagline'),
        links: z.strictObject({
          telegram: copy('a footer link'),
          x: copy('a footer link'),
          horizon: copy('a footer link'),
        }),
        disclaimer: copy('the disclaimer: a meme token, DYOR, not financial advice'),
      }),
    })
    .superRefine((content, ctx) => {
      tokenomicsRules(content.tokenomics, ctx);
      roadmapRules(content.roadmap, ctx);
      marketRules(content, ctx);
    });
}

type Issues = z.core.$RefinementCtx;

function tokenomicsRules(tokenomics: { cards?: unknown } | undefined, ctx: Issues): void {
  const cards = Array.isArray(tokenomics?.cards)
    ? (tokenomics.cards as Record<string, unknown>[])
    : [];
  let sum = 0;
  let supplyCards = 0;
  cards.forEach((card, i) => {
    const path = ['tokenomics', 'cards', i];
    const kinds = ['value', 'sharePercent', 'showsTotalSupply'].filter(
      (k) => card[k] !== undefined,
    );
    if (kinds.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path,
        input: card,
        message:
          'must have exactly one of value (a figure as text), sharePercent (a slice of the chart) or showsTotalSupply: true' +
          (kinds.length ? ` (it has ${kinds.join(' and ')})` : ''),
      });
    }
    if (typeof card.sharePercent === 'number') {
      sum += card.sharePercent;
      if (card.color === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'color'],
          input: card.color,
          message: 'is missing: a card with a sharePercent names the palette colour of its slice',
        });
      }
    }
    if (card.showsTotalSupply === true) supplyCards += 1;
  });
  const shares = cards.filter((card) => typeof card.sharePercent === 'number');
  if (shares.length > 0 && Math.abs(sum - 100) > 1e-9) {
    ctx.addIssue({
      code: 'custom',
      path: ['tokenomics', 'cards'],
      input: cards,
      message: `the cards' sharePercent must add up to 100 (they add up to ${Math.round(sum * 1e6) / 1e6}: ${shares.map((c) => c.sharePercent).join(' + ')})`,
    });
  }
  if (supplyCards > 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['tokenomics', 'cards'],
      input: cards,
      message: `must have at most one card with showsTotalSupply (it has ${supplyCards})`,
    });
  }
}

function roadmapRules(roadmap: { phases?: unknown } | undefined, ctx: Issues): void {
  const phases = Array.isArray(roadmap?.phases) ? (roadmap.phases as { number?: unknown }[]) : [];
  phases.forEach((phase, i) => {
    if (phase?.number !== i + 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['roadmap', 'phases', i, 'number'],
        input: phase?.number,
        message: `must be ${i + 1}: phases are numbered 1, 2, 3… in order`,
      });
    }
  });
}

function marketRules(
  content: {
    market?: { chainId?: unknown; tokenAddress?: unknown };
    contract?: { address?: unknown };
  },
  ctx: Issues,
): void {
  const chainId = typeof content.market?.chainId === 'string' ? content.market.chainId.trim() : '';
  if (chainId === '') return;
  const own =
    typeof content.market?.tokenAddress === 'string' ? content.market.tokenAddress.trim() : '';
  const contract =
    typeof content.contract?.address === 'string' ? content.contract.address.trim() : '';
  const [path, address] = own
    ? [['market', 'tokenAddress'], own]
    : [['contract', 'address'], contract];
  const problem = addressProblem(chainId, address);
  if (problem) ctx.addIssue({ code: 'custom', path, input: address, message: problem });
}
