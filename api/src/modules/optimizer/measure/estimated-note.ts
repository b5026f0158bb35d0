// What the user reads about the moves an analysis priced without simulating them: each such move's reason says its
// gas and rate are estimates and why, and the result's warnings say how many there were.
import type { MoveCandidate } from '@fin/shared/domain/optimizer/solve';
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';

export const estimatedSentence = (simulated: number) =>
  `Estimated, not simulated: gas from Fin's gas table and the rate as listed (an analysis simulates its ${simulated} likeliest moves, to stay within the chains' rate limits); the move is simulated before you sign.`;

const pair = (fromPositionId: string, toOpportunityId: string) => `${fromPositionId}\u0000${toOpportunityId}`;

/** The result with each estimated move's reason saying so, and one warning counting them. */
export function noteEstimated(
  result: OptimizerResult,
  estimated: readonly MoveCandidate[],
  simulated: number,
): OptimizerResult {
  if (estimated.length === 0) return result;
  const keys = new Set(estimated.map((c) => pair(c.from.position.id, c.destination.id)));
  const sentence = estimatedSentence(simulated);
  const mark = <T extends { fromPositionId: string; toOpportunityId: string; reason: string }>(x: T) =>
    keys.has(pair(x.fromPositionId, x.toOpportunityId)) ? { ...x, reason: `${x.reason} ${sentence}` } : x;
  const warning =
    `${estimated.length} of ${estimated.length + simulated} moves weighed were priced from Fin's gas table instead of simulated, ` +
    "to stay within the chains' rate limits; each says so.";
  return {
    ...result,
    rebalancingActions: result.rebalancingActions.map(mark),
    dropped: result.dropped.map((d) => (d.economics ? mark(d) : d)),
    warnings: [...result.warnings, warning],
  };
}
