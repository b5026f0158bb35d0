/**
 * The small static server every Fin app is deployed with: one origin per app, CORS for the allowed origins of its
 * static files (a remote's are public: '*', as a CDN serves them; `/api/*` never gets these headers, the API's
 * own allow-list answers through the proxy), compression, long-lived caching for hashed assets and no-cache for manifests and runtime config, an /api proxy so
 * the spec's relative `/api/*` calls work from any origin, and an SPA fallback for the shell's routes.
 *
 * Several of these servers share one process in `npm start`, so no request may end the process: a malformed one
 * gets a 400 in the error envelope, and anything unexpected a 500, never an uncaught throw.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { type ApiProxy, createApiProxy } from './api-proxy';
import { answerClientErrors, sendError } from './errors';
import { type Framing, pageHeaders, remoteOrigins } from './page-headers';
import { parseRequestTarget } from './request-target';

// Compression runs on libuv's thread pool: a first request for a large chunk must never block the event loop
// (several servers share one process in the stack, and a blocked loop looks like a hung remote).
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Distinct file contents whose compressed copies are kept (every build file plus generated ones, with room). */
const MAX_COMPRESSED_CONTENTS = 4096;

/** Remote origins remembered for rollbacks (a few per remote over a server's life). */
const MAX_FORMER_REMOTES = 64;

/** Longer than the API's own deadlines (8 s per chain, 10 s per source), so those come back as data first. */
export const DEFAULT_API_TIMEOUT_MS = 25_000;

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
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

function parseJson(body: Buffer | undefined): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
export function isHashedAsset(path: string): boolean {
  return /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2|png|svg)$/.test(path);
}

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

type Cached = { body: Buffer; gzip?: Buffer; br?: Buffer; etag: string; type: string };

