// Bodies of the paid report endpoints (POST /api/x402/risk-score, POST /api/x402/analytics). The payment itself
// travels in the x402 v2 headers (PAYMENT-REQUIRED, PAYMENT-SIGNATURE, PAYMENT-RESPONSE), not in these bodies.
import { z } from 'zod';
import { PROTOCOL_FACTS } from '../domain/risk-report-facts';
import { addressSchema } from './common';

const knownProtocols = Object.keys(PROTOCOL_FACTS);

export const riskScoreRequestSchema = z.object({
  protocol: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .refine((p) => knownProtocols.includes(p), { error: `must be one of ${knownProtocols.join(', ')}` }),
  chain: z
    .string({ error: 'must be a chain name such as base' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'must be a chain name such as base' })
    .max(40)
    .default('base'),
});
export type RiskScoreRequest = z.input<typeof riskScoreRequestSchema>;

export const analyticsRequestSchema = z.object({
  walletAddress: addressSchema,
});
export type AnalyticsRequest = z.input<typeof analyticsRequestSchema>;
