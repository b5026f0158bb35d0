/**
 * fin-serve (shared/server) serving a production build: requests per second and p50/p99 for the small no-cache
 * files every page load asks for (mf-manifest.json, index.html, config.json) and for a hashed asset, each asked with
 * `Accept-Encoding: br` as browsers do. Their compressed copies are made once per content, so the no-cache files
 * should serve at the hashed asset's rate (issue 31 measured 335 rps for the manifest when it was compressed per
 * request, against 9,574 for hashed files). Build first (`pnpm build`). BENCH_SECONDS (default 5) per file.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startStaticServer } from '@fin/server/static-server';
import { runLoad } from './api-load.lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const dist = resolve(import.meta.dirname, '../mf-yields/dist');
const hashed = readdirSync(join(dist, 'static/js')).find((f) => /\.[0-9a-f]{8,}\.js$/.test(f));

const server = await startStaticServer({
  root: dist,
  port: 0,
  overrides: { '/config.json': JSON.stringify({ profile: 'devnet', apiBaseUrl: '', pad: 'x'.repeat(800) }) },
});
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  for (const path of ['/mf-manifest.json', '/index.html', '/config.json', `/static/js/${hashed}`]) {
    const url = `${base}${path}`;
    await runLoad({ url, connections: 10, durationMs: 1000, headers: { 'accept-encoding': 'br' } });
    const r = await runLoad({
      url,
      connections: 10,
      durationMs: SECONDS * 1000,
      headers: { 'accept-encoding': 'br' },
    });
    console.log(
      `${path.padEnd(40)} ${String(Math.round(r.rps)).padStart(6)} rps  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${r.bytesPerResponse} B/response  errors ${r.errors}`,
    );
  }
} finally {
  server.close();
}
