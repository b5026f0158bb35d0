// The optimizer behind POST /api/agent/optimize and the check behind POST /api/agent/rebalance. The portfolio is
// the wallet's real positions (the portfolio service), the opportunities are the yields list (the yields service),
// the rules are the shared domain's, and the chains are asked only about the moves that survive the rules.
//
// `optimizePortfolio` is also the server-side entry point for the agent and the chat.
import type { MoveMeasurement } from '@fin/shared/domain/optimizer/economics';
import {
  currentPositions,
  decideMoves,
  judgeCandidate,
  type MoveCandidate,
  movesToMeasure,
  pairCandidate,
  planOptimization,
  venueLabel,
} from '@fin/shared/domain/optimizer/solve';
import {
  type OptimizeRequestInput,
  type OptimizerResult,
  optimizeRequestSchema,
  type RebalanceRequest,
  type RebalanceResponse,
} from '@fin/shared/schemas/agent';
import type { PortfolioResponse } from '@fin/shared/schemas/portfolio';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import pMap from 'p-map';
import { parseUnits } from 'viem';
import { ApiError } from '../../http/errors';
import type { PortfolioService } from '../portfolio/service';
import type { YieldsService } from '../yields/service';
import type { RebalanceDecisionsRepository } from './adapter';
import type { MoveMeasurer } from './move-measurer';
import type { WeighedRepository } from './weighed';

/** How many chain measurements run at once (each is two or three eth_simulateV1 calls). */
const MEASURE_CONCURRENCY = 4;
/** A decision whose improvement fell by more than this (percentage points) since the analysis is stale. */
const STALE_IMPROVEMENT_TOLERANCE = 0.25;

export type AgentServiceDeps = {
  portfolio: Pick<PortfolioService, 'portfolio'>;
  yields: Pick<YieldsService, 'getAll'>;
  measurer: MoveMeasurer;
  decisions: RebalanceDecisionsRepository;
  /** Decisions are kept this many days, and at most DECISIONS_KEPT per wallet (like notifications). */
  retentionDays: number;
  /** Where each analysis records the venues it weighed for the wallet (the wallet's agent buys reports on them). */
  weighed: Pick<WeighedRepository, 'note'>;
  now?: () => Date;
};

/** Decisions kept per wallet, newest first. */
export const DECISIONS_KEPT = 200;

class StaleDecisionError extends ApiError {
  constructor(message: string) {
    super(409, 'STALE_DECISION', message);
  }
}

class UnprofitableDecisionError extends ApiError {
  constructor(message: string, details?: unknown) {
    super(409, 'UNPROFITABLE_DECISION', message, details);
  }
}

export class AgentService {
  constructor(private readonly deps: AgentServiceDeps) {}

