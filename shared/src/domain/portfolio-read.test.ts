import { type Address, decodeFunctionData, encodeFunctionResult, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { BASE_ID, POLYGON_ID } from './chains';
import { MORPHO_BLUE, morphoMarketId, morphoMarketsOn } from './contracts';
import {
  decodeAggregate3,
  decodePortfolioRead,
  encodeAggregate3,
  multicall3Aggregate3Abi,
  planPortfolioRead,
  planVaultConversions,
  portfolioReadAbi,
  type ReadCall,
  type ReadResult,
} from './portfolio-read';
import { getTokenAddress, tokensOnChain } from './tokens';

const OWNER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ok = (returnData: Hex): ReadResult => ({ success: true, returnData });
const FAILED: ReadResult = { success: false, returnData: '0x' };

/** Answers each planned call like a chain holding `state` would. */
function answer(
  calls: readonly ReadCall[],
  state: {
    balances?: Record<string, bigint>;
    failing?: string[];
    rate?: bigint;
    convert?: (shares: bigint) => bigint;
    positions?: Record<string, readonly [bigint, bigint, bigint]>;
    market?: readonly [bigint, bigint, bigint, bigint, bigint, bigint];
  },
): ReadResult[] {
  return calls.map((c) => {
    const { functionName, args } = decodeFunctionData({ abi: portfolioReadAbi, data: c.callData });
    const target = c.target.toLowerCase();
    if (functionName === 'balanceOf') {
      if (state.failing?.includes(target)) return FAILED;
      const value = state.balances?.[target] ?? 0n;
      return ok(encodeFunctionResult({ abi: portfolioReadAbi, functionName, result: value }));
    }
    if (functionName === 'exchangeRateStored') {
      return ok(encodeFunctionResult({ abi: portfolioReadAbi, functionName, result: state.rate ?? 0n }));
    }
    if (functionName === 'convertToAssets') {
      const shares = args?.[0] as bigint;
      return ok(
        encodeFunctionResult({ abi: portfolioReadAbi, functionName, result: state.convert?.(shares) ?? 0n }),
      );
    }
    if (functionName === 'position') {
      const p = state.positions?.[String(args?.[0])] ?? [0n, 0n, 0n];
      return ok(encodeFunctionResult({ abi: portfolioReadAbi, functionName, result: p }));
    }
    const m = state.market ?? [0n, 0n, 0n, 0n, 0n, 0n];
    return ok(encodeFunctionResult({ abi: portfolioReadAbi, functionName: 'market', result: m }));
  });
}

const addr = (symbol: string, chainId = BASE_ID) =>
  (getTokenAddress(symbol, chainId) as string).toLowerCase();

describe('planPortfolioRead', () => {
  it('reads every stablecoin and receipt on the chain, Moonwell rates and each Morpho market', () => {
    const plan = planPortfolioRead(BASE_ID, OWNER);
    const tokens = tokensOnChain(BASE_ID).length;
    const markets = morphoMarketsOn(BASE_ID).length;
    expect(markets).toBe(4);
    expect(plan.calls).toHaveLength(tokens + 1 + markets * 2);
    expect(plan.calls.filter((c) => c.target === MORPHO_BLUE[BASE_ID])).toHaveLength(8);
  });

  it('reads no Morpho markets where Fin has none (Polygon)', () => {
    const plan = planPortfolioRead(POLYGON_ID, OWNER);
    expect(plan.calls).toHaveLength(tokensOnChain(POLYGON_ID).length);
  });
});

describe('decodePortfolioRead', () => {
  const market = morphoMarketsOn(BASE_ID)[0];
  const marketId = morphoMarketId(market?.params as NonNullable<typeof market>['params']);
  const state = {
    balances: {
      [addr('USDC')]: 1_234_500_000n,
      [addr('aUSDC')]: 100_000_001n,
      [addr('mwUSDC')]: 50_000_000_000n, // 500 mwUSDC (8 decimals)
      [addr('stUSDC')]: 2_000_000_000_000_000_000n, // 2 shares (18 decimals)
    },
    failing: [addr('DAI')],
    rate: 200_000_000_000_000n, // 0.0002 USDC-units per mToken-unit, scaled 1e18: 500 mwUSDC = 10 USDC
    convert: (shares: bigint) => (shares * 1_050_001n) / 1_000_000_000_000_000_000n,
    positions: { [marketId]: [5_000_000n * 1_000_000n, 0n, 10n ** 18n] as const },
    // 10,000 USDC supplied for 10,000e6 * 1e6 shares: one share unit is worth 1e-6 asset units.
    market: [10_000_000_000n, 10_000_000_000n * 1_000_000n, 0n, 0n, 0n, 0n] as const,
  };

  function run(includeZero = false) {
    const plan = planPortfolioRead(BASE_ID, OWNER);
    const results = answer(plan.calls, state);
    const conversions = planVaultConversions(plan, results);
    const entries = decodePortfolioRead(
      plan,
      results,
      { plan: conversions, results: answer(conversions.calls, state) },
      { includeZero },
    );
    return { entries, conversions };
  }

  it('gives each held token its underlying amount and USD value', () => {
    const { entries } = run();
    const by = Object.fromEntries(entries.map((e) => [e.marketId ?? e.asset.symbol, e]));
    expect(by.USDC?.balance).toBe('1234.5');
    expect(by.USDC?.valueUSD).toBe(1234.5);
    expect(by.aUSDC).toMatchObject({ balance: '100.000001', valueUSD: 100.000001 });
    expect(by.aUSDC?.asset).toMatchObject({ type: 'receipt', protocol: 'Aave V3', underlyingAsset: 'USDC' });
    expect(by.mwUSDC).toMatchObject({ balance: '10', rawBalance: '10000000', rawShares: '50000000000' });
    expect(by.stUSDC).toMatchObject({ balance: '2.100002', rawShares: '2000000000000000000' });
  });

  it('reads vault shares exactly in a second round, only for vaults held', () => {
    const { conversions } = run();
    expect(conversions.symbols).toEqual(['stUSDC']);
    const none = planVaultConversions(planPortfolioRead(POLYGON_ID, OWNER), []);
    expect(none.calls).toHaveLength(0);
  });

  it('turns a Morpho Blue supply into a position row with market id and collateral label', () => {
    const position = run().entries.find((e) => e.asset.type === 'position');
    expect(position).toMatchObject({
      balance: '5',
      valueUSD: 5,
      marketId,
      collateral: market?.collateral,
      asset: { protocol: 'Morpho Blue', symbol: 'USDC' },
      position: { supplied: '5', borrowed: '0', collateral: '1', lltv: 0.86 },
    });
  });

  it('lists a failed token as 0 only when zero balances are asked for (spec §8)', () => {
    expect(run().entries.some((e) => e.asset.symbol === 'DAI')).toBe(false);
    const dai = run(true).entries.find((e) => e.asset.symbol === 'DAI');
    expect(dai).toMatchObject({ balance: '0', valueUSD: 0 });
  });
});

describe('aggregate3 encoding', () => {
  it('round-trips calls and results', () => {
    const calls: ReadCall[] = [{ target: OWNER, callData: '0x70a08231' }];
    const data = encodeAggregate3(calls);
    const decoded = decodeFunctionData({ abi: multicall3Aggregate3Abi, data });
    expect(decoded.args[0]).toEqual([{ target: OWNER, allowFailure: true, callData: '0x70a08231' }]);
    const returned = encodeFunctionResult({
      abi: multicall3Aggregate3Abi,
      functionName: 'aggregate3',
      result: [{ success: true, returnData: '0x01' }],
    });
    expect(decodeAggregate3(returned)).toEqual([{ success: true, returnData: '0x01' }]);
  });
});
