// An optimizer result computed by the real domain (planOptimization + decideMoves) from a small wallet: idle USDC
// on Base and Arbitrum, a Compound position on Arbitrum, and three pools. What the API would answer, without chains.
import { solveOptimization } from '@fin/shared/domain/optimizer/solve';
import {
  type OptimizeRequestInput,
  type OptimizerResult,
  optimizeRequestSchema,
  optimizeResponseSchema,
} from '@fin/shared/schemas/optimizer';
import { aave, compound, testMeasurement } from '@fin/shared/testing/optimizer-test-data';
import { testEntry } from '@fin/shared/testing/portfolio-test-entries';
import { DEMO_ADDRESS } from './render';

const WALLET_ENTRIES = [
  testEntry('USDC', 8453, '5000'),
  testEntry('USDC', 42161, '5'),
  testEntry('cUSDC', 42161, '4000', { apy: 5 }),
];

const POOLS = [
  aave(42161, 'Arbitrum', 5.2, { id: 'aave-arb', riskLevel: 'low' }),
  aave(8453, 'Base', 6.5, { id: 'aave-base', riskLevel: 'medium' }),
  compound(8453, 'Base', 5.8, { id: 'compound-base' }),
];

/** The result for this request, as the API computes it (validated against the response schema). */
export function optimizerResult(body: OptimizeRequestInput): OptimizerResult {
  const result = solveOptimization({
    entries: WALLET_ENTRIES,
    opportunities: POOLS,
    request: optimizeRequestSchema.parse({ ...body, walletAddress: DEMO_ADDRESS }),
    measure: (c) =>
      testMeasurement(c.destination.apy ?? 0, {
        impact: 0.05,
        crossChain: c.crossChain,
        bridgeFeeUsd: c.crossChain ? 0.5 : 0,
        withdraw: c.from.withdraw ? 100_000 : 0,
        gasPriceGwei: 0.02,
      }),
    now: new Date('2026-11-26T12:00:00Z'),
  });
  return optimizeResponseSchema.parse({ success: true, data: result }).data;
}
