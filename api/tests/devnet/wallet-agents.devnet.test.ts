// Every wallet's agent is its own, on a running devnet: two wallets, each with its own derived agent address,
// funds, budget and log; purchases within each wallet's budget even when raced, kept across a restart; reports
// bought for a reason; withdrawal back to the owner on chain; a Base RPC that is down (503, nothing paid, the log
// says so); a slow chain whose settlement times out (paid once, never signed twice, settled by the cluster's job);
// payments that never settle (the job fails the seller's claim and refunds the buyer once they expired).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AGENT_ACCOUNT, DEMO_ACCOUNT, TREASURY_ACCOUNT } from '@fin/devnet';
import { REPORT_PRICE_UNITS } from '@fin/shared/domain/agent/budget';
import { X402_ASSET, X402_HEADERS, X402_NETWORK } from '@fin/shared/domain/agent/x402';
import { x402Client } from '@x402/core/client';
import { toClientEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { and, eq } from 'drizzle-orm';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseUnits,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentSettlement, type TimedWorkDeps } from '../../src/cluster/timed-work';
import { openDatabase } from '../../src/db/client';
import { agentPurchases, x402Payments } from '../../src/db/schema';
import { AgentLedger, utcDay } from '../../src/modules/agentkit/ledger';
import { resolveAgentKeys } from '../../src/modules/agentkit/wallet';
import { PaymentsRepository } from '../../src/modules/x402/payments-repository';
import { devnetAppForFile } from '../support/devnet-app';
import { startRpcProxy } from '../support/rpc-proxy';
import {
  DEAD_RPC,
  getJson,
  openTestDatabase,
  postJson,
  startTestApp,
  type TestServer,
} from '../support/test-app';
import { bearer, KEY_0, KEY_1, signIn } from '../support/wallet-session';

const app = devnetAppForFile();

const RISK_PRICE = BigInt(REPORT_PRICE_UNITS['risk-score']);
const A = DEMO_ACCOUNT.address; // KEY_0: holds the devnet's seeded positions
const B = privateKeyToAccount(KEY_1).address;
const TREASURY = TREASURY_ACCOUNT.address;

let base: ReturnType<typeof createPublicClient>;
let rpcUrl: string;
let proofA: Record<string, string>;
let proofB: Record<string, string>;

beforeAll(async () => {
  rpcUrl = app.net.devnet.manifest.chains.find((c) => c.chainId === 8453)!.rpcUrl;
  base = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  proofA = bearer(await signIn(app.api.url, KEY_0));
  proofB = bearer(await signIn(app.api.url, KEY_1));
});

const usdc = (owner: Address) =>
  base.readContract({ address: X402_ASSET, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

/** The demo wallet sends USDC on Base (a real transfer) and waits for it. */
async function send(to: Address, amount: string) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEMO_ACCOUNT.privateKey),
    transport: http(rpcUrl),
  });
  const hash = await wallet.writeContract({
    chain: null,
    address: X402_ASSET,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 6)],
  });
  await base.waitForTransactionReceipt({ hash });
}

const turnOn = (server: TestServer, wallet: Address, proof: Record<string, string>) =>
  postJson(`${server.url}/api/agentkit/initialize`, { walletAddress: wallet }, proof);
const buy = (server: TestServer, wallet: Address, proof: Record<string, string>, protocol = 'aave') =>
  postJson(
    `${server.url}/api/agentkit/purchase`,
    { walletAddress: wallet, service: 'risk-score', protocol },
    proof,
  );
const logOf = async (server: TestServer, wallet: Address, proof: Record<string, string>) =>
  (
    (await getJson(`${server.url}/api/agentkit/log?walletAddress=${wallet}`, { headers: proof })).body
      .entries as {
      message: string;
    }[]
  ).map((e) => e.message);

let agentA: Address;
let agentB: Address;

