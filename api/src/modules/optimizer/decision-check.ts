// The checks a rebalance decision passes before anything is measured: the position and the pool it names still
// exist as named, the move may still be made (pairCandidate, the optimizer's own rule), and the amount still fits
// what the wallet holds and the cash reserve. Pure: the service feeds it the wallet as it is now.
import {
  type MoveCandidate,
  type PositionDetail,
  pairCandidate,
  venueLabel,
} from '@fin/shared/domain/optimizer/solve';
import { optimizeRequestSchema, type RebalanceRequest } from '@fin/shared/schemas/optimizer';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { parseUnits } from 'viem';
import { ApiError } from '../../http/errors';

export class StaleDecisionError extends ApiError {
  constructor(message: string) {
    super(409, 'STALE_DECISION', message);
  }
}

export class UnprofitableDecisionError extends ApiError {
  constructor(message: string, details?: unknown) {
    super(409, 'UNPROFITABLE_DECISION', message, details);
  }
}

type Decision = RebalanceRequest['decision'];
type Checked<T> = ({ ok: true } & T) | { ok: false; error: ApiError };

/** The position and the pool the decision names, if both are still there under the same protocol and chain. */
function namedVenues(
  decision: Decision,
  positions: readonly PositionDetail[],
  list: readonly YieldOpportunity[],
): Checked<{ from: PositionDetail; destination: YieldOpportunity }> {
  const from = positions.find((p) => p.position.id === decision.fromPositionId);
  if (
    !from ||
    from.position.protocol !== decision.fromProtocol ||
    from.position.chain !== decision.fromChain
  ) {
    const venue = venueLabel(decision.fromProtocol, decision.fromChain);
    const error = new StaleDecisionError(
      `${venue} is no longer a position of this wallet. Run the optimizer again.`,
    );
    return { ok: false, error };
  }
  const destination = list.find((o) => o.id === decision.toOpportunityId);
  if (
    !destination ||
    destination.protocol !== decision.toProtocol ||
    destination.chain !== decision.toChain
  ) {
    const venue = venueLabel(decision.toProtocol, decision.toChain);
    return {
      ok: false,
      error: new StaleDecisionError(`${venue} is no longer in the yields list. Run the optimizer again.`),
    };
  }
  return { ok: true, from, destination };
}

/** The decided amount in the asset's units, if the wallet still holds it and the cash reserve allows it. */
function decidedUnits(
  decision: Decision,
  from: PositionDetail,
  decimals: number,
  asset: string,
): Checked<{ units: bigint }> {
  const stale = (message: string) => ({ ok: false as const, error: new StaleDecisionError(message) });
  let units: bigint;
  try {
    units = parseUnits(decision.amount, decimals);
  } catch {
    return stale(`The amount ${decision.amount} has more decimals than ${asset} allows.`);
  }
  if (units > BigInt(from.entry.rawBalance)) {
    return stale(
      `The ${from.withdraw ? 'position' : 'wallet'} holds ${from.entry.balance} ${from.asset} now, less than the ${decision.amount} decided. Run the optimizer again.`,
    );
  }
  if (!from.withdraw && Number(decision.amount) > from.movableUsd + 0.01) {
    return stale(
      `The cash reserve keeps ${from.position.reserveUsd.toFixed(2)} USD idle on ${from.position.chain}: at most ${from.movableUsd.toFixed(2)} of the ${from.asset} there may move.`,
    );
  }
  return { ok: true, units };
}

/** The move a decision names, as it stands now; or why it no longer holds (a 409 to record and answer). */
export function decidedMove(
  req: Pick<RebalanceRequest, 'decision' | 'settings'>,
  positions: readonly PositionDetail[],
  list: readonly YieldOpportunity[],
): Checked<{ candidate: MoveCandidate }> {
  const { decision } = req;
  const venues = namedVenues(decision, positions, list);
  if (!venues.ok) return venues;
  const { from, destination } = venues;
  const paired = pairCandidate(from, destination, req.settings);
  if (!paired.ok)
    return {
      ok: false,
      error: new UnprofitableDecisionError(paired.drop.reason, { code: paired.drop.code }),
    };
  const amount = decidedUnits(decision, from, paired.candidate.deposit.decimals, destination.asset);
  if (!amount.ok) return amount;
  // The user may move less than the optimizer proposed, never more than the pool cap allows. A whole position
  // stays whole: its balance has grown since the analysis, and withdrawing the amount read then would leave
  // the interest accrued since behind as dust.
  const staysWhole = decision.wholePosition === true && !!from.withdraw && paired.candidate.wholePosition;
  if (staysWhole || amount.units >= paired.candidate.amountUnits)
    return { ok: true, candidate: paired.candidate };
  return {
    ok: true,
    candidate: {
      ...paired.candidate,
      amountUnits: amount.units,
      amountUsd: Number(decision.amount),
      wholePosition: false,
    },
  };
}

/** A plan holding one candidate, so the one action comes out of the same code as the optimizer's. */
export function planForOne(c: MoveCandidate, req: RebalanceRequest) {
  const request = optimizeRequestSchema.parse({
    walletAddress: req.walletAddress,
    horizonDays: req.horizonDays,
    // The venue caps were the optimizer's to apply across the portfolio; one decision is checked on its own.
    settings: { ...req.settings, maxVenueShare: 1 },
  });
  return {
    request,
    profile: 'balanced' as const,
    positions: [c.from],
    totalValue: c.from.position.valueUSD,
    currentWeightedAPY: c.from.position.apy,
    recommendations: [],
    candidates: [c],
    dropped: [],
    considered: 1,
  };
}
