// The attestation service's control API injects faults into transfers: it is for tests on this machine, never for
// a web page. A page in any browser tab is on loopback too, so the control API sends no CORS, refuses requests a
// browser marks with an Origin (and every preflight), takes only JSON bodies, and caps their size. Iris routes keep
// their CORS (the page calls them), and a malformed request target is a 400, not a 500.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { devnet } from './helpers';

const control = () => devnet.manifest.controlUrl;

afterEach(async () => {
  await devnet.clearFaults();
});

function rawGet(base: string, target: string): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: target, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('attestation control API', () => {
  it('a request from a web page (Origin header) cannot add a fault, and gets no CORS', async () => {
    const res = await fetch(`${control()}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ kind: 'pending-forever' }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${control()}/faults`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const list = await fetch(`${control()}/faults`);
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await list.json()) as { faults: unknown[] }).faults).toEqual([]);
  });

  it('a form-style POST (no JSON) and an oversized body are refused', async () => {
    const form = await fetch(`${control()}/config`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"standardDelayMs":1}',
    });
    expect(form.status).toBe(415);
    const big = await fetch(`${control()}/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(20_000) }),
    });
    expect(big.status).toBe(413);
  });

  it('Iris routes keep CORS for the page; malformed targets are a 400', async () => {
    const allowance = await fetch(`${devnet.manifest.attestationUrl}/v2/fastBurn/USDC/allowance`);
    expect(allowance.headers.get('access-control-allow-origin')).toBe('*');
    for (const target of ['//[', '//127.0.0.1:1/control/faults']) {
      expect(await rawGet(devnet.manifest.attestationUrl, target)).toBe(400);
    }
  });
});