describe('two wallets, two agents', () => {
  it('each wallet that turns its agent on gets its own derived address, and its balances are the chain’s', async () => {
    const a = await turnOn(app.api, A, proofA);
    const b = await turnOn(app.api, B, proofB);
    agentA = a.body.address as Address;
    agentB = b.body.address as Address;
    expect(agentA).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(agentB).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(new Set([agentA, agentB, A, B, AGENT_ACCOUNT.address]).size).toBe(5);
    // Turning on again keeps the same account.
    expect((await turnOn(app.api, A, proofA)).body.address).toBe(agentA);
    expect(a.body).toMatchObject({ enabled: true, mode: 'live', balance: { usdc: '0' } });
    expect(a.body.messages).toEqual(['Fund the agent with USDC on Base to let it buy reports']);

    await send(agentA, '0.01');
    const funded = await getJson(`${app.api.url}/api/agentkit/initialize?walletAddress=${A}`, {
      headers: proofA,
    });
    expect(funded.body).toMatchObject({ address: agentA, balance: { usdc: '0.01' }, messages: [] });
    expect(await usdc(agentA)).toBe(10_000n);
  });

  it("a purchase is paid by the wallet's own agent, logged with why, and the other wallet sees none of it", async () => {
    const treasury = await usdc(TREASURY);
    const bought = await buy(app.api, A, proofA);
    expect(bought.body).toMatchObject({
      success: true,
      service: 'risk-score',
      reason: 'you asked for it (Buy report now)',
    });
    expect(await usdc(agentA)).toBe(10_000n - RISK_PRICE);
    expect(await usdc(TREASURY)).toBe(treasury + RISK_PRICE);
    const logA = await logOf(app.api, A, proofA);
    expect(logA[0]).toMatch(
      /^Bought risk score for .* \(0\.0001 USDC\): .* — bought because you asked for it/,
    );
    const logB = await logOf(app.api, B, proofB);
    expect(logB.join('\n')).not.toContain('Bought');

    // B's agent holds nothing: its payment is refused by the seller, nothing moves, its budget is given back.
    const refused = await buy(app.api, B, proofB);
    expect(refused.body).toMatchObject({ success: false, code: 'payment' });
    expect(refused.body.budget).toMatchObject({ spentUnits: 0 });
    expect(await usdc(TREASURY)).toBe(treasury + RISK_PRICE);
    const budgetA = await getJson(`${app.api.url}/api/agentkit/budget?walletAddress=${A}`, {
      headers: proofA,
    });
    expect(budgetA.body.budget).toMatchObject({ spentUnits: 100 });
  });

  it('buys reports only for a reason: what the wallet holds, not again within 5 minutes', async () => {
    const first = await postJson(`${app.api.url}/api/agentkit/auto`, { walletAddress: A }, proofA);
    expect(first.body.bought).toBe(true);
    expect(String(first.body.message)).toMatch(
      /^Bought because this wallet holds (Compound V3|Moonwell) on /,
    );
    const seen = new Set<string>([String(first.body.message)]);
    for (let i = 0; i < 6; i++) {
      const next = await postJson(`${app.api.url}/api/agentkit/auto`, { walletAddress: A }, proofA);
      if (!next.body.bought) {
        expect(next.body.message).toBe(
          'Nothing to buy: every report on what this wallet holds or weighs is less than 5 minutes old',
        );
        break;
      }
      const m = String(next.body.message);
      expect(seen.has(m)).toBe(false);
      seen.add(m);
    }
    const log = await logOf(app.api, A, proofA);
    for (const line of log.filter((l) => l.startsWith('Bought'))) expect(line).toContain('bought because');
    // B holds no position: its agent buys nothing and spends nothing.
    const none = await postJson(`${app.api.url}/api/agentkit/auto`, { walletAddress: B }, proofB);
    expect(none.body).toMatchObject({ bought: false });
  });

  it('the owner withdraws what is left: the agent signs, the owner’s wallet submits, the chain agrees', async () => {
    const left = await usdc(agentA);
    expect(left).toBeGreaterThan(0n);
    const before = await usdc(A);
    const stranger = await postJson(`${app.api.url}/api/agentkit/withdraw`, { walletAddress: A }, proofB);
    expect(stranger.status).toBe(403);
    const w = await postJson(`${app.api.url}/api/agentkit/withdraw`, { walletAddress: A }, proofA);
    expect(w.status).toBe(200);
    const auth = w.body.authorization as Record<string, string>;
    expect(auth).toMatchObject({ from: agentA, to: A, value: String(left) });
    const owner = createWalletClient({
      account: privateKeyToAccount(DEMO_ACCOUNT.privateKey),
      transport: http(rpcUrl),
    });
    const abi = parseAbi([
      'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature)',
    ]);
    const args = [
      auth.from as Address,
      auth.to as Address,
      BigInt(auth.value!),
      BigInt(auth.validAfter!),
      BigInt(auth.validBefore!),
      auth.nonce as Hex,
      w.body.signature as Hex,
    ] as const;
    await base.simulateContract({
      account: owner.account,
      address: X402_ASSET,
      abi,
      functionName: 'transferWithAuthorization',
      args,
    });
    const hash = await owner.writeContract({
      chain: null,
      address: X402_ASSET,
      abi,
      functionName: 'transferWithAuthorization',
      args,
    });
    expect((await base.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await usdc(agentA)).toBe(0n);
    expect(await usdc(A)).toBe(before + left);
    const nothing = await postJson(`${app.api.url}/api/agentkit/withdraw`, { walletAddress: A }, proofA);
    expect(nothing.status).toBe(409);
  });
});

describe("each wallet's budget", () => {
  it('ten racing purchases per wallet buy exactly what each budget fits, and a restart keeps each wallet’s spent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fin-agent-ledger-'));
    const env = { FIN_DEVNET_MANIFEST: app.net.manifestPath, AGENT_BUDGET_USDC: '0.0006' };
    const durable = await openDatabase({ kind: 'pglite', dataDir: dir });
    let server = await startTestApp(durable, env);
    try {
      const pa = bearer(await signIn(server.url, KEY_0));
      const pb = bearer(await signIn(server.url, KEY_1));
      const a = (await turnOn(server, A, pa)).body.address as Address;
      const b = (await turnOn(server, B, pb)).body.address as Address;
      await send(a, '0.01');
      await send(b, '0.01');
      const treasury = await usdc(TREASURY);
      const protocols = ['aave', 'compound', 'benqi', 'moonwell', 'trader-joe'];
      const race = (w: Address, p: Record<string, string>) =>
        Array.from({ length: 10 }, (_, i) => buy(server, w, p, protocols[i % 5]));
      const results = await Promise.all([...race(A, pa), ...race(B, pb)]);
      const ok = results.filter((r) => r.body.success === true);
      expect(ok).toHaveLength(6);
      expect(results.filter((r) => r.body.success !== true).map((r) => r.body.error)).toEqual(
        Array(14).fill(
          "Over budget, not bought: it costs 0.0001 USDC and 0 USDC of today's 0.0003 USDC budget is left",
        ),
      );
      expect(await usdc(TREASURY)).toBe(treasury + 6n * RISK_PRICE);
      expect(await usdc(a)).toBe(10_000n - 3n * RISK_PRICE);
      expect(await usdc(b)).toBe(10_000n - 3n * RISK_PRICE);

      await server.close();
      await durable.close();
      const reopened = await openDatabase({ kind: 'pglite', dataDir: dir });
      server = await startTestApp(reopened, env);
      const again = bearer(await signIn(server.url, KEY_1));
      const after = await buy(server, B, again);
      expect(after.body).toMatchObject({ success: false, code: 'budget' });
      const read = await getJson(`${server.url}/api/agentkit/initialize?walletAddress=${B}`, {
        headers: again,
      });
      expect(read.body).toMatchObject({ address: b, budget: { totalUnits: 600, spentUnits: 300 } });
      await server.close();
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a chain that is down or slow', () => {
  it('Base RPC down: a valid paid request is 503 with the reason, nothing is paid, and the agent’s log says so', async () => {
    const db2 = await openTestDatabase();
    const down = await startTestApp(db2, {
      FIN_DEVNET_MANIFEST: app.net.manifestPath,
      RPC_URL_8453: DEAD_RPC,
      RPC_TIMEOUT_MS: '500',
    });
    try {
      const treasury = await usdc(TREASURY);
      const buyer = privateKeyToAccount(AGENT_ACCOUNT.privateKey);
      const client = new x402Client()
        .register(X402_NETWORK, new ExactEvmScheme(toClientEvmSigner(buyer, base as never)))
        .setSpendControls({ allowedAssets: true, maxAmountPerPayment: false });
      const res = await wrapFetchWithPayment(fetch, client)(`${down.url}/api/x402/risk-score`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ protocol: 'aave', chain: 'base' }),
      });
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(res.status).toBe(503);
      expect(res.headers.get(X402_HEADERS.response)).toBeNull();
      expect(body.error).toEqual({
        code: 'CHAIN_UNAVAILABLE',
        message: 'Base could not be reached to verify the payment; nothing was charged, try again later',
      });

      const proof = bearer(await signIn(down.url, KEY_0));
      await turnOn(down, A, proof);
      // 'Buy report now' answers like the seller: 503 with the reason, and nothing spent.
      const agent = await buy(down, A, proof);
      expect(agent.status).toBe(503);
      expect(agent.headers.get('retry-after')).toBe('30');
      expect(agent.body.error).toMatchObject({
        code: 'REPORT_UNAVAILABLE',
        message:
          'The risk score on Aave V3 was not bought (503: Base could not be reached to verify the payment; nothing was charged, try again later). Nothing was paid.',
        details: { service: 'risk-score', code: 'unavailable', budget: { spentUnits: 0 } },
      });
      expect((await logOf(down, A, proof))[0]).toBe(
        'The risk score on Aave V3 was not bought (503: Base could not be reached to verify the payment; nothing was charged, try again later). Nothing was paid.',
      );
      expect(await usdc(TREASURY)).toBe(treasury);
    } finally {
      await down.close();
      await db2.close();
    }
  });

  it('a settlement that times out on a slow chain is paid once and never signed twice', async () => {
    // Receipts come back after 3 s; the facilitator waits 1 s for one.
    const slow = await startRpcProxy(rpcUrl, (m) => (m === 'eth_getTransactionReceipt' ? 3000 : 0));
    const db3 = await openTestDatabase();
    const server = await startTestApp(db3, {
      FIN_DEVNET_MANIFEST: app.net.manifestPath,
      RPC_URL_8453: slow.url,
      X402_SETTLEMENT_TIMEOUT_MS: '1000',
    });
    try {
      const proof = bearer(await signIn(server.url, KEY_1));
      await turnOn(server, B, proof);
      const agent = (
        await getJson(`${server.url}/api/agentkit/initialize?walletAddress=${B}`, { headers: proof })
      ).body.address as Address;
      // The same wallet has the same agent whatever database the server runs on: derived from the wallet.
      expect(agent).toBe(agentB);
      await send(agent, '0.001');
      const treasury = await usdc(TREASURY);
      const funds = await usdc(agent);
      const res = await buy(server, B, proof);
      // However the answer came back (paid, or pending and settled by the cluster's job on another instance
      // sharing the database), the chain moved the price exactly once.
      if (res.body.success !== true) {
        expect(res.body).toMatchObject({ code: 'pending' });
        const other = await startTestApp(db3, { FIN_DEVNET_MANIFEST: app.net.manifestPath });
        try {
          expect(await paymentSettlement(timedWork(other))).toBe(true);
        } finally {
          await other.close();
        }
      }
      expect(await usdc(TREASURY)).toBe(treasury + RISK_PRICE);
      expect(await usdc(agent)).toBe(funds - RISK_PRICE);
      const signed = await db3.db
        .select()
        .from(agentPurchases)
        .where(and(eq(agentPurchases.wallet, B), eq(agentPurchases.protocol, 'aave')));
      expect(signed.map((p) => p.status)).toEqual(['paid']);
      const claims = await db3.db
        .select()
        .from(x402Payments)
        .where(eq(x402Payments.payer, agent.toLowerCase()));
      expect(claims.map((c) => c.status)).toEqual(['settled']);
      const budget = await getJson(`${server.url}/api/agentkit/budget?walletAddress=${B}`, {
        headers: proof,
      });
      expect(budget.body.budget).toMatchObject({ spentUnits: 100 });
      expect(slow.methods.filter((m) => m === 'eth_sendRawTransaction').length).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close();
      await db3.close();
      await slow.close();
    }
  });
});

