/**
 * Two API instances on one PostgreSQL behind nginx (deploy/nginx/fin-api.conf), on the worker's devnet: state that
 * must hold across requests holds whichever instance serves them, timed work runs once, an instance that dies
 * loses only what it had in flight, a rolling restart loses nothing, and the dashboard works through nginx.
 */
import { execFileSync } from 'node:child_process';
import { X402_ASSET } from '@fin/shared/domain/agent/x402';
import { walletProofMessage } from '@fin/shared/domain/wallet/proof';
import { type Address, createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { connectDemoWallet } from '../../fixtures/wallet';
import type { Cluster } from '../../stack/cluster';
import { devnetRuntimeConfig } from '../../stack/devnet';
import { clientAddress, httpFrom } from '../../stack/http-from';
import { origin } from '../../stack/ports';
import { startStaticApps } from '../../stack/static-apps';
import { CLUSTER_RATE_LIMIT, expect, test } from './cluster-fixture';
import { failed, startLoad } from './cluster-load';

/** Anvil account #6: a spare devnet account no other test signs in with. */
const KEY: Hex = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e';
const WALLET = privateKeyToAccount(KEY).address;

test.describe.configure({ mode: 'serial' });

async function signedSignIn(cluster: Cluster, shellOrigin: string, from: string) {
  const nonce = await httpFrom(from, `${cluster.url}/api/auth/nonce`, { method: 'POST', body: {} });
  const account = privateKeyToAccount(KEY);
  const message = walletProofMessage({
    address: account.address,
    chainId: 8453,
    nonce: String(nonce.body.nonce),
    domain: new URL(shellOrigin).host,
    uri: shellOrigin,
    now: new Date(),
  });
  const signature = await account.signMessage({ message });
  const session = await httpFrom(from, `${cluster.url}/api/auth/session`, { body: { message, signature } });
  return { nonce, session };
}

async function signIn(cluster: Cluster, shellOrigin: string): Promise<string> {
  const { session } = await signedSignIn(cluster, shellOrigin, clientAddress(60_000));
  expect(session.status).toBe(201);
  return String(session.body.token);
}

function recordedTransferIds(cluster: Cluster): Set<string> {
  const out = execFileSync(
    'psql',
    [cluster.databaseUrl, '-Atc', `select transfer_id from notifications where address = '${WALLET}'`],
    { encoding: 'utf8' },
  );
  return new Set(out.split('\n').filter(Boolean));
}

test('a nonce from one instance signs in at the other, and both honour the session', async ({
  cluster,
  clusterAppPorts,
}) => {
  const shell = origin(clusterAppPorts.shell);
  let crossed = false;
  for (let attempt = 0; attempt < 10 && !crossed; attempt++) {
    const { nonce, session } = await signedSignIn(cluster, shell, clientAddress(50_000 + attempt));
    expect(session.status).toBe(201);
    crossed = nonce.instance !== session.instance;
    if (!crossed) continue;
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const me = await httpFrom(clientAddress(50_100 + i), `${cluster.url}/api/auth/session`, {
        headers: { authorization: `Bearer ${session.body.token}` },
      });
      expect(me.status).toBe(200);
      expect(me.body.address).toBe(WALLET);
      servedBy.add(String(me.instance));
    }
    expect([...servedBy].sort()).toEqual(['api-0', 'api-1']);
  }
  expect(crossed).toBe(true);
});

test('a client gets the limit, not twice the limit: limit + 1 requests over both instances, one 429, whatever address it claims', async ({
  cluster,
}) => {
  const from = clientAddress(40_000);
  const answers = [];
  for (let batch = 0; batch <= CLUSTER_RATE_LIMIT; batch += 10) {
    const size = Math.min(10, CLUSTER_RATE_LIMIT + 1 - batch);
    answers.push(
      ...(await Promise.all(
        Array.from({ length: size }, (_, i) =>
          // Each request claims another address: nginx overwrites the header with the one it saw.
          httpFrom(from, `${cluster.url}/api/health`, {
            headers: { 'x-forwarded-for': `198.51.100.${batch + i}` },
          }),
        ),
      )),
    );
  }
  expect(answers).toHaveLength(CLUSTER_RATE_LIMIT + 1);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(CLUSTER_RATE_LIMIT);
  expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['api-0', 'api-1']));
});

