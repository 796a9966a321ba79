// Deterministic guards on the built site: JavaScript budgets, no secrets in dist, and a CSP
// with no eval and no inline scripts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets } from '../../scripts/shared/budgets.ts';
import { bundleReport } from '../../build/bundleReport.ts';
import { TEST_DIST_DIR } from './env.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

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
});

describe('effects stage chunk', () => {
  it('keeps @pixi/react and its react-reconciler out of the first paint and hydration', () => {
    const report = bundleReport(TEST_DIST_DIR);
    const withReconciler = report.chunks.filter((chunk) => {
      const text = readFileSync(path.join(TEST_DIST_DIR, chunk.file), 'utf8');
      return text.includes('injectIntoDevTools') || text.includes('@pixi/react');
    });
    expect(withReconciler.map((c) => c.file)).toEqual([
      expect.stringMatching(/^assets\/EffectsStage-/),
    ]);
    expect(withReconciler.every((c) => !c.beforeFirstPaint && !c.forHydration)).toBe(true);
  });
});

describe('development-only tools', () => {
  it('ship none of the studio, the schemas, the validator or the dev-server code', () => {
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
    const offenders: string[] = [];
    for (const file of filesUnder(TEST_DIST_DIR)) {
      const name = path.relative(TEST_DIST_DIR, file);
      if (/studio/i.test(name)) offenders.push(`${name}: a studio file`);
      if (!/\.(?:js|html|css)$/.test(name)) continue;
      const text = readFileSync(file, 'utf8');
      for (const marker of markers) if (text.includes(marker)) offenders.push(`${name}: ${marker}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('secrets', () => {
  it('ships no service role key, secret key or server-only variable', () => {
    const offenders: string[] = [];
    for (const file of filesUnder(TEST_DIST_DIR)) {
      const text = readFileSync(file, 'utf8');
      const name = path.relative(TEST_DIST_DIR, file);
      for (const marker of ['service_role', 'SERVICE_ROLE', 'sb_secret_', 'SUPABASE_DB_PASSWORD']) {
        if (text.includes(marker)) offenders.push(`${name}: ${marker}`);
      }
      for (const [token] of text.matchAll(/eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/g)) {
        const payload = decodeJwtPayload(token);
        if (payload?.role !== 'anon')
          offenders.push(`${name}: a JWT with role ${String(payload?.role)}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('content security policy', () => {
  it('allows no eval and no inline scripts', () => {
    const html = readFileSync(path.join(TEST_DIST_DIR, 'index.html'), 'utf8');
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
