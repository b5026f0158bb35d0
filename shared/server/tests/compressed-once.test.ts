// Compressed copies are made once per content for every file a browser fetches (manifests, index.html and
// generated config included), and a file replaced on disk (a redeploy without a restart) or a generated file
// replaced in memory is served as it now is, compressed, never a stale copy.
import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../src/static-server';
import { close, makeSite, portOf } from './support/servers';

const site = makeSite();
const overrides = { '/config.json': JSON.stringify({ profile: 'devnet', note: 'a'.repeat(600) }) };
let server: Awaited<ReturnType<typeof startStaticServer>>;
let base: string;

beforeAll(async () => {
  writeFileSync(join(site, 'mf-manifest.json'), JSON.stringify({ name: 'app', pad: 'v1'.repeat(400) }));
  server = await startStaticServer({ root: site, port: 0, overrides });
  base = `http://127.0.0.1:${portOf(server)}`;
});
afterAll(() => close(server));

/** A GET asking for brotli, read raw (fetch would undo the encoding before the test saw it). */
function brotli(
  path: string,
): Promise<{ text: string; etag: string | undefined; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({
          text: (encoding === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8'),
          etag: res.headers.etag,
          encoding,
        });
      });
    }).on('error', reject);
  });
}

describe('compressed once, never stale', () => {
  it('serves the manifest brotli-compressed, the same copy each time, and the new one after a redeploy', async () => {
    const first = await brotli('/mf-manifest.json');
    expect(first.encoding).toBe('br');
    expect(JSON.parse(first.text).pad).toMatch(/^v1/);
    expect((await brotli('/mf-manifest.json')).etag).toBe(first.etag);
    writeFileSync(join(site, 'mf-manifest.json'), JSON.stringify({ name: 'app', pad: 'v2'.repeat(500) }));
    const redeployed = await brotli('/mf-manifest.json');
    expect(redeployed.encoding).toBe('br');
    expect(JSON.parse(redeployed.text).pad).toMatch(/^v2/);
    expect(redeployed.etag).not.toBe(first.etag);
  });

  it('serves a generated config.json compressed, and its new text once it is replaced', async () => {
    const first = await brotli('/config.json');
    expect(first.encoding).toBe('br');
    overrides['/config.json'] = JSON.stringify({ profile: 'mainnet', note: 'b'.repeat(600) });
    const replaced = await brotli('/config.json');
    expect(JSON.parse(replaced.text).profile).toBe('mainnet');
    expect(replaced.etag).not.toBe(first.etag);
  });
});
