// Earnings per position against the devnet with time moved forward: a wallet deposits into four contract shapes on
// Base (Aave V3 pool, Compound V3 Comet, Moonwell market, ERC-4626 vault), tops up, partly withdraws, with chain
// time moved between each step so interest really accrues. The API's figure for each position must equal what the
// chain says: its value now, read from the protocol at the same block, minus the money put in. A second wallet sees
// only its own position; the chat answers both earnings questions with the same figures; two API instances on one
// database serve one computation and each other's Refresh; and Compound V3 base moved between two wallets counts as
// money in and out. The history kept and read through a provider's limits: earnings-history.devnet.test.ts.
import { DEPLOYER, SPARE_ACCOUNTS } from '@fin/devnet';
import {
  AAVE_V3_POOL,
  COMPOUND_V3_COMET_USDC,
  METAMORPHO_VAULTS,
  MOONWELL_MUSDC,
} from '@fin/shared/domain/chains/contracts';
import { formatUsd } from '@fin/shared/domain/money/format';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { EarningsResponse, PositionEarningsRow } from '@fin/shared/schemas/earnings';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  formatUnits,
  http,
  maxUint256,
  parseAbi,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { devnetAppForFile } from '../support/devnet-app';
import { getJson, postJson, startTestApp } from '../support/test-app';

const BASE = 8453;
const DAY = 86_400;
const usdc = getTokenAddress('USDC', BASE) as Address;
const aUsdc = getTokenAddress('aUSDC', BASE) as Address;
const pool = AAVE_V3_POOL[BASE] as Address;
const comet = COMPOUND_V3_COMET_USDC[BASE] as Address;
const mToken = MOONWELL_MUSDC[BASE] as Address;
const vault = METAMORPHO_VAULTS.stUSDC.addresses[BASE] as Address;

const abi = parseAbi([
  'function devnetMint(address to, uint256 amount)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function withdraw(address asset, uint256 amount, address to) returns (uint256)',
  'function supply(address asset, uint256 amount)',
  'function withdraw(address asset, uint256 amount)',
  'function mint(uint256 mintAmount) returns (uint256)',
  'function redeemUnderlying(uint256 redeemAmount) returns (uint256)',
  'function deposit(uint256 assets, address receiver) returns (uint256)',
  'function withdraw(uint256 assets, address receiver, address owner) returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function exchangeRateStored() view returns (uint256)',
  'function convertToAssets(uint256) view returns (uint256)',
  'function transfer(address dst, uint256 amount) returns (bool)',
  'function transferFrom(address src, address dst, uint256 amount) returns (bool)',
  'function allow(address manager, bool isAllowed)',
]);

const alice = SPARE_ACCOUNTS[0] as (typeof SPARE_ACCOUNTS)[number];
const bob = SPARE_ACCOUNTS[1] as (typeof SPARE_ACCOUNTS)[number];
const units = (v: string) => parseUnits(v, 6);

const app = devnetAppForFile();

const rpcUrl = () => app.net.devnet.chain(BASE).rpcUrl;
const reader = () => createPublicClient({ transport: http(rpcUrl()), cacheTime: 0 });

async function send(
  who: { privateKey: `0x${string}` },
  address: Address,
  functionName: string,
  args: unknown[],
) {
  const chain = defineChain({
    id: BASE,
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl()] } },
  });
  const wallet = createWalletClient({
    account: privateKeyToAccount(who.privateKey),
    chain,
    transport: http(rpcUrl()),
  });
  const hash = await wallet.writeContract({ address, abi: abi as Abi, functionName, args } as never);
  const receipt = await reader().waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success') throw new Error(`${functionName} reverted`);
}

async function moveTime(seconds: number) {
  await app.net.devnet.increaseTime(seconds, { chainId: BASE });
}

type Call = [Address, string, unknown[]];
type Shape = {
  symbol: string;
  spender: Address;
  in: (a: bigint, who: Address) => Call;
  out: (a: bigint, who: Address) => Call;
};

/** The four shapes, each with how to put money in and take it out. */
const SHAPES: Shape[] = [
  {
    symbol: 'aUSDC',
    spender: pool,
    in: (a: bigint, who: Address) => [pool, 'supply', [usdc, a, who, 0]],
    out: (a: bigint, who: Address) => [pool, 'withdraw', [usdc, a, who]],
  },
  {
    symbol: 'cUSDC',
    spender: comet,
    in: (a: bigint) => [comet, 'supply', [usdc, a]],
    out: (a: bigint) => [comet, 'withdraw', [usdc, a]],
  },
  {
    symbol: 'mwUSDC',
    spender: mToken,
    in: (a: bigint) => [mToken, 'mint', [a]],
    out: (a: bigint) => [mToken, 'redeemUnderlying', [a]],
  },
  {
    symbol: 'stUSDC',
    spender: vault,
    in: (a: bigint, who: Address) => [vault, 'deposit', [a, who]],
    out: (a: bigint, who: Address) => [vault, 'withdraw', [a, who, who]],
  },
];

