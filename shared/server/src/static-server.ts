/**
 * The small static server every Fin app is deployed with: one origin per app, CORS for the allowed origins of its
 * static files (a remote's are public: '*', as a CDN serves them; `/api/*` never gets these headers, the API's
 * own allow-list answers through the proxy), compression, long-lived caching for hashed assets and no-cache for
 * manifests and runtime config, an /api proxy so the spec's relative `/api/*` calls work from any origin, an SPA
 * fallback for the shell's routes, and TLS with HSTS when given a certificate and key (deploy/README.md).
 *
 * Several of these servers share one process in `npm start`, so no request may end the process: a malformed one
 * gets a 400 in the error envelope, and anything unexpected a 500, never an uncaught throw.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { extname } from 'node:path';
import { type ApiProxy, createApiProxy } from './api-proxy';
import { answerClientErrors, sendError } from './errors';
import { type Cached, createFileStore, type FileStore, isHashedAsset } from './file-store';
import { type PageHeaderCache, pageHeaderCache } from './page-header-cache';
import type { Framing } from './page-headers';
import { parseRequestTarget } from './request-target';

export { isHashedAsset } from './file-store';

/** Longer than the API's own deadlines (8 s per chain, 10 s per source), so those come back as data first. */
export const DEFAULT_API_TIMEOUT_MS = 25_000;

/**
 * Browsers remember for a year to use https only (subdomains included, since every app origin is one): a visitor
 * who once reached Fin over TLS is never served a page an attacker on the network could rewrite.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

export type StaticServerOptions = {
  root: string;
  port: number;
  host?: string;
  /** Origins allowed to fetch these files cross-origin ('*' allows any). */
  corsOrigins?: string[] | '*';
  /** Files served from memory instead of disk, e.g. a generated `config.json` or `remotes.json`. */
  overrides?: Record<string, string>;
  /** Base URL of the API that `/api/*` is proxied to. */
  apiProxy?: string;
  /** How long the proxied API may stay silent before a 504 (DEFAULT_API_TIMEOUT_MS unless given). */
  apiTimeoutMs?: number;
  /** Serve index.html for unknown paths without an extension (client-side routes). */
  spaFallback?: boolean;
  /** Who may frame the HTML pages: nobody unless this is the embed page ('any' or a list of origins). */
  framing?: Framing;
  /** PEM files of the certificate (with its chain) and its key: serve https and send HSTS. */
  tls?: { certFile: string; keyFile: string };
};

/** Entry points that name the hashed files must always be revalidated, or a deploy would never be seen. */
export function isNoCache(path: string): boolean {
  return (
    path.endsWith('.html') ||
    path.endsWith('mf-manifest.json') ||
    path.endsWith('mf-stats.json') ||
    path.endsWith('remoteEntry.js') ||
    path.endsWith('/config.json') ||
    path.endsWith('/remotes.json')
  );
}

function cors(allowed: StaticServerOptions['corsOrigins'], req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin || !allowed) return;
  if (allowed === '*' || allowed.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', allowed === '*' ? '*' : origin);
    res.setHeader('Vary', 'Origin, Accept-Encoding');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  }
}

/** The file's body, compressed as the client accepts, with its caching headers (the page's own set beforehand). */
function sendFile(req: IncomingMessage, res: ServerResponse, path: string, file: Cached): void {
  res.setHeader('Content-Type', file.type);
  res.setHeader('ETag', file.etag);
  res.setHeader(
    'Cache-Control',
    isNoCache(path) || !isHashedAsset(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304);
    res.end();
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = file.body;
  if (file.br && /\bbr\b/.test(accept)) {
    res.setHeader('Content-Encoding', 'br');
    body = file.br;
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    res.setHeader('Content-Encoding', 'gzip');
    body = file.gzip;
  }
  if (file.gzip) res.setHeader('Vary', 'Origin, Accept-Encoding');
  res.setHeader('Content-Length', body.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
}

type Parts = {
  opts: StaticServerOptions;
  files: FileStore;
  pages: PageHeaderCache;
  proxy: ApiProxy | undefined;
};

async function handle({ opts, files, pages, proxy }: Parts, req: IncomingMessage, res: ServerResponse) {
  const target = parseRequestTarget(req.url);
  if (!target.ok) return sendError(res, 400, target.code, target.message);
  if (proxy && target.pathname.startsWith('/api/')) return proxy(req, res, target.pathname + target.search);
  cors(opts.corsOrigins, req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204);
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendError(res, 405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed here`, {
      Allow: 'GET, HEAD, OPTIONS',
    });
  }
  let found = await files.load(target.decoded);
  if (!found && opts.spaFallback && !extname(target.decoded)) found = await files.load('/index.html');
  if (!found) return sendError(res, 404, 'NOT_FOUND', 'Not found');
  if (found.file.type.startsWith('text/html'))
    for (const [name, value] of Object.entries(await pages.headersFor(found.file)))
      res.setHeader(name, value);
  sendFile(req, res, found.path, found.file);
}

/** http, or https with HSTS on every answer (errors included) when a certificate is given. */
function createListener(
  opts: StaticServerOptions,
  onRequest: (req: IncomingMessage, res: ServerResponse) => void,
) {
  if (!opts.tls) return createServer(onRequest);
  const secure = createTlsServer(
    { cert: readFileSync(opts.tls.certFile), key: readFileSync(opts.tls.keyFile) },
    (req, res) => {
      res.setHeader('Strict-Transport-Security', HSTS);
      onRequest(req, res);
    },
  );
  // An https.Server carries every http.Server method (Node mixes them in); callers close and address it alike.
  return secure as unknown as Server;
}

export function startStaticServer(opts: StaticServerOptions): Promise<Server> {
  const files = createFileStore(opts.root, opts.overrides);
  const pages = pageHeaderCache(files, opts.framing ?? 'none');
  const proxy = opts.apiProxy
    ? createApiProxy({ base: opts.apiProxy, timeoutMs: opts.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS })
    : undefined;
  const server = createListener(opts, (req, res) => {
    handle({ opts, files, pages, proxy }, req, res).catch((err: unknown) => {
      console.error(`fin-serve: ${req.method} ${String(req.url).slice(0, 200)} failed:`, err);
      sendError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on our side; please retry');
    });
  });
  answerClientErrors(server);

  // Compressed before the first request, not beside it: warming in the background took the zlib threads just as a
  // page's first requests needed them, and a section's files then took over 5 s (its load deadline) to arrive.
  return files
    .warm()
    .then(() => pages.rememberServedRemotes())
    .catch(() => undefined)
    .then(
      () =>
        new Promise((resolveServer, reject) => {
          server.once('error', reject);
          server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolveServer(server));
        }),
    );
}
