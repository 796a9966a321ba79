// Vite build for the site: React, the art in assets/ served as static files, and a
// Content Security Policy and share metadata written into index.html at build time.
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from './scripts/vite/csp.ts';
import { shareMetaTags } from './scripts/vite/shareMeta.ts';
import { prerender } from './scripts/vite/prerender.ts';
import { refuseSecretEnv } from './scripts/vite/refuseSecretEnv.ts';
import { previewHostHeaders, staticHostHeaders } from './scripts/vite/securityHeaders.ts';
import { manifestOutsideOutDir } from './scripts/vite/buildManifest.ts';
import { marketApiOrigin } from './src/market/marketSettings.ts';
import { effects } from './src/config/effects.ts';
import { effectCssRule } from './src/effects/cssVariables.ts';
import { paletteCssRule } from './src/styles/paletteCss.ts';
import { content } from './src/config/content.ts';
import { escapeHtml } from './src/lib/escapeHtml.ts';

function cspMetaTag(backendUrl: string | undefined, marketApiUrl: string): Plugin {
  return {
    name: 'csp-meta-tag',
    apply: 'build',
    transformIndexHtml(html) {
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(backendUrl, marketApiUrl)}" />`;
      return html.replace('<!-- csp -->', meta);
    },
  };
}

function shareMeta(siteUrl: string | undefined): Plugin {
  return {
    name: 'share-meta',
    transformIndexHtml: (html) => html.replace('<!-- share-meta -->', shareMetaTags(siteUrl)),
  };
}

/** The <noscript> notice's text, from the content config. */
function noscriptText(): Plugin {
  return {
    name: 'noscript-text',
    transformIndexHtml: (html) =>
      html.replace('<!-- noscript-text -->', () => escapeHtml(content.meta.noscript)),
  };
}

/** The palette (src/config/palette.ts) as :root variables: the only colours the CSS uses. */
function paletteCssVariables(): Plugin {
  return {
    name: 'palette-css-variables',
    transformIndexHtml: (html) =>
      html.replace('</head>', () => `<style>${paletteCssRule()}</style></head>`),
  };
}

/** The effects config's values for the CSS animations (shake, flash), as :root variables. */
function effectsCssVariables(): Plugin {
  return {
    name: 'effects-css-variables',
    transformIndexHtml: (html) =>
      html.replace('</head>', () => `<style>${effectCssRule(effects)}</style></head>`),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    publicDir: 'assets',
    plugins: [
      refuseSecretEnv(),
      react(),
      shareMeta(env.VITE_SITE_URL),
      cspMetaTag(env.VITE_SUPABASE_URL, marketApiOrigin(env)),
      paletteCssVariables(),
      noscriptText(),
      effectsCssVariables(),
      prerender(),
      staticHostHeaders(),
      previewHostHeaders(),
      manifestOutsideOutDir(),
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
      // Read by scripts/shared/bundleReport.ts; moved out of dist after the build (scripts/vite/buildManifest.ts).
      manifest: true,
    },
    preview: { host: '127.0.0.1', port: 4173 },
    server: { host: '127.0.0.1', port: 5173 },
  };
});
