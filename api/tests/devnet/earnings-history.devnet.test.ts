// Earned to date from a wallet's whole history, read once and kept, through an RPC proxy that refuses eth_getLogs as
// real providers do (a block-range limit with QuickNode's error, a log-count limit with Alchemy's, see
// support/limited-rpc-proxy.ts). Base is moved forward by hundreds of blocks between a wallet's deposits and
// withdrawal, so its history spans many ranges the proxy accepts. Shown: earned to date equals what the chain
// says to the cent; a first read shows its progress with partial figures; a second read asks only for the blocks
// since (plus the re-read depth); an instance that stalls mid-read is taken over by another, which reads nothing
// the first one kept; a reorg of the last blocks is corrected; the pace stays under the configured rate.
import { DEPLOYER, SPARE_ACCOUNTS } from '@fin/devnet';
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { EarningsResponse } from '@fin/shared/schemas/earnings';
import type { EarningsLedger } from '@fin/shared/schemas/earnings-ledger';
import { gasLimitFor } from '@fin/shared/web3/tx-plan';
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  formatUnits,
  http,
  maxUint256,
  parseAbi,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reorgDepth } from '../../src/modules/earnings/reorg-depth';
import { devnetAppForFile } from '../support/devnet-app';
import { type LimitedRpcProxy, startLimitedRpcProxy } from '../support/limited-rpc-proxy';
import { getJson, startTestApp, type TestServer } from '../support/test-app';

const BASE = 8453;
const usdc = getTokenAddress('USDC', BASE) as Address;
const aUsdc = getTokenAddress('aUSDC', BASE) as Address;
const pool = AAVE_V3_POOL[BASE] as Address;
const abi = parseAbi([
  'function devnetMint(address to, uint256 amount)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function withdraw(address asset, uint256 amount, address to) returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
]);
const alice = SPARE_ACCOUNTS[0] as (typeof SPARE_ACCOUNTS)[number];
const bob = SPARE_ACCOUNTS[1] as (typeof SPARE_ACCOUNTS)[number];
const units = (v: string) => parseUnits(v, 6);
const LIMITS = { maxRange: 200, maxLogs: 2 };
/** Mining, the reads at a paced rate and the waits for a lease: a minute or two on a busy machine. */
const SLOW = 180_000;
const RATE = 40;
const LEASE_SECONDS = 2;

const app = devnetAppForFile();
let proxy: LimitedRpcProxy;
let api: TestServer;

const env = (proxyUrl: string, rate = RATE) => ({
  FIN_DEVNET_MANIFEST: app.net.manifestPath,
  RPC_URL_8453: proxyUrl,
  EARNINGS_RPC_PER_SECOND: String(rate),
  EARNINGS_LEASE_SECONDS: String(LEASE_SECONDS),
  // The first answer comes at once with what is read so far: the tests see the read under way.
  EARNINGS_FIRST_READ_WAIT_MS: '0',
});

beforeAll(async () => {
  proxy = await startLimitedRpcProxy(app.net.devnet.chain(BASE).rpcUrl, LIMITS);
  api = await startTestApp(app.db, env(proxy.url));
});
afterAll(async () => {
  await api?.deps.earnings.settle();
  await api?.close();
  await proxy?.close();
});

/** Sent as the product sends: estimated first, with its gas rule on top (a pool's interest bookkeeping a second later
 * than estimated would otherwise run out of gas). */
async function send(
  who: { privateKey: `0x${string}` },
  address: Address,
  functionName: string,
  args: unknown[],
) {
  const account = privateKeyToAccount(who.privateKey);
  const rpc = app.net.devnet.chain(BASE).rpcUrl;
  const client = app.net.devnet.publicClient(BASE);
  const data = encodeFunctionData({ abi, functionName, args } as never);
  const estimate = await client.estimateGas({ account: account.address, to: address, data });
  const wallet = createWalletClient({ account, transport: http(rpc) });
  const hash = await wallet.sendTransaction({
    to: address,
    data,
    account,
    chain: null,
    gas: gasLimitFor(estimate),
  });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success') throw new Error(`${functionName} reverted`);
}

const supply = (who: typeof alice, amount: string) =>
  send(who, pool, 'supply', [usdc, units(amount), who.address, 0]);
/** Mines in batches: anvil mines a few dozen empty blocks a second on a busy machine, and a request waits 10 s. */
async function mine(blocks: number) {
  for (let left = blocks; left > 0; left -= 100) {
    await app.net.devnet.mine({ chainId: BASE, blocks: Math.min(100, left) });
  }
}

const earningsOf = async (url: string, who: Address, refresh = true) =>
  (await getJson(`${url}/api/earnings/${who}${refresh ? '?refresh=true' : ''}`))
    .body as unknown as EarningsResponse;

