// What an asset is to Fin: a stablecoin, a chain's native coin, or a protocol's receipt, with its decimals and
// addresses per chain. The types alone, so the token registry (tokens.ts) and the venues whose receipts it lists
// (deposit/venues.ts) both name them without importing each other.
import type { Address } from 'viem';

export type AssetType = 'stablecoin' | 'native' | 'receipt';

/**
 * How a receipt balance becomes underlying units:
 * - 'rebasing': the balance already is the underlying amount (Aave aToken, Compound V3 Comet);
 * - 'erc4626': shares, convert with `convertToAssets(shares)` (MetaMorpho vaults);
 * - 'ctoken': balance * exchangeRateStored() / 1e18 (Moonwell mTokens, Compound V2 style).
 */
export type ReceiptConversion = 'rebasing' | 'erc4626' | 'ctoken';

export type ReceiptProtocol =
  | 'Aave V3'
  | 'Compound V3'
  | 'Moonwell'
  | 'Morpho Blue'
  | 'Sky (sDAI)'
  | 'Spark Savings'
  | 'Euler V2'
  | 'Silo V2'
  | 'SparkLend'
  | 'Radiant V2'
  | 'Benqi'
  | 'dForce';

export type AssetBase = {
  symbol: string;
  name: string;
  decimals: number;
  /** ERC-20 address per chain id; a chain absent here has no such token in Fin. */
  addresses: Partial<Record<number, Address>>;
  /** CoinGecko id, used by the price service; the spec's fixed table (prices.ts) is the fallback. */
  priceFeedId: string;
};

export type StablecoinAsset = AssetBase & { type: 'stablecoin' };
export type NativeAsset = AssetBase & { type: 'native'; nativeOn: readonly number[] };
export type ReceiptAsset = AssetBase & {
  type: 'receipt';
  underlyingAsset: StablecoinSymbol;
  protocol: ReceiptProtocol;
  conversion: ReceiptConversion;
};
export type Asset = StablecoinAsset | NativeAsset | ReceiptAsset;

export type StablecoinSymbol = 'USDC' | 'USDT' | 'DAI' | 'PYUSD';
