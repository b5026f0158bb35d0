// POST /api/x402/risk-score takes the report's own protocol names (aave, compound, benqi, moonwell, trader-joe,
// morpho, sky) and every protocol id the yields list shows (aave-v3, morpho-blue, sky-lending, euler-v2, ...): each
// one is offered for payment (402) instead of refused (400), and a paid report on a list id is computed from that
// protocol's pools. Anything else is a 400 that names what is accepted, before any money is asked for.
import { AGENT_ACCOUNT } from '@fin/devnet';
import { AGENT_PROTOCOLS } from '@fin/shared/domain/agent/choice';
import { X402_NETWORK } from '@fin/shared/domain/agent/x402';
import type { AllStablecoinsResponse } from '@fin/shared/schemas/yields';
import { x402Client } from '@x402/core/client';
import { toClientEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { createPublicClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { RiskScoreReport } from '../../src/modules/x402/risk-report';
import { devnetAppForFile } from '../support/devnet-app';
import { getJson, postJson } from '../support/test-app';

const app = devnetAppForFile();

const listIds = async () => {
  const list = (await getJson(`${app.api.url}/api/defi/all-stablecoins`))
    .body as unknown as AllStablecoinsResponse;
  return [...new Set(list.data.map((o) => o.protocolSlug))].sort();
};
const unpaid = (protocol: string) =>
  postJson(`${app.api.url}/api/x402/risk-score`, { protocol, chain: 'base' }).then((r) => r.status);

describe('the protocols a risk report is sold for', () => {
  it('offers a report for every protocol id the yields list shows and every name the product took before', async () => {
    const ids = await listIds();
    // The devnet's own pools (Morpho vaults, sDAI) and the captured DefiLlama ones.
    expect(ids).toEqual(expect.arrayContaining(['aave-v3', 'compound-v3', 'morpho-blue', 'sky-lending']));
    const names = [...AGENT_PROTOCOLS, 'morpho', 'sky'];
    const statuses = await Promise.all([...ids, ...names].map(async (p) => [p, await unpaid(p)] as const));
    expect(statuses.filter(([, status]) => status !== 402)).toEqual([]);
  });

  it('takes an id in any case and with spaces around it', async () => {
    expect(await unpaid('  Aave-V3 ')).toBe(402);
  });

  it('refuses a protocol that is neither, naming the accepted ones, before asking for money', async () => {
    const res = await postJson(`${app.api.url}/api/x402/risk-score`, { protocol: 'unknown-finance' });
    expect(res.status).toBe(400);
    const message = (res.body.error as { message: string }).message;
    expect(message).toContain('protocol must be one of');
    for (const p of ['aave', 'aave-v3', 'morpho-blue', 'sky-lending', 'trader-joe'])
      expect(message).toContain(p);
    expect(res.headers.get('payment-required')).toBeNull();
  });

  it('sells a Morpho report by its list id, scored from the Morpho vaults the list shows', async () => {
    const agent = privateKeyToAccount(AGENT_ACCOUNT.privateKey);
    const rpcUrl = app.net.devnet.manifest.chains.find((c) => c.chainId === 8453)?.rpcUrl as string;
    const base = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
    const buyer = new x402Client()
      .register(X402_NETWORK, new ExactEvmScheme(toClientEvmSigner(agent, base as never)))
      .setSpendControls({ allowedAssets: true, maxAmountPerPayment: false });
    const res = await wrapFetchWithPayment(fetch, buyer)(`${app.api.url}/api/x402/risk-score`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ protocol: 'morpho-blue', chain: 'base' }),
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as RiskScoreReport;
    expect(report.protocol).toBe('morpho-blue');
    expect(report.basis.protocolName).toBe('Morpho');
    expect(report.basis.factsOnFile).toBe(true);
    expect(report.basis.pools).toBeGreaterThan(0);
    expect(report.riskScore).toBeGreaterThan(0);
  });
});