export function startStaticServer(opts: StaticServerOptions): Promise<Server> {
  const root = resolve(opts.root);
  const cache = new Map<string, Cached>();
  const proxy: ApiProxy | undefined = opts.apiProxy
    ? createApiProxy({ base: opts.apiProxy, timeoutMs: opts.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS })
    : undefined;

  // Compressed copies are made once per content, whatever the file: hashed assets, manifests, index.html and the
  // generated config.json/remotes.json alike. Compressing the small no-cache files on every request (gzip-9 and
  // brotli-9) held them to a few hundred requests a second and slowed the apps sharing the process.
  const compressed = new Map<string, Promise<{ gzip: Buffer; br: Buffer }>>();
  function compressOnce(etag: string, body: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
    let copies = compressed.get(etag);
    if (!copies) {
      copies = Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      ]).then(([gzip, br]) => ({ gzip, br }));
      compressed.set(etag, copies);
      // Bounded: a file rewritten in a loop must not grow the process; the oldest contents go first.
      if (compressed.size > MAX_COMPRESSED_CONTENTS)
        compressed.delete(compressed.keys().next().value as string);
    }
    return copies;
  }

  async function entry(path: string, body: Buffer): Promise<Cached> {
    const ext = extname(path);
    const cached: Cached = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      type: TYPES[ext] ?? 'application/octet-stream',
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      const copies = await compressOnce(cached.etag, body);
      cached.gzip = copies.gzip;
      cached.br = copies.br;
    }
    return cached;
  }

  /** Every file on disk, as last read: reread only when its size or time changes (a redeploy without restart). */
  const onDisk = new Map<string, { mtimeMs: number; size: number; file: Cached }>();
  async function fromDisk(full: string): Promise<Cached> {
    const hashed = cache.get(full);
    if (hashed) return hashed;
    const st = await stat(full);
    const known = onDisk.get(full);
    if (known && known.mtimeMs === st.mtimeMs && known.size === st.size) return known.file;
    const file = await entry(full, await readFile(full));
    // Hashed assets never change; the rest is checked against the disk on each request.
    if (isHashedAsset(full)) cache.set(full, file);
    else onDisk.set(full, { mtimeMs: st.mtimeMs, size: st.size, file });
    return file;
  }

  /** Generated files (overrides) may be replaced while serving: kept per text, rebuilt when it changes. */
  const generated = new Map<string, { text: string; file: Cached }>();
  async function fromOverride(path: string, text: string): Promise<Cached> {
    const known = generated.get(path);
    if (known?.text === text) return known.file;
    const file = await entry(path, Buffer.from(text));
    generated.set(path, { text, file });
    return file;
  }

  /** Reads and compresses every file ahead of the first visitor (before the server listens). */
  async function warm(dir: string): Promise<void> {
    const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const d of names) {
      const full = join(dir, d.name);
      if (d.isDirectory()) await warm(full);
      else if (COMPRESSIBLE.has(extname(full)) || isHashedAsset(full)) await fromDisk(full);
    }
    for (const [path, text] of Object.entries(opts.overrides ?? {})) await fromOverride(path, text);
  }

  /** `decodedPath` is already percent-decoded and free of NUL (see parseRequestTarget). */
  async function load(decodedPath: string): Promise<{ path: string; file: Cached } | undefined> {
    const override = opts.overrides?.[decodedPath];
    if (override !== undefined) return { path: decodedPath, file: await fromOverride(decodedPath, override) };
    const safe = normalize(decodedPath).replace(/^(\.\.(\/|\\|$))+/, '');
    let full = join(root, safe);
    if (!full.startsWith(root + sep) && full !== root) return undefined;
    try {
      if (!cache.has(full) && (await stat(full)).isDirectory()) full = join(full, 'index.html');
      return { path: full, file: await fromDisk(full) };
    } catch {
      return undefined;
    }
  }

  /**
   * Remote origins of every remotes.json this server has served since it started: a page open before a rollback
   * re-reads remotes.json on Retry and must be allowed to load the version it rolls back to.
   */
  const formerRemotes = new Set<string>();
  const remember = (remotesJson: unknown) => {
    for (const o of remoteOrigins(remotesJson))
      if (formerRemotes.size < MAX_FORMER_REMOTES) formerRemotes.add(o);
  };
  /** The page's headers, its CSP generated from the config.json and remotes.json this server serves beside it. */
  const pageHeadersFor = new Map<string, Record<string, string>>();
  async function htmlHeaders(page: Cached): Promise<Record<string, string>> {
    const [config, remotes] = await Promise.all([load('/config.json'), load('/remotes.json')]);
    const remotesJson = parseJson(remotes?.file.body);
    const before = formerRemotes.size;
    remember(remotesJson);
    const key = `${page.etag}|${config?.file.etag}|${remotes?.file.etag}|${formerRemotes.size}`;
    let headers = formerRemotes.size === before ? pageHeadersFor.get(key) : undefined;
    if (!headers) {
      headers = pageHeaders(opts.framing ?? 'none', {
        html: page.body,
        config: parseJson(config?.file.body),
        remotes: remotesJson,
        formerRemoteOrigins: [...formerRemotes],
      });
      if (pageHeadersFor.size > 64) pageHeadersFor.clear();
      pageHeadersFor.set(key, headers);
    }
    return headers;
  }

  function cors(req: IncomingMessage, res: ServerResponse): void {
    const origin = req.headers.origin;
    if (!origin || !opts.corsOrigins) return;
    if (opts.corsOrigins === '*' || opts.corsOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', opts.corsOrigins === '*' ? '*' : origin);
      res.setHeader('Vary', 'Origin, Accept-Encoding');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = parseRequestTarget(req.url);
    if (!target.ok) return sendError(res, 400, target.code, target.message);
    if (proxy && target.pathname.startsWith('/api/')) return proxy(req, res, target.pathname + target.search);
    cors(req, res);
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
    let found = await load(target.decoded);
    if (!found && opts.spaFallback && !extname(target.decoded)) found = await load('/index.html');
    if (!found) return sendError(res, 404, 'NOT_FOUND', 'Not found');
    const { path, file } = found;
    res.setHeader('Content-Type', file.type);
    res.setHeader('ETag', file.etag);
    res.setHeader(
      'Cache-Control',
      isNoCache(path) || !isHashedAsset(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (file.type.startsWith('text/html')) {
      for (const [name, value] of Object.entries(await htmlHeaders(file))) res.setHeader(name, value);
    }
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

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error(`fin-serve: ${req.method} ${String(req.url).slice(0, 200)} failed:`, err);
      sendError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on our side; please retry');
    });
  });
  answerClientErrors(server);

  // Compressed before the first request, not beside it: warming in the background took the zlib threads just as a
  // page's first requests needed them, and a section's files then took over 5 s (its load deadline) to arrive.
  return warm(root)
    .then(async () => remember(parseJson((await load('/remotes.json'))?.file.body)))
    .catch(() => undefined)
    .then(
      () =>
        new Promise((resolveServer, reject) => {
          server.once('error', reject);
          server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolveServer(server));
        }),
    );
}
