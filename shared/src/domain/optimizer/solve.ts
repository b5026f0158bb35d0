// The optimizer: from the wallet's real positions and the yield opportunities to recommendations (the profile
// rules) and rebalancing actions that pay for themselves, plus every candidate it dropped and why.
//
// Two phases, so that the chains are asked only about moves worth asking about: `planOptimization` (plan.ts) takes
// the wallet's money (positions.ts) and pairs each source with each recommended pool (pairing.ts), dropping what
// cannot or need not move. The caller then measures the survivors on the chains (rate after the deposit, gas of each
// transaction, CCTP fee) and `decideMoves` (decide.ts) applies the arithmetic, keeps the best move per position
// within the caps (caps.ts), and summarises. This file is the optimizer's entry for the API and the tests.
import type { BalanceEntry } from '../portfolio/balance';
import type { YieldOpportunity } from '../yields/yield-opportunity';
import { decideMoves } from './decide';
import type { MoveMeasurement } from './economics';
import type { MoveCandidate } from './pairing';
import { movesToMeasure, planOptimization } from './plan';
import type { OptimizeRequest } from './request';
import type { OptimizerResult } from './result';

export { decideMoves, judgeCandidate } from './decide';
export { type MoveCandidate, pairCandidate } from './pairing';
export { movesToMeasure, type OptimizationPlan, planOptimization } from './plan';
export { currentPositions, type PositionDetail } from './positions';
export { venueLabel } from './wording';

/** Both phases with a synchronous measurement (tests, the benchmark's pure solver). */
export function solveOptimization(input: {
  entries: readonly BalanceEntry[];
  opportunities: readonly YieldOpportunity[];
  request: OptimizeRequest;
  measure: (c: MoveCandidate) => MoveMeasurement;
  now?: Date;
}): OptimizerResult {
  const plan = planOptimization(input);
  const measurements = new Map(movesToMeasure(plan).map((c) => [c.id, input.measure(c)] as const));
  return decideMoves(plan, measurements, input.now ?? new Date());
}
