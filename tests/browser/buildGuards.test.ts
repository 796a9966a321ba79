// Deterministic guards on the built site: JavaScript budgets (emitted, and fetched by a phone
// visit), what a visit must never fetch, no studio or secrets in dist, and a CSP with no eval or
// inline script.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets } from '../../scripts/harness/budgets.ts';
import {
  duplicatePackages,
  NEVER_FETCHED,
  readChunkModules,
} from '../../scripts/harness/bundleParts.ts';
import { bundleReport, gzipSize } from '../../buildtime/bundleReport.ts';
import { jwtClaims } from '../../buildtime/supabaseKeys.ts';
import { phoneVisit, type PhoneVisit } from '../../scripts/harness/phoneVisit.ts';
import { resetBackend } from './backend.ts';
import { baseUrl, routeMarket, test } from './browser.ts';
import { TEST_DIST_DIR } from './env.ts';

/** Every file of the built site, by its path inside dist. */
const distFiles = () =>
  readdirSync(TEST_DIST_DIR, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(path.join(TEST_DIST_DIR, name)).isFile(),
  );
const distText = (name: string) => readFileSync(path.join(TEST_DIST_DIR, name), 'utf8');

describe('bundle budget', () => {
  it('keeps the JavaScript before first paint, to hydrate and in total within budget', () => {
    const report = bundleReport(TEST_DIST_DIR);
    expect(report.chunks.filter((c) => c.beforeFirstPaint).length).toBeGreaterThan(0);
    expect(report.firstPaintGzipBytes).toBeLessThanOrEqual(budgets.firstPaintJsGzipBytes);
    // The app chunk (React and the page) is part of hydration, not hidden from the budgets.
    expect(report.hydrationGzipBytes).toBeGreaterThan(report.firstPaintGzipBytes + 50 * 1024);
    expect(report.hydrationGzipBytes).toBeLessThanOrEqual(budgets.hydrationJsGzipBytes);
    expect(report.totalGzipBytes).toBeLessThanOrEqual(budgets.totalJsGzipBytes);
  });

  it('keeps supabase-js and the data module out of the entry chunk', () => {
    const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(distText('index.html'))?.[1];
    expect(entry).toBeDefined();
    // supabase-js names itself in its client-info header; the data module builds the select.
    const isDataChunk = (source: string) =>
      source.includes('supabase-js') && source.includes('view_count');
    expect(isDataChunk(distText(entry!))).toBe(false);
    const withData = distFiles().filter((f) => f.endsWith('.js') && isDataChunk(distText(f)));
    expect(withData).toHaveLength(1);
    expect(withData[0]).not.toBe(entry);
  });
});

