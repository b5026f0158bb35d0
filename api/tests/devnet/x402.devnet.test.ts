// Paid reports over real x402 v2 against a running devnet: the 402 terms, a paid purchase that moves USDC from the
// agent to the treasury on chain, every refusal (each with a clear error and no report), replay after success, and
// the agent's budget holding under ten concurrent purchases and across a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AGENT_ACCOUNT, TREASURY_ACCOUNT } from '@fin/devnet';
import { AGENT_WALLET_HOLDINGS } from '@fin/devnet/setup-chain';
import { REPORT_PRICE_UNITS } from '@fin/shared/domain/agent-budget';
import { X402_ASSET, X402_HEADERS, X402_NETWORK } from '@fin/shared/domain/x402';
import { x402Client } from '@x402/core/client';
import {
  decodePaymentRequiredHeader,
  decodePaymentResponseHeader,
  encodePaymentSignatureHeader,
} from '@x402/core/http';
import type { PaymentPayload, PaymentRequired } from '@x402/core/types';
import { toClientEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { type Address, createPublicClient, erc20Abi, type Hex, http, keccak256, toHex } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { startTestDevnet, type TestDevnet } from '../support/devnet';
import { getJson, openTestDatabase, postJson, startTestApp, type TestServer } from '../support/test-app';

const RISK_PRICE = BigInt(REPORT_PRICE_UNITS['risk-score']);
const agent = privateKeyToAccount(AGENT_ACCOUNT.privateKey);
const TREASURY = TREASURY_ACCOUNT.address;

let net: TestDevnet;
let db: Database;
let api: TestServer;
let base: ReturnType<typeof createPublicClient>;
let rpcUrl: string;

beforeAll(async () => {
  [net, db] = await Promise.all([startTestDevnet(), openTestDatabase()]);
  api = await startTestApp(db, { FIN_DEVNET_MANIFEST: net.manifestPath });
  rpcUrl = net.devnet.manifest.chains.find((c) => c.chainId === 8453)!.rpcUrl;
  base = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
});

afterAll(async () => {
  await api?.close();
  await db?.close();
  await net?.stop();
});

const usdc = (owner: Address) =>
  base.readContract({ address: X402_ASSET, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

function buyer(account: PrivateKeyAccount) {
  return new x402Client()
    .register(X402_NETWORK, new ExactEvmScheme(toClientEvmSigner(account, base as never)))
    .setSpendControls({ allowedAssets: true, maxAmountPerPayment: false });
}

async function paymentRequired(
  path = '/api/x402/risk-score',
  body: unknown = { protocol: 'aave', chain: 'base' },
) {
  const res = await postJson(`${api.url}${path}`, body);
  expect(res.status).toBe(402);
  const header = res.headers.get(X402_HEADERS.required);
  expect(header).toBeTruthy();
  return { res, required: decodePaymentRequiredHeader(header as string) as PaymentRequired };
}

/** A payment payload for the seller's terms, signed by `signer`, with any authorization field changed. */
async function signedPayment(
  required: PaymentRequired,
  signer: PrivateKeyAccount,
  change: Partial<{
    from: Address;
    to: Address;
    value: string;
    validBefore: string;
    validAfter: string;
  }> = {},
  accepted: Partial<PaymentPayload['accepted']> = {},
): Promise<PaymentPayload> {
  const terms = required.accepts[0]!;
  const now = Math.floor(Date.now() / 1000);
  const authorization = {
    from: signer.address,
    to: terms.payTo as Address,
    value: terms.amount,
    validAfter: String(now - 600),
    validBefore: String(now + 120),
    nonce: keccak256(toHex(`${Math.random()}-${performance.now()}`)),
    ...change,
  };
  const signature = await signer.signTypedData({
    domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: terms.asset as Address },
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
    message: {
      ...authorization,
      value: BigInt(authorization.value),
      validAfter: BigInt(authorization.validAfter),
      validBefore: BigInt(authorization.validBefore),
      nonce: authorization.nonce as Hex,
    },
  });
  return {
    x402Version: 2,
    resource: required.resource,
    accepted: { ...terms, ...accepted },
    payload: { authorization, signature },
  };
}

async function pay(payload: PaymentPayload) {
  return postJson(
    `${api.url}/api/x402/risk-score`,
    { protocol: 'aave', chain: 'base' },
    { [X402_HEADERS.signature]: encodePaymentSignatureHeader(payload) },
  );
}

describe('the seller', () => {
  it('answers an unpaid request with 402 and the x402 v2 terms: exact USDC on Base, the price, Fin’s treasury', async () => {
    const { res, required } = await paymentRequired();
    expect(required.x402Version).toBe(2);
    expect(required.accepts).toEqual([
      expect.objectContaining({
        scheme: 'exact',
        network: 'eip155:8453',
        asset: X402_ASSET,
        amount: String(RISK_PRICE),
        payTo: TREASURY,
        extra: { name: 'USD Coin', version: '2' },
      }),
    ]);
    expect(res.body.error).toBe('Payment required: this report costs 0.0001 USDC on Base');
    expect(res.body).not.toHaveProperty('riskScore');
    const analytics = await paymentRequired('/api/x402/analytics', { walletAddress: agent.address });
    expect(analytics.required.accepts[0]?.amount).toBe(String(REPORT_PRICE_UNITS.analytics));
  });

  it('sells a paid risk score: 200, the report, the settlement header, and the price moved agent → treasury on chain', async () => {
    const [agentBefore, treasuryBefore] = await Promise.all([usdc(agent.address), usdc(TREASURY)]);
    const paidFetch = wrapFetchWithPayment(fetch, buyer(agent));
    const res = await paidFetch(`${api.url}/api/x402/risk-score`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ protocol: 'compound', chain: 'base' }),
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as Record<string, unknown>;
    expect(report).toMatchObject({ protocol: 'compound', chain: 'base' });
    expect(Object.keys(report.factors as object).sort()).toEqual([
      'governanceRisk',
      'liquidityRisk',
      'oracleRisk',
      'smartContractRisk',
    ]);
    const settlement = decodePaymentResponseHeader(res.headers.get(X402_HEADERS.response) as string);
    expect(settlement).toMatchObject({ success: true, network: 'eip155:8453', payer: agent.address });
    const receipt = await base.getTransactionReceipt({ hash: settlement.transaction as Hex });
    expect(receipt.status).toBe('success');
    expect(await usdc(agent.address)).toBe(agentBefore - RISK_PRICE);
    expect(await usdc(TREASURY)).toBe(treasuryBefore + RISK_PRICE);
  });

  it('refuses the same payment header once it has bought a report', async () => {
    const { required } = await paymentRequired();
    const payload = await signedPayment(required, agent);
    const first = await pay(payload);
    expect(first.status).toBe(200);
    const treasury = await usdc(TREASURY);
    const replay = await pay(payload);
    expect(replay.status).toBe(402);
    expect(replay.body.error).toBe('Payment refused: this payment authorization was already used');
    expect(replay.body).not.toHaveProperty('riskScore');
    expect(await usdc(TREASURY)).toBe(treasury);
  });

  const stranger = privateKeyToAccount(generatePrivateKey());
  const refusals: {
    name: string;
    message: string;
    build: (r: PaymentRequired) => Promise<PaymentPayload>;
  }[] = [
    {
      name: 'a forged signature',
      message: 'Payment refused: the signature does not come from the payer',
      build: async (r) => {
        const p = await signedPayment(r, agent);
        return { ...p, payload: { ...p.payload, signature: `0x${'11'.repeat(65)}` } };
      },
    },
    {
      name: 'a signature by someone other than the payer',
      message: 'Payment refused: the signature does not come from the payer',
      build: (r) => signedPayment(r, stranger, { from: agent.address }),
    },
    {
      name: 'an amount below the price',
      message: 'Payment refused: the amount is below the price of 0.0001 USDC',
      build: (r) => signedPayment(r, agent, { value: String(RISK_PRICE - 1n) }),
    },
    {
      name: 'a payment to another address than the treasury',
      message: 'Payment refused: the payment is not made out to Fin’s treasury',
      build: (r) => signedPayment(r, agent, { to: stranger.address }),
    },
    {
      name: 'another network',
      message: 'Payment refused: pay with the exact scheme in USDC on Base (eip155:8453)',
      build: (r) => signedPayment(r, agent, {}, { network: 'eip155:1' }),
    },
    {
      name: 'an expired authorization',
      message: 'Payment refused: the payment authorization has expired',
      build: (r) => signedPayment(r, agent, { validBefore: String(Math.floor(Date.now() / 1000) - 30) }),
    },
    {
      name: 'an unfunded payer',
      message: 'Payment refused: the payer’s USDC balance does not cover the price',
      build: (r) => signedPayment(r, stranger),
    },
  ];

  for (const c of refusals) {
    it(`refuses ${c.name} with a clear error and no report, and no money moves`, async () => {
      const { required } = await paymentRequired();
      const [agentBefore, treasuryBefore] = await Promise.all([usdc(agent.address), usdc(TREASURY)]);
      const res = await pay(await c.build(required));
      expect(res.status).toBe(402);
      expect(res.body.error).toBe(c.message);
      expect(res.body).not.toHaveProperty('factors');
      expect(res.headers.get(X402_HEADERS.response)).toBeNull();
      expect(await usdc(agent.address)).toBe(agentBefore);
      expect(await usdc(TREASURY)).toBe(treasuryBefore);
    });
  }

  it('refuses a header that is not an x402 payment', async () => {
    const res = await postJson(
      `${api.url}/api/x402/risk-score`,
      { protocol: 'aave' },
      {
        [X402_HEADERS.signature]: 'not-base64-json',
      },
    );
    expect(res.status).toBe(402);
    expect(res.body.error).toBe('Payment refused: the PAYMENT-SIGNATURE header is not an x402 v2 payment');
  });

  it('rejects a bad body with 400 before asking for money', async () => {
    const res = await postJson(`${api.url}/api/x402/risk-score`, { protocol: 'nope' });
    expect(res.status).toBe(400);
  });
});

describe('the agent wallet', () => {
  it('initializes with its address and its Base balances as the chain reports them', async () => {
    const res = await getJson(`${api.url}/api/agentkit/initialize`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      mode: 'live',
      address: agent.address,
      simulatedBalance: false,
    });
    const balance = res.body.balance as { eth: string; usdc: string };
    expect(Number(balance.eth)).toBe(AGENT_WALLET_HOLDINGS.ETH);
    expect(balance.usdc).toBe(String(Number(await usdc(agent.address)) / 1e6));
    expect(JSON.stringify(res.body)).not.toContain(AGENT_ACCOUNT.privateKey.slice(2));
    const post = await postJson(`${api.url}/api/agentkit/initialize`, {});
    expect(post.body.address).toBe(agent.address);
  });

  it('buys exactly three of ten concurrent risk scores when the budget fits three, and the chain agrees', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fin-agent-ledger-'));
    const env = { FIN_DEVNET_MANIFEST: net.manifestPath, AGENT_BUDGET_USDC: '0.0006' };
    const durable = await openDatabase({ kind: 'pglite', dataDir: dir });
    let server = await startTestApp(durable, env);
    try {
      const treasuryBefore = await usdc(TREASURY);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          server.deps.agentWallet.purchase({
            service: 'risk-score',
            protocol: (['aave', 'compound', 'benqi', 'moonwell', 'trader-joe'] as const)[i % 5]!,
            chain: 'base',
            requester: 'test',
          }),
        ),
      );
      const bought = results.filter((r) => r.ok);
      const refused = results.filter((r) => !r.ok);
      expect(bought).toHaveLength(3);
      expect(refused.map((r) => (r.ok ? '' : r.message))).toEqual(
        Array(7).fill('Payment would exceed budget (0.0004 > 0.0003)'),
      );
      expect(await usdc(TREASURY)).toBe(treasuryBefore + 3n * RISK_PRICE);
      const budget = await server.deps.agentWallet.budget();
      expect(budget.lines.find((l) => l.service === 'risk-score')).toMatchObject({
        spentUnits: 300,
        purchasesLeft: 0,
      });

      // A restart keeps the spend: the fourth purchase is still refused.
      await server.close();
      await durable.close();
      const reopened = await openDatabase({ kind: 'pglite', dataDir: dir });
      server = await startTestApp(reopened, env);
      const after = await server.deps.agentWallet.purchase({
        service: 'risk-score',
        protocol: 'aave',
        chain: 'base',
        requester: 'test',
      });
      expect(after).toMatchObject({ ok: false, code: 'budget' });
      const res = await getJson(`${server.url}/api/agentkit/initialize`);
      expect(res.body.budget).toMatchObject({ totalUnits: 600, spentUnits: 300 });
      await server.close();
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('buys an analytics report for a wallet through the purchase endpoint and logs what it learned', async () => {
    const res = await postJson(`${api.url}/api/agentkit/purchase`, {
      service: 'analytics',
      walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
    expect(res.status).toBe(200);
    const report = res.body.report as { portfolioAnalysis: { totalValue: number } };
    expect(report.portfolioAnalysis.totalValue).toBeGreaterThan(0);
    const log = await getJson(`${api.url}/api/agentkit/log`);
    const entries = log.body.entries as { message: string }[];
    expect(entries[0]?.message).toMatch(/^Bought analytics report \(0\.0002 USDC\): \$[\d.]+ at/);
  });
});
