// The portfolio and balance endpoints against a running devnet: the demo wallet's portfolio equals the seed and
// what the chains say when asked one call at a time; one RPC request per chain; a stopped chain is reported while
// the other five are returned.
import { DEMO_ACCOUNT } from '@fin/devnet';
import { DEMO_AAVE_BASE_USDC } from '@fin/devnet/protocols/aave';
import { DEMO_COMPOUND_ARBITRUM_USDC } from '@fin/devnet/protocols/compound';
import { DEMO_MORPHO_BASE_USDC, DEMO_STEAKHOUSE_ETHEREUM_USDC } from '@fin/devnet/protocols/morpho-seed';
import { DEMO_WALLET_HOLDINGS } from '@fin/devnet/setup-chain';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { MORPHO_BLUE, morphoMarketsOn } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { BalanceEntry, PortfolioResponse } from '@fin/shared/schemas/portfolio';
import { type Address, createWalletClient, erc20Abi, formatUnits, http, parseAbi, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetAppForFile } from '../support/devnet-app';
import { type RpcProxy, startRpcProxy } from '../support/rpc-proxy';
import { getJson, postJson, startTestApp, type TestServer } from '../support/test-app';

const app = devnetAppForFile();

const DEMO = DEMO_ACCOUNT.address;
const vaultAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function convertToAssets(uint256) view returns (uint256)',
]);
const morphoAbi = parseAbi([
  'struct MarketParams { address loanToken; address collateralToken; address oracle; address irm; uint256 lltv; }',
  'function accrueInterest(MarketParams marketParams)',
  'function position(bytes32 id, address user) view returns (uint256 supplyShares, uint128 borrowShares, uint128 collateral)',
  'function market(bytes32 id) view returns (uint128 totalSupplyAssets, uint128 totalSupplyShares, uint128 totalBorrowAssets, uint128 totalBorrowShares, uint128 lastUpdate, uint128 fee)',
]);

let proxies: Map<number, RpcProxy>;
let metered: TestServer;

beforeAll(async () => {
  proxies = new Map(
    await Promise.all(
      app.net.devnet.manifest.chains.map(async (c) => [c.chainId, await startRpcProxy(c.rpcUrl)] as const),
    ),
  );
  metered = await startTestApp(app.db, {
    FIN_DEVNET_MANIFEST: app.net.manifestPath,
    ...Object.fromEntries([...proxies].map(([id, p]) => [`RPC_URL_${id}`, p.url])),
  });
});
afterAll(async () => {
  await Promise.all([metered?.close(), ...[...(proxies?.values() ?? [])].map((p) => p.close())]);
});

const portfolio = async (server = app.api, query = '') =>
  (await getJson(`${server.url}/api/portfolio/${DEMO}${query}`)).body as unknown as PortfolioResponse;
const find = (p: PortfolioResponse, chainId: number, symbol: string, type = 'receipt') =>
  p.entries.find(
    (e) => e.chainId === chainId && e.asset.symbol === symbol && e.asset.type === type,
  ) as BalanceEntry;
const raw = (e: BalanceEntry | undefined) => BigInt(e?.rawBalance ?? -1);

