// The brand's files as built, read back: a real `vite build` of a copy of the project with the
// shipped content.ts and palette.ts, then, in the same copy, the example rebrand (a new name and
// ticker, new colours) built again over it. The link-preview image, the home-screen icons and
// the logo are decoded and read as a viewer sees them (tests/helpers/readPicture.ts): the name,
// ticker and slogan read by OCR in the very colour each must be drawn in, the background in the
// corners, the other colours covering their part; the SVG art and the manifest carry the new
// name and colours and none of the old; the built page reads, to an unfurler as the platforms use
// (open-graph-scraper, fed the built HTML), as the new title and description with an absolute
// 1200x630 PNG. The dev server draws the same files from the config as it is at each request.
// (A build without VITE_SITE_URL: tests/build/configChecks.test.ts. The pure layout and tags:
// tests/unit/brandArt.test.ts.)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import { build, createLogger } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  copyProject,
  removeCopy,
  startDevServerCopy,
} from '../../scripts/harness/devServerCopy.ts';
import { content } from '../../src/config/content.ts';
import { palette } from '../../src/config/palette.ts';
import { exampleRebrand } from '../../scripts/harness/exampleRebrand.ts';
import {
  corners,
  decodePng,
  drawSvg,
  hex,
  isOpaque,
  share,
  words,
  wordsIn,
  type Picture,
} from '../helpers/readPicture.ts';

const SITE = 'https://wobble.example';
/** The rebrand's name, ticker and colours: every colour the brand's art draws with, each one new. */
const { title: NEW_NAME, ticker: NEW_TICKER, colours: NEW_COLOURS } = exampleRebrand;
const OLD_COLOURS = Object.keys(NEW_COLOURS).map((name) => palette[name as keyof typeof palette]);

/** content.ts with the name replaced everywhere, as a token team would: WOBBLE, $WOBBLE. */
function renamed(source: string): string {
  expect(source).toContain(`ticker: '${content.ticker}'`);
  return source
    .replace(`ticker: '${content.ticker}'`, `ticker: '${NEW_TICKER}'`)
    .replaceAll(content.title, NEW_NAME);
}

function recoloured(source: string): string {
  for (const [name, value] of Object.entries(NEW_COLOURS)) {
    const field = new RegExp(`^(\\s*${name}: )'[^']*'`, 'm');
    expect(source).toMatch(field);
    source = source.replace(field, `$1'${value}'`);
  }
  return source;
}

/** What a brand's pictures must show: its texts, and its colours (palette.ts's names). */
interface Brand {
  title: string;
  ticker: string;
  slogan: string;
  colours: Record<keyof typeof NEW_COLOURS, string>;
}

let root: string;
let dist: string;
const warnings: string[] = [];
const built = (file: string) => readFileSync(path.join(dist, file));

/** Builds the copy as it is into its dist/, over the build before. */
async function buildCopy() {
  const logger = createLogger('info');
  logger.warn = (message) => void warnings.push(message);
  logger.info = () => {};
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    customLogger: logger,
    build: { outDir: dist },
  });
}

/** `texts` each read, as whole words, among the words drawn in `colour`. */
function expectReads(picture: Picture, colour: string, texts: string[]) {
  const read = ` ${wordsIn(picture, colour)} `;
  for (const text of texts) expect(read, `${text} in ${colour}`).toContain(` ${words(text)} `);
}

/** An opaque picture of `width` x `height` on `background`, showing each of `colours`. */
function expectDrawn(
  picture: Picture,
  [width, height]: number[],
  background: string,
  colours: string[],
) {
  expect([picture.width, picture.height]).toEqual([width, height]);
  expect(isOpaque(picture), 'every pixel opaque').toBe(true);
  expect(corners(picture)).toEqual(Array(4).fill(hex(background)));
  // Each covers far more of it than the edges of its other shapes blend into by chance.
  for (const colour of colours) expect(share(picture, colour), colour).toBeGreaterThan(0.002);
}

/** The pictures as built show `brand`. */
function readsBack(brand: () => Brand) {
  it('draws the preview image: the name, ticker and slogan in their colours, the logo and the candles', () => {
    const { title, ticker, slogan, colours } = brand();
    const image = decodePng(built('art/og-image.png'));
    expectDrawn(image, [1200, 630], colours.bg, [
      colours.bgRaised,
      colours.bgCard,
      colours.red,
      colours.green,
    ]);
    // The title, the logo's ticker and the slogan in text; the ticker beside them in amber.
    expectReads(image, colours.text, [title, ticker, slogan]);
    expectReads(image, colours.amber, [ticker]);
  });

  it('draws the home-screen icons and the logo: the ticker on the logo, opaque on the background', () => {
    const { ticker, colours } = brand();
    const logoColours = [colours.bgRaised, colours.bgCard, colours.text];
    for (const [file, size] of [
      ['apple-touch-icon.png', 180],
      ['icons/icon-192.png', 192],
      ['icons/icon-512.png', 512],
    ] as const) {
      expectDrawn(decodePng(built(file)), [size, size], colours.bg, logoColours);
    }
    // Read where a long ticker stays legible: the largest icon, and the logo drawn as large.
    expectReads(decodePng(built('icons/icon-512.png')), colours.text, [ticker]);
    expectReads(drawSvg(built('art/logo.svg'), 512), colours.text, [ticker]);
  });
}

