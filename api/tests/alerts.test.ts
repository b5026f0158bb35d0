// Alerts over HTTP with a clock the test moves: a rule fires once when its condition starts, not again while it
// holds, and again after it clears and returns; deliveries to a real local webhook (signature verified, a failing
// receiver retried after its pause) and to a real local SMTP server; two wallets that cannot touch each other's
// rules or alerts; the limits, each with its reason; one round per cluster.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CctpTransfer } from '@fin/shared/domain/cctp/transfer-record';
import { SMTPServer } from 'smtp-server';
import { privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsRound } from '../src/cluster/timed-work';
import type { Database } from '../src/db/client';
import type { BurnOwnership } from '../src/modules/transfers/burn-owner';
import { DownChainReader } from './support/fake-chains';
import {
  envelopeCode,
  getJson,
  openTestDatabase,
  postJson,
  startTestApp,
  type TestServer,
} from './support/test-app';
import { bearer, KEY_0, KEY_1, KEY_2, signIn } from './support/wallet-session';

const ME = privateKeyToAddress(KEY_1);
const OTHER = privateKeyToAddress(KEY_2);
const BURN = `0x${'cd'.repeat(32)}` as const;
const MIN = 60_000;

let clock = Date.now();
const burns: BurnOwnership = { ownerOf: async () => ({ found: true, depositor: ME }) };

type Hook = { headers: Record<string, string | string[] | undefined>; body: string };
const hooks: Hook[] = [];
let failNext = 0;
let hookServer: Server;
let hookUrl: string;
const mails: string[] = [];
let smtp: SMTPServer;
let smtpPort: number;

let db: Database;
let api: TestServer;
let mine: Record<string, string>;
let theirs: Record<string, string>;

const env = () => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  ALERTS_EMAIL_FROM: 'Fin alerts <alerts@fin.test>',
  ALERT_RULES_PER_WALLET: '4',
  ALERT_DELIVERIES_PER_HOUR: '4',
  ALERT_RETENTION_DAYS: '1',
});

