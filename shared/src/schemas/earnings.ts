// GET /api/earnings/:address: what each of the wallet's positions really earned, from the protocols' own events.
import { z } from 'zod';
import { addressSchema, booleanQuerySchema } from './common';
import { chainErrorSchema } from './portfolio';

export const earningsParamsSchema = z.object({ address: addressSchema });
export const earningsQuerySchema = z.object({
  /** Read the chains again instead of answering from the wallet's cached figures. */
  refresh: booleanQuerySchema,
  /** Answer at once while a chain's history is read for the first time (its progress and the figures so far). */
  atOnce: booleanQuerySchema,
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
  /** The position's first read of its history is still under way: its figures count the flows read so far. */
  partial: z.boolean().optional(),
});
export type PositionEarningsRow = z.infer<typeof positionEarningsSchema>;

export const earningsResponseSchema = z.object({
  address: z.string(),
  positions: z.array(positionEarningsSchema),
  /** Sum of the counted positions' earnings; absent when none is counted. */
  totalEarnedUSD: z.number().optional(),
  /** Per chain read: the first block of the positions' history and the block their values were read at. */
  ranges: z.array(
    z.object({ chainId: z.number().int(), fromBlock: z.number().int(), toBlock: z.number().int() }),
  ),
  /** Per chain: how far the wallet's history has been read (a first read runs in the background). */
  history: z
    .array(
      z.object({
        chainId: z.number().int(),
        chainName: z.string(),
        status: z.enum(['reading', 'complete']),
        /** Share of the blocks to read that have been read, 0 to 1. */
        progress: z.number(),
        readTo: z.number().int(),
        headBlock: z.number().int(),
      }),
    )
    .default([]),
  errors: z.array(chainErrorSchema),
  computedAt: z.string(),
});
export type EarningsResponse = z.infer<typeof earningsResponseSchema>;
