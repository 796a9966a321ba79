// The browser tests' backend: the embedded local backend that globalSetup starts for this worker (the origin its build calls, tests/browser/env.ts), driven through its test control (local-backend/testControl.ts): emptied and given rows.
import type { NewsRowInput } from '../../local-backend/testControl.ts';
import { TEST_BACKEND_URL } from './env.ts';

export { LOCAL_PATHS } from '../../local-backend/routes.ts';

async function control(action: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${TEST_BACKEND_URL}/__test/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`test control ${action}: HTTP ${response.status}`);
  return response.json();
}

/**
 * No story, no fault; a feed round just ran, so the site's seeding POST adds nothing (with
 * `feedRound`, it runs a real round of the backend's bundled sample feed).
 */
export async function resetBackend({ feedRound = false } = {}): Promise<void> {
  await control('reset', { feedRound });
}

/** Stores the rows (the select returns them in the database's order). */
export async function storeRows(rows: readonly NewsRowInput[]): Promise<void> {
  await control('rows', rows);
}
