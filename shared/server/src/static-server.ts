/**
 * The small static server every Fin app is deployed with: one origin per app, CORS for the allowed origins,
 * compression, long-lived caching for hashed assets and no-cache for manifests and runtime config, an /api proxy so
 * the spec's relative `/api/*` calls work from any origin, and an SPA fallback for the shell's routes.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

// Compression runs on libuv's thread pool: a first request for a large chunk must never block the event loop
// (several servers share one process in the stack, and a blocked loop looks like a hung remote).
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

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
  /** Serve index.html for unknown paths without an extension (client-side routes). */
  spaFallback?: boolean;
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

  async function entry(path: string, body: Buffer): Promise<Cached> {
    const ext = extname(path);
    const cached: Cached = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      type: TYPES[ext] ?? 'application/octet-stream',
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      [cached.gzip, cached.br] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      ]);
    }
    return cached;
  }

  /** Compresses every hashed asset ahead of the first visitor. */
  async function warm(dir: string): Promise<void> {
    const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const d of names) {
      const full = join(dir, d.name);
      if (d.isDirectory()) await warm(full);
      else if (isHashedAsset(full) && !cache.has(full))
        cache.set(full, await entry(full, await readFile(full)));
    }
  }

  async function load(urlPath: string): Promise<{ path: string; file: Cached } | undefined> {
    const override = opts.overrides?.[urlPath];
    if (override !== undefined) return { path: urlPath, file: await entry(urlPath, Buffer.from(override)) };
    const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.(\/|\\|$))+/, '');
    let full = join(root, safe);
    if (!full.startsWith(root + sep) && full !== root) return undefined;
    try {
      if ((await stat(full)).isDirectory()) full = join(full, 'index.html');
      // Manifests may change on redeploy without a restart, so only hashed assets stay in memory.
      const hit = cache.get(full);
      if (hit) return { path: full, file: hit };
      const file = await entry(full, await readFile(full));
      if (isHashedAsset(full)) cache.set(full, file);
      return { path: full, file };
    } catch {
      return undefined;
    }
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

  function proxy(req: IncomingMessage, res: ServerResponse, base: string): void {
    const target = new URL(req.url ?? '/', base);
    const upstream = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ error: { code: 'API_UNREACHABLE', message: 'The Fin API is not reachable.' } }),
      );
    });
    req.pipe(upstream);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (opts.apiProxy && url.pathname.startsWith('/api/')) return proxy(req, res, opts.apiProxy);
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    let found = await load(url.pathname);
    if (!found && opts.spaFallback && !extname(url.pathname)) found = await load('/index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Not found');
    }
    const { path, file } = found;
    res.setHeader('Content-Type', file.type);
    res.setHeader('ETag', file.etag);
    res.setHeader(
      'Cache-Control',
      isNoCache(path) || !isHashedAsset(path) ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304);
      return res.end();
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
  });

  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      void warm(root).catch(() => undefined);
      resolveServer(server);
    });
  });
}
