// Vite build for the site: React, the art in assets/ served as static files, and a
// Content Security Policy and share metadata written into index.html at build time.
// The config files (src/config/*.ts) are never imported here: a file in this config's import
// graph restarts the dev server when saved. The plugins that need their values load them
// through Vite's module runner (buildtime/projectModules.ts), and every config file is
// checked against its schema in the build and in the dev server (buildtime/configChecks.ts).
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from './buildtime/csp.ts';
import { shareMetaTags, SITE_URL_MISSING } from './buildtime/shareMeta.ts';
import { brandAssets } from './buildtime/brandAssets.ts';
import { prerender } from './buildtime/prerender.ts';
import { refuseSecretEnv } from './buildtime/refuseSecretEnv.ts';
import { previewHostHeaders, staticHostHeaders } from './buildtime/securityHeaders.ts';
import { manifestOutsideOutDir } from './buildtime/buildManifest.ts';
import { chunkModules } from './buildtime/chunkModules.ts';
import { pixiLibAlias, visitorAliases } from './buildtime/visitorAliases.ts';
import { stageChunks } from './buildtime/stageChunks.ts';
import { projectModules, type ModuleLoader } from './buildtime/projectModules.ts';
import { configChecks } from './buildtime/configChecks.ts';
import {
  CONTENT_FILE,
  EFFECTS_FILE,
  PALETTE_FILE,
  SITE_CONFIG_CHECKS,
} from './buildtime/siteConfigChecks.ts';
import { studioServer } from './buildtime/studioServer.ts';
import { effectCssRule } from './src/effects/cssVariables.ts';
import { paletteCssRule } from './src/styles/paletteCss.ts';
import { escapeHtml } from './src/shared/escapeHtml.ts';
import type { content as Content } from './src/config/content.ts';
import type { effects as Effects } from './src/config/effects.ts';
import type { palette as Palette } from './src/config/palette.ts';

type ContentModule = { content: typeof Content };
type MarketSettingsModule = typeof import('./src/market/marketSettings.ts');

function cspMetaTag(
  load: ModuleLoader,
  backendUrl: string | undefined,
  env: Record<string, string>,
): Plugin {
  return {
    name: 'csp-meta-tag',
    apply: 'build',
    async transformIndexHtml(html) {
      const { marketApiOrigin } = await load<MarketSettingsModule>('src/market/marketSettings.ts');
      const policy = contentSecurityPolicy(backendUrl, marketApiOrigin(env));
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
      return html.replace('<!-- csp -->', meta);
    },
  };
}

function shareMeta(load: ModuleLoader, siteUrl: string | undefined): Plugin {
  return {
    name: 'share-meta',
    configResolved(config) {
      if (config.command === 'build' && !config.build.ssr && !siteUrl) {
        config.logger.warn(SITE_URL_MISSING);
      }
    },
    async transformIndexHtml(html) {
      const [{ content }, { palette }] = await Promise.all([
        load<ContentModule>(CONTENT_FILE),
        load<{ palette: typeof Palette }>(PALETTE_FILE),
      ]);
      return html.replace('<!-- share-meta -->', () => shareMetaTags(siteUrl, content, palette));
    },
  };
}

/** The <noscript> notice's text, from the content config. */
function noscriptText(load: ModuleLoader): Plugin {
  return {
    name: 'noscript-text',
    async transformIndexHtml(html) {
      const { content } = await load<ContentModule>(CONTENT_FILE);
      return html.replace('<!-- noscript-text -->', () => escapeHtml(content.meta.noscript));
    },
  };
}

/** The palette (src/config/palette.ts) as :root variables: the only colours the CSS uses. */
function paletteCssVariables(load: ModuleLoader): Plugin {
  return {
    name: 'palette-css-variables',
    async transformIndexHtml(html) {
      const { palette } = await load<{ palette: typeof Palette }>(PALETTE_FILE);
      return html.replace('</head>', () => `<style>${paletteCssRule(palette)}</style></head>`);
    },
  };
}

/** The effects config's values for the CSS animations (shake, flash), as :root variables. */
function effectsCssVariables(load: ModuleLoader): Plugin {
  return {
    name: 'effects-css-variables',
    async transformIndexHtml(html) {
      const { effects } = await load<{ effects: typeof Effects }>(EFFECTS_FILE);
      return html.replace('</head>', () => `<style>${effectCssRule(effects)}</style></head>`);
    },
  };
}

export default defineConfig(({ mode, command, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const modules = projectModules();
  return {
    publicDir: 'assets',
    resolve: {
      // The visitors' build ships only what the page runs (buildtime/visitorAliases.ts).
      alias: [pixiLibAlias, ...(command === 'build' && !isSsrBuild ? visitorAliases() : [])],
      // One copy of React's scheduler (react-dom's), also for @pixi/react's react-reconciler,
      // which asks for an older one of the same API.
      dedupe: ['scheduler'],
    },
    plugins: [
      modules.plugin,
      configChecks(modules.load, SITE_CONFIG_CHECKS),
      refuseSecretEnv(),
      react(),
      shareMeta(modules.load, env.VITE_SITE_URL),
      brandAssets(modules.load),
      cspMetaTag(modules.load, env.VITE_SUPABASE_URL, env),
      paletteCssVariables(modules.load),
      noscriptText(modules.load),
      effectsCssVariables(modules.load),
      prerender(),
      staticHostHeaders(),
      previewHostHeaders(),
      manifestOutsideOutDir(),
      chunkModules(),
      studioServer(modules.load, SITE_CONFIG_CHECKS),
    ],
    // One stylesheet, linked from index.html (and inlined there by the prerender step): the
    // app's own code loads after the first paint, so its CSS must not travel with it.
    build: {
      outDir: 'dist',
      target: 'es2022',
      sourcemap: false,
      cssCodeSplit: false,
      // Every browser the site supports has modulepreload (Chromium 66, Firefox 115, Safari 17):
      // the polyfill would only add to the one script before the first paint.
      modulePreload: { polyfill: false },
      // Read by buildtime/bundleReport.ts; moved out of dist after the build (buildtime/buildManifest.ts).
      manifest: true,
      rolldownOptions: { output: { codeSplitting: stageChunks() } },
    },
    preview: { host: '127.0.0.1', port: 4173 },
    server: { host: '127.0.0.1', port: 5173 },
  };
});
