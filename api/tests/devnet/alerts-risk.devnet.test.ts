// "A held pool's risk label worsens" on the devnet, for real: the demo wallet holds Aave V3 USDC on Base, and the
// pool's risk inputs move with real transactions. A deposit of a billion USDC makes the pool big enough to score Low
// (the size term falls to 0); taking it out again brings it back to a small pool's Medium. The alert fires once when
// the label gets worse than the one the rule first saw, not again while it stays worse, clears when the label is
// back, and fires again when it worsens again.
import { DEMO_ACCOUNT, DEPLOYER } from '@fin/devnet';
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { type Abi, type Address, createWalletClient, http, parseAbi, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { startTestDevnet, type TestDevnet } from '../support/devnet';
import { openTestDatabase, startTestApp, type TestServer } from '../support/test-app';

const POOL = AAVE_V3_POOL[8453] as Address;
const USDC = getTokenAddress('USDC', 8453) as Address;
const BILLION = parseUnits('1000000000', 6);
const LABEL = 'Aave V3 USDC on Base';
const abi = parseAbi([
  'function devnetMint(address to, uint256 amount)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function withdraw(address asset, uint256 amount, address to) returns (uint256)',
]);

let net: TestDevnet;
let db: Database;
let api: TestServer;

beforeAll(async () => {
  [net, db] = await Promise.all([startTestDevnet(), openTestDatabase()]);
  api = await startTestApp(db, { FIN_DEVNET_MANIFEST: net.manifestPath });
});
afterAll(async () => {
  await api?.close();
  await net?.stop();
  await db?.close();
});

async function send(key: `0x${string}`, address: Address, functionName: string, args: unknown[]) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(key),
    transport: http(net.devnet.chain(8453).rpcUrl),
  });
  const hash = await wallet.writeContract({
    chain: null,
    address,
    abi: abi as Abi,
    functionName,
    args,
  } as never);
  const receipt = await net.devnet.publicClient(8453).waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`${functionName} reverted`);
}

const me = DEMO_ACCOUNT.privateKey as `0x${string}`;
const supplyBillion = () => send(me, POOL, 'supply', [USDC, BILLION, DEMO_ACCOUNT.address, 0]);
const withdrawBillion = () => send(me, POOL, 'withdraw', [USDC, BILLION, DEMO_ACCOUNT.address]);

/** The pool's risk label as the yields list scores it now (a fresh build, which the next round reads). */
async function aaveRisk(): Promise<number> {
  const rows = (await api.deps.yields.getAll(true)).value.data as YieldOpportunity[];
  const row = rows.find((r) => r.chainId === 8453 && r.poolAddress?.toLowerCase() === POOL.toLowerCase());
  if (typeof row?.riskScore !== 'number') throw new Error('no Aave V3 USDC row on Base');
  return row.riskScore;
}

/** One alerts round after the list is rebuilt; the risk alerts on the Aave pool it fired. */
async function riskFired() {
  const mine = async () =>
    (await api.deps.alerts.list(DEMO_ACCOUNT.address)).alerts.filter(
      (a) => a.title.startsWith('Risk now') && a.title.includes(LABEL),
    );
  const before = await mine();
  await aaveRisk();
  await api.deps.alerts.round();
  return (await mine()).filter((a) => !before.some((b) => b.id === a.id));
}

describe('risk label rule on the devnet', () => {
  it('fires once when the held pool’s label gets worse, not while it stays, again after it came back and worsened again', async () => {
    await send(DEPLOYER.privateKey as `0x${string}`, USDC, 'devnetMint', [DEMO_ACCOUNT.address, BILLION]);
    await send(me, USDC, 'approve', [POOL, BILLION * 4n]);
    const small = await aaveRisk();
    await supplyBillion();
    const big = await aaveRisk();
    console.info(`Aave V3 USDC on Base risk score: ${small} small, ${big} with a billion more`);
    expect(small).toBeGreaterThanOrEqual(3);
    expect(big).toBeLessThan(3);

    // The rule first sees the pool at Low.
    await api.deps.alerts.addRule(DEMO_ACCOUNT.address, { kind: 'risk-worse' });
    expect(await riskFired()).toHaveLength(0);

    await withdrawBillion();
    const first = await riskFired();
    expect(first).toHaveLength(1);
    expect(first[0]?.title).toMatch(new RegExp(`^Risk now (Medium|High): ${LABEL}$`));
    expect(first[0]?.message).toContain('it was Low when this alert started watching it');
    // Still worse: the same occurrence, nothing new.
    expect(await riskFired()).toHaveLength(0);

    // Back to Low: the condition clears; worse again: a new alert.
    await supplyBillion();
    expect(await riskFired()).toHaveLength(0);
    await withdrawBillion();
    expect(await riskFired()).toHaveLength(1);
    expect(await riskFired()).toHaveLength(0);
  });
});
