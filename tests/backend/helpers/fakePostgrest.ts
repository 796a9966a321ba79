// Test helper: a loopback stand-in for Supabase's data API that serves only POST /rest/v1/rpc/<fn>, running the real SQL functions on PGlite as service_role.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

export interface FakePostgrest {
  url: string;
  calls: string[];
  close(): Promise<void>;
}

const RPC: Record<string, { sql: string; args: string[] }> = {
  claim_ingest_run: {
    sql: 'select public.claim_ingest_run($1) as result',
    args: ['cooldown_seconds'],
  },
  upsert_news: { sql: 'select public.upsert_news($1::jsonb) as result', args: ['items'] },
  refresh_news_ranking: {
    sql: 'select public.refresh_news_ranking($1, $2) as result',
    args: ['window_days', 'retention_days'],
  },
  record_news_view: {
    sql: 'select public.record_news_view($1::bigint, $2, $3) as result',
    args: ['news_id', 'visitor_key', 'window_days'],
  },
};

export async function startFakePostgrest(
  db: PGlite,
  serviceRoleKey: string,
): Promise<FakePostgrest> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const name = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(req.url ?? '')?.[1] ?? '';
      calls.push(name);
      const rpc = RPC[name];
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !rpc) return send(404, { message: 'not found' });
      if (
        req.headers.apikey !== serviceRoleKey ||
        req.headers.authorization !== `Bearer ${serviceRoleKey}`
      ) {
        return send(401, { message: 'Invalid API key' });
      }
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        const params = rpc.args.map((arg) =>
          arg === 'items' ? JSON.stringify(body[arg]) : body[arg],
        );
        const result = await db.transaction(async (tx) => {
          await tx.exec('set local role service_role');
          return tx.query<{ result: unknown }>(rpc.sql, params);
        });
        send(200, result.rows[0]?.result ?? null);
      } catch (error) {
        send(400, { message: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
