// POST /api/chat against a running devnet: answers carry the very figures the portfolio and yields endpoints
// return at that moment, a transfer question is quoted from the attestation service's live fee schedule, and a
// burn that has not been minted yet shows up as a pending transfer, also while another chain is down.
import { DEMO_ACCOUNT } from '@fin/devnet';
import { tokenMessengerV2Abi } from '@fin/shared/cctp/domain/abis';
import { feeScheduleFromIris, quoteTransfer } from '@fin/shared/domain/cctp/fees';
import { CCTP_V2 } from '@fin/shared/domain/chains/contracts';
import { formatApy, formatUsd } from '@fin/shared/domain/money/format';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { ChatResponse } from '@fin/shared/schemas/chat';
import type { PortfolioResponse } from '@fin/shared/schemas/portfolio';
import type { AllStablecoinsResponse } from '@fin/shared/schemas/yields';
import {
  type Address,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  pad,
  parseUnits,
  zeroHash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { devnetAppForFile } from '../support/devnet-app';
import { DEAD_RPC, getJson, postJson, startTestApp } from '../support/test-app';

const app = devnetAppForFile();

const DEMO = DEMO_ACCOUNT.address;
const BASE = 8453;
const ARBITRUM = 42161;

const ask = async (message: string, walletAddress: string | undefined = DEMO) => {
  const res = await postJson(`${app.api.url}/api/chat`, { message, history: [], walletAddress });
  expect(res.status).toBe(200);
  return res.body as unknown as ChatResponse;
};
/** The demo wallet burns `amount` USDC on Base for Arbitrum (fast), and nothing mints it. */
async function burnOnBaseToArbitrum(amount: bigint) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEMO_ACCOUNT.privateKey),
    transport: http(app.net.devnet.chain(BASE).rpcUrl),
  });
  const client = app.net.devnet.publicClient(BASE);
  const usdc = getTokenAddress('USDC', BASE) as Address;
  const approve = await wallet.writeContract({
    chain: null,
    address: usdc,
    abi: erc20Abi,
    functionName: 'approve',
    args: [CCTP_V2.tokenMessenger, amount],
  });
  await client.waitForTransactionReceipt({ hash: approve });
  const burn = await wallet.writeContract({
    chain: null,
    address: CCTP_V2.tokenMessenger,
    abi: tokenMessengerV2Abi,
    functionName: 'depositForBurn',
    args: [amount, 3, pad(DEMO), usdc, zeroHash, 0n, 2000],
  });
  await client.waitForTransactionReceipt({ hash: burn });
}
const portfolio = async () =>
  (await getJson(`${app.api.url}/api/portfolio/${DEMO}`)).body as unknown as PortfolioResponse;
const yields = async () =>
  (await getJson(`${app.api.url}/api/defi/all-stablecoins`)).body as unknown as AllStablecoinsResponse;
/** Dollar figures written in an answer ("$1,234.5000" -> 1234.5). */
const dollars = (text: string) =>
  [...text.matchAll(/\$([\d,]+\.\d{4})/g)].map((m) => Number(m[1]?.replace(/,/g, '')));

