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
  type OptimizationPlan,
  planOptimization,
  venueLabel,
} from '@fin/shared/domain/optimizer/solve';
import type { BalanceEntry } from '@fin/shared/domain/portfolio/balance';
import { currentOpportunities } from '@fin/shared/domain/yields/freshness';
import {
  type OptimizeRequestInput,
  type OptimizerResult,
  optimizeRequestSchema,
  type RebalanceRequest,
  type RebalanceResponse,
} from '@fin/shared/schemas/optimizer';
import type { PortfolioResponse } from '@fin/shared/schemas/portfolio';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import pMap from 'p-map';
import type { Address } from 'viem';
import type { ApiError } from '../../http/errors';
import type { PortfolioService } from '../portfolio/service';
import type { YieldsService } from '../yields/service';
import type { RebalanceDecisionsRepository } from './adapter';
import { decidedMove, planForOne, StaleDecisionError, UnprofitableDecisionError } from './decision-check';
import { noteEstimated } from './measure/estimated-note';
import { splitForSimulation } from './measure/measure-budget';
import type { MoveMeasurer } from './measure/move-measurer';
import type { WeighedRepository } from './weighed';

/** How many chain measurements run at once (each is two or three eth_simulateV1 calls). */
const MEASURE_CONCURRENCY = 4;
/** A decision whose improvement fell by more than this (percentage points) since the analysis is stale. */
const STALE_IMPROVEMENT_TOLERANCE = 0.25;

