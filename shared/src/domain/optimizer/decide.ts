// Phase 2 of the optimizer: the arithmetic on each measured candidate, one best move per position within the caps,
// and the summary the user reads (totals, projected APY, warnings).
import { formatUnits } from 'viem/utils';
import { weightedAverageApy } from '../yields/earnings';
import { capLedger, type Fitted, fitToCaps, takeRoom } from './caps';
import { type MoveMeasurement, moveEconomics, movePays } from './economics';
import { dropped, type MoveCandidate, type PlannedDrop } from './pairing';
import type { OptimizationPlan } from './plan';
import type { PositionDetail } from './positions';
import type { OptimizeRequest } from './request';
import type {
  DroppedCandidate,
  MoneyTotals,
  MoveEconomics,
  OptimizerResult,
  RebalancingAction,
} from './result';
import { fmtDays, fmtPct, fmtUsd, venueLabel } from './wording';

/** Judges one measured candidate: the economics, or why it is dropped. */
export function judgeCandidate(
  c: MoveCandidate,
  m: MoveMeasurement | undefined,
  request: Pick<OptimizeRequest, 'horizonDays' | 'settings'>,
): { ok: true; economics: MoveEconomics } | { ok: false; drop: DroppedCandidate } {
  if (m?.ok !== true) {
    const why = m === undefined ? 'no answer' : m.reason;
    return {
      ok: false,
      drop: dropped(c, 'not-simulated', `The move could not be simulated, so it is not proposed: ${why}.`),
    };
  }
  const e = moveEconomics({
    amountUsd: c.amountUsd,
    fromApy: c.from.position.apy,
    toApyListed: c.destination.apy as number,
    measurement: m,
    horizonDays: request.horizonDays,
  });
  const gain = e.toApyAfter - e.fromApy;
  const min = request.settings.minImprovementApy;
  if (gain < min) {
    const reason =
      `After your ${fmtUsd(e.amountUsd)} lands the pool pays ${fmtPct(e.toApyAfter)} (listed ${fmtPct(e.toApyListed)}): ` +
      `${gain >= 0 ? '+' : ''}${gain.toFixed(2)} points over ${fmtPct(e.fromApy)}, under the minimum of +${min} points.`;
    return { ok: false, drop: dropped(c, 'below-min-improvement', reason, e) };
  }
  if (!movePays(e)) {
    const reason =
      `Costs ${fmtUsd(e.costUsd)} and earns ${fmtUsd(e.yearlyGainUsd)} a year more: it repays in ${fmtDays(e.breakEvenDays ?? Infinity)}, ` +
      `beyond your ${e.horizonDays}-day horizon.`;
    return { ok: false, drop: dropped(c, 'does-not-pay', reason, e) };
  }
  return { ok: true, economics: e };
}

/** A drop made before measuring, with the arithmetic of the move as it would have been, when it was measured. */
function withArithmetic(
  d: PlannedDrop,
  measurements: ReadonlyMap<string, MoveMeasurement>,
  horizonDays: number,
): DroppedCandidate {
  const m = d.measure ? measurements.get(d.measure.id) : undefined;
  if (!d.measure || m?.ok !== true) return d.drop;
  return {
    ...d.drop,
    economics: moveEconomics({
      amountUsd: d.measure.amountUsd,
      fromApy: d.measure.from.position.apy,
      toApyListed: d.measure.destination.apy as number,
      measurement: m,
      horizonDays,
    }),
  };
}

function actionReason(c: MoveCandidate, e: MoveEconomics): string {
  const where = `${c.destination.protocol} on ${c.destination.chain}`;
  const after = e.rateMeasured ? 'after your deposit' : 'as listed';
  const bridge = c.crossChain ? ` (incl. ${fmtUsd(e.bridgeFeeUsd)} CCTP fee)` : '';
  return (
    `${where} pays ${fmtPct(e.toApyAfter)} ${after} vs ${fmtPct(e.fromApy)} now: +${fmtUsd(e.yearlyGainUsd)} a year. ` +
    `The move costs ${fmtUsd(e.costUsd)}${bridge} and repays in ${fmtDays(e.breakEvenDays ?? 0)}; ` +
    `net ${fmtUsd(e.netGainUsd)} over ${e.horizonDays} days.`
  );
}

function toAction(c: MoveCandidate, { economics: e, amountUnits, wholePosition }: Fitted): RebalancingAction {
  return {
    id: c.id,
    from: venueLabel(c.from.position.protocol, c.from.position.chain),
    to: venueLabel(c.destination.protocol, c.destination.chain),
    fromProtocol: c.from.position.protocol,
    fromChain: c.from.position.chain,
    fromChainId: c.from.position.chainId,
    toProtocol: c.destination.protocol,
    toChain: c.destination.chain,
    toChainId: c.destination.chainId,
    fromPositionId: c.from.position.id,
    toOpportunityId: c.destination.id,
    asset: c.destination.asset,
    amount: formatUnits(amountUnits, c.deposit.decimals),
    wholePosition,
    crossChain: c.crossChain,
    reason: actionReason(c, e),
    expectedImprovement: e.toApyAfter - e.fromApy,
    economics: e,
  };
}

