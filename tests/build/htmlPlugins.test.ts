// What vite.config.ts's index.html plugins write from the config files, each run on its own as
// the build runs it (through Vite's module runner): the palette's custom properties before
// </head>, and the <noscript> notice from content.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runHtmlPlugin } from './viteHtmlPlugin.ts';
import { content } from '../../src/config/content.ts';
import { palette } from '../../src/config/palette.ts';
import { paletteCssRule } from '../../src/styles/paletteCss.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the index.html plugins', () => {
  it('write the palette into index.html, before </head>', async () => {
    const html = await runHtmlPlugin(
      'palette-css-variables',
      '<html><head></head><body></body></html>',
    );
    expect(html).toContain(`<style>${paletteCssRule(palette)}</style></head>`);
  });

  it('give index.html its <noscript> notice from the config', async () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    // (index.html's own notice holds no words: tests/unit/copyInContent.test.ts.)
    const built = await runHtmlPlugin('noscript-text', html);
    expect(built).toMatch(new RegExp(`<noscript>[\\s\\S]*<p>${content.meta.noscript}</p>`));
  });
});
