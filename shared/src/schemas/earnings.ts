// GET /api/earnings/:address: what each of the wallet's positions really earned, from the protocols' own events.
import { z } from 'zod';
import { addressSchema, booleanQuerySchema } from './common';
import { chainErrorSchema } from './portfolio';

export const earningsParamsSchema = z.object({ address: addressSchema });
export const earningsQuerySchema = z.object({
  /** Read the chains again instead of answering from the wallet's cached figures. */
  refresh: booleanQuerySchema,
});

const valuePointSchema = z.object({ timestamp: z.number(), valueUSD: z.number(), netInUSD: z.number() });

const earningsSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('counted'),
    depositedUSD: z.number(),
    withdrawnUSD: z.number(),
    netInUSD: z.number(),
    valueUSD: z.number(),
    earnedUSD: z.number(),
    realizedApy: z.number().optional(),
    since: z.number(),
    flowCount: z.number().int(),
    series: z.array(valuePointSchema),
  }),
  z.object({
    status: z.literal('opened-before'),
    fromBlock: z.number().int(),
    valueUSD: z.number(),
    series: z.array(valuePointSchema),
  }),
  z.object({
    status: z.literal('unreadable'),
    fromBlock: z.number().int(),
    valueUSD: z.number(),
    series: z.array(valuePointSchema),
  }),
]);

export const positionEarningsSchema = z.object({
  /** The portfolio row this belongs to (balanceEntryKey). */
  key: z.string(),
  chainId: z.number().int(),
  chainName: z.string(),
  symbol: z.string(),
  protocol: z.string(),
  earnings: earningsSchema,
});
export type PositionEarningsRow = z.infer<typeof positionEarningsSchema>;

export const earningsResponseSchema = z.object({
  address: z.string(),
  positions: z.array(positionEarningsSchema),
  /** Sum of the counted positions' earnings; absent when none is counted. */
  totalEarnedUSD: z.number().optional(),
  /** Per chain read: the first and last block whose events were read. */
  ranges: z.array(
    z.object({ chainId: z.number().int(), fromBlock: z.number().int(), toBlock: z.number().int() }),
  ),
  errors: z.array(chainErrorSchema),
  computedAt: z.string(),
});
export type EarningsResponse = z.infer<typeof earningsResponseSchema>;
