// Test helper: a loopback stand-in for Supabase's data API that serves only POST /rest/v1/rpc/<fn>, running the real SQL functions on PGlite as service_role.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { callAsServiceRole } from '../../../local-backend/roleSql.ts';
import { RPC_FUNCTIONS } from '../../../supabase/functions/_shared/rpcStore.ts';

export interface FakePostgrest {
  url: string;
  calls: string[];
  close(): Promise<void>;
}

const FUNCTIONS: ReadonlySet<string> = new Set(RPC_FUNCTIONS);

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
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !FUNCTIONS.has(name)) return send(404, { message: 'not found' });
      if (
        req.headers.apikey !== serviceRoleKey ||
        req.headers.authorization !== `Bearer ${serviceRoleKey}`
      ) {
        return send(401, { message: 'Invalid API key' });
      }
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        send(200, await callAsServiceRole(db, name, body));
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