describe("the brand's files, built", () => {
  beforeAll(() => {
    root = copyProject('rebrand-');
    dist = path.join(root, 'dist');
    vi.stubEnv('VITE_SITE_URL', `${SITE}/`);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    removeCopy(root);
  });

  describe('the shipped brand, built', () => {
    beforeAll(buildCopy, 180_000);
    readsBack(() => ({ ...content, colours: palette }));
  });

  describe('a rebrand, built again over it for its public address', () => {
    beforeAll(async () => {
      for (const [file, edit] of [
        ['src/config/content.ts', renamed],
        ['src/config/palette.ts', recoloured],
      ] as const) {
        const full = path.join(root, file);
        writeFileSync(full, edit(readFileSync(full, 'utf8')));
      }
      await buildCopy();
    }, 180_000);
    readsBack(() => ({
      title: NEW_NAME,
      ticker: NEW_TICKER,
      slogan: content.slogan.replaceAll(content.title, NEW_NAME),
      colours: NEW_COLOURS,
    }));

    it('reads, as the platforms read it, with the new title and description and an absolute PNG', async () => {
      const html = built('index.html').toString('utf8');
      const { result } = await ogs({ html });
      const pageTitle = content.meta.pageTitle.replaceAll(content.title, NEW_NAME);
      expect(result.ogTitle).toBe(pageTitle);
      expect(result.twitterTitle).toBe(pageTitle);
      expect(result.ogDescription).toBe(
        content.meta.description.replaceAll(content.title, NEW_NAME),
      );
      expect(result.ogUrl).toBe(`${SITE}/`);
      expect(result.ogImage).toEqual([
        expect.objectContaining({
          url: `${SITE}/art/og-image.png`,
          type: 'image/png',
          width: '1200',
          height: '630',
        }),
      ]);
      expect(result.twitterImage).toEqual([
        expect.objectContaining({ url: `${SITE}/art/og-image.png` }),
      ]);
      expect(html).toContain(`<link rel="canonical" href="${SITE}/" />`);
      expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html).not.toContain(content.title);
      expect(warnings.join('\n')).not.toMatch(/VITE_SITE_URL/);
    });

    it('names the token and colours the home screen in the manifest', () => {
      expect(JSON.parse(built('manifest.webmanifest').toString('utf8'))).toMatchObject({
        name: NEW_NAME,
        short_name: NEW_NAME,
        theme_color: NEW_COLOURS.bg,
        background_color: NEW_COLOURS.bg,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      });
    });

    it('gives the logo, the favicon and the art the new colours, and none of the old name or colours', () => {
      const drawn: Record<string, string> = {
        'the built favicon': built('favicon.svg').toString('utf8'),
        ...Object.fromEntries(
          readdirSync(path.join(dist, 'art'))
            .filter((file) => file.endsWith('.svg'))
            .map((file) => [`the built art/${file}`, built(`art/${file}`).toString('utf8')]),
        ),
      };
      // Every file of brand/ and the logo: art/ holds the site's art, drawn by the build.
      expect(Object.keys(drawn).filter((what) => what.startsWith('the built art/'))).toHaveLength(
        readdirSync(path.join(root, 'brand/art')).length + 1,
      );
      for (const [what, svg] of Object.entries(drawn)) {
        expect(svg, what).not.toContain(content.title);
        for (const old of OLD_COLOURS) expect(svg.toLowerCase(), what).not.toContain(old);
      }
      // Each colour the logo draws with is the new one (its gradient's, which no pixel shows pure).
      for (const name of ['red', 'amber', 'green', 'bgRaised', 'bgCard', 'text'] as const) {
        expect(drawn['the built art/logo.svg'], name).toContain(NEW_COLOURS[name]);
      }
      expect(drawn['the built favicon']).toContain(NEW_COLOURS.bg);
      expect(drawn['the built art/candle-red.svg']).toContain(NEW_COLOURS.red);
      expect(drawn['the built art/candle-green.svg']).toContain(NEW_COLOURS.green);
    });
  });
});

it('the dev server serves the brand files drawn from the config as it is now', async () => {
  // Polled, not inotify-watched: the suite's other files keep browsers and dev servers busy
  // beside it, and a save must not depend on how many watches the machine has left.
  // No module is asked for, so no dependency is bundled (optimizeDeps off): the test's CPU
  // goes to the brand files.
  const dev = await startDevServerCopy({
    server: { host: '127.0.0.1', port: 0, watch: { usePolling: true, interval: 100 } },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const get = (file: string) => fetch(new URL(file, dev.url));
    const image = await get('/art/og-image.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    const manifest = async () =>
      ((await (await get('/manifest.webmanifest')).json()) as { name: string }).name;
    expect(await manifest()).toBe(content.title);
    const file = dev.file('src/config/content.ts');
    const saved = renamed(readFileSync(file, 'utf8'));
    // The dev server sees the save through its watcher: ask until it does (the test's timeout
    // bounds it), saving again before each question, as a person would, in case a loaded
    // machine's watcher let a save go by.
    await vi.waitUntil(
      async () => {
        writeFileSync(file, saved);
        return (await manifest()) === NEW_NAME;
      },
      { timeout: 100_000, interval: 1000 },
    );
  } finally {
    await dev.close();
  }
}, 120_000);