describe('a phone visit, until the stage draws and the network is quiet', () => {
  const visits: PhoneVisit[] = [];

  test.beforeAll(async ({ browser }) => {
    for (const rendering of ['webgl', 'software'] as const)
      visits.push(
        await phoneVisit(browser, baseUrl(), rendering, {
          settled: true,
          prepare: async (context) => {
            await resetBackend();
            await routeMarket(context, 'none');
          },
        }),
      );
  });

  it('starts the stage on WebGL and, on software rendering, on the canvas renderer', () => {
    expect(visits.map((visit) => [visit.rendering, visit.renderer])).toEqual([
      ['webgl', 'webgl'],
      ['software', 'canvas'],
    ]);
  });

  it('fetches no more JavaScript than its budget, on either renderer', () => {
    for (const visit of visits) {
      const fetched = visit.scripts.reduce(
        (sum, file) => sum + gzipSize(readFileSync(path.join(TEST_DIST_DIR, file))),
        0,
      );
      expect(visit.scripts.some((file) => /^assets\/EffectsStage-/.test(file))).toBe(true);
      // More than the app alone (the stage and the news were fetched), within the budget.
      expect(fetched, visit.rendering).toBeGreaterThan(budgets.hydrationJsGzipBytes);
      expect(fetched, visit.rendering).toBeLessThanOrEqual(budgets.visitJsGzipBytes);
    }
  });

  it('fetches no WebGPU renderer, auth-js, realtime-js or storage-js, and one copy of each package', () => {
    const modules = readChunkModules(TEST_DIST_DIR);
    for (const visit of visits) {
      expect(visit.scripts.every((file) => file in modules)).toBe(true);
      const carried = visit.scripts.flatMap((file) =>
        Object.keys(modules[file]!).flatMap((id) =>
          NEVER_FETCHED.filter(({ module }) => module.test(id)).map(
            ({ what }) => `${file}: ${what} (${id})`,
          ),
        ),
      );
      expect(carried).toEqual([]);
      expect(duplicatePackages(modules, visit.scripts)).toEqual([]);
    }
  });

  it('would see them: the patterns match the packages and the renderer as installed', () => {
    const ids = [
      'node_modules/pixi.js/lib/rendering/renderers/gpu/WebGPURenderer.mjs',
      'node_modules/@supabase/auth-js/dist/module/GoTrueClient.js',
      'node_modules/@supabase/realtime-js/dist/module/RealtimeClient.js',
      'node_modules/@supabase/storage-js/dist/index.mjs',
    ];
    for (const id of ids) {
      expect(statSync(path.resolve(import.meta.dirname, '../..', id)).isFile(), id).toBe(true);
      expect(
        NEVER_FETCHED.filter(({ module }) => module.test(id)),
        id,
      ).toHaveLength(1);
    }
  });
});

describe('the built files', () => {
  it('keep @pixi/react and its react-reconciler out of the first paint and hydration', () => {
    const report = bundleReport(TEST_DIST_DIR);
    const withReconciler = report.chunks.filter((chunk) => {
      const text = distText(chunk.file);
      return text.includes('injectIntoDevTools') || text.includes('@pixi/react');
    });
    expect(withReconciler.map((c) => c.file)).toEqual([
      expect.stringMatching(/^assets\/EffectsStage-/),
    ]);
    expect(withReconciler.every((c) => !c.beforeFirstPaint && !c.forHydration)).toBe(true);
  });

  it('ship none of the studio, the schemas, the validator or the dev-server code, and no service role key, secret key or server-only variable', () => {
    // Each marker is a string only that code holds: Tweakpane's root class, zod's error and type
    // names, the studio's endpoints and title, the dev overlay's event, the stage's dev command
    // and the URL overrides' log line; the rebrand checks' messages (their rules, culori's contrast).
    const markers = [
      'tp-rotv',
      'ZodError',
      '$ZodType',
      'magicast',
      '__studio',
      'Effects studio',
      'config-checks',
      'drop-candle',
      'effects: dev overrides',
      'WCAG AA needs',
      'DexScreener knows',
      'base58',
    ];
    const secrets = ['service_role', 'SERVICE_ROLE', 'sb_secret_', 'SUPABASE_DB_PASSWORD'];
    const offenders: string[] = [];
    for (const name of distFiles()) {
      if (/studio/i.test(name)) offenders.push(`${name}: a studio file`);
      const text = distText(name);
      const code = /\.(?:js|html|css)$/.test(name);
      for (const marker of [...(code ? markers : []), ...secrets])
        if (text.includes(marker)) offenders.push(`${name}: ${marker}`);
      for (const [token] of text.matchAll(/eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/g)) {
        const payload = jwtClaims(token);
        if (payload?.role !== 'anon')
          offenders.push(`${name}: a JWT with role ${String(payload?.role)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('have a content security policy with no eval and no inline scripts', () => {
    const html = distText('index.html');
    const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(csp).toBeDefined();
    const directives = new Map(
      csp!.split(';').map((d) => {
        const [key, ...values] = d.trim().split(/\s+/);
        return [key!, values];
      }),
    );
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
  });
});
