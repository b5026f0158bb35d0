// Where a mainnet server may post alert webhooks, end to end: saving a channel refuses every spelling of a private
// address (and a name whose DNS answers one), and a delivery refuses them again before any connection — here with
// only this machine's own addresses (127.0.0.0/8 and ::1, in every spelling) against a listener on 127.0.0.1 that
// must see no connection. DNS is a stand-in answering loopback only: nothing leaves the machine.
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { AlertsRepository } from '../src/modules/alerts/adapter';
import { AlertDeliveries } from '../src/modules/alerts/delivery';
import { AlertDeliveriesRepository } from '../src/modules/alerts/delivery-adapter';
import { postWebhook } from '../src/modules/alerts/webhook-post';
import type { WebhookResolver } from '../src/modules/alerts/webhook-target';
import { DownChainReader } from './support/fake-chains';
import { DEAD_RPC, getJson, openTestDatabase, startTestApp, type TestServer } from './support/test-app';
import { bearer, KEY_1, signIn } from './support/wallet-session';
import { ACCEPTED_URLS, REFUSED_URLS } from './support/webhook-address-forms';

/** Stand-in DNS: names of this test answer loopback addresses; anything else does not resolve. */
const LOOPBACK_NAMES: Record<string, string[]> = {
  'hooks.rebind.invalid': ['127.0.0.1'],
  'v6.rebind.invalid': ['::1'],
  'mapped.rebind.invalid': ['::ffff:127.0.0.1'],
  'two.rebind.invalid': ['127.0.0.2', '127.0.0.1'],
};
const asked: string[] = [];
const resolver: WebhookResolver = async (host) => {
  asked.push(host);
  if (host === 'hooks.example.com') return [{ address: '93.184.215.14', family: 4 }];
  const answers = LOOPBACK_NAMES[host];
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let db: Database;
let api: TestServer;
let listener: TcpServer;
let port: number;
let connections = 0;

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(
    db,
    { PROFILE: 'mainnet', MORPHO_API_URL: DEAD_RPC, DEFILLAMA_BASE_URL: DEAD_RPC, ATTESTATION_URL: DEAD_RPC },
    { chains: new DownChainReader(), webhookResolver: resolver },
  );
  // Any TCP connection at all counts, whatever the scheme of the URL that made it.
  listener = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await api?.close();
  await db?.close();
  await new Promise((r) => listener?.close(r));
});

describe('saving a webhook on mainnet', () => {
  const put = async (auth: Record<string, string>, webhookUrl: string) =>
    getJson(`${api.url}/api/alerts/${privateKeyToAddress(KEY_1)}/channels`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ webhookUrl, email: null }),
    });

  it('refuses every spelling of this machine or a private network, saying why, and keeps no channel', async () => {
    const auth = bearer(await signIn(api.url, KEY_1));
    const urls: [string, string][] = [
      ...REFUSED_URLS,
      [
        'https://hooks.rebind.invalid/fin',
        'must not lead to this machine or a private network: hooks.rebind.invalid resolves to 127.0.0.1',
      ],
      [
        'https://mapped.rebind.invalid./fin',
        'must not lead to this machine or a private network: mapped.rebind.invalid resolves to ::ffff:127.0.0.1',
      ],
      ['https://nowhere.invalid/fin', 'must name a host that resolves: nowhere.invalid did not'],
    ];
    for (const [url, reason] of urls) {
      const r = await put(auth, url);
      expect(r.status, url).toBe(400);
      expect((r.body.error as { message: string }).message, url).toContain(`body.webhookUrl ${reason}`);
    }
    const saved = await getJson(`${api.url}/api/alerts/${privateKeyToAddress(KEY_1)}/channels`, {
      headers: auth,
    });
    expect(saved.body.webhookUrl).toBeNull();
  });

  it('takes a public address, or a name every answer of which is public', async () => {
    const auth = bearer(await signIn(api.url, KEY_1));
    for (const url of ACCEPTED_URLS) {
      const r = await put(auth, url);
      expect(r.status, url).toBe(200);
      expect(r.body.webhookUrl).toBe(url);
    }
  });
});

