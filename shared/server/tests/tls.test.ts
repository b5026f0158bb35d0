// fin-serve over TLS: given a certificate and key (made here with openssl, Debian's package) it serves https only,
// every answer carries HSTS, and the pages, the 404s and the /api proxy behave as over http.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, startStaticServer } from '../src/static-server';
import { close, makeSite, portOf, startRecorder } from './support/servers';

const dir = mkdtempSync(join(tmpdir(), 'fin-serve-tls-'));
const certFile = join(dir, 'cert.pem');
const keyFile = join(dir, 'key.pem');
let server: Server;
let api: Awaited<ReturnType<typeof startRecorder>>;

/** GET over https trusting only the test's own certificate. */
function httpsGet(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: portOf(server), path, ca: readFileSync(certFile), servername: 'localhost' },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=localhost/O=fin-serve-test'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  api = await startRecorder();
  server = await startStaticServer({
    root: makeSite(),
    port: 0,
    spaFallback: true,
    apiProxy: `http://127.0.0.1:${api.port}`,
    tls: { certFile, keyFile },
  });
});
afterAll(async () => {
  await close(server);
  await close(api.server);
});

describe('fin-serve with a certificate', () => {
  it('serves the page over https with HSTS and its usual headers', async () => {
    const page = await httpsGet('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Fin</title>');
    expect(page.headers['strict-transport-security']).toBe(HSTS);
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS on errors and proxied API answers too', async () => {
    const missing = await httpsGet('/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['strict-transport-security']).toBe(HSTS);
    const proxied = await httpsGet('/api/health');
    expect(proxied.status).toBe(200);
    expect(proxied.headers['strict-transport-security']).toBe(HSTS);
    expect(api.seen.at(-1)?.url).toBe('/api/health');
  });

  it('answers no plain http on its port', async () => {
    await expect(fetch(`http://127.0.0.1:${portOf(server)}/`)).rejects.toThrow();
  });
});