test("a wallet's agent purchases racing on both instances never spend past its budget, and the treasury got what was spent", async ({
  cluster,
  clusterAppPorts,
  fin,
}) => {
  const rpcUrl = fin.devnet.manifest.chains.find((c) => c.chainId === 8453)?.rpcUrl;
  const base = createPublicClient({ transport: http(rpcUrl) });
  const treasury = fin.devnet.manifest.x402?.treasury as Address;
  const usdc = (owner: Address) =>
    base.readContract({ address: X402_ASSET, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const proof = { authorization: `Bearer ${await signIn(cluster, origin(clusterAppPorts.shell))}` };
  const on = await httpFrom(clientAddress(41_000), `${cluster.url}/api/agentkit/initialize`, {
    body: { walletAddress: WALLET },
    headers: proof,
  });
  const agent = on.body.address as Address;
  // The wallet's agent is funded from the devnet's demo account (a real USDC transfer on Base).
  const funder = createWalletClient({
    account: privateKeyToAccount(fin.devnet.manifest.demoAccount.privateKey as Hex),
    transport: http(rpcUrl),
  });
  const hash = await funder.writeContract({
    chain: null,
    address: X402_ASSET,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [agent, 10_000n],
  });
  await base.waitForTransactionReceipt({ hash });
  const before = await usdc(treasury);
  const budget = () =>
    httpFrom(clientAddress(41_100), `${cluster.url}/api/agentkit/budget?walletAddress=${WALLET}`, {
      headers: proof,
    });
  const riskLine = (b: Record<string, unknown>) =>
    (
      b.budget as {
        lines: { service: string; budgetUnits: number; spentUnits: number; priceUnits: number }[];
      }
    ).lines.find((l) => l.service === 'risk-score') as {
      budgetUnits: number;
      spentUnits: number;
      priceUnits: number;
    };
  const line = riskLine((await budget()).body);
  const affordable = Math.floor((line.budgetUnits - line.spentUnits) / line.priceUnits);
  const attempts = affordable + 4;
  const results = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      httpFrom(clientAddress(41_001 + i), `${cluster.url}/api/agentkit/purchase`, {
        body: { walletAddress: WALLET, service: 'risk-score', protocol: 'aave' },
        headers: proof,
      }),
    ),
  );
  expect(results.every((r) => r.status === 200)).toBe(true);
  expect(new Set(results.map((r) => r.instance))).toEqual(new Set(['api-0', 'api-1']));
  const bought = results.filter((r) => r.body.success === true);
  // Every other attempt was refused for the budget, nothing else (a payment that failed would say so).
  expect(results.filter((r) => r.body.success !== true).map((r) => r.body.code)).toEqual(
    Array(attempts - affordable).fill('budget'),
  );
  expect(bought).toHaveLength(affordable);
  const after = riskLine((await budget()).body);
  expect(after.spentUnits).toBeLessThanOrEqual(after.budgetUnits);
  expect(after.spentUnits - line.spentUnits).toBe(affordable * line.priceUnits);
  expect(await usdc(treasury)).toBe(before + BigInt(affordable * line.priceUnits));
});

test('the retention sweep runs once in the cluster, not once per instance', async ({ cluster }) => {
  const ran = cluster.instances.map(
    (i) =>
      i
        .logs()
        .split('\n')
        .filter((l) => l.includes('retention sweep ran')).length,
  );
  expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
});

/** How many times each instance built the yields list from its sources (its log line per build). */
const listBuilds = (cluster: Cluster) =>
  cluster.instances.map(
    (i) =>
      i
        .logs()
        .split('\n')
        .filter((l) => l.includes('yields list built')).length,
  );
const total = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

/** The yields list as one instance serves it: its ETag and what it shows (without the per-request `cached`). */
async function listFrom(url: string) {
  const res = await fetch(`${url}/api/defi/all-stablecoins`);
  expect(res.status).toBe(200);
  const { cached: _cached, ...shown } = (await res.json()) as Record<string, unknown>;
  return { etag: res.headers.get('etag'), shown };
}

