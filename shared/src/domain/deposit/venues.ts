// The rows of the yields capture Fin deposits into beyond its live pools: each is a DefiLlama pool id tied to the
// contract a deposit is sent to and the receipt the wallet holds afterwards, with the published source that names
// the address. DefiLlama's /pools gives no contract address (its `pool` is a UUID), so a row is depositable only when
// a protocol's own address list (or an integration that cites it) names its contract; nothing here is guessed.
//
// Four contract shapes cover them (see deposit-plan.ts and withdraw-plan.ts for the calls):
// - 'erc4626': the pool IS the receipt (Spark Savings V2 vaults, Euler V2 vaults, Silo V2 silos);
// - 'aave-pool': an Aave-style Pool takes the deposit and mints an aToken-like receipt (SparkLend: Aave V3's
//   supply; Radiant V2: Aave V2's deposit, which Aave V3 keeps too);
// - 'compound-market': the market token IS the receipt (Benqi qiTokens: Compound V2's mint(uint); dForce
//   iTokens: mint(address,uint));
// - 'comet': a Compound V3 market IS the receipt (supply(asset, amount), a rebasing balance: the USDT markets).
import type { Address } from 'viem';
import { ARBITRUM_ID, BASE_ID, ETHEREUM_ID } from '../chains/chains';
import type { ReceiptAsset } from '../money/asset';
import type { CapturedVenue } from './captured-venue';
import { AAVE_POOL_VENUES } from './venues-aave-pool';
import { COMET_VENUES } from './venues-comet';
import { COMPOUND_MARKET_VENUES } from './venues-compound-market';
import { ERC4626_VENUES } from './venues-erc4626';
import { EULER_RECEIPT_SYMBOLS, EULER_VENUES } from './venues-euler';

// Sources: each shape's file names the published list behind every address, beside the venue (commits are the
// versions read). Kept as comments: the registry ships in every app, and these lines are for the people who check an
// address, not for the page.

export const CAPTURED_VENUES: readonly CapturedVenue[] = [
  ...ERC4626_VENUES,
  ...EULER_VENUES,
  ...AAVE_POOL_VENUES,
  ...COMPOUND_MARKET_VENUES,
  ...COMET_VENUES,
];

const byPoolId = new Map(CAPTURED_VENUES.map((v) => [v.poolId, v]));

/** The contract a captured row deposits into, or null when no published source names it. */
export function capturedPoolAddress(poolId: string): Address | null {
  return byPoolId.get(poolId)?.pool ?? null;
}

/** The Aave-style pools of the captured venues, by protocol and chain (the withdraw side needs the Pool). */
export function capturedAavePool(protocolSlug: string, chainId: number): Address | undefined {
  return CAPTURED_VENUES.find(
    (v) => v.shape === 'aave-pool' && v.protocolSlug === protocolSlug && v.chainId === chainId,
  )?.pool;
}

type VenueReceiptSpec = Omit<ReceiptAsset, 'type' | 'addresses'>;

function receipt(spec: VenueReceiptSpec): ReceiptAsset {
  const addresses: Partial<Record<number, Address>> = {};
  for (const v of CAPTURED_VENUES) {
    if (v.receipt !== spec.symbol) continue;
    // The receipt of an ERC-4626 vault or a market token is the pool itself; an Aave-style receipt is listed below.
    addresses[v.chainId] = v.shape === 'aave-pool' ? AAVE_STYLE_RECEIPTS[v.receipt]?.[v.chainId] : v.pool;
  }
  return { ...spec, type: 'receipt', addresses };
}

/** An Euler V2 vault's shares, named by the vault's own symbol. */
function eulerReceipt(symbol: string, asset: 'USDC' | 'USDT'): ReceiptAsset {
  return receipt({
    symbol,
    name: `Euler V2 ${symbol}`,
    decimals: 6,
    priceFeedId: asset === 'USDC' ? 'usd-coin' : 'tether',
    underlyingAsset: asset,
    protocol: 'Euler V2',
    conversion: 'erc4626',
  });
}

/** aToken-like receipts of the Aave-style pools (same sources as their pools). */
const AAVE_STYLE_RECEIPTS: Record<string, Partial<Record<number, Address>>> = {
  spEthUSDC: { [ETHEREUM_ID]: '0x377C3bd93f2a2984E1E7bE6A5C22c525eD4A4815' },
  spEthUSDT: { [ETHEREUM_ID]: '0xe7dF13b8e3d6740fe17CBE928C7334243d86c92f' },
  rUSDC: {
    [ARBITRUM_ID]: '0xb1D71c15D7c00A1b38C7ad182FA49889A70DB4be',
    [BASE_ID]: '0xC2dDb87Da8F16f1c3983Fa7112419A1381919b14',
  },
};

/** Receipts the wallet holds after a deposit into a captured venue; the portfolio reads them like any receipt. */
export const VENUE_RECEIPTS: readonly ReceiptAsset[] = [
  receipt({
    symbol: 'spUSDC',
    name: 'Spark Savings USDC',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Spark Savings',
    conversion: 'erc4626',
  }),
  receipt({
    symbol: 'spUSDT',
    name: 'Spark Savings USDT',
    decimals: 6,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'Spark Savings',
    conversion: 'erc4626',
  }),
  eulerReceipt('eUSDC-19', 'USDC'),
  ...EULER_RECEIPT_SYMBOLS.map(([symbol, asset]) => eulerReceipt(symbol, asset)),
  receipt({
    symbol: 'bUSDC-142',
    name: 'Silo V2 USDC (market 142)',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Silo V2',
    conversion: 'erc4626',
  }),
  receipt({
    symbol: 'spEthUSDC',
    name: 'SparkLend USDC',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'SparkLend',
    conversion: 'rebasing',
  }),
  receipt({
    symbol: 'spEthUSDT',
    name: 'SparkLend USDT',
    decimals: 6,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'SparkLend',
    conversion: 'rebasing',
  }),
  receipt({
    symbol: 'rUSDC',
    name: 'Radiant V2 USDC',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Radiant V2',
    conversion: 'rebasing',
  }),
  receipt({
    symbol: 'qiUSDCn',
    name: 'Benqi USDC',
    decimals: 8,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Benqi',
    conversion: 'ctoken',
  }),
  receipt({
    symbol: 'qiUSDTn',
    name: 'Benqi USDT',
    decimals: 8,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'Benqi',
    conversion: 'ctoken',
  }),
  receipt({
    symbol: 'cUSDTv3',
    name: 'Compound USDT',
    decimals: 6,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'Compound V3',
    conversion: 'rebasing',
  }),
  receipt({
    symbol: 'iUSDC',
    name: 'dForce USDC',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'dForce',
    conversion: 'ctoken',
  }),
  receipt({
    symbol: 'iUSDT',
    name: 'dForce USDT',
    decimals: 6,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'dForce',
    conversion: 'ctoken',
  }),
  receipt({
    symbol: 'iDAI',
    name: 'dForce DAI',
    decimals: 18,
    priceFeedId: 'dai',
    underlyingAsset: 'DAI',
    protocol: 'dForce',
    conversion: 'ctoken',
  }),
];
