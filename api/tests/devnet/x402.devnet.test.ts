import { AGENT_ACCOUNT, TREASURY_ACCOUNT } from '@fin/devnet';
import { REPORT_PRICE_UNITS } from '@fin/shared/domain/agent/budget';
import { X402_ASSET, X402_HEADERS, X402_NETWORK } from '@fin/shared/domain/agent/x402';
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
import { beforeAll, describe, expect, it } from 'vitest';
import { devnetAppForFile } from '../support/devnet-app';
import { postJson } from '../support/test-app';

const app = devnetAppForFile();

const RISK_PRICE = BigInt(REPORT_PRICE_UNITS['risk-score']);
const agent = privateKeyToAccount(AGENT_ACCOUNT.privateKey);
const TREASURY = TREASURY_ACCOUNT.address;

let base: ReturnType<typeof createPublicClient>;
let rpcUrl: string;

beforeAll(async () => {
  rpcUrl = app.net.devnet.manifest.chains.find((c) => c.chainId === 8453)!.rpcUrl;
  base = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
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
  const res = await postJson(`${app.api.url}${path}`, body);
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
    `${app.api.url}/api/x402/risk-score`,
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
    const res = await paidFetch(`${app.api.url}/api/x402/risk-score`, {
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
      // Its settlement could land long after any answer: the seller could never tell a lost one from a late one.
      name: 'an authorization valid for an hour',
      message: 'Payment refused: the payment authorization must expire within 120 seconds',
      build: (r) => signedPayment(r, agent, { validBefore: String(Math.floor(Date.now() / 1000) + 3600) }),
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
      `${app.api.url}/api/x402/risk-score`,
      { protocol: 'aave' },
      {
        [X402_HEADERS.signature]: 'not-base64-json',
      },
    );
    expect(res.status).toBe(402);
    expect(res.body.error).toBe('Payment refused: the PAYMENT-SIGNATURE header is not an x402 v2 payment');
  });

  it('rejects a bad body with 400 before asking for money', async () => {
    const res = await postJson(`${app.api.url}/api/x402/risk-score`, { protocol: 'nope' });
    expect(res.status).toBe(400);
  });
});