type Moved = ReadonlyMap<string, { amountUsd: number; toApy: number }>;

/**
 * The best move per position (highest net gain over the horizon) that fits the caps; the others are dropped with a
 * pointer to it. A source whose best pool is full takes its next best.
 */
function chooseMoves(
  plan: OptimizationPlan,
  viable: { c: MoveCandidate; e: MoveEconomics }[],
): { actions: RebalancingAction[]; drops: DroppedCandidate[]; moved: Moved } {
  const { settings } = plan.request;
  viable.sort((a, b) => b.e.netGainUsd - a.e.netGainUsd || (a.c.id < b.c.id ? -1 : 1));
  const ledger = capLedger(plan.positions, plan.totalValue, settings.maxVenueShare);
  const bestFor = new Map<string, MoveCandidate>();
  const actions: RebalancingAction[] = [];
  const drops: DroppedCandidate[] = [];
  const moved = new Map<string, { amountUsd: number; toApy: number }>();
  for (const { c, e } of viable) {
    const best = bestFor.get(c.from.position.id);
    if (best) {
      const better = venueLabel(best.destination.protocol, best.destination.chain);
      drops.push(dropped(c, 'better-move', `Pays, but moving this position to ${better} nets more.`, e));
      continue;
    }
    const fit = fitToCaps(c, e, ledger, settings);
    if (!fit.ok) {
      drops.push(fit.drop);
      continue;
    }
    const { amountUsd, toApyAfter } = fit.move.economics;
    bestFor.set(c.from.position.id, c);
    takeRoom(ledger, c, amountUsd);
    moved.set(c.from.position.id, { amountUsd, toApy: toApyAfter });
    actions.push(toAction(c, fit.move));
  }
  return { actions, drops, moved };
}

/** The portfolio's APY once the moves land: what stays earns as now, what moved earns its new rate. */
export function projectedApy(positions: readonly PositionDetail[], moved: Moved, totalValue: number): number {
  const parts: { value: number; apy: number }[] = [];
  for (const p of positions) {
    const m = moved.get(p.position.id);
    const stay = p.position.valueUSD - (m?.amountUsd ?? 0);
    if (stay > 0) parts.push({ value: stay, apy: p.position.apy });
    if (m) parts.push({ value: m.amountUsd, apy: m.toApy });
  }
  return totalValue > 0 ? weightedAverageApy(parts) : 0;
}

/** Idle and earning money now, the reserve kept back, and how much idle money the plan puts to work. */
export function moneyTotals(positions: readonly PositionDetail[], moved: Moved): MoneyTotals {
  let idleUsd = 0;
  let earningUsd = 0;
  let reserveUsd = 0;
  let plannedFromIdleUsd = 0;
  for (const p of positions) {
    if (!p.position.idle) {
      earningUsd += p.position.valueUSD;
      continue;
    }
    idleUsd += p.position.valueUSD;
    reserveUsd += p.position.reserveUsd;
    plannedFromIdleUsd += moved.get(p.position.id)?.amountUsd ?? 0;
  }
  return { idleUsd, earningUsd, reserveUsd, plannedFromIdleUsd, idleAfterUsd: idleUsd - plannedFromIdleUsd };
}

/** Phase 2: the arithmetic on each measured candidate, one best move per position, venue caps, the summary. */
export function decideMoves(
  plan: OptimizationPlan,
  measurements: ReadonlyMap<string, MoveMeasurement>,
  now: Date,
): OptimizerResult {
  const { request } = plan;
  const drops = plan.dropped.map((d) => withArithmetic(d, measurements, request.horizonDays));
  const viable: { c: MoveCandidate; e: MoveEconomics }[] = [];
  for (const c of plan.candidates) {
    const verdict = judgeCandidate(c, measurements.get(c.id), request);
    if (verdict.ok) viable.push({ c, e: verdict.economics });
    else drops.push(verdict.drop);
  }
  const chosen = chooseMoves(plan, viable);
  const projectedAPY = projectedApy(plan.positions, chosen.moved, plan.totalValue);
  return {
    totalValue: plan.totalValue,
    totals: moneyTotals(plan.positions, chosen.moved),
    currentWeightedAPY: plan.currentWeightedAPY,
    projectedAPY,
    projectedImprovement: projectedAPY - plan.currentWeightedAPY,
    currentPortfolio: plan.positions.map((p) => p.position),
    recommendations: plan.recommendations,
    rebalancingActions: chosen.actions,
    dropped: [...drops, ...chosen.drops],
    profile: plan.profile,
    riskTolerance: request.riskTolerance,
    horizonDays: request.horizonDays,
    settings: request.settings,
    opportunitiesConsidered: plan.considered,
    generatedAt: now.toISOString(),
    warnings: plan.positions
      .filter((p) => !p.position.apyKnown)
      .map(
        (p) => `The APY of ${venueLabel(p.position.protocol, p.position.chain)} is unknown: counted as 0%.`,
      ),
  };
}
