// Webhook deliveries over real TLS: a local https receiver whose self-signed certificate the API is told to trust
// (ALERT_WEBHOOK_CA_FILE) gets the alert signed, after a retry when it first fails; a receiver whose certificate
// the API does not trust gets nothing, and the alert in the centre says why, while the API carries on. The
// certificates are made for the test with openssl (Debian's openssl package).
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import type { AlertFacts } from '../src/modules/alerts/facts';
import { DownChainReader } from './support/fake-chains';
import { getJson, openTestDatabase, startTestApp, type TestServer } from './support/test-app';
import { bearer, KEY_1, KEY_2, signIn } from './support/wallet-session';

type Hook = { headers: Record<string, string | string[] | undefined>; body: string; encrypted: boolean };
type Receiver = { server: Server; url: string; hooks: Hook[]; failNext: number };

const dir = mkdtempSync(join(tmpdir(), 'fin-webhook-tls-'));
let clock = Date.now();
let db: Database;
let api: TestServer;
let trusted: Receiver;
let untrusted: Receiver;

/** A self-signed certificate for localhost and 127.0.0.1, valid two days. */
function selfSigned(name: string): { key: string; cert: string; certPath: string } {
  const keyPath = join(dir, `${name}.key`);
  const certPath = join(dir, `${name}.pem`);
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyPath, '-out', certPath, '-days', '2', '-subj', `/CN=localhost/O=${name}`],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath };
}

async function receiver(tls: { key: string; cert: string }): Promise<Receiver> {
  const r = { hooks: [] as Hook[], failNext: 0 } as Receiver;
  r.server = createServer(tls, (req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      r.hooks.push({ headers: req.headers, body, encrypted: (req.socket as TLSSocket).encrypted });
      if (r.failNext > 0) {
        r.failNext -= 1;
        res.writeHead(503).end('down for a moment');
      } else res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => r.server.listen(0, '127.0.0.1', done));
  r.url = `https://localhost:${(r.server.address() as AddressInfo).port}/hooks/fin`;
  return r;
}

/** Every wallet holds one pool paying 1 %: an 'APY under 3 %' rule holds from its first round. */
const facts: AlertFacts = {
  forWallet: async () => ({
    pools: [{ poolId: 'pool-1', label: 'Aave V3 USDC on Base', apy: 1, apyDaysAgo: {}, risk: 'Low' }],
  }),
};

beforeAll(async () => {
  const ours = selfSigned('fin-test-receiver');
  trusted = await receiver(ours);
  untrusted = await receiver(selfSigned('unknown-receiver'));
  db = await openTestDatabase();
  api = await startTestApp(
    db,
    { ALERT_WEBHOOK_CA_FILE: ours.certPath },
    { chains: new DownChainReader(), alertFacts: facts, now: () => new Date(clock) },
  );
});
afterAll(async () => {
  await api?.close();
  await db?.close();
  for (const r of [trusted, untrusted]) await new Promise<void>((done) => r?.server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

const send = (method: string, url: string, body: unknown, headers: Record<string, string>) =>
  getJson(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A wallet signed in, its webhook at `url` and an 'APY under 3 %' rule; answers its proof headers. */
async function watching(key: typeof KEY_1, url: string) {
  const wallet = privateKeyToAddress(key);
  const auth = bearer(await signIn(api.url, key));
  expect(
    (await send('PUT', `${api.url}/api/alerts/${wallet}/channels`, { webhookUrl: url, email: null }, auth))
      .status,
  ).toBe(200);
  expect(
    (await send('POST', `${api.url}/api/alerts/${wallet}/rules`, { kind: 'apy-below', belowPct: 3 }, auth))
      .status,
  ).toBe(201);
  return { wallet, auth };
}

const webhookOf = async (wallet: string, auth: Record<string, string>) => {
  const body = (await getJson(`${api.url}/api/alerts/${wallet}`, { headers: auth })).body as {
    alerts: { deliveries: { channel: string; status: string; attempts: number; error: string | null }[] }[];
  };
  return body.alerts[0]?.deliveries.find((d) => d.channel === 'webhook');
};

describe('webhooks over TLS', () => {
  it('reach a receiver whose certificate the server is told to trust, signed, after a retry when it first fails', async () => {
    const { wallet, auth } = await watching(KEY_1, trusted.url);
    trusted.failNext = 1;
    await api.deps.alerts.round();
    expect(await webhookOf(wallet, auth)).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: 'Attempt 1 failed: the webhook answered HTTP 503',
    });
    clock += 31_000;
    await api.deps.alerts.round();
    expect(await webhookOf(wallet, auth)).toMatchObject({ status: 'sent', attempts: 2 });

    expect(trusted.hooks).toHaveLength(2);
    const secret = String(
      (await getJson(`${api.url}/api/alerts/${wallet}/channels`, { headers: auth })).body.webhookSecret,
    );
    for (const h of trusted.hooks) {
      expect(h.encrypted).toBe(true);
      const expected = createHmac('sha256', secret)
        .update(`${Number(h.headers['fin-timestamp'])}.${h.body}`)
        .digest('hex');
      expect(h.headers['fin-signature']).toBe(`v1=${expected}`);
      expect(JSON.parse(h.body)).toMatchObject({
        type: 'fin.alert',
        wallet,
        title: 'APY under 3%: Aave V3 USDC on Base',
      });
    }
  });

  it('to a receiver with a certificate nobody vouches for: nothing sent, the reason in the centre, the API carries on', async () => {
    const { wallet, auth } = await watching(KEY_2, untrusted.url);
    await api.deps.alerts.round();
    expect(untrusted.hooks).toHaveLength(0);
    expect(await webhookOf(wallet, auth)).toMatchObject({
      status: 'pending',
      attempts: 1,
      error:
        "Attempt 1 failed: the webhook's HTTPS certificate is not trusted: its certificate is self-signed (give the receiver a certificate from a public authority)",
    });
    expect((await getJson(`${api.url}/api/alerts/${wallet}/rules`, { headers: auth })).status).toBe(200);
  });
});