  #now() {
    return this.deps.now?.() ?? new Date();
  }

  async #inputs(address: `0x${string}`): Promise<{ portfolio: PortfolioResponse; list: YieldOpportunity[] }> {
    // The yields list first: the portfolio's APY badges come from it, and a cold cache would leave them empty.
    const yields = await this.deps.yields.getAll(false);
    const portfolio = await this.deps.portfolio.portfolio(address, { includeZero: false });
    return { portfolio, list: yields.value.data };
  }

  /** The optimizer for a wallet: recommendations, moves that pay, and what was dropped and why. */
  async optimizePortfolio(input: OptimizeRequestInput): Promise<OptimizerResult> {
    const request = optimizeRequestSchema.parse(input);
    const { portfolio, list } = await this.#inputs(request.walletAddress);
    const plan = planOptimization({ entries: portfolio.entries, opportunities: list, request });
    // The drops the move itself would survive are measured too: their arithmetic is shown like a proposal's.
    const moves = movesToMeasure(plan);
    // p-map keeps the results in the moves' order while at most MEASURE_CONCURRENCY measurements run at once.
    const measured = await pMap(moves, (c) => this.deps.measurer.measure(c, request.walletAddress), {
      concurrency: MEASURE_CONCURRENCY,
    });
    const measurements = new Map<string, MoveMeasurement>(
      moves.map((c, i) => [c.id, measured[i] as MoveMeasurement]),
    );
    const result = decideMoves(plan, measurements, this.#now());
    await this.deps.weighed.note(
      request.walletAddress,
      result.recommendations.map((r) => ({ protocol: r.protocol, chainName: r.chain })),
      this.#now(),
    );
    const unread = portfolio.errors.map(
      (e) => `${e.chainName} could not be read (${e.message}): its positions are not in this analysis.`,
    );
    return { ...result, warnings: [...unread, ...result.warnings] };
  }

  /**
   * Re-checks one decision against the chains as they are now and records the verdict. Approved: the action as
   * re-measured (the wallet then signs its steps). Rejected: 409 with the reason, also recorded.
   */
  async rebalance(req: RebalanceRequest): Promise<RebalanceResponse> {
    const { decision, walletAddress } = req;
    const record = async (
      status: 'approved' | 'rejected',
      reason: string,
      extra: { code?: string; economics?: unknown; fromChainId?: number; toChainId?: number } = {},
    ) => {
      const row = await this.deps.decisions.insert({
        address: walletAddress,
        fromPositionId: decision.fromPositionId,
        toOpportunityId: decision.toOpportunityId,
        fromVenue: venueLabel(decision.fromProtocol, decision.fromChain),
        toVenue: venueLabel(decision.toProtocol, decision.toChain),
        fromChainId: extra.fromChainId ?? null,
        toChainId: extra.toChainId ?? null,
        amount: decision.amount,
        status,
        code: extra.code ?? null,
        reason,
        decision,
        economics: extra.economics ?? null,
      });
      const before = new Date(this.#now().getTime() - this.deps.retentionDays * 86_400_000);
      await this.deps.decisions.prune(walletAddress, before, DECISIONS_KEPT);
      return row;
    };
    const reject = async (error: ApiError, economics?: unknown) => {
      await record('rejected', error.message, { code: error.code, economics });
      throw error;
    };

    const { portfolio, list } = await this.#inputs(walletAddress);
    const positions = currentPositions(portfolio.entries, list, req.settings.cashReserve);
    const from = positions.find((p) => p.position.id === decision.fromPositionId);
    if (
      !from ||
      from.position.protocol !== decision.fromProtocol ||
      from.position.chain !== decision.fromChain
    ) {
      return reject(
        new StaleDecisionError(
          `${venueLabel(decision.fromProtocol, decision.fromChain)} is no longer a position of this wallet. Run the optimizer again.`,
        ),
      );
    }
    const destination = list.find((o) => o.id === decision.toOpportunityId);
    if (
      !destination ||
      destination.protocol !== decision.toProtocol ||
      destination.chain !== decision.toChain
    ) {
      return reject(
        new StaleDecisionError(
          `${venueLabel(decision.toProtocol, decision.toChain)} is no longer in the yields list. Run the optimizer again.`,
        ),
      );
    }
    const paired = pairCandidate(from, destination, req.settings);
    if (!paired.ok)
      return reject(new UnprofitableDecisionError(paired.drop.reason, { code: paired.drop.code }));
    const decimals = paired.candidate.deposit.decimals;
    let decided: bigint;
    try {
      decided = parseUnits(decision.amount, decimals);
    } catch {
      return reject(
        new StaleDecisionError(
          `The amount ${decision.amount} has more decimals than ${destination.asset} allows.`,
        ),
      );
    }
    const held = BigInt(from.entry.rawBalance);
    if (decided > held) {
      return reject(
        new StaleDecisionError(
          `The ${from.withdraw ? 'position' : 'wallet'} holds ${from.entry.balance} ${from.asset} now, less than the ${decision.amount} decided. Run the optimizer again.`,
        ),
      );
    }
    if (!from.withdraw && Number(decision.amount) > from.movableUsd + 0.01) {
      return reject(
        new StaleDecisionError(
          `The cash reserve keeps ${from.position.reserveUsd.toFixed(2)} USD idle on ${from.position.chain}: at most ${from.movableUsd.toFixed(2)} of the ${from.asset} there may move.`,
        ),
      );
    }
    // The user may move less than the optimizer proposed, never more than the pool cap allows. A whole position
    // stays whole: its balance has grown since the analysis, and withdrawing the amount read then would leave
    // the interest accrued since behind as dust.
    const staysWhole = decision.wholePosition === true && !!from.withdraw && paired.candidate.wholePosition;
    const candidate: MoveCandidate =
      staysWhole || decided >= paired.candidate.amountUnits
        ? paired.candidate
        : {
            ...paired.candidate,
            amountUnits: decided,
            amountUsd: Number(decision.amount),
            wholePosition: false,
          };
    const m = await this.deps.measurer.measure(candidate, walletAddress);
    const verdict = judgeCandidate(candidate, m, { horizonDays: req.horizonDays, settings: req.settings });
    if (!verdict.ok) {
      return reject(
        new UnprofitableDecisionError(verdict.drop.reason, { code: verdict.drop.code }),
        verdict.drop.economics,
      );
    }
    const e = verdict.economics;
    const improvement = e.toApyAfter - e.fromApy;
    if (improvement < decision.expectedImprovement - STALE_IMPROVEMENT_TOLERANCE) {
      return reject(
        new StaleDecisionError(
          `The rates moved since the analysis: this move now gains +${improvement.toFixed(2)} points, not the +${decision.expectedImprovement.toFixed(2)} planned. Run the optimizer again.`,
        ),
        e,
      );
    }
    const result = decideMoves(
      { ...planForOne(candidate, req), candidates: [candidate] },
      new Map([[candidate.id, m]]),
      this.#now(),
    );
    const action = result.rebalancingActions[0];
    if (!action) {
      const drop = result.dropped[0];
      return reject(
        new UnprofitableDecisionError(drop?.reason ?? 'This move does not pay.'),
        drop?.economics,
      );
    }
    const row = await record('approved', action.reason, {
      economics: action.economics,
      fromChainId: action.fromChainId,
      toChainId: action.toChainId,
    });
    return { success: true, decisionId: String(row.id), action, recordedAt: row.createdAt.toISOString() };
  }
}

/** A plan holding one candidate, so the one action comes out of the same code as the optimizer's. */
function planForOne(c: MoveCandidate, req: RebalanceRequest) {
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
    dropped: [],
    considered: 1,
  };
}
