// Runs one of vite.config.ts's index.html plugins on its own, as the build runs it: the config's
// project-modules plugin is resolved first, so the plugin loads the config files through Vite's
// module runner (vite.config.ts imports none of them).
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import viteConfig from '../../vite.config.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** `html` after the plugin named `name` of a production build's config. */
export async function runHtmlPlugin(name: string, html: string): Promise<string> {
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