export type OptimizerServiceDeps = {
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

type OptimizeOptions = {
  /** The wallet itself asked (its proof checked): what was weighed steers its agent's purchases. */
  walletProven: boolean;
  /** Only these pools are weighed as destinations (the wallet's agent: the pools its grant covers). */
  destinations?: (o: YieldOpportunity) => boolean;
  /**
   * Only this money is weighed as a move's source (the wallet's agent: what it holds on the networks it may act
   * on). Money it cannot move must not take the best pool's room from money it can.
   */
  sources?: (entry: BalanceEntry) => boolean;
};

/** Decisions kept per wallet, newest first. */
export const DECISIONS_KEPT = 200;

export class OptimizerService {
  constructor(private readonly deps: OptimizerServiceDeps) {}

  #now() {
    return this.deps.now?.() ?? new Date();
  }

  async #inputs(address: `0x${string}`): Promise<{ portfolio: PortfolioResponse; list: YieldOpportunity[] }> {
    // The yields list first: the portfolio's APY badges come from it, and a cold cache would leave them empty.
    const yields = await this.deps.yields.getAll(false);
    const portfolio = await this.deps.portfolio.portfolio(address, { includeZero: false });
    // Only current figures are weighed: a stale row (freshness.ts) is never a reason to move money.
    return { portfolio, list: currentOpportunities(yields.value.data) };
  }

  /**
   * The optimizer for a wallet: recommendations, moves that pay, and what was dropped and why. What it weighed
   * steers the wallet's agent's purchases, so it is kept only when the wallet itself asked (`walletProven`).
   */
  async optimizePortfolio(input: OptimizeRequestInput, options: OptimizeOptions): Promise<OptimizerResult> {
    return (await this.optimizeWithHoldings(input, options)).result;
  }

  /**
   * The optimizer's answer and the portfolio rows it weighed: the wallet's agent builds a move's withdraw from the
   * very row the optimizer moved money out of.
   */
  async optimizeWithHoldings(
    input: OptimizeRequestInput,
    { walletProven, destinations, sources }: OptimizeOptions,
  ): Promise<{ result: OptimizerResult; holdings: BalanceEntry[] }> {
    const request = optimizeRequestSchema.parse(input);
    const { portfolio, list } = await this.#inputs(request.walletAddress);
    const plan = planOptimization({
      entries: sources ? portfolio.entries.filter(sources) : portfolio.entries,
      opportunities: list,
      request,
      ...(destinations ? { destinations } : {}),
    });
    const { measurements, simulated, estimated } = await this.#measureMoves(plan, request.walletAddress);
    const result = noteEstimated(decideMoves(plan, measurements, this.#now()), estimated, simulated);
    if (walletProven)
      await this.deps.weighed.note(
        request.walletAddress,
        result.recommendations.map((r) => ({ protocol: r.protocol, chainName: r.chain })),
        this.#now(),
      );
    const unread = portfolio.errors.map(
      (e) => `${e.chainName} could not be read (${e.message}): its positions are not in this analysis.`,
    );
    return {
      result: { ...result, warnings: [...unread, ...result.warnings] },
      holdings: portfolio.entries,
    };
  }

  /**
   * The candidates, and the drops whose arithmetic is shown like a proposal's: every move priced from the gas table
   * first, then the likeliest simulated on the chains within the analysis's budget (measure-budget.ts), the moves
   * the table-priced analysis would propose before all others.
   */
  async #measureMoves(plan: OptimizationPlan, user: Address) {
    const shownOnly = plan.dropped.flatMap((d) => (d.measure ? [d.measure] : []));
    const all = [...plan.candidates, ...shownOnly];
    const priced = await this.deps.measurer.estimate(all);
    const measurements = new Map<string, MoveMeasurement>(
      all.map((c, i) => [c.id, priced[i] as MoveMeasurement]),
    );
    const provisional = decideMoves(plan, measurements, this.#now()).rebalancingActions.map((a) => a.id);
    const { simulate, estimate } = splitForSimulation(plan.candidates, shownOnly, new Set(provisional));
    // p-map keeps the results in the moves' order while at most MEASURE_CONCURRENCY measurements run at once.
    const measured = await pMap(simulate, (c) => this.deps.measurer.measure(c, user), {
      concurrency: MEASURE_CONCURRENCY,
    });
    for (const [i, c] of simulate.entries()) measurements.set(c.id, measured[i] as MoveMeasurement);
    return { measurements, simulated: simulate.length, estimated: estimate };
  }

  async #record(
    req: RebalanceRequest,
    status: 'approved' | 'rejected',
    reason: string,
    extra: { code?: string; economics?: unknown; fromChainId?: number; toChainId?: number } = {},
  ) {
    const { decision, walletAddress } = req;
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
  }

  /**
   * Re-checks one decision against the chains as they are now and records the verdict. Approved: the action as
   * re-measured (the wallet then signs its steps). Rejected: 409 with the reason, also recorded.
   */
  async rebalance(req: RebalanceRequest): Promise<RebalanceResponse> {
    const reject = async (error: ApiError, economics?: unknown) => {
      await this.#record(req, 'rejected', error.message, { code: error.code, economics });
      throw error;
    };
    const { portfolio, list } = await this.#inputs(req.walletAddress);
    const positions = currentPositions(portfolio.entries, list, req.settings.cashReserve);
    const decided = decidedMove(req, positions, list);
    if (!decided.ok) return reject(decided.error);
    const { candidate } = decided;
    const m = await this.deps.measurer.measure(candidate, req.walletAddress);
    const verdict = judgeCandidate(candidate, m, { horizonDays: req.horizonDays, settings: req.settings });
    if (!verdict.ok) {
      return reject(
        new UnprofitableDecisionError(verdict.drop.reason, { code: verdict.drop.code }),
        verdict.drop.economics,
      );
    }
    const e = verdict.economics;
    const improvement = e.toApyAfter - e.fromApy;
    if (improvement < req.decision.expectedImprovement - STALE_IMPROVEMENT_TOLERANCE) {
      return reject(
        new StaleDecisionError(
          `The rates moved since the analysis: this move now gains +${improvement.toFixed(2)} points, not the +${req.decision.expectedImprovement.toFixed(2)} planned. Run the optimizer again.`,
        ),
        e,
      );
    }
    const result = decideMoves(planForOne(candidate, req), new Map([[candidate.id, m]]), this.#now());
    const action = result.rebalancingActions[0];
    if (!action) {
      const drop = result.dropped[0];
      return reject(
        new UnprofitableDecisionError(drop?.reason ?? 'This move does not pay.'),
        drop?.economics,
      );
    }
    const row = await this.#record(req, 'approved', action.reason, {
      economics: action.economics,
      fromChainId: action.fromChainId,
      toChainId: action.toChainId,
    });
    return { success: true, decisionId: String(row.id), action, recordedAt: row.createdAt.toISOString() };
  }
}
