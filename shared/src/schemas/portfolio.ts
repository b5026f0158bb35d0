// GET /api/portfolio/:address: everything the portfolio panel shows, in one call.
import { z } from 'zod';
import type { BalanceEntry } from '../domain/portfolio/balance';
import { addressSchema, booleanQuerySchema, shapedAs, walletChainIdSchema } from './common';

export const portfolioParamsSchema = z.object({ address: addressSchema });

export const portfolioQuerySchema = z.object({
  /** The wallet's current chain. A testnet id gives an empty portfolio without reading any chain: Fin holds no testnet data. */
  chainId: walletChainIdSchema.optional(),
  /** Also list tokens the wallet holds none of (balance '0'); by default only held assets are listed. */
  includeZero: booleanQuerySchema,
});
export type PortfolioQuery = z.input<typeof portfolioQuerySchema>;

export const portfolioAssetSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  type: z.enum(['stablecoin', 'receipt', 'position']),
  decimals: z.number().int(),
  /** ERC-20 contract of the asset (for a Morpho position: the Morpho Blue contract). */
  address: z.string(),
  /** 'Aave V3', 'Compound V3', 'Moonwell' or 'Morpho Blue' for receipts and positions. */
  protocol: z.string().optional(),
  /** The stablecoin a receipt or position is worth (USDC, USDT, DAI). */
  underlyingAsset: z.string().optional(),
});

export const morphoPositionDetailSchema = z.object({
  /** Loan-token (USDC) supplied, decimal string. */
  supplied: z.string(),
  borrowed: z.string(),
  /** Collateral deposited, in the collateral token's units, decimal string. */
  collateral: z.string(),
  lltv: z.number(),
});

/** Exactly the domain's BalanceEntry (domain/portfolio/balance.ts, where its fields are described). */
export const balanceEntrySchema = shapedAs<BalanceEntry>()(
  z.object({
    asset: portfolioAssetSchema,
    /**
     * Amount in whole units of the stablecoin it is worth: a receipt or position is converted to its underlying
     * (aUSDC 1:1, mwUSDC via exchangeRateStored, vault shares via convertToAssets, Morpho supply shares via the
     * market's totals), so `balance` and `valueUSD` agree.
     */
    balance: z.string(),
    /** Same amount in base units of the underlying (6 decimals for USDC). */
    rawBalance: z.string(),
    /** Receipt tokens held, in the receipt's own base units (shares), when they differ from rawBalance. */
    rawShares: z.string().optional(),
    valueUSD: z.number(),
    chainId: z.number().int(),
    chainName: z.string(),
    /** Live supply APY in percent of the pool this receipt or position earns in, when the yields data has it. */
    apy: z.number().optional(),
    /** Morpho Blue market id (positions only). */
    marketId: z.string().optional(),
    /** Collateral label of the Morpho market: WETH, wstETH, WBTC or cbETH (positions only). */
    collateral: z.string().optional(),
    position: morphoPositionDetailSchema.optional(),
  }),
);
export type { BalanceEntry };

export const chainReadStatusSchema = z.object({
  chainId: z.number().int(),
  chainName: z.string(),
  status: z.enum(['ok', 'failed']),
  /** Block the balances were read at (decimal string). */
  blockNumber: z.string().optional(),
  /** Number of JSON-RPC requests the read took (one Multicall3 aggregate3 per chain). */
  rpcRequests: z.number().int(),
  latencyMs: z.number(),
});

export const chainErrorSchema = z.object({
  chainId: z.number().int(),
  chainName: z.string(),
  /** TIMEOUT, RPC_UNAVAILABLE, RPC_NOT_CONFIGURED or RPC_ERROR. */
  code: z.string(),
  message: z.string(),
});
export type ChainError = z.infer<typeof chainErrorSchema>;

export const portfolioTotalsSchema = z.object({
  valueUSD: z.number(),
  /** Rows listed (spec footer "Total Assets"). */
  assetCount: z.number().int(),
  /** Chains with at least one listed row (footer "Chains"). */
  chainCount: z.number().int(),
  /** Receipt and position rows with a balance above 0 (footer "Active Positions"). */
  positionCount: z.number().int(),
  byChain: z.array(z.object({ chainId: z.number().int(), chainName: z.string(), valueUSD: z.number() })),
  byProtocol: z.array(z.object({ protocol: z.string(), valueUSD: z.number() })),
});

export const portfolioResponseSchema = z.object({
  success: z.literal(true),
  address: z.string(),
  /** True when the wallet's chain is a testnet: nothing was read and the lists are empty. */
  testnet: z.boolean(),
  /** Sorted by valueUSD descending, then chain name: the biggest holdings first, in a stable order. */
  entries: z.array(balanceEntrySchema),
  totals: portfolioTotalsSchema,
  chains: z.array(chainReadStatusSchema),
  /** One entry per chain that failed or timed out; the other chains' rows are still listed. */
  errors: z.array(chainErrorSchema),
  lastUpdated: z.string(),
});
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;
