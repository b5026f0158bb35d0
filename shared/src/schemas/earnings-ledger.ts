// GET /api/earnings/:address/ledger: every movement of money into or out of the wallet's positions, from the kept
// history, and what each position earned per calendar month (UTC): what an accountant's export is made from.
import { z } from 'zod';

export const ledgerFlowKinds = ['deposit', 'withdraw', 'transfer-in', 'transfer-out'] as const;

export const ledgerPositionSchema = z.object({
  key: z.string(),
  chainId: z.number().int(),
  chainName: z.string(),
  /** The receipt the wallet holds (aUSDC, cUSDC…). */
  symbol: z.string(),
  protocol: z.string(),
  /** The stablecoin the position is counted in (USDC…). */
  asset: z.string(),
  /** USD per unit of the asset the figures were valued at. */
  priceUSD: z.number(),
});

export const ledgerFlowSchema = z.object({
  positionKey: z.string(),
  /** Unix seconds of the block. */
  timestamp: z.number().int(),
  blockNumber: z.number().int(),
  txHash: z.string(),
  kind: z.enum(ledgerFlowKinds),
  /** Units of the asset moved, a decimal string in full precision (always positive; `kind` gives the direction). */
  amount: z.string(),
  valueUSD: z.number(),
});
export type LedgerFlow = z.infer<typeof ledgerFlowSchema>;

export const ledgerMonthSchema = z.object({
  positionKey: z.string(),
  /** 'YYYY-MM', UTC. */
  month: z.string(),
  startValueUSD: z.number(),
  endValueUSD: z.number(),
  /** Money in less money out during the month. */
  netInUSD: z.number(),
  /** End value less start value less net money in. */
  earnedUSD: z.number(),
});
export type LedgerMonth = z.infer<typeof ledgerMonthSchema>;

export const earningsLedgerSchema = z.object({
  address: z.string(),
  /** False while a chain's history is still being read for the first time: the ledger is partial. */
  complete: z.boolean(),
  positions: z.array(ledgerPositionSchema),
  flows: z.array(ledgerFlowSchema),
  months: z.array(ledgerMonthSchema),
  computedAt: z.string(),
});
export type EarningsLedger = z.infer<typeof earningsLedgerSchema>;
