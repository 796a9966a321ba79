// Vite build plugin: after the client build, renders the App to HTML and writes it into
// dist/index.html's #root, and inlines the stylesheet, so the page paints from the HTML alone
// before any JavaScript has run or any other request has returned.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';

const ROOT_MARKUP = '<div id="root"></div>';

/**
 * React 19 puts <link rel="preload"> hints for images at the start of the rendered markup;
 * they belong in <head>, and left in #root they would not match what the client hydrates.
 */
export function splitResourceHints(markup: string): { resourceHints: string; body: string } {
  const hints = markup.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? '';
  return { resourceHints: hints, body: markup.slice(hints.length) };
}

/** Replaces each built stylesheet link with its content in a <style> element. */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  for (const [tag, file] of links) {
    const css = await readFile(path.join(outDir, file!), 'utf8');
    html = html.replace(tag, () => `<style>${css}</style>`);
  }
  return html;
}

/**
 * No browser asks the rendering server for anything, so it bundles none of the browser's
 * dependencies: that run cost each build seconds and, cancelled by the server's close but not
 * awaited, went on writing a deps_temp folder into node_modules/.vite. The React plugin adds
 * its runtime to optimizeDeps.include, which a merged config can only add to, so this plugin,
 * after it, sets the option outright (Vite's config hook may change the config in place).
 */
const noDependencyBundling: Plugin = {
  name: 'prerender-no-dependency-bundling',
  config(config) {
    config.optimizeDeps = { noDiscovery: true, include: [] };
  },
};

/** The server that renders the page: the client build's mode, env, defines and aliases. */
export function renderServerConfig(
  config: Pick<ResolvedConfig, 'root' | 'mode' | 'envDir' | 'define'> & {
    resolve: Pick<ResolvedConfig['resolve'], 'alias'>;
  },
): InlineConfig {
  return {
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    define: config.define,
    plugins: [react(), noDependencyBundling],
    // The client build's aliases too, so the page renders from the same modules.
    resolve: { alias: config.resolve.alias },
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'prerender-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // A failed build (a bad config value, say) has no page to render: let its own error show.
    buildEnd(error) {
      failed = error !== undefined;
    },
    async closeBundle() {
      if (config.build.ssr || failed) return;
      const server = await createServer(renderServerConfig(config));
      try {
        const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
          render: () => string;
        };
        const outDir = path.resolve(config.root, config.build.outDir);
        const htmlPath = path.join(outDir, 'index.html');
        let html = await readFile(htmlPath, 'utf8');
        if (!html.includes(ROOT_MARKUP)) throw new Error(`${htmlPath} has no empty ${ROOT_MARKUP}`);
        const { resourceHints, body } = splitResourceHints(entry.render());
        html = html.replace(ROOT_MARKUP, () => `<div id="root">${body}</div>`);
        html = html.replace('</head>', () => `${resourceHints}</head>`);
        await writeFile(htmlPath, await inlineStylesheets(html, outDir));
      } finally {
        await server.close();
      }
    },
  };
}