describe('GET /api/portfolio/:address on the devnet', () => {
  it('lists exactly the seeded stablecoins on every chain, valued at the fixed price of 1', async () => {
    const p = await portfolio();
    expect(p.errors).toEqual([]);
    expect(p.chains.map((c) => [c.chainId, c.status, c.rpcRequests])).toEqual(
      PORTFOLIO_CHAIN_IDS.map((id) => [id, 'ok', 1]),
    );
    for (const chainId of PORTFOLIO_CHAIN_IDS) {
      for (const [symbol, amount] of Object.entries(DEMO_WALLET_HOLDINGS)) {
        const entry = find(p, chainId, symbol, 'stablecoin');
        if (!getTokenAddress(symbol, chainId)) {
          expect(entry).toBeUndefined();
          continue;
        }
        expect(entry, `${symbol} on ${chainId}`).toMatchObject({ balance: String(amount), valueUSD: amount });
      }
    }
  });

  it('converts every seeded receipt and position to the underlying the chain reports, interest included', async () => {
    const p = await portfolio();
    const base = app.net.devnet.publicClient(8453);
    const eth = app.net.devnet.publicClient(1);
    const arb = app.net.devnet.publicClient(42161);

    const aUsdc = find(p, 8453, 'aUSDC');
    const aToken = aUsdc.asset.address as Address;
    expect(raw(aUsdc)).toBe(
      await base.readContract({ address: aToken, abi: erc20Abi, functionName: 'balanceOf', args: [DEMO] }),
    );
    expect(Number(aUsdc.balance)).toBeGreaterThan(DEMO_AAVE_BASE_USDC);
    expect(aUsdc.asset).toMatchObject({ protocol: 'Aave V3', underlyingAsset: 'USDC' });

    const cUsdc = find(p, 42161, 'cUSDC');
    expect(raw(cUsdc)).toBe(
      await arb.readContract({
        address: cUsdc.asset.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [DEMO],
      }),
    );
    expect(Number(cUsdc.balance)).toBeGreaterThan(DEMO_COMPOUND_ARBITRUM_USDC);

    const st = find(p, 1, 'stUSDC');
    const vault = st.asset.address as Address;
    const shares = await eth.readContract({
      address: vault,
      abi: vaultAbi,
      functionName: 'balanceOf',
      args: [DEMO],
    });
    const exact = await eth.readContract({
      address: vault,
      abi: vaultAbi,
      functionName: 'convertToAssets',
      args: [shares],
    });
    expect(BigInt(st.rawShares ?? 0)).toBe(shares);
    expect(exact - raw(st)).toBeGreaterThanOrEqual(0n);
    expect(exact - raw(st)).toBeLessThanOrEqual(1n);
    expect(Number(st.balance)).toBeGreaterThan(DEMO_STEAKHOUSE_ETHEREUM_USDC);

    const position = p.entries.find((e) => e.asset.type === 'position');
    expect(position).toMatchObject({
      chainId: 8453,
      asset: { symbol: 'USDC', protocol: 'Morpho Blue', address: MORPHO_BLUE[8453] },
      collateral: expect.stringMatching(/^(WETH|wstETH|WBTC|cbETH)$/),
      marketId: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      position: { borrowed: '0', lltv: 0.86 },
    });
    expect(Number(position?.balance)).toBeGreaterThan(DEMO_MORPHO_BASE_USDC);
    expect(position?.apy).toBeGreaterThan(0);

    expect(p.totals.valueUSD).toBeCloseTo(
      p.entries.reduce((s, e) => s + e.valueUSD, 0),
      4,
    );
    expect(p.totals.positionCount).toBe(4);
    const values = p.entries.map((e) => e.valueUSD);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("values a Morpho position with the interest accrued since the market's last update, as the chain books it", async () => {
    const snapshot = await app.net.devnet.snapshot();
    try {
      await app.net.devnet.increaseTime(30 * 86_400, { chainId: 8453 });
      const before = (await portfolio()).entries.find((e) => e.asset.type === 'position') as BalanceEntry;
      const market = morphoMarketsOn(8453).find((m) => m.collateral === before.collateral);
      if (!market) throw new Error('no such market');
      const wallet = createWalletClient({
        account: privateKeyToAccount(DEMO_ACCOUNT.privateKey),
        transport: http(app.net.devnet.chain(8453).rpcUrl),
      });
      const client = app.net.devnet.publicClient(8453);
      const hash = await wallet.writeContract({
        chain: null,
        address: MORPHO_BLUE[8453] as Address,
        abi: morphoAbi,
        functionName: 'accrueInterest',
        args: [market.params],
      });
      await client.waitForTransactionReceipt({ hash });
      const id = before.marketId as `0x${string}`;
      const [shares] = await client.readContract({
        address: MORPHO_BLUE[8453] as Address,
        abi: morphoAbi,
        functionName: 'position',
        args: [id, DEMO],
      });
      const [totalAssets, totalShares] = await client.readContract({
        address: MORPHO_BLUE[8453] as Address,
        abi: morphoAbi,
        functionName: 'market',
        args: [id],
      });
      const booked = (shares * (totalAssets + 1n)) / (totalShares + 1_000_000n);
      // The API valued the position one block earlier: at most a second of interest apart, out of a month's.
      const month = booked - parseUnits(String(DEMO_MORPHO_BASE_USDC), 6);
      expect(month).toBeGreaterThan(1_000_000n);
      const gap = booked - raw(before);
      expect(gap).toBeGreaterThanOrEqual(0n);
      expect(gap).toBeLessThan(100n);
    } finally {
      await app.net.devnet.revert(snapshot);
    }
  });

  it('costs one RPC request per chain', async () => {
    for (const p of proxies.values()) p.reset();
    const p = await portfolio(metered);
    expect(p.errors).toEqual([]);
    for (const [chainId, proxy] of proxies) {
      expect([chainId, proxy.count(), proxy.methods]).toEqual([chainId, 1, ['eth_call']]);
    }
  });

  it('gives an empty result for a wallet on a testnet without reading any chain', async () => {
    for (const p of proxies.values()) p.reset();
    const p = await portfolio(metered, '?chainId=84532');
    expect(p).toMatchObject({ testnet: true, entries: [], errors: [], chains: [] });
    expect([...proxies.values()].map((x) => x.count())).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('lists zero balances only when asked', async () => {
    const all = await portfolio(app.api, '?includeZero=true');
    const held = await portfolio();
    expect(all.entries.length).toBeGreaterThan(held.entries.length);
    expect(all.entries.some((e) => e.balance === '0')).toBe(true);
  });
});

describe('balance calls on the devnet', () => {
  const usdcBase = getTokenAddress('USDC', 8453) as Address;

  it("POST /api/blockchain/balance reads a token balance; the zero address is '0' without a read", async () => {
    const r = await postJson(`${app.api.url}/api/blockchain/balance`, {
      address: DEMO.toLowerCase(),
      chainId: 8453,
      tokenAddress: usdcBase,
      decimals: 6,
    });
    expect(r.body).toMatchObject({
      success: true,
      balance: '25000',
      rawBalance: '25000000000',
      chainId: 8453,
    });
    proxies.get(8453)?.reset();
    const zero = await postJson(`${metered.url}/api/blockchain/balance`, {
      address: '0x0000000000000000000000000000000000000000',
      chainId: 8453,
      tokenAddress: usdcBase,
      decimals: 6,
    });
    expect(zero.body).toMatchObject({ success: true, balance: '0' });
    expect(proxies.get(8453)?.count()).toBe(0);
  });

  it('POST /api/blockchain/stablecoin-balances lists every stablecoin and receipt with its raw balance', async () => {
    const r = await postJson(`${app.api.url}/api/blockchain/stablecoin-balances`, {
      address: DEMO,
      chainId: 8453,
    });
    const balances = r.body.balances as { contractAddress: string; symbol: string; rawBalance: string }[];
    const aUsdc = balances.find((b) => b.symbol === 'aUSDC');
    const onChain = await app.net.devnet.publicClient(8453).readContract({
      address: aUsdc?.contractAddress as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [DEMO],
    });
    expect(BigInt(aUsdc?.rawBalance ?? 0)).toBe(onChain);
    expect(balances.find((b) => b.symbol === 'USDC')?.rawBalance).toBe('25000000000');
    const testnet = await postJson(`${app.api.url}/api/blockchain/stablecoin-balances`, {
      address: DEMO,
      chainId: 11155111,
    });
    expect(testnet.body).toEqual({ success: true, chainId: 11155111, balances: [] });
  });
});

describe('a chain whose node is stopped', () => {
  it('appears in errors[] while the other five chains are returned', async () => {
    await app.net.devnet.stopChain(43114);
    const p = await portfolio();
    expect(p.errors).toEqual([
      {
        chainId: 43114,
        chainName: 'Avalanche',
        code: 'RPC_UNAVAILABLE',
        message: 'Avalanche RPC node is unreachable',
      },
    ]);
    expect(p.chains.filter((c) => c.status === 'ok').map((c) => c.chainId)).toEqual([
      1, 8453, 42161, 10, 137,
    ]);
    expect(new Set(p.entries.map((e) => e.chainId))).toEqual(new Set([1, 8453, 42161, 10, 137]));
    expect(formatUnits(raw(find(p, 10, 'USDC', 'stablecoin')), 6)).toBe('25000');

    const balance = await postJson(`${app.api.url}/api/blockchain/balance`, {
      address: DEMO,
      chainId: 43114,
      tokenAddress: getTokenAddress('USDC', 43114),
      decimals: 6,
    });
    expect(balance.status).toBe(503);
    expect((balance.body.error as { code: string }).code).toBe('CHAIN_UNAVAILABLE');

    const ready = await getJson(`${app.api.url}/api/ready`);
    expect(ready.body.status).toBe('degraded');
    expect(
      (ready.body.chains as { chainId: number; ok: boolean }[]).filter((c) => !c.ok).map((c) => c.chainId),
    ).toEqual([43114]);
  });
});
