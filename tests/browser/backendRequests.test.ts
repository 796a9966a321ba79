// The requests the site sends its backend through supabase-js, header by header, against a
// record of what the build sent before the visitors' supabase-js lost its auth, realtime and
// storage clients (fixtures/backendRequests.json, written by this test run on that build with
// RECORD_BACKEND_REQUESTS=1): the select, the seeding call when the table is nearly empty, and
// the select again. (An upgrade of supabase-js changes its client-info header: record again on
// purpose then, and read the diff.)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { TEST_BACKEND_URL } from './env.ts';
import { openNewsPage, rows } from './newsFixtures.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/backendRequests.json');
// What the browser adds on its own (its identity, and the page's origin with the preview
// server's port, which changes every run): not the client's doing.
const BROWSER_HEADERS = /^(?:user-agent|sec-ch-ua.*|origin|referer)$/;

interface SentRequest {
  method: string;
  /** Path and query on the backend. */
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

async function describeRequest(request: Request): Promise<SentRequest> {
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders())
      .filter(([name]) => !BROWSER_HEADERS.test(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const url = request.url().slice(TEST_BACKEND_URL.length);
  return { method: request.method(), url, headers, body: request.postData() };
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('sends the backend the same requests, header by header, as before', async () => {
  // 8 rows: few enough that the page calls the seeding function and selects again.
  const { context, page, backend, errors } = await openNewsPage(browser, { stored: rows(8) });
  try {
    await expect.poll(() => page.getByTestId('news-card').count()).toBe(6);
    await expect.poll(() => backend.requests.length).toBe(3);
    const sent = await Promise.all(backend.requests.map(describeRequest));
    if (process.env.RECORD_BACKEND_REQUESTS === '1') {
      writeFileSync(FIXTURE, `${JSON.stringify(sent, null, 2)}\n`);
    }
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as SentRequest[];
    expect(sent).toEqual(recorded);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