beforeAll(async () => {
  hookServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      hooks.push({ headers: req.headers, body });
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503).end('down for a moment');
      } else res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hooks/fin`;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (c: Buffer) => {
        text += c.toString();
      });
      stream.on('end', () => {
        mails.push(text);
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  db = await openTestDatabase();
  api = await startTestApp(db, env(), { chains: new DownChainReader(), burns, now: () => new Date(clock) });
  mine = bearer(await signIn(api.url, KEY_1));
  theirs = bearer(await signIn(api.url, KEY_2));
});

afterAll(async () => {
  await api?.close();
  await db?.close();
  await new Promise<void>((r) => hookServer?.close(() => r()));
  await new Promise<void>((r) => smtp?.close(() => r()));
});

const send = (method: string, url: string, body: unknown, headers: Record<string, string>) =>
  getJson(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const alertsOf = async (wallet: string, auth: Record<string, string>) =>
  (await getJson(`${api.url}/api/alerts/${wallet}`, { headers: auth })).body as {
    alerts: {
      id: string;
      title: string;
      link: string | null;
      readAt: string | null;
      deliveries: { channel: string; status: string; attempts: number; error: string | null }[];
    }[];
    unread: number;
  };
const round = () => api.deps.alerts.round();
const transfer = (over: Partial<CctpTransfer> = {}): CctpTransfer => ({
  id: `transfer_${clock}`,
  amount: '40',
  asset: 'USDC',
  sourceChain: 8453,
  destinationChain: 42161,
  recipient: ME,
  status: 'burned',
  timestamp: clock,
  transferMode: 'standard',
  txHash: BURN,
  maxFee: '0',
  updatedAt: clock,
  ...over,
});

describe('alert rules need the wallet and stay its own', () => {
  it('without the wallet proof nothing is read or written', async () => {
    const anonymous = await getJson(`${api.url}/api/alerts/${ME}`);
    expect(anonymous.status).toBe(401);
    const write = await postJson(`${api.url}/api/alerts/${ME}/rules`, { kind: 'agent-out' });
    expect(write.status).toBe(401);
    expect((await getJson(`${api.url}/api/alerts/${ME}/rules`, { headers: mine })).body.rules).toEqual([]);
  });

  it('refuses a bad rule with the reason and keeps nothing', async () => {
    const bad = await postJson(
      `${api.url}/api/alerts/${ME}/rules`,
      { kind: 'apy-drop', points: 1, days: 0 },
      mine,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('must be at least 1');
    const unknown = await postJson(`${api.url}/api/alerts/${ME}/rules`, { kind: 'moon' }, mine);
    expect(unknown.status).toBe(400);
    expect((await getJson(`${api.url}/api/alerts/${ME}/rules`, { headers: mine })).body.rules).toEqual([]);
  });

  it('keeps at most ALERT_RULES_PER_WALLET rules per wallet, saying so', async () => {
    const kinds = [
      { kind: 'transfer-stuck', minutes: 30 },
      { kind: 'agent-out' },
      { kind: 'apy-below', belowPct: 2 },
      { kind: 'risk-worse' },
    ];
    for (const rule of kinds)
      expect((await postJson(`${api.url}/api/alerts/${ME}/rules`, rule, mine)).status).toBe(201);
    const fifth = await postJson(
      `${api.url}/api/alerts/${ME}/rules`,
      { kind: 'apy-drop', points: 1, days: 7 },
      mine,
    );
    expect(fifth.status).toBe(409);
    expect(envelopeCode(fifth.body)).toBe('ALERT_RULE_LIMIT');
    expect(JSON.stringify(fifth.body)).toContain('already has 4 alert rules');
    const list = (await getJson(`${api.url}/api/alerts/${ME}/rules`, { headers: mine })).body;
    expect((list.rules as { description: string }[]).map((r) => r.description)).toEqual([
      'A transfer is still unfinished 30 minutes after it started',
      "The agent's daily budget is spent or its account runs out of USDC",
      "A held position's APY falls under 2%",
      "A held pool's risk label gets worse",
    ]);
  });

  it('holds the rule limit when a wallet sends many adds at once', async () => {
    const third = bearer(await signIn(api.url, KEY_0));
    const wallet = privateKeyToAddress(KEY_0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postJson(`${api.url}/api/alerts/${wallet}/rules`, { kind: 'transfer-stuck', minutes: 5 + i }, third),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(
      answers.filter((a) => a.status === 409 && envelopeCode(a.body) === 'ALERT_RULE_LIMIT'),
    ).toHaveLength(6);
    const kept = (await getJson(`${api.url}/api/alerts/${wallet}/rules`, { headers: third })).body.rules;
    expect(kept).toHaveLength(4);
    for (const r of kept as { id: string }[])
      expect((await send('DELETE', `${api.url}/api/alerts/${wallet}/rules/${r.id}`, {}, third)).status).toBe(
        200,
      );
  });

  it("another wallet can neither read, change nor delete this wallet's rules", async () => {
    const rules = (await getJson(`${api.url}/api/alerts/${ME}/rules`, { headers: mine })).body.rules as {
      id: string;
    }[];
    const id = rules[2]?.id;
    expect((await getJson(`${api.url}/api/alerts/${ME}/rules`, { headers: theirs })).status).toBe(403);
    expect(
      (await send('PUT', `${api.url}/api/alerts/${ME}/rules/${id}`, { kind: 'agent-out' }, theirs)).status,
    ).toBe(403);
    expect((await send('DELETE', `${api.url}/api/alerts/${ME}/rules/${id}`, {}, theirs)).status).toBe(403);
    // Through its own path the other wallet's ids do not exist.
    const viaOwn = await send('DELETE', `${api.url}/api/alerts/${OTHER}/rules/${id}`, {}, theirs);
    expect(viaOwn.status).toBe(404);
    expect(JSON.stringify(viaOwn.body)).toContain(`This wallet has no alert rule ${id}`);
    const changed = await send(
      'PUT',
      `${api.url}/api/alerts/${OTHER}/rules/${id}`,
      { kind: 'agent-out' },
      theirs,
    );
    expect(changed.status).toBe(404);
    expect((await getJson(`${api.url}/api/alerts/${ME}/rules`, { headers: mine })).body.rules).toEqual(rules);
  });

  it('turns on a webhook (with its signing secret) and email; the other wallet cannot read them', async () => {
    const set = await send(
      'PUT',
      `${api.url}/api/alerts/${ME}/channels`,
      { webhookUrl: hookUrl, email: 'me@fin.test' },
      mine,
    );
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      webhookUrl: hookUrl,
      email: 'me@fin.test',
      emailAvailable: true,
      deliveriesPerHour: 4,
    });
    expect(String(set.body.webhookSecret)).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect((await getJson(`${api.url}/api/alerts/${ME}/channels`, { headers: theirs })).status).toBe(403);
    const bad = await send(
      'PUT',
      `${api.url}/api/alerts/${OTHER}/channels`,
      { webhookUrl: 'ftp://x', email: 'nope' },
      theirs,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('must be an http(s) URL');
    expect(JSON.stringify(bad.body)).toContain('must be an email address');
  });
});

describe('each rule fires once per occurrence', () => {
  it('an unfinished transfer: nothing before N minutes, one alert with its recovery link after, none while it stays, cleared once minted', async () => {
    const saved = await postJson(`${api.url}/api/transfers`, transfer(), mine);
    expect(saved.status).toBeLessThan(300);
    clock += 10 * MIN;
    await round();
    expect((await alertsOf(ME, mine)).alerts).toEqual([]);
    clock += 21 * MIN;
    const first = await round();
    expect(first.fired).toBe(1);
    const after = await alertsOf(ME, mine);
    expect(after.unread).toBe(1);
    expect(after.alerts[0]).toMatchObject({
      title: 'Transfer unfinished after 31 min',
      link: `/transfer/base/${BURN}`,
    });
    clock += 5 * MIN;
    expect((await round()).fired).toBe(0);
    expect((await alertsOf(ME, mine)).alerts).toHaveLength(1);
    const minted_ = await postJson(
      `${api.url}/api/transfers`,
      transfer({ status: 'completed', updatedAt: clock }),
      mine,
    );
    expect(minted_.status).toBeLessThan(300);
    const minted = await round();
    expect(minted.cleared).toBe(1);
    expect(minted.fired).toBe(0);
  });

  it("the agent's budget: fires when spent, not again while spent, again after a new budget is spent", async () => {
    const budget = (usdc: string) =>
      send('PUT', `${api.url}/api/agentkit/budget`, { walletAddress: ME, budgetUsdc: usdc }, mine);
    expect((await postJson(`${api.url}/api/agentkit/initialize`, { walletAddress: ME }, mine)).status).toBe(
      200,
    );
    clock += MIN;
    expect((await round()).fired).toBe(0);
    expect((await budget('0')).status).toBe(200);
    clock += MIN;
    expect((await round()).fired).toBe(1);
    clock += MIN;
    expect((await round()).fired).toBe(0);
    await budget('0.001');
    clock += MIN;
    expect((await round()).cleared).toBe(1);
    await budget('0');
    clock += MIN;
    expect((await round()).fired).toBe(1);
    const titles = (await alertsOf(ME, mine)).alerts.map((a) => a.title);
    expect(titles.filter((t) => t === "Agent's daily budget is spent")).toHaveLength(2);
  });
});

describe('deliveries', () => {
  it('the webhook gets the alert signed with HMAC-SHA256 over timestamp and body', async () => {
    const secret = String(
      (await getJson(`${api.url}/api/alerts/${ME}/channels`, { headers: mine })).body.webhookSecret,
    );
    expect(hooks.length).toBeGreaterThanOrEqual(1);
    for (const h of hooks) {
      const ts = Number(h.headers['fin-timestamp']);
      const expected = createHmac('sha256', secret).update(`${ts}.${h.body}`).digest('hex');
      expect(h.headers['fin-signature']).toBe(`v1=${expected}`);
      expect(JSON.parse(h.body)).toMatchObject({ type: 'fin.alert', wallet: ME });
    }
    const tampered = createHmac('sha256', secret)
      .update(`${Number(hooks[0]?.headers['fin-timestamp'])}.${hooks[0]?.body} `)
      .digest('hex');
    expect(hooks[0]?.headers['fin-signature']).not.toBe(`v1=${tampered}`);
    expect(JSON.parse(hooks[0]?.body ?? '{}')).toMatchObject({ link: `/transfer/base/${BURN}` });
  });

  it('the email reaches the SMTP server', async () => {
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]).toContain('Subject: Fin alert: Transfer unfinished after 31 min');
    expect(mails[0]).toContain('To: me@fin.test');
    // quoted-printable wraps long lines with '=' at the end
    expect(mails[0]?.replace(/=\r\n/g, '')).toContain(`Recovery link: /transfer/base/${BURN}`);
  });

  it('past ALERT_DELIVERIES_PER_HOUR the deliveries are not sent and say why; the alert is still in the page', async () => {
    // Transfer (2 deliveries) and the first budget alert (2) used the wallet's 4 this hour.
    const [latest] = (await alertsOf(ME, mine)).alerts;
    expect(latest?.deliveries).toHaveLength(2);
    for (const d of latest?.deliveries ?? []) {
      expect(d.status).toBe('limited');
      expect(d.error).toContain('already had 4 webhook and email deliveries in the last hour');
    }
  });

  it('a failing receiver is tried again after its pause, then gets the alert once', async () => {
    clock += 61 * MIN; // a new hour: deliveries allowed again
    await budgetRoundTrip();
    failNext = 1;
    const before = hooks.length;
    await api.deps.alerts.round();
    expect(hooks.length).toBe(before + 1);
    let [latest] = (await alertsOf(ME, mine)).alerts;
    expect(latest?.deliveries.find((d) => d.channel === 'webhook')).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: 'Attempt 1 failed: the webhook answered HTTP 503',
    });
    clock += 10_000; // within the 30 s pause: not tried
    await round();
    expect(hooks.length).toBe(before + 1);
    clock += 25_000;
    await round();
    expect(hooks.length).toBe(before + 2);
    [latest] = (await alertsOf(ME, mine)).alerts;
    expect(latest?.deliveries.find((d) => d.channel === 'webhook')).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
    });
    clock += 10 * MIN;
    await round();
    expect(hooks.length).toBe(before + 2);
  });
});

/** Clears and restarts the budget condition so the next round fires a new occurrence. */
async function budgetRoundTrip() {
  const budget = (usdc: string) =>
    send('PUT', `${api.url}/api/agentkit/budget`, { walletAddress: ME, budgetUsdc: usdc }, mine);
  await budget('0.001');
  await round();
  await budget('0');
}

describe('the notification centre', () => {
  it("marks read one or all; another wallet can neither read, mark nor delete this wallet's alerts", async () => {
    const list = await alertsOf(ME, mine);
    expect(list.unread).toBe(list.alerts.length);
    const [first, second] = list.alerts;
    expect((await getJson(`${api.url}/api/alerts/${ME}`, { headers: theirs })).status).toBe(403);
    await postJson(`${api.url}/api/alerts/${OTHER}/read`, { ids: [first?.id] }, theirs);
    expect((await send('DELETE', `${api.url}/api/alerts/${OTHER}/${first?.id}`, {}, theirs)).status).toBe(
      404,
    );
    expect((await alertsOf(ME, mine)).unread).toBe(list.alerts.length);
    const one = await postJson(`${api.url}/api/alerts/${ME}/read`, { ids: [first?.id] }, mine);
    expect(one.body.unread).toBe(list.alerts.length - 1);
    expect((await send('DELETE', `${api.url}/api/alerts/${ME}/${second?.id}`, {}, mine)).status).toBe(200);
    const all = await postJson(`${api.url}/api/alerts/${ME}/read`, {}, mine);
    expect(all.body.unread).toBe(0);
    expect((await alertsOf(ME, mine)).alerts).toHaveLength(list.alerts.length - 1);
    expect((await alertsOf(OTHER, theirs)).alerts).toEqual([]);
  });
});

describe('once per cluster', () => {
  it('two instances on one database: one runs the round, and a condition starting fires one alert', async () => {
    const twin = await startTestApp(db, env(), {
      chains: new DownChainReader(),
      burns,
      now: () => new Date(clock),
    });
    try {
      clock += 10 * MIN;
      const jobDeps = (s: TestServer) => ({
        jobs: s.deps.jobs,
        alerts: s.deps.alerts,
        alertsEveryMs: 60_000,
        logger: s.deps.logger,
      });
      const ran = await Promise.all([alertsRound(jobDeps(api)), alertsRound(jobDeps(twin))]);
      expect(ran.filter((r) => r !== undefined)).toHaveLength(1);
      await budgetRoundTrip();
      const before = (await alertsOf(ME, mine)).alerts.length;
      const both = await Promise.all([api.deps.alerts.round(), twin.deps.alerts.round()]);
      expect(both[0].fired + both[1].fired).toBe(1);
      expect((await alertsOf(ME, mine)).alerts.length).toBe(before + 1);
    } finally {
      await twin.close();
    }
  });

  it('retention: alerts older than ALERT_RETENTION_DAYS are dropped', async () => {
    expect((await api.deps.alerts.list(ME)).alerts.length).toBeGreaterThan(0);
    clock += 25 * 60 * MIN;
    expect(await api.deps.alerts.sweep()).toBeGreaterThan(0);
    expect((await api.deps.alerts.list(ME)).alerts).toEqual([]);
  });
});