/** This machine's own addresses in every spelling (and names answering them), each on the listener's port. */
const loopbackUrls = () =>
  [
    '127.0.0.1',
    '127.1',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '0x7f.1',
    '127.0.0.1.',
    '0',
    '0.0.0.0',
    '[::1]',
    '[0:0:0:0:0:0:0:1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[0:0:0:0:0:ffff:7f00:1]',
    '[::ffff:0.0.0.0]',
    'localhost',
    'localhost.',
    'api.localhost',
    ...Object.keys(LOOPBACK_NAMES),
  ].map((host) => `https://${host}:${port}/hooks/fin`);

describe('a mainnet delivery', () => {
  it('to a webhook saved before it was refused, or whose name now answers loopback, never connects', async () => {
    const alerts = new AlertsRepository(db.db);
    const channels = new AlertDeliveriesRepository(db.db);
    const now = new Date();
    const deliveries = new AlertDeliveries({
      repo: channels,
      now: () => now,
      mailer: undefined,
      emailFrom: 'x',
      deliveriesPerHour: 10,
      publicWebhooksOnly: true,
      resolveWebhookHost: resolver,
    });
    const urls = loopbackUrls();
    for (const [i, url] of urls.entries()) {
      const address = `0x${(0xb0b000 + i).toString(16).padStart(40, '0')}`;
      // Written straight to the database: as if saved before the save-time check, or DNS changed since.
      await channels.saveChannels({
        address,
        webhookUrl: url,
        webhookSecret: 'whsec_t',
        email: null,
        updatedAt: now,
      });
      const fired = await alerts.insertAlerts([
        {
          address,
          ruleId: null,
          kind: 'apy-below',
          subject: 'pool-1',
          occurrence: 1,
          title: 'APY under 3%',
          message: 'It pays 2.00% APY.',
          link: null,
          firedAt: now,
        },
      ]);
      await deliveries.enqueue(fired);
    }
    asked.length = 0;
    expect(await deliveries.sendDue()).toEqual({ sent: 0, retrying: urls.length, failed: 0 });
    expect(connections).toBe(0);
    // Each name was resolved once, inside the lookup that would have handed the socket its address.
    expect(asked.sort()).toEqual(Object.keys(LOOPBACK_NAMES).sort());

    const rows = await db.db.query.alertDeliveries.findMany();
    expect(rows).toHaveLength(urls.length);
    for (const row of rows) {
      expect(row.status, row.target).toBe('pending');
      expect(row.error, row.target).toMatch(
        /^Attempt 1 failed: the webhook URL must (be a public address, not this machine or a private network|not lead to this machine or a private network: [a-z0-9.]+ resolves to [0-9a-f:.]+)$/,
      );
    }
  });

  it('on the devnet, the same listener does see the connection (so it would have seen one above)', async () => {
    await expect(
      postWebhook(`https://127.0.0.1:${port}/hooks/fin`, { headers: {}, body: '{}', timeoutMs: 5000 }),
    ).rejects.toThrow();
    expect(connections).toBe(1);
  });
});

describe('the connection goes to the address the lookup answered', () => {
  let server: Server;
  let httpPort: number;
  const hosts: (string | undefined)[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hosts.push(req.headers.host);
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    httpPort = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('while the request keeps the URL name as its Host (the name is never looked up again)', async () => {
    // `.invalid` never resolves: the request arriving proves the socket used the lookup's answer.
    const status = await postWebhook(`http://hooks.rebind.invalid:${httpPort}/fin`, {
      lookup: (_host, options, callback) =>
        (options as { all?: boolean }).all
          ? (callback as unknown as (e: null, a: object[]) => void)(null, [
              { address: '127.0.0.1', family: 4 },
            ])
          : callback(null, '127.0.0.1', 4),
      headers: { 'content-type': 'application/json' },
      body: '{"hello":1}',
      timeoutMs: 5000,
    });
    expect(status).toBe(204);
    expect(hosts).toEqual([`hooks.rebind.invalid:${httpPort}`]);
  });
});
