// The studio's dev-server side (src/studio/ is the panel): GET /__studio/assets lists the files
// under assets/ for the texture pickers; POST /__studio/save checks the changed values with the
// same schema as the build and, when they pass, writes them into src/config/effects.ts
// (buildtime/effectsWriteBack.ts); when they do not, it answers every problem and writes
// nothing. Dev server only (configureServer), for same-origin JSON requests from loopback, and it
// writes one file only. Saving then reaches the page as any save does: through Vite's HMR.
import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { configProblems } from '../src/config/schemaKit.ts';
import { listAssetFiles } from './assetFiles.ts';
import type { ConfigCheck } from './configChecks.ts';
import { writeBackEffects } from './effectsWriteBack.ts';
import { schemaComments, withSchemaComments } from './effectsComments.ts';
import type { ModuleLoader } from './projectModules.ts';
import { EFFECTS_FILE } from './siteConfigChecks.ts';

export const STUDIO_API = '/__studio';
const MAX_BODY_BYTES = 64 * 1024;

/** Loopback: 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** Why the request may not touch the project's files, or null when it may. */
export function refusal(req: IncomingMessage, needsJson: boolean): string | null {
  if (!isLoopback(req.socket.remoteAddress)) return 'the studio answers loopback requests only';
  const host = req.headers.host;
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if (needsJson) {
    if (!host || origin !== `http://${host}`) return 'the studio answers same-origin requests only';
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      return 'the studio expects a JSON body (Content-Type: application/json)';
    }
  }
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return 'the studio answers same-origin requests only';
  }
  return null;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('the request body is too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** The body's `changes` as 'section.field' -> value pairs, or a reason to refuse them. */
export function readChanges(
  body: unknown,
  current: Record<string, Record<string, unknown>>,
): Map<string, unknown> | string {
  const changes = (body as { changes?: unknown } | null)?.changes;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) {
    return 'the body must be { "changes": { "section.field": value, … } }';
  }
  const map = new Map<string, unknown>();
  for (const [key, value] of Object.entries(changes)) {
    const [section, field, ...rest] = key.split('.');
    if (!section || !field || rest.length > 0 || !Object.hasOwn(current, section)) {
      return `effects.${key} is not a field of the effects config`;
    }
    if (!Object.hasOwn(current[section]!, field)) {
      return `effects.${key} is not a field of the effects config`;
    }
    map.set(key, value);
  }
  if (map.size === 0) return 'nothing to save';
  return map;
}

async function save(
  server: ViteDevServer,
  load: ModuleLoader,
  check: ConfigCheck,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { effects } = await load<{ effects: Record<string, Record<string, unknown>> }>(
    EFFECTS_FILE,
  );
  const changes = readChanges(await readJson(req), effects);
  if (typeof changes === 'string') return send(res, 400, { problems: [changes] });
  const next = structuredClone(effects);
  for (const [key, value] of changes) {
    const [section, field] = key.split('.') as [string, string];
    next[section]![field] = value;
  }
  const root = server.config.root;
  const schema = await check.schema(load, root);
  const problems = configProblems(schema, next, check.exportName);
  if (problems.length > 0) return send(res, 422, { problems });
  const file = path.join(root, EFFECTS_FILE);
  const source = await readFile(file, 'utf8');
  const written = await writeBackEffects(source, changes, file);
  await writeFile(file, withSchemaComments(written, schemaComments(schema)));
  server.config.logger.info(`studio: saved ${[...changes.keys()].join(', ')} to ${EFFECTS_FILE}`, {
    timestamp: true,
  });
  send(res, 200, { saved: [...changes.keys()] });
}

/** Vite plugin (dev server only): the studio's endpoints. */
export function studioServer(load: ModuleLoader, checks: readonly ConfigCheck[]): Plugin {
  return {
    name: 'studio-server',
    apply: 'serve',
    configureServer(server) {
      const check = checks.find((c) => c.file === EFFECTS_FILE);
      if (!check) throw new Error(`no config check for ${EFFECTS_FILE}`);
      server.middlewares.use(STUDIO_API, (req, res) => {
        const route = `${req.method} ${req.url?.split('?')[0]}`;
        const isSave = route === 'POST /save';
        if (!isSave && route !== 'GET /assets')
          return send(res, 404, { problems: ['no such endpoint'] });
        const refused = refusal(req, isSave);
        if (refused) return send(res, 403, { problems: [refused] });
        if (!isSave) return send(res, 200, { files: listAssetFiles(server.config.root) });
        save(server, load, check, req, res).catch((error: unknown) => {
          send(res, 500, { problems: [`could not save: ${(error as Error).message}`] });
        });
      });
    },
  };
}
