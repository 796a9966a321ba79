// Bridges node:http to fetch-style handlers (Request in, Response out), so the local backend reuses the Edge Function's handler as is.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type FetchHandler = (request: Request) => Promise<Response>;

const MAX_BODY_BYTES = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return size > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

function toRequest(
  req: IncomingMessage,
  body: Uint8Array<ArrayBuffer> | undefined,
  origin: string,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body } : {}),
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}

/** An HTTP server answering every request with `handler`; failures become a JSON 500. */
export function createFetchServer(handler: FetchHandler, origin: () => string): Server {
  return createServer((req, res) => {
    void (async () => {
      try {
        const body = await readBody(req);
        await send(res, await handler(toRequest(req, body, origin())));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!res.headersSent) {
          res.writeHead(500, {
            'Content-Type': 'application/json; charset=utf-8',
            'Access-Control-Allow-Origin': '*',
          });
        }
        res.end(JSON.stringify({ error: message }));
      }
    })();
  });
}
