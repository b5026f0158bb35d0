import { type Address, decodeFunctionData, encodeFunctionResult, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { BASE_ID, POLYGON_ID } from '../chains/chains';
import { MORPHO_BLUE, MULTICALL3, morphoMarketId, morphoMarketsOn } from '../chains/contracts';
import {
  decodeAggregate3,
  encodeAggregate3,
  multicall3Aggregate3Abi,
  type ReadCall,
  type ReadResult,
} from '../chains/multicall3';
import { getTokenAddress, tokensOnChain } from '../money/tokens';
import { planPortfolioRead, portfolioReadAbi, underlyingUnits } from './read';

const OWNER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const FAILED: ReadResult = { success: false, returnData: '0x' };
const NOW = 1_800_000_000n;

type MarketState = readonly [bigint, bigint, bigint, bigint, bigint, bigint];
type ChainState = {
  balances?: Record<string, bigint>;
  failing?: string[];
  rate?: bigint;
  /** assets per 1e36 shares */
  shareRate?: bigint;
  positions?: Record<string, readonly [bigint, bigint, bigint]>;
  market?: MarketState;
  rateAtTarget?: bigint;
};

/** Answers each planned call as a chain holding `state` would. */
function answer(calls: readonly ReadCall[], state: ChainState): ReadResult[] {
  const ok = (functionName: string, result: unknown): ReadResult => ({
    success: true,
    returnData: encodeFunctionResult({ abi: portfolioReadAbi, functionName, result } as never),
  });
  return calls.map((c) => {
    const { functionName, args } = decodeFunctionData({ abi: portfolioReadAbi, data: c.callData });
    const target = c.target.toLowerCase();
    switch (functionName) {
      case 'balanceOf':
        return state.failing?.includes(target) ? FAILED : ok(functionName, state.balances?.[target] ?? 0n);
      case 'exchangeRateStored':
        return ok(functionName, state.rate ?? 0n);
      case 'convertToAssets':
        expect(args[0]).toBe(10n ** 36n);
        return ok(functionName, state.shareRate ?? 0n);
      case 'position':
        return ok(functionName, state.positions?.[String(args[0])] ?? [0n, 0n, 0n]);
      case 'market':
        return ok(functionName, state.market ?? [0n, 0n, 0n, 0n, 0n, 0n]);
      case 'rateAtTarget':
        return ok(functionName, state.rateAtTarget ?? 0n);
      default:
        expect([functionName, c.target]).toEqual(['getCurrentBlockTimestamp', MULTICALL3]);
        return ok(functionName, NOW);
    }
  });
}

const addr = (symbol: string, chainId = BASE_ID) =>
  (getTokenAddress(symbol, chainId) as string).toLowerCase();
const read = (chainId: number, state: ChainState) => {
  const plan = planPortfolioRead(chainId, OWNER);
  return plan.decode(answer(plan.calls, state));
};

const market = morphoMarketsOn(BASE_ID)[0] as NonNullable<ReturnType<typeof morphoMarketsOn>[number]>;
const marketId = morphoMarketId(market.params);

describe('planPortfolioRead', () => {
  it('reads a chain in one batch: tokens, receipt rates, the block time and each Morpho market', () => {
    const plan = planPortfolioRead(BASE_ID, OWNER);
    const tokens = tokensOnChain(BASE_ID).filter((a) => a.type !== 'native');
    const rates = tokens.filter((a) => a.type === 'receipt' && a.conversion !== 'rebasing').length;
    expect(morphoMarketsOn(BASE_ID)).toHaveLength(4);
    expect(plan.calls).toHaveLength(tokens.length + rates + 1 + 4 * 3);
    expect(plan.calls.filter((c) => c.target === MORPHO_BLUE[BASE_ID])).toHaveLength(8);
  });

  it('reads no Morpho markets and no block time where Fin has none (Polygon)', () => {
    const plan = planPortfolioRead(POLYGON_ID, OWNER);
    expect(plan.calls).toHaveLength(tokensOnChain(POLYGON_ID).length);
  });
});

describe('decode', () => {
  const state: ChainState = {
    balances: {
      [addr('USDC')]: 1_234_500_000n,
      [addr('aUSDC')]: 100_000_001n,
      [addr('mwUSDC')]: 50_000_000_000n, // 500 mwUSDC (8 decimals)
      [addr('stUSDC')]: 2_000_000_000_000_000_000n, // 2 shares (18 decimals)
    },
    failing: [addr('DAI')],
    rate: 200_000_000_000_000n, // scaled 1e18: 500 mwUSDC = 10 USDC
    shareRate: 1_050_001n * 10n ** 18n, // 1.050001 USDC per share, per 1e36 share units
    positions: { [marketId]: [5_000_000n * 1_000_000n, 0n, 10n ** 18n] },
    // 10,000 USDC supplied, nothing borrowed, updated now: no interest to add.
    market: [10_000_000_000n, 10_000_000_000n * 1_000_000n, 0n, 0n, NOW, 0n],
  };

  it('gives each token its underlying amount and USD value, zero balances included', () => {
    const by = Object.fromEntries(read(BASE_ID, state).map((e) => [e.marketId ?? e.asset.symbol, e]));
    expect(by.USDC).toMatchObject({ balance: '1234.5', valueUSD: 1234.5, chainName: 'Base' });
    expect(by.aUSDC).toMatchObject({ balance: '100.000001', valueUSD: 100.000001 });
    expect(by.aUSDC?.asset).toMatchObject({ type: 'receipt', protocol: 'Aave V3', underlyingAsset: 'USDC' });
    expect(by.mwUSDC).toMatchObject({ balance: '10', rawBalance: '10000000', rawShares: '50000000000' });
    expect(by.stUSDC).toMatchObject({ balance: '2.100002', rawShares: '2000000000000000000' });
    // A failed token balance reads as 0 rather than failing the whole chain.
    expect(by.DAI).toMatchObject({ balance: '0', valueUSD: 0 });
  });

  it('turns a Morpho Blue supply into a position row with market id, collateral and APY', () => {
    const position = read(BASE_ID, state).find((e) => e.asset.type === 'position');
    expect(position).toMatchObject({
      balance: '5',
      valueUSD: 5,
      marketId,
      collateral: market.collateral,
      asset: { protocol: 'Morpho Blue', symbol: 'USDC' },
      position: { supplied: '5', borrowed: '0', collateral: '1', lltv: 0.86 },
    });
  });

  it('values a Morpho position with the interest accrued since the market was last touched', () => {
    const year = 365n * 86_400n;
    const busy: ChainState = {
      ...state,
      // Half borrowed, last touched a year ago, 4%/yr at target.
      market: [
        10_000_000_000n,
        10_000_000_000n * 1_000_000n,
        5_000_000_000n,
        5_000_000_000n * 1_000_000n,
        NOW - year,
        0n,
      ],
      rateAtTarget: 1_268_391_679n,
    };
    const position = read(BASE_ID, busy).find((e) => e.asset.type === 'position');
    expect(position?.valueUSD).toBeGreaterThan(5.01);
    expect(position?.valueUSD).toBeLessThan(5.5);
    expect(position?.apy).toBeGreaterThan(0);
  });

  it('lists no position for markets the wallet never used', () => {
    expect(read(BASE_ID, { ...state, positions: {} }).some((e) => e.asset.type === 'position')).toBe(false);
  });
});

describe('aggregate3 encoding', () => {
  it('round-trips calls and results', () => {
    const calls: ReadCall[] = [{ target: OWNER, callData: '0x70a08231' }];
    const decoded = decodeFunctionData({ abi: multicall3Aggregate3Abi, data: encodeAggregate3(calls) });
    expect(decoded.args[0]).toEqual([{ target: OWNER, allowFailure: true, callData: '0x70a08231' }]);
    const returned = encodeFunctionResult({
      abi: multicall3Aggregate3Abi,
      functionName: 'aggregate3',
      result: [{ success: true, returnData: '0x01' as Hex }],
    });
    expect(decodeAggregate3(returned)).toEqual([{ success: true, returnData: '0x01' }]);
  });
});

describe('underlyingUnits', () => {
  it('converts a receipt by its own kind: mToken rate (1e18), vault rate (per 1e36 shares), or one to one', () => {
    expect(underlyingUnits('ctoken', 50_000_000_000n, 220_000_000_000_000n)).toBe(11_000_000n);
    expect(underlyingUnits('erc4626', 1_000_000n, 105n * 10n ** 34n)).toBe(1_050_000n);
    expect(underlyingUnits('rebasing', 7_000_000n, 0n)).toBe(7_000_000n);
  });
});
