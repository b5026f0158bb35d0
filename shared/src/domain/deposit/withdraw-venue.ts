// Which protocol a portfolio row's money sits in and whether Fin can take it out: the portfolio's rows ask this to
// show their Withdraw button. Apart from withdraw-plan.ts (the transactions) so the rows do not load the ABIs and
// encoders with the balances.
import type { Address } from 'viem';
import {
  AAVE_V3_POOL,
  MORPHO_BLUE,
  MORPHO_MARKETS,
  type MorphoMarketParams,
  morphoMarketId,
} from '../chains/contracts';
import { getTokenAddress } from '../money/tokens';
import type { BalanceEntry } from '../portfolio/balance';
import { capturedAavePool } from './venues';

export type WithdrawMethod =
  | 'aave-v3'
  | 'aave-v2'
  | 'compound-v3'
  | 'moonwell'
  | 'dforce'
  | 'erc4626'
  | 'morpho-blue';

/** Where a position's money sits and how to take it out. */
export type WithdrawVenue = {
  method: WithdrawMethod;
  protocol: string;
  /** The stablecoin that comes back (USDC, USDT, DAI). */
  asset: string;
  chainId: number;
  /** The contract called: Aave Pool, Comet, mToken, ERC-4626 vault, Morpho Blue. */
  pool: Address;
  /** The stablecoin's token address on this chain. */
  token: Address;
  /** Morpho Blue only: the market the supply sits in. */
  marketParams?: MorphoMarketParams;
};

/** The venue of a portfolio row, or undefined for a row that is not a position Fin can withdraw from. */
export function withdrawVenue(entry: BalanceEntry): WithdrawVenue | undefined {
  const { asset, chainId } = entry;
  if (asset.type === 'stablecoin' || !asset.protocol) return undefined;
  const underlying = asset.underlyingAsset ?? asset.symbol;
  const token = getTokenAddress(underlying, chainId);
  if (!token) return undefined;
  const base = { protocol: asset.protocol, asset: underlying, chainId, token };
  if (asset.type === 'position') {
    const morpho = MORPHO_BLUE[chainId];
    const market = MORPHO_MARKETS.find(
      (m) => m.chainId === chainId && entry.marketId && morphoMarketId(m.params) === entry.marketId,
    );
    if (!morpho || !market) return undefined;
    return { ...base, method: 'morpho-blue', pool: morpho, marketParams: market.params };
  }
  const receipt = asset.address as Address;
  switch (asset.protocol) {
    case 'Aave V3': {
      const pool = AAVE_V3_POOL[chainId];
      return pool ? { ...base, method: 'aave-v3', pool } : undefined;
    }
    case 'Compound V3':
      // The Comet is both the market and the cUSDC receipt.
      return { ...base, method: 'compound-v3', pool: receipt };
    case 'Moonwell':
      return { ...base, method: 'moonwell', pool: receipt };
    case 'Morpho Blue':
      // MetaMorpho vault shares (stUSDC, gtUSDC, mwfUSDC).
      return { ...base, method: 'erc4626', pool: receipt };
    case 'Sky (sDAI)':
    case 'Spark Savings':
    case 'Euler V2':
    case 'Silo V2':
      return { ...base, method: 'erc4626', pool: receipt };
    case 'Benqi':
      // A Compound V2 market, redeemed like Moonwell's.
      return { ...base, method: 'moonwell', pool: receipt };
    case 'dForce':
      return { ...base, method: 'dforce', pool: receipt };
    case 'SparkLend': {
      const pool = capturedAavePool('sparklend', chainId);
      return pool ? { ...base, method: 'aave-v3', pool } : undefined;
    }
    case 'Radiant V2': {
      const pool = capturedAavePool('radiant-v2', chainId);
      return pool ? { ...base, method: 'aave-v2', pool } : undefined;
    }
    default:
      return undefined;
  }
}