test('the yields list is one for the cluster: built once for both instances, refreshed by one and served by both', async ({
  cluster,
}) => {
  const [first, second] = cluster.instances;
  if (!first || !second) throw new Error('two instances expected');
  // Started together, the instances built the list once between them (one waited for the other's build).
  await expect.poll(() => total(listBuilds(cluster)), { timeout: 60_000 }).toBe(1);

  const before = listBuilds(cluster);
  const refresh = await fetch(`${first.url}/api/defi/all-stablecoins?refresh=true`);
  expect(refresh.status).toBe(200);
  const refreshedTag = refresh.headers.get('etag');
  // The other instance serves the new version within its check interval (250 ms), same ETag, same data.
  await expect.poll(async () => (await listFrom(second.url)).etag, { timeout: 10_000 }).toBe(refreshedTag);
  const [fromFirst, fromSecond] = await Promise.all([listFrom(first.url), listFrom(second.url)]);
  expect(fromSecond).toEqual(fromFirst);
  const viaNginx = await Promise.all(
    Array.from({ length: 4 }, (_, i) =>
      // Clients of their own: the rate-limit test has spent 40_000's minute.
      httpFrom(clientAddress(43_000 + i), `${cluster.url}/api/defi/all-stablecoins`),
    ),
  );
  expect(viaNginx.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  expect(new Set(viaNginx.map((a) => a.instance))).toEqual(new Set(['api-0', 'api-1']));
  expect(new Set(viaNginx.map((a) => a.body.lastUpdated))).toEqual(new Set([fromFirst.shown.lastUpdated]));
  expect(total(listBuilds(cluster)) - total(before)).toBe(1);

  // The list expires (its age moved back past the TTL): requests on both instances rebuild it once, not twice.
  const expired = listBuilds(cluster);
  execFileSync('psql', [
    cluster.databaseUrl,
    '-Atc',
    "update shared_cache set stored_at = stored_at - 7200000, version = version + 1 where key = 'yields:all'",
  ]);
  await expect
    .poll(
      async () => {
        const answers = await Promise.all([first, second, first, second].map((i) => listFrom(i.url)));
        return answers.every((a) => a.etag === answers[0]?.etag && a.etag !== refreshedTag);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(total(listBuilds(cluster)) - total(expired)).toBe(1);
});

test('an instance stopping turns not ready first, finishes what it has in flight, then exits', async ({
  cluster,
}) => {
  const target = cluster.instances[1];
  if (!target) throw new Error('no second instance');
  const inFlight = httpFrom(clientAddress(42_000), `${target.url}/api/portfolio/${WALLET}`);
  target.process.signal('SIGTERM');
  await expect
    .poll(async () => (await httpFrom(clientAddress(42_001), `${target.url}/api/ready`)).status)
    .toBe(503);
  expect((await inFlight).status).toBe(200);
  expect(await target.process.exited).toBe(0);
  await cluster.revive(1);
});

test('an instance killed under load: only its requests in flight fail, and every recorded write is kept', async ({
  cluster,
  clusterAppPorts,
}) => {
  const token = await signIn(cluster, origin(clusterAppPorts.shell));
  const load = startLoad(cluster, { wallet: WALLET, token, workers: 6 });
  await load.finished(30);
  await cluster.kill(0);
  // The instance is dead once its process has exited: a request sent between the signal and the exit was still in
  // flight on it (CI once caught one started 1 ms after the signal was decided), so the bound is the exit.
  const deadAt = Date.now();
  // Counted, not timed: a fast machine sends many requests in the 100 ms after the death, which are left out below.
  await expect
    .poll(() => load.outcomes.filter((o) => o.startedAt > deadAt + 100).length, { timeout: 60_000 })
    .toBeGreaterThan(30);
  const outcomes = await load.stop();
  const failures = outcomes.filter(failed);
  // At most one request per worker was in flight at the kill, and only those may have failed.
  expect(failures.length).toBeLessThanOrEqual(6);
  for (const f of failures) expect(f.startedAt).toBeLessThanOrEqual(deadAt);
  const afterKill = outcomes.filter((o) => o.startedAt > deadAt + 100);
  expect(afterKill.length).toBeGreaterThan(30);
  expect(afterKill.filter((o) => failed(o) || o.instance !== 'api-1')).toEqual([]);
  const recorded = recordedTransferIds(cluster);
  const written = outcomes.filter((o) => o.kind === 'write' && o.status === 201);
  expect(written.length).toBeGreaterThan(10);
  for (const w of written) expect(recorded.has(w.transferId as string)).toBe(true);
  await cluster.revive(0);
});

test('a rolling restart of both instances under load fails no request', async ({
  cluster,
  clusterAppPorts,
}) => {
  const token = await signIn(cluster, origin(clusterAppPorts.shell));
  const old = cluster.instances.map((i) => i.process);
  const load = startLoad(cluster, { wallet: WALLET, token, workers: 6 });
  await load.finished(20);
  await cluster.rollingRestart();
  await load.finished(20);
  const outcomes = await load.stop();
  expect(outcomes.filter(failed)).toEqual([]);
  expect(await Promise.all(old.map((p) => p.exited))).toEqual([0, 0]);
  expect(cluster.instances.every((i, n) => i.process !== old[n])).toBe(true);
  const recorded = recordedTransferIds(cluster);
  for (const w of outcomes.filter((o) => o.kind === 'write'))
    expect(recorded.has(w.transferId as string)).toBe(true);
});

test('the dashboard through nginx: a connected wallet sees its portfolio and the yields', async ({
  page,
  fin,
  cluster,
  clusterAppPorts,
}) => {
  const apps = await startStaticApps(clusterAppPorts, devnetRuntimeConfig(fin.devnet, cluster.url), {
    apiUrl: cluster.url,
  });
  try {
    const apiAnswers: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(`${cluster.url}/api/`)) apiAnswers.push({ url: r.url(), status: r.status() });
    });
    await page.goto(apps.shellUrl);
    await connectDemoWallet(page);
    const portfolio = page.locator('[data-remote-slot="mf_portfolio/PortfolioPanel"]');
    await portfolio.scrollIntoViewIfNeeded();
    await expect(portfolio.getByTestId('portfolio-row').first()).toBeVisible({ timeout: 20_000 });
    const yields = page.locator('[data-remote-slot="mf_yields/YieldsSection"]');
    await yields.scrollIntoViewIfNeeded();
    await expect(yields.getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
    await expect(yields.locator('[data-slot-fallback]')).toHaveCount(0);
    await expect.poll(() => apiAnswers.some((a) => a.url.includes('/api/portfolio/'))).toBe(true);
    await expect.poll(() => apiAnswers.some((a) => a.url.includes('/api/defi/all-stablecoins'))).toBe(true);
    expect(apiAnswers.filter((a) => a.status >= 400)).toEqual([]);
  } finally {
    await apps.stop();
  }
});
