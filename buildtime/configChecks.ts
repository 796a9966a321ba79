// Checks the project's config files against their schemas, the same way for every file: when
// the site builds (a bad value stops `npm run build`, listing every problem at once) and in the
// dev server (at start and on every save: the message shows in Vite's error overlay and in the
// terminal, and the bad update never reaches the page, which keeps its last good values, even
// when it is reloaded: while a file is bad, the dev server serves every checked file as it was
// when all of them last passed). Valid values can still have notes (the effects that differ from
// the spec, src/config/specValues.ts): printed as warnings by the build and the dev server.
// Each file is one ConfigCheck; add a file by adding one to the list vite.config.ts passes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger, Plugin, ViteDevServer } from 'vite';
import type { z } from 'zod';
import { configProblems } from '../src/config/schemaKit.ts';
import type { ModuleLoader } from './projectModules.ts';

export interface ConfigCheck {
  /** The config file, from the project root: 'src/config/effects.ts'. */
  file: string;
  /** Its export holding the values; also the name messages start with ('effects.…'). */
  exportName: string;
  /** The schema, built with what it needs from other files (loaded through `load`). */
  schema(load: ModuleLoader, root: string): Promise<z.ZodType>;
  /** Other project files whose change can change this file's verdict (e.g. the palette). */
  dependsOn?: readonly string[];
  /** Notes on valid values (e.g. those that differ from the spec): printed, never an error. */
  notes?(value: unknown): string[];
  /** Heads the notes in the terminal. */
  notesReport?(notes: readonly string[]): string;
}

/** Custom HMR event: the config files are valid again (the page closes the overlay it caused). */
export const CONFIG_VALID_EVENT = 'config-checks:valid';

/** Every problem of every file, as sentences; a file that does not even load is one problem. */
export async function checkConfigs(
  checks: readonly ConfigCheck[],
  load: ModuleLoader,
  root: string,
): Promise<string[]> {
  const perFile = await Promise.all(
    checks.map(async (check) => {
      try {
        const module = await load(check.file);
        return configProblems(
          await check.schema(load, root),
          module[check.exportName],
          check.exportName,
        );
      } catch (error) {
        return [`${check.file} could not be loaded: ${(error as Error).message}`];
      }
    }),
  );
  return perFile.flat();
}

/** The notes of every file whose checks have some (for files that passed), one message each. */
export async function configNotes(
  checks: readonly ConfigCheck[],
  load: ModuleLoader,
): Promise<string[]> {
  const reports = await Promise.all(
    checks.map(async ({ file, exportName, notes, notesReport }) => {
      if (!notes) return [];
      const found = notes((await load(file))[exportName]);
      if (found.length === 0) return [];
      return [notesReport ? notesReport(found) : found.join('\n')];
    }),
  );
  return reports.flat();
}

/** The problems as one message, for the build's error, the overlay and the terminal. */
export function problemsReport(problems: readonly string[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `The config files have ${count}:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}

function watchedFiles(checks: readonly ConfigCheck[]): Set<string> {
  return new Set(checks.flatMap((check) => [check.file, ...(check.dependsOn ?? [])]));
}

/** Vite plugin: validates `checks` in the build (buildStart) and in the dev server. */
export function configChecks(load: ModuleLoader, checks: readonly ConfigCheck[]): Plugin {
  let server: ViteDevServer | undefined;
  let root = process.cwd();
  let building = false;
  let current: Promise<string[]> = Promise.resolve([]);
  let hadProblems = false;
  let logger: Logger | undefined;
  /** The notes last printed, so that the dev server prints them again only when they change. */
  let printedNotes = '';
  /** Each watched file's text when every check last passed (project-relative path → text). */
  const lastGood = new Map<string, string>();

  const relativeTo = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const keepAsLastGood = async () => {
    const files = [...watchedFiles(checks)];
    const texts = await Promise.all(
      files.map((file) => readFile(path.join(root, file), 'utf8').catch(() => undefined)),
    );
    lastGood.clear();
    files.forEach((file, i) => texts[i] !== undefined && lastGood.set(file, texts[i]));
  };

  const report = (problems: string[], file: string) => {
    if (!server) return;
    const message = `${problemsReport(problems)}${
      lastGood.size > 0 ? '\nThe page keeps the last good values until this is fixed.' : ''
    }`;
    server.config.logger.error(message, { timestamp: true });
    server.ws.send({
      type: 'error',
      err: { message, stack: '', id: path.join(root, file), plugin: 'config-checks' },
    });
  };

  /** Prints the notes of valid files (as warnings: they never stop anything). */
  const printNotes = async (always: boolean) => {
    const notes = (await configNotes(checks, load)).join('\n');
    if (notes !== '' && (always || notes !== printedNotes)) logger?.warn(notes);
    printedNotes = notes;
  };

  /** Check again; reports problems, or tells the page they are gone. Returns the problems. */
  const recheck = async (file: string): Promise<string[]> => {
    current = checkConfigs(checks, load, root);
    const problems = await current;
    const wasBad = hadProblems;
    if (problems.length === 0) await Promise.all([keepAsLastGood(), printNotes(false)]);
    hadProblems = problems.length > 0;
    if (problems.length > 0) report(problems, file);
    else if (wasBad) server?.ws.send({ type: 'custom', event: CONFIG_VALID_EVENT });
    return problems;
  };

  return {
    name: 'config-checks',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
      logger = config.logger;
    },
    async buildStart() {
      if (!building) return;
      const problems = await checkConfigs(checks, load, root);
      if (problems.length > 0) this.error(problemsReport(problems));
      await printNotes(true);
    },
    configureServer(devServer) {
      server = devServer;
      devServer.httpServer?.once('listening', () => void recheck(checks[0]?.file ?? ''));
      // A page opened while a file is bad sees the overlay too.
      devServer.ws.on('connection', () => {
        void current.then((problems) => {
          if (problems.length > 0) report(problems, checks[0]?.file ?? '');
        });
      });
    },
    // A page loaded (or reloaded) while a file is bad gets the last good files; the checks' own
    // loads (the SSR environment) always read the files as they are.
    load(id) {
      if (!server || !hadProblems || this.environment.name !== 'client') return;
      const text = lastGood.get(relativeTo(id.split('?')[0]!));
      if (text !== undefined) return text;
    },
    async hotUpdate({ file, read }) {
      if (!server) return;
      const relative = relativeTo(file);
      if (!watchedFiles(checks).has(relative)) return;
      // The plugins' copy in the SSR environment is already invalidated (their next load reads
      // the new file); it has no page to reload, so it needs no update (nor its log line).
      if (this.environment.name !== 'client') return [];
      // An editor (or the studio) caught between emptying the file and writing it: the write's
      // own change event follows.
      if ((await read()).trim() === '') return [];
      const problems = await recheck(relative);
      // The bad values never reach the page: it keeps the last good ones.
      if (problems.length > 0) return [];
    },
  };
}
