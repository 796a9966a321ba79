// Bridges node:http to fetch-style handlers (Request in, Response out), so the local backend reuses the Edge Function's handler as is.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type FetchHandler = (request: Request) => Promise<Response>;

export const MAX_BODY_BYTES = 64 * 1024;
/** Methods handed to the router (which answers 405 where a path does not take one); any other is 405 here. */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(req.headers['content-length'] ?? '');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
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

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * An HTTP server answering every request with `handler`. Methods fetch cannot carry (TRACE, any
 * other the parser knows) → 405; requests the parser rejects → 400 (431 for huge headers), a body over 64 KiB → 413 (connection closed), failures → 500; all JSON.
 */
export function createFetchServer(handler: FetchHandler, origin: () => string): Server {
  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      if (!ROUTED_METHODS.has(method)) {
        sendJson(
          res,
          405,
          { message: `Method ${method.slice(0, 32)} not allowed` },
          {
            Allow: 'GET, POST, OPTIONS',
            Connection: 'close',
          },
        );
        req.resume();
        return;
      }
      try {
        const body = await readBody(req);
        await send(res, await handler(toRequest(req, body, origin())));
      } catch (error) {
        if (error instanceof BodyTooLargeError && !res.headersSent) {
          sendJson(
            res,
            413,
            { message: `Request body larger than ${MAX_BODY_BYTES} bytes` },
            { Connection: 'close' },
          );
          return;
        }
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
  // Requests the HTTP parser rejects (a method it does not know, malformed headers) get JSON too.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({
      message: status === 431 ? 'Request headers too large' : 'Bad request',
    });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nAccess-Control-Allow-Origin: *\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
