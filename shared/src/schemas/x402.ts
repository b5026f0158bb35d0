// Bodies of the paid report endpoints (POST /api/x402/risk-score, POST /api/x402/analytics). The payment itself
// travels in the x402 v2 headers (PAYMENT-REQUIRED, PAYMENT-SIGNATURE, PAYMENT-RESPONSE), not in these bodies.
import { z } from 'zod';
import { addressSchema } from './common';

// The protocol's shape only: whether Fin scores it depends on the yields list of the moment (the API checks it
// with riskReportProtocols before asking for money).
export const riskScoreRequestSchema = z.object({
  protocol: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9.-]{0,59}$/, {
      error: "must be a protocol id such as aave or aave-v3 (letters, digits, '.', '-')",
    }),
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
