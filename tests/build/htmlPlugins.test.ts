// What vite.config.ts's index.html plugins write from the config files, each run on its own as
// the build runs it: the palette's custom properties before </head>, and the <noscript> notice
// from content.ts. The config's project-modules plugin is resolved first, so the plugin loads the
// config files through Vite's module runner (vite.config.ts imports none of them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';
import { content } from '../../src/config/content.ts';
import { palette } from '../../src/config/palette.ts';
import { paletteCssRule } from '../../src/styles/paletteCss.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** `html` after the plugin named `name` of a production build's config. */
async function runHtmlPlugin(name: string, html: string): Promise<string> {
  const config = viteConfig({ mode: 'production', command: 'build' });
  if (typeof config !== 'object' || !('plugins' in config)) throw new Error('no plugins');
  const plugins = (config.plugins ?? []).flat() as Plugin[];
  const named = (wanted: string) => plugins.find((p) => !!p && 'name' in p && p.name === wanted);
  const resolved = {
    root,
    mode: 'production',
    command: 'build',
    define: {},
    resolve: { alias: [] },
  };
  const configResolved = named('project-modules')?.configResolved;
  if (typeof configResolved !== 'function') throw new Error('no project-modules plugin');
  await (configResolved as (config: ResolvedConfig) => void)(resolved as unknown as ResolvedConfig);
  const transform = named(name)?.transformIndexHtml;
  if (typeof transform !== 'function') throw new Error(`no ${name} plugin`);
  return (transform as (html: string) => Promise<string>)(html);
}

it('the index.html plugins write the palette into index.html, before </head>', async () => {
  const html = await runHtmlPlugin(
    'palette-css-variables',
    '<html><head></head><body></body></html>',
  );
  expect(html).toContain(`<style>${paletteCssRule(palette)}</style></head>`);
});

it('the index.html plugins give index.html its <noscript> notice from the config', async () => {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  // (index.html's own notice holds no words: tests/unit/copyInContent.test.ts.)
  const built = await runHtmlPlugin('noscript-text', html);
  expect(built).toMatch(new RegExp(`<noscript>[\\s\\S]*<p>${content.meta.noscript}</p>`));
});
