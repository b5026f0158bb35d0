// Where a mainnet server may post alert webhooks: https to a public address only, and the POST goes to the address
// that was checked — a name whose DNS answer changes after the check (DNS rebinding) cannot redirect it.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { AlertsRepository } from '../src/modules/alerts/adapter';
import { AlertDeliveries } from '../src/modules/alerts/delivery';
import { AlertDeliveriesRepository } from '../src/modules/alerts/delivery-adapter';
import { postWebhook } from '../src/modules/alerts/webhook-post';
import { publicWebhookProblem, resolvePublicWebhook } from '../src/modules/alerts/webhook-target';
import { openTestDatabase } from './support/test-app';

describe('public webhook targets (mainnet)', () => {
  it('refuses http, this machine and private networks by name or address, with the reason', () => {
    expect(publicWebhookProblem('http://hooks.example.com/fin')).toBe('must be an https:// URL');
    for (const url of [
      'https://localhost/x',
      'https://api.localhost/x',
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://172.20.1.1/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fd00::1]/x',
    ])
      expect(publicWebhookProblem(url), url).toBe(
        'must be a public address, not this machine or a private network',
      );
    expect(publicWebhookProblem('https://hooks.example.com/fin')).toBeUndefined();
    expect(publicWebhookProblem('https://8.8.8.8/fin')).toBeUndefined();
  });

  it('checks again before sending, so a refused address never receives the alert', async () => {
    await expect(resolvePublicWebhook('https://127.0.0.1/x')).rejects.toThrow(
      'the webhook URL must be a public address, not this machine or a private network',
    );
    await expect(resolvePublicWebhook('https://8.8.8.8/x')).resolves.toEqual({
      address: '8.8.8.8',
      family: 4,
    });
  });
});

describe('the POST goes to the checked address (no second DNS answer)', () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let server: Server;
  let port: number;
  let db: Database;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await db?.close();
  });

  it('connects to the given address while the request keeps the URL name as its Host', async () => {
    // `.invalid` never resolves: the request arriving proves the name was not looked up again.
    const status = await postWebhook(`http://hooks.rebind.invalid:${port}/fin`, {
      to: { address: '127.0.0.1', family: 4 },
      headers: { 'content-type': 'application/json' },
      body: '{"hello":1}',
      timeoutMs: 5000,
    });
    expect(status).toBe(204);
    expect(received.at(-1)).toEqual({
      headers: expect.objectContaining({ host: `hooks.rebind.invalid:${port}` }),
      body: '{"hello":1}',
    });
  });

  it('a mainnet delivery resolves the name once and posts to what it checked, even if DNS then answers otherwise', async () => {
    const repo = new AlertsRepository(db.db);
    const channels = new AlertDeliveriesRepository(db.db);
    const address = '0x00000000000000000000000000000000000b0b01';
    const url = `http://hooks.rebind.invalid:${port}/fin`;
    const now = new Date();
    await channels.saveChannels({
      address,
      webhookUrl: url,
      webhookSecret: 'whsec_test',
      email: null,
      updatedAt: now,
    });
    const [alert] = await repo.insertAlerts([
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
    // A rebinding name server: the first answer (the one checked) is where the receiver is; later answers point
    // somewhere else that must never be contacted.
    const answers = [
      { address: '127.0.0.1', family: 4 as const },
      { address: '10.66.66.66', family: 4 as const },
    ];
    let asked = 0;
    const deliveries = new AlertDeliveries({
      repo: channels,
      now: () => now,
      mailer: undefined,
      emailFrom: 'x',
      deliveriesPerHour: 10,
      publicWebhooksOnly: true,
      resolveWebhook: async () => answers[Math.min(asked++, 1)] as (typeof answers)[number],
    });
    const before = received.length;
    await deliveries.enqueue(alert ? [alert] : []);
    expect(await deliveries.sendDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(asked).toBe(1);
    expect(received.length).toBe(before + 1);
    expect(JSON.parse(received.at(-1)?.body ?? '{}')).toMatchObject({
      type: 'fin.alert',
      title: 'APY under 3%',
    });
    expect(received.at(-1)?.headers['fin-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
  });
});
