// One row of the yields capture Fin deposits into (venues.ts lists them, one file per contract shape).
import type { Address } from 'viem';

export type VenueShape = 'erc4626' | 'aave-pool' | 'compound-market' | 'comet';

export type CapturedVenue = {
  /** DefiLlama pool id of the row in the capture. */
  poolId: string;
  protocolSlug: string;
  chainId: number;
  asset: 'USDC' | 'USDT' | 'DAI';
  shape: VenueShape;
  /** The contract a deposit is sent to (vault, Pool, market token). */
  pool: Address;
  /** Symbol of the receipt in RECEIPT_TOKENS (tokens.ts). */
  receipt: string;
};