/** What the protocol says the wallet's position is worth, at a block. */
async function valueOnChain(symbol: string, who: Address, blockNumber: bigint): Promise<bigint> {
  const c = reader();
  const read = (address: Address, functionName: string, args: unknown[] = []) =>
    c.readContract({ address, abi, functionName, args, blockNumber } as never) as Promise<bigint>;
  if (symbol === 'aUSDC') return read(aUsdc, 'balanceOf', [who]);
  if (symbol === 'cUSDC') return read(comet, 'balanceOf', [who]);
  if (symbol === 'mwUSDC')
    return (
      ((await read(mToken, 'balanceOf', [who])) * (await read(mToken, 'exchangeRateStored'))) / 10n ** 18n
    );
  return read(vault, 'convertToAssets', [await read(vault, 'balanceOf', [who])]);
}

/** The wallet's figures once its history is read (a first read answers with its progress until then). */
async function earningsOf(url: string, who: Address): Promise<EarningsResponse> {
  let last: EarningsResponse | undefined;
  await expect
    .poll(
      async () => {
        last = (await getJson(`${url}/api/earnings/${who}?refresh=true`)).body as unknown as EarningsResponse;
        return last.history.every((h) => h.status === 'complete');
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
  return last as EarningsResponse;
}
const bySymbol = (e: EarningsResponse, symbol: string) =>
  e.positions.find((p) => p.chainId === BASE && p.symbol === symbol) as PositionEarningsRow;

describe('earnings per position on the devnet, time moved forward', () => {
  it('equal, for a position deposited, topped up and partly withdrawn, its value now minus the money put in', async () => {
    await send(DEPLOYER, usdc, 'devnetMint', [alice.address, units('20000')]);
    await send(DEPLOYER, usdc, 'devnetMint', [bob.address, units('5000')]);
    for (const s of SHAPES) await send(alice, usdc, 'approve', [s.spender, maxUint256]);
    await send(bob, usdc, 'approve', [pool, maxUint256]);

    for (const s of SHAPES) await send(alice, ...s.in(units('1000'), alice.address));
    await send(bob, ...(SHAPES[0] as Shape).in(units('2500'), bob.address));
    await moveTime(20 * DAY);
    for (const s of SHAPES) await send(alice, ...s.in(units('500'), alice.address));
    await moveTime(20 * DAY);
    for (const s of SHAPES) await send(alice, ...s.out(units('300'), alice.address));
    await moveTime(20 * DAY);

    const e = await earningsOf(app.api.url, alice.address);
    expect(e.errors).toEqual([]);
    const toBlock = BigInt(e.ranges.find((r) => r.chainId === BASE)?.toBlock ?? 0);
    const lines: string[] = [];
    for (const s of SHAPES) {
      const p = bySymbol(e, s.symbol);
      expect(p, s.symbol).toBeDefined();
      expect(p.earnings.status, s.symbol).toBe('counted');
      if (p.earnings.status !== 'counted') continue;
      const value = await valueOnChain(s.symbol, alice.address, toBlock);
      const chainEarned = Number(formatUnits(value - units('1200'), 6));
      lines.push(
        `${s.symbol}: in ${p.earnings.netInUSD}, now ${p.earnings.valueUSD}, earned ${p.earnings.earnedUSD} (chain ${chainEarned}), APY ${p.earnings.realizedApy}`,
      );
      expect(p.earnings.depositedUSD, s.symbol).toBe(1500);
      expect(p.earnings.withdrawnUSD, s.symbol).toBe(300);
      expect(p.earnings.netInUSD, s.symbol).toBe(1200);
      expect(p.earnings.valueUSD, s.symbol).toBe(Number(formatUnits(value, 6)));
      expect(p.earnings.earnedUSD, s.symbol).toBeCloseTo(chainEarned, 6);
      expect(p.earnings.earnedUSD, s.symbol).toBeGreaterThan(0);
      expect(p.earnings.flowCount, s.symbol).toBe(3);
      // Sixty days at a lending rate of a few percent: money-weighted, annualized.
      expect(p.earnings.realizedApy, s.symbol).toBeGreaterThan(0.5);
      expect(p.earnings.realizedApy, s.symbol).toBeLessThan(25);
      // The chart starts at the first deposit and ends at the value now.
      expect(p.earnings.series.length, s.symbol).toBeGreaterThanOrEqual(4);
      expect(p.earnings.series.at(-1)?.valueUSD, s.symbol).toBe(p.earnings.valueUSD);
      expect(p.earnings.series[0]?.netInUSD, s.symbol).toBe(1000);
    }
    const range = e.ranges.find((r) => r.chainId === BASE);
    console.info([`Base blocks ${range?.fromBlock}–${range?.toBlock} read`, ...lines].join('\n'));
    expect(e.totalEarnedUSD).toBeCloseTo(
      e.positions.reduce((t, p) => t + (p.earnings.status === 'counted' ? p.earnings.earnedUSD : 0), 0),
      6,
    );

    // Bob's answer holds his own Aave position only, with his own money in.
    const b = await earningsOf(app.api.url, bob.address);
    expect(b.positions.map((p) => p.symbol)).toEqual(['aUSDC']);
    const bobAave = b.positions[0]?.earnings;
    expect(bobAave).toMatchObject({ status: 'counted', netInUSD: 2500, flowCount: 1 });

    // The chat answers from the same figures.
    const ask = async (message: string) =>
      (
        (await postJson(`${app.api.url}/api/chat`, { message, walletAddress: alice.address })).body as {
          content: string;
        }
      ).content;
    const earned = await ask('How much have I earned?');
    expect(earned).toContain(
      `You have earned +${formatUsd(e.totalEarnedUSD as number)} on 4 positions to date`,
    );
    for (const s of SHAPES) {
      const p = bySymbol(e, s.symbol);
      if (p.earnings.status === 'counted')
        expect(earned).toContain(`+${formatUsd(p.earnings.earnedUSD)} earned`);
    }
    const top = [...e.positions].sort(
      (x, y) =>
        (y.earnings.status === 'counted' ? y.earnings.earnedUSD : 0) -
        (x.earnings.status === 'counted' ? x.earnings.earnedUSD : 0),
    )[0] as PositionEarningsRow;
    const most = await ask('Which position earns the most?');
    expect(most).toContain(
      `Your ${top.symbol} in ${top.protocol} on Base has earned the most: +${formatUsd((top.earnings as { earnedUSD: number }).earnedUSD)} to date.`,
    );
  });

  it('are one computation for two API instances on one database, and a Refresh on either is what both serve', async () => {
    const other = await startTestApp(app.db, { FIN_DEVNET_MANIFEST: app.net.manifestPath });
    const cachedOf = async (url: string) =>
      (await getJson(`${url}/api/earnings/${alice.address}`)).body as unknown as EarningsResponse;
    try {
      const first = await earningsOf(app.api.url, alice.address);
      // The other instance answers with the same computation, not one of its own.
      expect(await cachedOf(other.url)).toEqual(first);

      // A top-up on chain, then Refresh through the other instance: both serve the new figures.
      await send(alice, ...(SHAPES[0] as Shape).in(units('100'), alice.address));
      const refreshed = await earningsOf(other.url, alice.address);
      expect(refreshed.computedAt).not.toBe(first.computedAt);
      expect(bySymbol(refreshed, 'aUSDC').earnings).toMatchObject({
        status: 'counted',
        netInUSD: 1300,
        flowCount: 4,
      });
      await expect.poll(() => cachedOf(app.api.url), { timeout: 10_000, interval: 100 }).toEqual(refreshed);
    } finally {
      await other.close();
    }
  });

  it('count Compound V3 base moved between two wallets (transfer, transferFrom) as money in for one and out for the other', async () => {
    await send(bob, usdc, 'approve', [comet, maxUint256]);
    await send(bob, comet, 'supply', [usdc, units('1000')]);
    await moveTime(10 * DAY);
    // Comet logs these as Transfer to nothing for Bob and from nothing for Alice, with no Supply or Withdraw.
    await send(bob, comet, 'transfer', [alice.address, units('400')]);
    await send(bob, comet, 'allow', [alice.address, true]);
    await send(alice, comet, 'transferFrom', [bob.address, alice.address, units('100')]);
    await moveTime(10 * DAY);

    const [a, b] = [await earningsOf(app.api.url, alice.address), await earningsOf(app.api.url, bob.address)];
    const toBlock = BigInt(a.ranges.find((r) => r.chainId === BASE)?.toBlock ?? 0);
    const aliceComet = bySymbol(a, 'cUSDC').earnings;
    const bobComet = bySymbol(b, 'cUSDC').earnings;
    expect(aliceComet).toMatchObject({ status: 'counted', flowCount: 5 });
    expect(bobComet).toMatchObject({ status: 'counted', flowCount: 3, depositedUSD: 1000 });
    if (aliceComet.status !== 'counted' || bobComet.status !== 'counted') return;
    // Comet moves present value through principal, so an amount may arrive one base unit short.
    expect(aliceComet.netInUSD).toBeCloseTo(1200 + 500, 5);
    expect(bobComet.netInUSD).toBeCloseTo(1000 - 500, 5);
    const chain = async (who: Address) => Number(formatUnits(await valueOnChain('cUSDC', who, toBlock), 6));
    expect(aliceComet.earnedUSD).toBeCloseTo((await chain(alice.address)) - 1700, 5);
    expect(bobComet.earnedUSD).toBeCloseTo((await chain(bob.address)) - 500, 5);
    expect(bobComet.earnedUSD).toBeGreaterThan(0);
  });
});
