// One row of a wallet's portfolio: what the API returns (schemas/portfolio.ts parses exactly this shape) and what the
// portfolio, withdraw and optimizer rules read.

type PortfolioAsset = {
  symbol: string;
  name: string;
  type: 'stablecoin' | 'receipt' | 'position';
  decimals: number;
  /** ERC-20 contract of the asset (for a Morpho position: the Morpho Blue contract). */
  address: string;
  /** 'Aave V3', 'Compound V3', 'Moonwell' or 'Morpho Blue' for receipts and positions. */
  protocol?: string;
  /** The stablecoin a receipt or position is worth (USDC, USDT, DAI). */
  underlyingAsset?: string;
};

type MorphoPositionDetail = {
  /** Loan-token (USDC) supplied, decimal string. */
  supplied: string;
  borrowed: string;
  /** Collateral deposited, in the collateral token's units, decimal string. */
  collateral: string;
  lltv: number;
};

export type BalanceEntry = {
  asset: PortfolioAsset;
  /**
   * Amount in whole units of the stablecoin it is worth: a receipt or position is converted to its underlying
   * (aUSDC 1:1, mwUSDC via exchangeRateStored, vault shares via convertToAssets, Morpho supply shares via the
   * market's totals), so `balance` and `valueUSD` agree.
   */
  balance: string;
  /** Same amount in base units of the underlying (6 decimals for USDC). */
  rawBalance: string;
  /** Receipt tokens held, in the receipt's own base units (shares), when they differ from rawBalance. */
  rawShares?: string;
  valueUSD: number;
  chainId: number;
  chainName: string;
  /** Live supply APY in percent of the pool this receipt or position earns in, when the yields data has it. */
  apy?: number;
  /** Morpho Blue market id (positions only). */
  marketId?: string;
  /** Collateral label of the Morpho market: WETH, wstETH, WBTC or cbETH (positions only). */
  collateral?: string;
  position?: MorphoPositionDetail;
};
