// The data API store in Node (the runtime of the local backend and the tests, Node 20 included): supabase-js's rpc against the local backend's /rpc on PGlite, answers and errors.
import { expect, it } from 'vitest';
import { createPostgrestStore } from '../../supabase/functions/_shared/postgrestStore.ts';
import { withLocalBackend } from './helpers/localBackend.ts';

const SERVICE_ROLE_KEY = 'test-service-role-key';
const VISITOR = 'a'.repeat(64);

const local = withLocalBackend({ serviceRoleKey: SERVICE_ROLE_KEY });

function store(serviceRoleKey = SERVICE_ROLE_KEY, url = `${local.backend.url}/`) {
  return createPostgrestStore({ url, serviceRoleKey, fetch: globalThis.fetch });
}

it('calls the four SQL functions and reads their answers', async () => {
  const data = store();
  expect(await data.claimIngestRun(600)).toBe(true);
  expect(await data.claimIngestRun(600)).toBe(false);
  const row = {
    title: 'Stored through supabase-js',
    summary: '',
    source: 'Test',
    link: 'https://news.example/postgrest-store',
    image_url: null,
    published_at: new Date().toISOString(),
    is_fake: false,
  };
  expect(await data.upsertNews([row])).toEqual({ inserted: 1, updated: 0 });
  expect(await data.refreshRanking(7, 180)).toEqual({ deleted: 0, pruned: 0, recounted: 0 });
  const id = (await local.db.query<{ id: string }>('select id::text as id from public.trump_news'))
    .rows[0]!.id;
  expect(await data.recordView(id, VISITOR, 7)).toBe('counted');
  expect(await data.recordView(id, VISITOR, 7)).toBe('repeat');
  expect(await data.recordView('987654321', VISITOR, 7)).toBe('unknown');
});

it.each([
  ['a wrong key', () => 'wrong-key', /Invalid API key/],
  // The SQL functions' grants are service_role's only.
  ['the anon key', () => local.backend.anonKey, /permission denied for function claim_ingest_run/],
])('throws "rpc <name> failed: HTTP 401 ..." for %s', async (_, key, said) => {
  const refused = store(key()).claimIngestRun(0);
  await expect(refused).rejects.toThrow(/^rpc claim_ingest_run failed: HTTP 401 /);
  await expect(refused).rejects.toThrow(said);
});

it('throws with the fetch error when nothing answers, and for a malformed URL', async () => {
  await expect(store(SERVICE_ROLE_KEY, 'http://127.0.0.1:9').claimIngestRun(0)).rejects.toThrow(
    /^rpc claim_ingest_run failed: /,
  );
  await expect(store(SERVICE_ROLE_KEY, 'not a url').claimIngestRun(0)).rejects.toThrow();
});
