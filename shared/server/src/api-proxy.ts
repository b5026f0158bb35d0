/**
 * The `/api/*` proxy: lets every app call the API with relative paths from its own origin. It reaches the one API
 * it was configured with and nothing else: the upstream host and port come from the configuration only, and the
 * client's request target is appended as a path, never parsed as a URL that could name another host.
 *
 * The client's own forwarding headers are dropped and replaced by the address this server saw, so the API can
 * rate-limit each real client (trusting this proxy) and a client cannot pose as another by sending a header.
 */
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { sendError } from './errors';

export type ApiProxyOptions = {
  /** Base URL of the API, e.g. http://127.0.0.1:4000 (a path prefix is kept). */
  base: string;
  /** How long the API may stay silent before the browser gets a 504 (a hung API must not hold requests forever). */
  timeoutMs: number;
};

// Headers that describe one hop, not the request; and headers only the proxy itself may set.
const DROPPED_REQUEST = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
]);
const DROPPED_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'trailer']);

/** IPv4 clients arrive as `::ffff:a.b.c.d` on a dual-stack socket; the API's limits key on the plain form. */
function clientAddress(req: IncomingMessage): string {
  const addr = req.socket.remoteAddress ?? '';
  return addr.startsWith('::ffff:') && addr.includes('.') ? addr.slice(7) : addr;
}

function forwardedHeaders(req: IncomingMessage, apiHost: string): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!DROPPED_REQUEST.has(name) && value !== undefined) headers[name] = value;
  }
  // Node has already decoded the client's chunked body; saying so again makes Node re-chunk what it pipes (GET and
  // DELETE bodies included), so the API reads the same framing the client sent and never a raw, unframed tail.
  if (req.headers['transfer-encoding'] !== undefined && req.headers['content-length'] === undefined)
    headers['transfer-encoding'] = 'chunked';
  headers.host = apiHost;
  headers['x-forwarded-for'] = clientAddress(req);
  headers['x-forwarded-proto'] = 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

export type ApiProxy = (req: IncomingMessage, res: ServerResponse, pathAndQuery: string) => void;

export function createApiProxy(opts: ApiProxyOptions): ApiProxy {
  const base = new URL(opts.base);
  if (base.protocol !== 'http:') throw new Error(`The API proxy speaks http only, got ${opts.base}`);
  const prefix = base.pathname.replace(/\/$/, '');
  const port = Number(base.port || 80);
  const hostname = base.hostname.replace(/^\[|\]$/g, '');

  return (req, res, pathAndQuery) => {
    if (!pathAndQuery.startsWith('/')) {
      // The caller checked this already; a second check costs nothing and keeps the host fixed.
      sendError(res, 400, 'BAD_REQUEST_TARGET', 'Only paths on this server can be requested');
      return;
    }
    let finished = false;
    const upstream = httpRequest({
      hostname,
      port,
      method: req.method,
      path: `${prefix}${pathAndQuery}`,
      headers: forwardedHeaders(req, base.host),
    });
    const fail = (status: number, code: 'API_UNREACHABLE' | 'API_TIMEOUT', message: string) => {
      if (finished) return;
      finished = true;
      upstream.destroy();
      sendError(res, status, code, message);
    };
    upstream.setTimeout(opts.timeoutMs, () =>
      fail(504, 'API_TIMEOUT', `The Fin API did not answer within ${Math.round(opts.timeoutMs / 1000)} s`),
    );
    upstream.on('error', () => fail(502, 'API_UNREACHABLE', 'The Fin API is not reachable.'));
    upstream.on('response', (up) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(up.headers)) {
        if (!DROPPED_RESPONSE.has(name) && value !== undefined) headers[name] = value;
      }
      res.writeHead(up.statusCode ?? 502, headers);
      up.pipe(res);
      up.on('end', () => {
        finished = true;
      });
      up.on('error', () => res.destroy());
    });
    // A browser that gives up must not leave the API request running.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  };
}
