// /api/transfers: the wallet's cross-chain transfer records, kept from the moment the burn is signed.
import { z } from 'zod';
import type { CctpTransfer } from '../domain/cctp/transfer-record';
import { addressSchema, decimalAmountSchema, typeError } from './common';
import { transferChainSchema } from './notifications';

const HASH = /^0x[0-9a-fA-F]{64}$/;
const hash = z.string({ error: typeError('must be a 0x hash as text') }).regex(HASH, {
  error: 'must be a 0x hash of 64 hex characters',
});
const hex = (max: number) =>
  z
    .string({ error: typeError('must be 0x hex text') })
    .regex(/^0x[0-9a-fA-F]*$/, { error: 'must be 0x followed by hex characters' })
    .max(max, { error: `must be at most ${max} characters` });
const baseUnits = z
  .string()
  .regex(/^\d{1,30}$/, { error: 'must be a whole number of USDC base units as text' });

export const transferRecordInputSchema = z
  .object({
    id: z
      .string()
      .regex(/^transfer_\d{1,20}$/, { error: "must look like 'transfer_' followed by the time in ms" }),
    amount: decimalAmountSchema({ decimals: 6, max: '10000000' }),
    asset: z.literal('USDC', { error: typeError("must be 'USDC'") }),
    sourceChain: transferChainSchema,
    destinationChain: transferChainSchema,
    recipient: addressSchema,
    status: z.enum(['burned', 'attested', 'completed', 'failed'], {
      error: typeError("must be one of 'burned', 'attested', 'completed', 'failed'"),
    }),
    timestamp: z.number().int().nonnegative(),
    transferMode: z.enum(['fast', 'standard', 'forwarded'], {
      error: typeError("must be 'fast', 'standard' or 'forwarded'"),
    }),
    txHash: hash,
    approveTxHash: hash.optional(),
    mintTxHash: hash.optional(),
    message: hex(20_000).optional(),
    attestation: hex(2_000).optional(),
    eventNonce: hash.optional(),
    maxFee: baseUnits,
    feeExecuted: baseUnits.optional(),
    error: z.string().max(500).optional(),
    updatedAt: z.number().int().nonnegative(),
  })
  .refine((t) => t.sourceChain !== t.destinationChain, {
    error: 'source and destination chain must differ',
    path: ['destinationChain'],
  });

export const transferRecordSchema = transferRecordInputSchema.transform((t) => t as CctpTransfer);

export const upsertTransferResponseSchema = z.object({
  success: z.literal(true),
  transfer: z.custom<CctpTransfer>(),
});
export const transfersListResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  transfers: z.array(z.custom<CctpTransfer>()),
});
export type TransfersListResponse = z.infer<typeof transfersListResponseSchema>;
