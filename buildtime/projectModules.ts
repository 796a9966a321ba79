// Loads the project's own modules (the config files, and code that reads them) for the plugins
// in vite.config.ts through Vite's module runner, never through vite.config.ts's own imports: a
// file in the config's import graph restarts the dev server when it is saved, and the designers'
// and rebranders' files must not. In the dev server they load through its SSR environment (the
// dev server invalidates a saved file there, so the next load has the new values); in a build,
// through Vite's runnerImport, once per file, with the build's aliases.
import path from 'node:path';
import { runnerImport, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';

/** Imports a project file (path from the project root, e.g. 'src/config/content.ts'). */
export type ModuleLoader = <T = Record<string, unknown>>(file: string) => Promise<T>;

export interface ProjectModules {
  /** Must be in the config's plugins: it learns the root, the aliases and the dev server. */
  plugin: Plugin;
  load: ModuleLoader;
}

export function projectModules(): ProjectModules {
  let config: ResolvedConfig | undefined;
  let server: ViteDevServer | undefined;
  const built = new Map<string, Promise<unknown>>();

  const load = <T>(file: string): Promise<T> => {
    if (server) return server.ssrLoadModule(`/${file}`) as Promise<T>;
    if (!config) throw new Error(`${file} was loaded before the Vite config was resolved`);
    const { root, mode, define, resolve } = config;
    let module = built.get(file);
    if (!module) {
      module = runnerImport<T>(path.resolve(root, file), {
        root,
        mode,
        define,
        resolve: { alias: resolve.alias },
        logLevel: 'error',
      }).then((result) => result.module);
      built.set(file, module);
    }
    return module as Promise<T>;
  };

  return {
    load,
    plugin: {
      name: 'project-modules',
      configResolved(resolved) {
        config = resolved;
      },
      configureServer(devServer) {
        server = devServer;
      },
    },
  };
}