describe('payments that never settled', () => {
  it('a payment left pending that did land on chain is settled by the job on another instance, for its wallet only', async () => {
    const db5 = await openTestDatabase();
    const env = { FIN_DEVNET_MANIFEST: app.net.manifestPath };
    const [one, two] = [await startTestApp(db5, env), await startTestApp(db5, env)];
    try {
      const ledger = new AgentLedger(db5.db);
      const payments = new PaymentsRepository(db5.db);
      await one.deps.agentWallet.initialize(A, { open: true });
      await one.deps.agentWallet.initialize(B, { open: true });
      const agent = resolveAgentKeys(one.deps.config, one.deps.rpc);
      if (agent.mode !== 'live') throw new Error('the devnet ships a master secret');
      const payer = agent.derive(A);
      await send(payer.address, '0.001');
      const now = new Date();
      const r = await ledger.reserve(
        {
          wallet: A,
          day: utcDay(now),
          agentAddress: payer.address,
          service: 'risk-score',
          costUnits: 100,
          protocol: 'aave',
          chain: 'base',
          requester: 'panel',
          reason: 'you asked for it (Buy report now)',
          createdAt: now,
        },
        1000,
      );
      if (!r.ok) throw new Error('not reserved');
      // The agent's signed payment, submitted on chain (as the facilitator did) while nobody heard the answer.
      const authorization = {
        from: payer.address,
        to: TREASURY,
        value: 100n,
        validAfter: 0n,
        validBefore: BigInt(Math.floor(now.getTime() / 1000) + 120),
        nonce: toHex(crypto.getRandomValues(new Uint8Array(32))),
      };
      const signature = await payer.signTypedData({
        domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: X402_ASSET },
        types: {
          TransferWithAuthorization: [
            { name: 'from', type: 'address' },
            { name: 'to', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'validAfter', type: 'uint256' },
            { name: 'validBefore', type: 'uint256' },
            { name: 'nonce', type: 'bytes32' },
          ],
        },
        primaryType: 'TransferWithAuthorization',
        message: authorization,
      });
      expect(await ledger.signed(r.purchaseId, authorization.nonce, Number(authorization.validBefore))).toBe(
        true,
      );
      await ledger.pending(r.purchaseId, '504 SETTLEMENT_PENDING');
      const claim = (await payments.reserve(
        { network: X402_NETWORK, asset: X402_ASSET, payer: payer.address, nonce: authorization.nonce },
        { payTo: TREASURY, amountUnits: 100, resource: 'risk-score', at: now },
      )) as number;
      await payments.pending(claim);
      const treasury = await usdc(TREASURY);
      const submitter = createWalletClient({
        account: privateKeyToAccount(DEMO_ACCOUNT.privateKey),
        transport: http(rpcUrl),
      });
      const hash = await submitter.writeContract({
        chain: null,
        address: X402_ASSET,
        abi: parseAbi([
          'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature)',
        ]),
        functionName: 'transferWithAuthorization',
        args: [
          authorization.from,
          authorization.to,
          authorization.value,
          authorization.validAfter,
          authorization.validBefore,
          authorization.nonce,
          signature,
        ],
      });
      expect((await base.waitForTransactionReceipt({ hash })).status).toBe('success');

      // The other instance runs the job: paid once, the budget stays spent, the claim is settled.
      expect(await paymentSettlement(timedWork(two))).toBe(true);
      const [row] = await db5.db.select().from(agentPurchases).where(eq(agentPurchases.id, r.purchaseId));
      expect(row?.status).toBe('paid');
      const [seller] = await db5.db.select().from(x402Payments).where(eq(x402Payments.id, claim));
      expect(seller?.status).toBe('settled');
      expect((await two.deps.agentWallet.budget(A)).spentUnits).toBe(100);
      expect((await two.deps.agentWallet.budget(B)).spentUnits).toBe(0);
      expect(await usdc(TREASURY)).toBe(treasury + 100n);
      expect((await one.deps.agentWallet.log(A))[0]?.message).toBe(
        'The pending payment for the risk score on Aave V3 settled on chain (0.0001 USDC spent); it was not paid twice',
      );
      expect((await one.deps.agentWallet.log(B)).map((e) => e.message).join('\n')).not.toContain('settled');
    } finally {
      await one.close();
      await two.close();
      await db5.close();
    }
  });

  it('the settlement job fails the seller’s claim and refunds the buyer’s budget once expired, wallet by wallet', async () => {
    let clock = new Date();
    const db4 = await openTestDatabase();
    const server = await startTestApp(
      db4,
      { FIN_DEVNET_MANIFEST: app.net.manifestPath },
      { now: () => clock },
    );
    try {
      const ledger = new AgentLedger(db4.db);
      const payments = new PaymentsRepository(db4.db);
      const day = utcDay(clock);
      const start = clock.getTime();
      // A signed payment per wallet, valid 2 minutes, that nobody ever submitted: A's now, B's 9 minutes later.
      const pendingPayment = async (wallet: Address, at: Date) => {
        const account = await server.deps.agentWallet.initialize(wallet, { open: true });
        const r = await ledger.reserve(
          {
            wallet,
            day,
            agentAddress: account.address as string,
            service: 'risk-score',
            costUnits: 100,
            protocol: 'aave',
            chain: 'base',
            requester: 'panel',
            reason: 'you asked for it (Buy report now)',
            createdAt: at,
          },
          1000,
        );
        if (!r.ok) throw new Error('not reserved');
        const nonce = toHex(crypto.getRandomValues(new Uint8Array(32)));
        expect(await ledger.signed(r.purchaseId, nonce, Math.floor(at.getTime() / 1000) + 120)).toBe(true);
        await ledger.pending(r.purchaseId, '504 SETTLEMENT_PENDING');
        const claim = await payments.reserve(
          { network: X402_NETWORK, asset: X402_ASSET, payer: account.address as string, nonce },
          { payTo: TREASURY, amountUnits: 100, resource: 'risk-score', at },
        );
        await payments.pending(claim!);
        return claim!;
      };
      const claimA = await pendingPayment(A, clock);
      const claimB = await pendingPayment(B, new Date(start + 9 * 60_000));
      const spent = async (w: Address) =>
        (await ledger.lines(w, day, 1000)).reduce((s, l) => s + l.spentUnits, 0);
      const status = async (id: number) =>
        (await db4.db.select().from(x402Payments).where(eq(x402Payments.id, id)))[0]!.status;

      // Unused on chain but not expired yet: everything stays as it is.
      expect(await paymentSettlement(timedWork(server))).toBe(true);
      expect([await spent(A), await spent(B)]).toEqual([100, 100]);
      expect([await status(claimA), await status(claimB)]).toEqual(['pending', 'pending']);

      // Ten minutes on, A's authorization expired unused: its budget is back and its log says so, and the seller's
      // claim is failed (no authorization it accepts lives that long). B's, a minute old, stays pending on both sides.
      clock = new Date(start + 10 * 60_000);
      const started = performance.now();
      expect(await paymentSettlement(timedWork(server))).toBe(true);
      const ms = performance.now() - started;
      expect([await spent(A), await spent(B)]).toEqual([0, 100]);
      expect([await status(claimA), await status(claimB)]).toEqual(['failed', 'pending']);
      const logA = (await server.deps.agentWallet.log(A)).map((e) => e.message);
      expect(logA[0]).toBe(
        'The pending payment for the risk score on Aave V3 never settled and has expired: 0.0001 USDC back in the budget',
      );
      const logB = (await server.deps.agentWallet.log(B)).map((e) => e.message);
      expect(logB.join('\n')).not.toContain('never settled');
      // A second run changes nothing: refunded once.
      clock = new Date(clock.getTime() + 60_000);
      await paymentSettlement(timedWork(server));
      expect([await spent(A), await spent(B)]).toEqual([0, 100]);
      console.info(`settlement job with 2 pending payments and 2 claims read on chain: ${ms.toFixed(0)} ms`);
    } finally {
      await server.close();
      await db4.close();
    }
  });
});

const timedWork = (server: TestServer): TimedWorkDeps => ({
  jobs: server.deps.jobs,
  db: server.deps.database.db,
  auth: server.deps.auth,
  notifications: server.deps.notifications,
  agentWallet: server.deps.agentWallet,
  seller: server.deps.x402.seller,
  logger: server.deps.logger,
});
