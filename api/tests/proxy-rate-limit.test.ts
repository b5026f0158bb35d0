// Behind Fin's static server (the /api proxy), each real client has its own rate-limit bucket, and a client that
// sends its own X-Forwarded-For / X-Real-IP / Forwarded changes nothing: the proxy overwrites them with the address
// it saw, and the API trusts forwarding headers only from its configured proxies (loopback by default).
import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The static server is a workspace package of its own; the test reaches its source directly.
import { startStaticServer } from '../../shared/server/src/static-server';
import type { Database } from '../src/db/client';
import { DownChainReader } from './support/fake-chains';
import { openTestDatabase, startTestApp, type TestServer } from './support/test-app';

let db: Database;
let api: TestServer;
let proxy: Server;
let proxyPort: number;

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(db, { RATE_LIMIT_PER_MINUTE: '3' }, { chains: new DownChainReader() });
  proxy = await startStaticServer({ root: '/nonexistent', port: 0, apiProxy: api.url });
  proxyPort = (proxy.address() as AddressInfo).port;
});
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((r) => proxy?.close(r));
  await api?.close();
  await db?.close();
});

/** GET /api/health through the proxy from a given loopback address (127.0.0.0/8 are all this machine). */
function healthFrom(localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: proxyPort, path: '/api/health', localAddress, headers, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('rate limits per real client behind the proxy', () => {
  it('two clients get separate buckets, and a spoofed forwarding header changes nothing', async () => {
    const a = '127.0.0.2';
    const b = '127.0.0.3';
    expect([await healthFrom(a), await healthFrom(a), await healthFrom(a)]).toEqual([200, 200, 200]);
    expect(await healthFrom(a)).toBe(429);
    // The other client is untouched by A's use.
    expect(await healthFrom(b)).toBe(200);
    // A claims to be someone else: still A, still limited.
    const spoofs: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-real-ip': '203.0.113.8' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.3' },
    ];
    for (const spoof of spoofs) {
      expect(await healthFrom(a, spoof)).toBe(429);
    }
    // And B cannot be pushed over its limit by A's requests naming B.
    expect(await healthFrom(b)).toBe(200);
  });
});