describe('POST /api/chat on the devnet', () => {
  it('answers the total balance with the portfolio total and each chain, naming the source and its time', async () => {
    const answer = await ask("What's my total balance?");
    const p = await portfolio();
    // Receipts accrue interest between the two reads: a few hundredths of a cent at most.
    const [total] = dollars(answer.content);
    expect(Math.abs((total as number) - p.totals.valueUSD)).toBeLessThan(0.01);
    for (const chain of p.totals.byChain) expect(answer.content).toContain(`${chain.chainName}: $`);
    expect(answer.content).toMatch(
      /Source: your balances read on-chain from 6 of 6 chains \(\d\d:\d\d:\d\d UTC, \d+ s ago\)/,
    );
    expect(answer.metadata).toMatchObject({ intent: 'balance', dataSource: 'alchemy', x402Enhanced: false });
  });

  it('answers a balance on one chain and asset with exactly what the portfolio lists (typo and all)', async () => {
    const answer = await ask('how mcuh USDT do i have on optimsm');
    const p = await portfolio();
    const usdt = p.entries.filter(
      (e) => e.chainId === 10 && (e.asset.underlyingAsset ?? e.asset.symbol) === 'USDT',
    );
    expect(usdt.length).toBeGreaterThan(0);
    expect(answer.content).toContain(
      `Your total USDT on Optimism is ${formatUsd(usdt.reduce((t, e) => t + e.valueUSD, 0))}`,
    );
  });

  it('answers the best USDC yield on Base with the top pool of the yields list and a deposit button for it', async () => {
    const answer = await ask('best usdc yeild on base for 1.5k');
    const list = await yields();
    const top = list.data
      .filter((o) => o.chainId === BASE && o.asset === 'USDC' && o.apy !== null)
      .sort((a, b) => (b.apy as number) - (a.apy as number))[0];
    if (!top) throw new Error('no USDC pool on Base');
    expect(answer.content).toContain(`1. ${top.protocol} on Base: USDC ${formatApy(top.apy)} APY`);
    expect(answer.metadata.apy).toBe(top.apy);
    expect(answer.metadata.opportunities?.[0]?.poolId).toBe(top.id);
    const depositable = list.data.find(
      (o) =>
        o.id ===
        answer.metadata.opportunities?.find((x) => list.data.find((d) => d.id === x.poolId)?.poolAddress)
          ?.poolId,
    );
    expect(answer.metadata.action).toEqual({
      type: 'deposit',
      poolId: depositable?.id,
      protocol: depositable?.protocol,
      chainId: BASE,
      asset: 'USDC',
      amount: '1500',
    });
    expect(answer.content).toContain('Source: yields list (');
  });

  it('quotes a fast transfer from the live fee schedule and the USDC the wallet holds on the source chain', async () => {
    const answer = await ask('how much does it cost to move 200 usdc from base to arbitrum fast');
    const iris = app.net.devnet.manifest.attestationUrl;
    const [fees, allowance] = await Promise.all([
      fetch(`${iris}/v2/burn/USDC/fees/6/3`).then((r) => r.json()),
      fetch(`${iris}/v2/fastBurn/USDC/allowance`).then((r) => r.json() as Promise<{ allowance: number }>),
    ]);
    const quote = quoteTransfer({
      amount: parseUnits('200', 6),
      sourceChainId: BASE,
      destinationChainId: ARBITRUM,
      schedule: feeScheduleFromIris(fees),
      allowanceUsdc: allowance.allowance,
      wanted: 'fast',
    });
    expect(quote.mode.type).toBe('fast');
    expect(answer.content).toContain(`Fast: fee ${formatUsd(Number(formatUnits(quote.fee, 6)))}`);
    expect(answer.content).toContain(`you receive ${formatUsd(Number(formatUnits(quote.receive, 6)))}`);
    const p = await portfolio();
    const usdc = p.entries.find(
      (e) => e.chainId === BASE && e.asset.symbol === 'USDC' && e.asset.type === 'stablecoin',
    );
    expect(answer.content).toContain(`You hold ${formatUsd(Number(usdc?.balance))} USDC on Base`);
    expect(answer.metadata.action).toEqual({
      type: 'transfer',
      fromChainId: BASE,
      toChainId: ARBITRUM,
      amount: '200',
      speed: 'fast',
    });
  });

  it('finds a burn that has not been minted yet as a pending transfer', async () => {
    expect((await ask('is my transfer done?')).content).toContain('No unfinished transfer');
    const snapshot = await app.net.devnet.snapshot();
    try {
      await burnOnBaseToArbitrum(parseUnits('321', 6));
      const answer = await ask('is my tranfer stil pendng');
      expect(answer.content).toContain('1 transfer has not arrived yet');
      expect(answer.content).toContain('321.00 USDC Base → Arbitrum');
      expect(answer.metadata.action).toEqual({ type: 'transfer', fromChainId: BASE, toChainId: ARBITRUM });
    } finally {
      await app.net.devnet.revert(snapshot);
    }
  });

  it("gives a protocol's risk score and factors from the yields list", async () => {
    const answer = await ask('how risky is aave');
    const list = await yields();
    const biggest = list.data
      .filter((o) => o.protocolSlug.startsWith('aave'))
      .sort((a, b) => (b.tvl ?? 0) - (a.tvl ?? 0))[0];
    expect(answer.content).toContain(
      `(${biggest?.riskLevel === 'low' ? 'Low' : biggest?.riskLevel === 'medium' ? 'Medium' : 'High'} for its largest`,
    );
    for (const f of biggest?.riskFactors ?? [])
      expect(answer.content).toContain(`• ${f.label}: ${f.points.toFixed(1)}/${f.maxPoints}`);
    expect(answer.metadata.riskScore).toBeTypeOf('number');
  });
});

describe('POST /api/chat with one chain down', () => {
  it('lists the unminted burn between two live chains and names the chain it could not read', async () => {
    const OPTIMISM = 10;
    const oneDown = await startTestApp(app.db, {
      FIN_DEVNET_MANIFEST: app.net.manifestPath,
      [`RPC_URL_${OPTIMISM}`]: DEAD_RPC,
    });
    const snapshot = await app.net.devnet.snapshot();
    try {
      await burnOnBaseToArbitrum(parseUnits('123', 6));
      const res = await postJson(`${oneDown.url}/api/chat`, {
        message: 'any pending transfer?',
        history: [],
        walletAddress: DEMO,
      });
      expect(res.status).toBe(200);
      const answer = res.body as unknown as ChatResponse;
      expect(answer.content).not.toContain("couldn't check your transfers");
      expect(answer.content).toContain('1 transfer has not arrived yet');
      expect(answer.content).toContain('123.00 USDC Base → Arbitrum');
      expect(answer.content).toContain(
        "I couldn't read Optimism just now, so a transfer from or to it is not in this answer",
      );
      expect(answer.metadata.sources?.[0]?.name).toBe(
        "burn events and mints on 5 of 6 chains, plus Circle's attestation service",
      );
      expect(answer.metadata.action).toEqual({ type: 'transfer', fromChainId: BASE, toChainId: ARBITRUM });
    } finally {
      await app.net.devnet.revert(snapshot);
      await oneDown.close();
    }
  });
});