/** Asks as the portfolio does (every second while it reads) until the chain's history is complete. */
async function settled(url: string, who: Address): Promise<EarningsResponse> {
  let last: EarningsResponse | undefined;
  await expect
    .poll(
      async () => {
        last = await earningsOf(url, who);
        return last.history.find((h) => h.chainId === BASE)?.status;
      },
      { timeout: 120_000, interval: 1_000 },
    )
    .toBe('complete');
  return last as EarningsResponse;
}

const aave = (e: EarningsResponse) => e.positions.find((p) => p.chainId === BASE && p.symbol === 'aUSDC');
const cents = (v: number) => Math.round(v * 100);
const logsCalls = (p: LimitedRpcProxy) => p.calls.filter((c) => c.method === 'eth_getLogs');

async function valueOnChain(who: Address, blockNumber: number): Promise<number> {
  const raw = await app.net.devnet.publicClient(BASE).readContract({
    address: aUsdc,
    abi,
    functionName: 'balanceOf',
    args: [who],
    blockNumber: BigInt(blockNumber),
  });
  return Number(formatUnits(raw, 6));
}

describe('earned to date from the whole history, read once and kept', () => {
  it(
    'equals value now + withdrawn − deposited to the cent for a position opened at the start, read within the limits',
    async () => {
      for (const who of [alice, bob]) {
        await send(DEPLOYER, usdc, 'devnetMint', [who.address, units('10000')]);
        await send(who, usdc, 'approve', [pool, maxUint256]);
      }
      // Three deposits close together (more logs than one answer may hold), then thousands of blocks between moves.
      for (const a of ['1000', '200', '300']) {
        await supply(alice, a);
        await app.net.devnet.increaseTime(3_600, { chainId: BASE });
      }
      await supply(bob, '2000');
      await mine(600);
      await app.net.devnet.increaseTime(30 * 86_400, { chainId: BASE });
      await supply(alice, '500');
      await mine(600);
      await send(alice, pool, 'withdraw', [usdc, units('400'), alice.address]);
      await supply(bob, '700');
      await mine(400);
      await app.net.devnet.increaseTime(30 * 86_400, { chainId: BASE });

      proxy.reset();
      const first = await earningsOf(api.url, alice.address);
      const reading = first.history.find((h) => h.chainId === BASE);
      expect(reading?.status).toBe('reading');
      expect(reading?.progress).toBeLessThan(1);
      expect(aave(first)?.partial).toBe(true);

      const e = await settled(api.url, alice.address);
      const row = aave(e);
      expect(row?.partial).toBeUndefined();
      expect(row?.earnings.status).toBe('counted');
      if (row?.earnings.status !== 'counted') return;
      const head = e.ranges.find((r) => r.chainId === BASE)?.toBlock as number;
      const deposited = 1000 + 200 + 300 + 500;
      const withdrawn = 400;
      expect(row.earnings.depositedUSD).toBe(deposited);
      expect(row.earnings.withdrawnUSD).toBe(withdrawn);
      expect(row.earnings.flowCount).toBe(5);
      const chainSays = (await valueOnChain(alice.address, head)) + withdrawn - deposited;
      expect(chainSays).toBeGreaterThan(0);
      expect(cents(row.earnings.earnedUSD)).toBe(cents(chainSays));

      // The accountant's ledger: every movement with its transaction, and months that add up to earned to date.
      const ledger = (await getJson(`${api.url}/api/earnings/${alice.address}/ledger`))
        .body as unknown as EarningsLedger;
      expect(ledger.complete).toBe(true);
      const moves = ledger.flows.filter((f) => f.positionKey === row.key);
      expect(moves.map((f) => [f.kind, f.amount])).toEqual([
        ['deposit', '1000'],
        ['deposit', '200'],
        ['deposit', '300'],
        ['deposit', '500'],
        ['withdraw', '400'],
      ]);
      for (const f of moves) expect(f.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      const months = ledger.months.filter((m) => m.positionKey === row.key);
      expect(months.length).toBeGreaterThanOrEqual(2);
      expect(cents(months.reduce((t, m) => t + m.earnedUSD, 0))).toBe(cents(row.earnings.earnedUSD));

      // The proxy refused both kinds and the read went on; no range it accepted was wider than its limit.
      const refused = logsCalls(proxy).filter((c) => c.refused);
      expect(refused.some((c) => (c.to as number) - (c.from as number) > LIMITS.maxRange)).toBe(true);
      expect(refused.some((c) => (c.to as number) - (c.from as number) <= LIMITS.maxRange)).toBe(true);
      for (const c of logsCalls(proxy).filter((x) => !x.refused)) {
        expect((c.to as number) - (c.from as number)).toBeLessThanOrEqual(LIMITS.maxRange);
      }
      // The pace: the history's requests (logs and code look-ups) in any one second stay within the rate.
      const paced = proxy.calls.filter((c) => c.method === 'eth_getLogs' || c.method === 'eth_getCode');
      const busiest = Math.max(
        ...paced.map((c) => paced.filter((d) => d.at >= c.at && d.at < c.at + 1000).length),
      );
      expect(busiest).toBeLessThanOrEqual(RATE + 2);
      console.info(
        `first read: ${logsCalls(proxy).length} eth_getLogs (${refused.length} refused), busiest second ${busiest} requests`,
      );
    },
    SLOW,
  );

  it(
    'reads only the blocks since on the next read, and serves the kept figures on every instance at once',
    async () => {
      const before = await earningsOf(api.url, alice.address);
      const head = before.ranges.find((r) => r.chainId === BASE)?.toBlock as number;
      await mine(100);
      proxy.reset();
      const after = await earningsOf(api.url, alice.address);
      expect(after.history.find((h) => h.chainId === BASE)?.status).toBe('complete');
      const reads = logsCalls(proxy);
      expect(reads.length).toBeGreaterThan(0);
      for (const c of reads) expect(c.from).toBeGreaterThanOrEqual(head - reorgDepth(BASE) + 1);
      expect(aave(after)?.earnings).toMatchObject({ status: 'counted', flowCount: 5 });
      console.info(`refresh after 100 blocks: ${reads.length} eth_getLogs`);

      // Another instance on the same database: complete figures at its first answer, no history read from the start.
      const otherProxy = await startLimitedRpcProxy(app.net.devnet.chain(BASE).rpcUrl, LIMITS);
      const other = await startTestApp(app.db, env(otherProxy.url));
      try {
        const there = await earningsOf(other.url, alice.address);
        expect(there.history.find((h) => h.chainId === BASE)?.status).toBe('complete');
        expect(aave(there)?.partial).toBeUndefined();
        expect(aave(there)?.earnings).toMatchObject({ status: 'counted', flowCount: 5 });
        expect(otherProxy.calls.filter((c) => c.method === 'eth_getCode')).toEqual([]);
      } finally {
        await other.deps.earnings.settle();
        await other.close();
        await otherProxy.close();
      }
    },
    SLOW,
  );

  it(
    'goes on from where a stalled instance stopped, on another instance, without reading any block it kept',
    async () => {
      const stalledProxy = await startLimitedRpcProxy(app.net.devnet.chain(BASE).rpcUrl, LIMITS);
      const stalled = await startTestApp(app.db, env(stalledProxy.url, 8));
      const takerProxy = await startLimitedRpcProxy(app.net.devnet.chain(BASE).rpcUrl, LIMITS);
      const taker = await startTestApp(app.db, env(takerProxy.url));
      try {
        await earningsOf(stalled.url, bob.address);
        await expect
          .poll(async () => (await earningsOf(stalled.url, bob.address, false)).history[0]?.progress ?? 0, {
            timeout: 60_000,
            interval: 200,
          })
          .toBeGreaterThan(0);
        stalledProxy.freeze();
        // Past its lease the stalled instance's read is free to take; what it kept stays kept.
        await new Promise((done) => setTimeout(done, LEASE_SECONDS * 1000 + 500));
        const kept = (await stalled.deps.earnings.cursorsOf(bob.address))[0];
        expect(kept?.complete).toBe(false);

        const e = await settled(taker.url, bob.address);
        const reads = logsCalls(takerProxy);
        expect(reads.length).toBeGreaterThan(0);
        for (const c of reads) expect(c.from).toBeGreaterThan(kept?.readTo as number);
        expect(aave(e)?.earnings).toMatchObject({ status: 'counted', depositedUSD: 2700, flowCount: 2 });
      } finally {
        await stalledProxy.close();
        await stalled.deps.earnings.settle();
        await Promise.all([stalled.close(), taker.deps.earnings.settle().then(() => taker.close())]);
        await takerProxy.close();
      }
      // The stalled instance, once its node answers no more, wrote nothing after its lease passed.
      const again = await earningsOf(api.url, bob.address);
      expect(aave(again)?.earnings).toMatchObject({ status: 'counted', depositedUSD: 2700, flowCount: 2 });
    },
    SLOW,
  );

  it(
    'corrects a reorg of the last blocks: a deposit the chain dropped no longer counts',
    async () => {
      const test = app.net.devnet.testClient(BASE);
      const snapshot = await test.snapshot();
      await supply(alice, '250');
      await mine(3);
      const seen = aave(await earningsOf(api.url, alice.address))?.earnings;
      expect(seen).toMatchObject({ status: 'counted', depositedUSD: 2250, flowCount: 6 });

      // The chain replaces its last blocks with others (longer) without the deposit.
      await test.revert({ id: snapshot });
      await mine(10);
      const e = await earningsOf(api.url, alice.address);
      const row = aave(e);
      expect(row?.earnings).toMatchObject({ status: 'counted', depositedUSD: 2000, flowCount: 5 });
      if (row?.earnings.status !== 'counted') return;
      const head = e.ranges.find((r) => r.chainId === BASE)?.toBlock as number;
      expect(cents(row.earnings.earnedUSD)).toBe(
        cents((await valueOnChain(alice.address, head)) + 400 - 2000),
      );
    },
    SLOW,
  );
});
