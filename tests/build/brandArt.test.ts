// A rebrand in one edit, through a real `vite build` of a copy of the project: a new name and
// ticker in content.ts and new colours in palette.ts reach the logo, the favicon, the art of
// brand/, the link-preview image, the home-screen icons and the web manifest (buildtime/brand/),
// and none of the old name or colours is left; the built page reads, to an unfurler as the platforms use (open-graph-scraper, fed the
// built HTML), as the new title and description with an absolute 1200x630 PNG. A production build
// without VITE_SITE_URL says what a share will look like. The dev server draws the same files from
// the config as it is at each request. (The pure layout and tags:
// tests/unit/brandArt.test.ts.)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import { build, createLogger } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandSources } from '../../buildtime/brand/brandFiles.ts';
import {
  copyProject,
  removeCopy,
  startDevServerCopy,
} from '../../scripts/harness/devServerCopy.ts';
import { content } from '../../src/config/content.ts';
import { palette } from '../../src/config/palette.ts';
import { exampleRebrand } from '../../scripts/harness/exampleRebrand.ts';

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

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('a rebrand, built for its public address', () => {
  let root: string;
  let dist: string;
  const warnings: string[] = [];
  const built = (file: string) => readFileSync(path.join(dist, file));

  beforeAll(async () => {
    root = copyProject('rebrand-');
    dist = path.join(root, 'dist');
    for (const [file, edit] of [
      ['src/config/content.ts', renamed],
      ['src/config/palette.ts', recoloured],
    ] as const) {
      const full = path.join(root, file);
      writeFileSync(full, edit(readFileSync(full, 'utf8')));
    }
    vi.stubEnv('VITE_SITE_URL', `${SITE}/`);
    const logger = createLogger('info');
    logger.warn = (message) => void warnings.push(message);
    logger.info = () => {};
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      customLogger: logger,
      build: { outDir: dist },
    });
  }, 180_000);
  afterAll(() => {
    vi.unstubAllEnvs();
    removeCopy(root);
  });

  it('reads, as the platforms read it, with the new title and description and an absolute PNG', async () => {
    const html = built('index.html').toString('utf8');
    const { result } = await ogs({ html });
    const pageTitle = content.meta.pageTitle.replaceAll(content.title, NEW_NAME);
    expect(result.ogTitle).toBe(pageTitle);
    expect(result.twitterTitle).toBe(pageTitle);
    expect(result.ogDescription).toBe(content.meta.description.replaceAll(content.title, NEW_NAME));
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

  it('draws the preview image at 1200x630 and the home-screen icons at their sizes', () => {
    expect(pngSize(path.join(dist, 'art/og-image.png'))).toEqual([1200, 630]);
    expect(pngSize(path.join(dist, 'apple-touch-icon.png'))).toEqual([180, 180]);
    expect(pngSize(path.join(dist, 'icons/icon-192.png'))).toEqual([192, 192]);
    expect(pngSize(path.join(dist, 'icons/icon-512.png'))).toEqual([512, 512]);
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

  it('gives the logo, the favicon, the preview image and the icons the new name and colours, and none of the old', async () => {
    const [{ content: rebranded }, { palette: recolouredPalette }] = await Promise.all([
      import(path.join(root, 'src/config/content.ts')) as Promise<{ content: typeof content }>,
      import(path.join(root, 'src/config/palette.ts')) as Promise<{ palette: typeof palette }>,
    ]);
    const sources = brandSources({
      content: rebranded,
      palette: recolouredPalette,
      handMade: () => undefined,
    });
    const decoded = (svg: string) =>
      svg.replace(/data:image\/svg\+xml;base64,([^"]+)/g, (_, data: string) =>
        Buffer.from(data, 'base64').toString('utf8'),
      );
    const drawn: Record<string, string> = {
      'the logo as fed to resvg': sources.logoSource,
      'the built logo': built('art/logo.svg').toString('utf8'),
      'the built favicon': built('favicon.svg').toString('utf8'),
      'the preview image as fed to resvg': decoded(sources.og),
      'the touch icon as fed to resvg': decoded(sources.icon(180)),
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
    expect(sources.logoSource).toContain(`>${NEW_TICKER}</text>`);
    expect(sources.og).toContain(`>${NEW_TICKER}</text>`);
    expect(sources.og).toContain(`>${NEW_NAME}</text>`);
    for (const [what, svg] of Object.entries(drawn)) {
      expect(svg, what).not.toContain(content.title);
      for (const old of OLD_COLOURS) expect(svg.toLowerCase(), what).not.toContain(old);
    }
    // Each colour the art draws with is the new one.
    for (const name of ['red', 'amber', 'green', 'bgRaised', 'bgCard', 'text'] as const) {
      expect(drawn['the built logo'], name).toContain(NEW_COLOURS[name]);
    }
    expect(drawn['the built favicon']).toContain(NEW_COLOURS.bg);
    expect(drawn['the built art/candle-red.svg']).toContain(NEW_COLOURS.red);
    expect(drawn['the built art/candle-green.svg']).toContain(NEW_COLOURS.green);
    for (const name of ['bg', 'text', 'amber', 'red', 'green'] as const) {
      expect(drawn['the preview image as fed to resvg'], name).toContain(NEW_COLOURS[name]);
    }
    expect(drawn['the touch icon as fed to resvg']).toContain(`fill="${NEW_COLOURS.bg}"`);
    expect(drawn['the touch icon as fed to resvg']).toContain(NEW_COLOURS.bgRaised);
  });
});

describe('a production build without VITE_SITE_URL', () => {
  it('says what a share of the site will look like, and how to fix it', async () => {
    vi.stubEnv('VITE_SITE_URL', '');
    const logger = createLogger('info');
    const warnings: string[] = [];
    logger.warn = (message) => void warnings.push(message);
    logger.info = () => {};
    const root = copyProject('no-site-url-');
    try {
      const failure = await build({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        customLogger: logger,
        build: { outDir: path.join(root, 'dist') },
        // Stops the build at its first module: the warning comes before.
        plugins: [
          {
            name: 'stop',
            load: () => {
              throw new Error('stopped');
            },
          },
        ],
      }).catch((error: unknown) => error as Error);
      expect((failure as Error).message).toContain('stopped');
    } finally {
      vi.unstubAllEnvs();
      removeCopy(root);
    }
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^VITE_SITE_URL is not set: og:image and twitter:image are relative .* so X, Telegram, Discord and other link previews show the site without its picture\. Set VITE_SITE_URL to the public address of the site, e\.g\. /,
      ),
    );
  }, 120_000);
});

describe('the dev server', () => {
  it('serves the brand files drawn from the config as it is now', async () => {
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
});
