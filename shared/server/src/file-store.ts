/**
 * The files one static server serves: its build on disk and its generated files (overrides such as config.json),
 * each kept with its ETag and its gzip and brotli copies. Compressed copies are made once per content, whatever the
 * file: compressing the small no-cache files on every request (gzip-9 and brotli-9) held them to a few hundred
 * requests a second and slowed the apps sharing the process.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

// Compression runs on libuv's thread pool: a first request for a large chunk must never block the event loop
// (several servers share one process in the stack, and a blocked loop looks like a hung remote).
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Distinct file contents whose compressed copies are kept (every build file plus generated ones, with room). */
const MAX_COMPRESSED_CONTENTS = 4096;

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

export type Cached = { body: Buffer; gzip?: Buffer; br?: Buffer; etag: string; type: string };

/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
export function isHashedAsset(path: string): boolean {
  return /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2|png|svg)$/.test(path);
}

export type FileStore = {
  /** `decodedPath` is already percent-decoded and free of NUL (see parseRequestTarget). */
  load(decodedPath: string): Promise<{ path: string; file: Cached } | undefined>;
  /** Reads and compresses every file ahead of the first visitor (before the server listens). */
  warm(): Promise<void>;
};

function compressor(): (etag: string, body: Buffer) => Promise<{ gzip: Buffer; br: Buffer }> {
  const compressed = new Map<string, Promise<{ gzip: Buffer; br: Buffer }>>();
  return (etag, body) => {
    let copies = compressed.get(etag);
    if (!copies) {
      copies = Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      ]).then(([gz, br]) => ({ gzip: gz, br }));
      compressed.set(etag, copies);
      // Bounded: a file rewritten in a loop must not grow the process; the oldest contents go first.
      if (compressed.size > MAX_COMPRESSED_CONTENTS)
        compressed.delete(compressed.keys().next().value as string);
    }
    return copies;
  };
}

export function createFileStore(rootDir: string, overrides: Record<string, string> | undefined): FileStore {
  const root = resolve(rootDir);
  const compressOnce = compressor();

  async function entry(path: string, body: Buffer): Promise<Cached> {
    const ext = extname(path);
    const cached: Cached = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      type: TYPES[ext] ?? 'application/octet-stream',
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512)
      Object.assign(cached, await compressOnce(cached.etag, body));
    return cached;
  }

  /** Hashed assets never change; every other file is reread only when its size or time changes (a redeploy). */
  const hashed = new Map<string, Cached>();
  const onDisk = new Map<string, { mtimeMs: number; size: number; file: Cached }>();
  async function fromDisk(full: string): Promise<Cached> {
    const known = hashed.get(full);
    if (known) return known;
    const st = await stat(full);
    const seen = onDisk.get(full);
    if (seen && seen.mtimeMs === st.mtimeMs && seen.size === st.size) return seen.file;
    const file = await entry(full, await readFile(full));
    if (isHashedAsset(full)) hashed.set(full, file);
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

  async function warmDir(dir: string): Promise<void> {
    const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const d of names) {
      const full = join(dir, d.name);
      if (d.isDirectory()) await warmDir(full);
      else if (COMPRESSIBLE.has(extname(full)) || isHashedAsset(full)) await fromDisk(full);
    }
  }

  return {
    async load(decodedPath) {
      const override = overrides?.[decodedPath];
      if (override !== undefined)
        return { path: decodedPath, file: await fromOverride(decodedPath, override) };
      const safe = normalize(decodedPath).replace(/^(\.\.(\/|\\|$))+/, '');
      let full = join(root, safe);
      if (!full.startsWith(root + sep) && full !== root) return undefined;
      try {
        if (!hashed.has(full) && (await stat(full)).isDirectory()) full = join(full, 'index.html');
        return { path: full, file: await fromDisk(full) };
      } catch {
        return undefined;
      }
    },
    async warm() {
      await warmDir(root);
      for (const [path, text] of Object.entries(overrides ?? {})) await fromOverride(path, text);
    },
  };
}
