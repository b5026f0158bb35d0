// The optimizer: from the wallet's real positions and the yield opportunities to recommendations (the profile
// rules) and rebalancing actions that pay for themselves, plus every candidate it dropped and why.
//
// Two phases, so that the chains are asked only about moves worth asking about: `planOptimization` pairs each
// position with each recommended pool and drops what cannot or need not move (same pool, a swap would be needed,
// the listed APY already misses the minimum improvement, too small, over the pool cap). The caller then measures
// the survivors on the chains (rate after the deposit, gas of each transaction, CCTP fee) and `decideMoves`
// applies the arithmetic, keeps the best move per position within the venue caps, and summarises.
import { type Address, formatUnits, parseUnits } from 'viem';
import { type WithdrawVenue, withdrawVenue } from '../deposit/withdraw-plan';
import type { BalanceEntry } from '../portfolio/balance';
import { weightedAverageApy } from '../yields/earnings';
import type { YieldOpportunity } from '../yields/yield-opportunity';
import { type MoveMeasurement, moveEconomics, movePays, scaleEconomics } from './economics';
import { IDLE_PROTOCOL, idleSources } from './idle';
import {
  actionableOpportunities,
  bridgedTokenPools,
  countFiltered,
  type DepositVenue,
  depositVenue,
} from './opportunities';
import { pickRecommendations, profileForRisk } from './profiles';
import { type CashReserve, NO_RESERVE, type OptimizeRequest, type OptimizerProfile } from './request';
import type {
  CurrentPosition,
  DroppedCandidate,
  MoveEconomics,
  OptimizerResult,
  RebalancingAction,
  Recommendation,
} from './result';

/** CCTP moves USDC only: any other asset would need a swap on the way. */
export const BRIDGEABLE_ASSET = 'USDC';

export type PositionDetail = {
  position: CurrentPosition;
  entry: BalanceEntry;
  /** How the money comes out of its protocol; undefined for idle money, already in the wallet. */
  withdraw: WithdrawVenue | undefined;
  /** The stablecoin the source yields (USDC, USDT, DAI) and its token on the source chain. */
  asset: string;
  token: Address;
  /** USD that may move: the whole value, less the cash reserve for idle money. */
  movableUsd: number;
  /** The yields row of the pool this position sits in, when listed. */
  venueId: string | undefined;
};

export type MoveCandidate = {
  id: string;
  from: PositionDetail;
  destination: YieldOpportunity;
  deposit: DepositVenue;
  amountUnits: bigint;
  amountUsd: number;
  wholePosition: boolean;
  crossChain: boolean;
};

export type OptimizationPlan = {
  request: OptimizeRequest;
  profile: OptimizerProfile;
  positions: PositionDetail[];
  totalValue: number;
  currentWeightedAPY: number;
  recommendations: Recommendation[];
  candidates: MoveCandidate[];
  dropped: PlannedDrop[];
  considered: number;
};

export const venueLabel = (protocol: string, chain: string) => `${protocol}@${chain}`;
const fmtPct = (v: number) => `${v.toFixed(2)}%`;
const fmtUsd = (v: number) => `$${Math.abs(v) < 100 ? v.toFixed(2) : Math.round(v).toLocaleString('en-US')}`;
const fmtDays = (d: number) =>
  d < 1 ? 'under a day' : `${Math.ceil(d)} day${Math.ceil(d) === 1 ? '' : 's'}`;

export function positionId(entry: BalanceEntry): string {
  return `${entry.chainId}:${(entry.marketId ?? entry.asset.address).toLowerCase()}`;
}

/** Listed pools with a contract address, by chain and asset: one pass over the list, whatever its size. */
function poolIndex(list: readonly YieldOpportunity[]): Map<string, YieldOpportunity[]> {
  const index = new Map<string, YieldOpportunity[]>();
  for (const o of list) {
    if (!o.poolAddress) continue;
    const key = `${o.chainId}:${o.asset}`;
    const bucket = index.get(key);
    if (bucket) bucket.push(o);
    else index.set(key, [o]);
  }
  return index;
}

/** The yields row of the pool a position sits in: same chain and asset, pool address = the venue's contract. */
function findVenueRow(w: WithdrawVenue, entry: BalanceEntry, index: Map<string, YieldOpportunity[]>) {
  const targets = new Set([w.pool.toLowerCase(), entry.asset.address.toLowerCase()]);
  if (entry.marketId) targets.add(entry.marketId.toLowerCase());
  return index.get(`${entry.chainId}:${w.asset}`)?.find(
    (o) =>
      !!o.poolAddress &&
      targets.has(o.poolAddress.toLowerCase()) &&
      // Aave lists one Pool for every asset and Morpho Blue one singleton for every market.
      (w.method !== 'morpho-blue' || o.poolAddress.toLowerCase() === entry.marketId?.toLowerCase()),
  );
}

/**
 * The wallet's money the optimizer weighs: positions that earn yield and that Fin can withdraw from (receipts and
 * Morpho positions), and idle stablecoins (0%), less the cash reserve the user keeps.
 */
export function currentPositions(
  entries: readonly BalanceEntry[],
  opportunities: readonly YieldOpportunity[],
  reserve: CashReserve = NO_RESERVE,
): PositionDetail[] {
  const out: PositionDetail[] = [];
  for (const idle of idleSources(entries, reserve)) {
    const { entry } = idle;
    out.push({
      entry,
      withdraw: undefined,
      asset: entry.asset.symbol,
      token: idle.token,
      movableUsd: Math.max(0, entry.valueUSD - idle.reserveUsd),
      venueId: undefined,
      position: {
        id: positionId(entry),
        chain: entry.chainName,
        chainId: entry.chainId,
        protocol: IDLE_PROTOCOL,
        symbol: entry.asset.symbol,
        asset: entry.asset.symbol,
        balance: Number(entry.balance),
        valueUSD: entry.valueUSD,
        apy: 0,
        apyKnown: true,
        riskScore: null,
        idle: true,
        reserveUsd: idle.reserveUsd,
      },
    });
  }
  const index = poolIndex(opportunities);
  for (const entry of entries) {
    if (entry.asset.type === 'stablecoin' || !(entry.valueUSD > 0)) continue;
    const withdraw = withdrawVenue(entry);
    if (!withdraw) continue;
    const row = findVenueRow(withdraw, entry, index);
    const apy = entry.apy ?? row?.apy ?? undefined;
    out.push({
      entry,
      withdraw,
      asset: withdraw.asset,
      token: withdraw.token,
      movableUsd: entry.valueUSD,
      venueId: row?.id,
      position: {
        id: positionId(entry),
        chain: entry.chainName,
        chainId: entry.chainId,
        protocol: withdraw.protocol,
        symbol: entry.asset.symbol,
        asset: withdraw.asset,
        balance: Number(entry.balance),
        valueUSD: entry.valueUSD,
        apy: typeof apy === 'number' && Number.isFinite(apy) ? apy : 0,
        apyKnown: typeof apy === 'number' && Number.isFinite(apy),
        riskScore: row ? row.riskScore : null,
        idle: false,
        reserveUsd: 0,
      },
    });
  }
  return out;
}

function dropped(
  c: { from: PositionDetail; destination: YieldOpportunity },
  code: DroppedCandidate['code'],
  reason: string,
  economics?: MoveEconomics,
): DroppedCandidate {
  return {
    from: venueLabel(c.from.position.protocol, c.from.position.chain),
    to: venueLabel(c.destination.protocol, c.destination.chain),
    fromPositionId: c.from.position.id,
    toOpportunityId: c.destination.id,
    code,
    reason,
    ...(economics ? { economics } : {}),
  };
}

/** A candidate dropped before any chain is asked; `measure` when the move is possible, for its arithmetic. */
export type PlannedDrop = { drop: DroppedCandidate; measure?: MoveCandidate };

/**
 * One position paired with one pool: the candidate move to measure, or why it is dropped before any chain is
 * asked (same pool, a swap needed, only USDC crosses chains, the listed APY misses the bar, too small, pool cap).
 * A drop the move itself would survive (the bar, too small, the pool cap) carries the move as it would be, so its
 * arithmetic is measured and shown like a proposed move's.
 */
export function pairCandidate(
  from: PositionDetail,
  destination: YieldOpportunity,
  settings: OptimizeRequest['settings'],
): { ok: true; candidate: MoveCandidate } | ({ ok: false } & PlannedDrop) {
  const pair = { from, destination };
  const fail = (code: DroppedCandidate['code'], reason: string, measure?: MoveCandidate) => ({
    ok: false as const,
    drop: dropped(pair, code, reason),
    ...(measure ? { measure } : {}),
  });
  const deposit = depositVenue(destination);
  const toApy = destination.apy;
  if (!deposit || typeof toApy !== 'number' || !Number.isFinite(toApy)) {
    return fail('not-simulated', `Fin cannot deposit into ${destination.protocol} on ${destination.chain}.`);
  }
  const fromApy = from.position.apy;
  if (from.venueId === destination.id) return fail('same-venue', 'The money is already in this pool.');
  if (from.asset !== destination.asset) {
    return fail(
      'asset-mismatch',
      `This pool takes ${destination.asset}; the ${from.withdraw ? 'position' : 'idle money'} is ${from.asset}, and Fin does not swap.`,
    );
  }
  const crossChain = from.position.chainId !== destination.chainId;
  if (crossChain && destination.asset !== BRIDGEABLE_ASSET) {
    return fail('bridge-usdc-only', `Only USDC moves between chains (CCTP); this is ${destination.asset}.`);
  }
  const value = from.movableUsd;
  const poolCap =
    typeof destination.tvl === 'number' && destination.tvl > 0
      ? destination.tvl * settings.maxPoolShare
      : Number.POSITIVE_INFINITY;
  const amountUsd = Math.min(value, poolCap);
  // Whole = everything the source holds; idle money with a reserve never moves whole.
  const whole = amountUsd >= value && value >= from.position.valueUSD;
  const candidate: MoveCandidate | undefined =
    amountUsd > 0
      ? {
          id: `${from.position.id}->${destination.id}`,
          from,
          destination,
          deposit,
          amountUnits: whole
            ? BigInt(from.entry.rawBalance)
            : parseUnits(amountUsd.toFixed(Math.min(deposit.decimals, 6)), deposit.decimals),
          amountUsd,
          wholePosition: whole,
          crossChain,
        }
      : undefined;
  // A deposit only ever lowers a pool's rate, so a pool that misses the bar at its listed APY misses it after.
  if (toApy - fromApy < settings.minImprovementApy) {
    return fail(
      'below-min-improvement',
      toApy <= fromApy
        ? `Pays ${fmtPct(toApy)}, not more than the ${fmtPct(fromApy)} this ${from.withdraw ? 'position' : 'idle money'} earns now.`
        : `Pays ${fmtPct(toApy)} vs ${fmtPct(fromApy)} now: +${(toApy - fromApy).toFixed(2)} points, under the minimum of +${settings.minImprovementApy} points.`,
      candidate,
    );
  }
  if (!from.withdraw && value < settings.minMoveUsd) {
    return fail(
      'too-small',
      from.position.reserveUsd > 0
        ? `The cash reserve keeps ${fmtUsd(from.position.reserveUsd)} of this ${fmtUsd(from.position.valueUSD)} idle; the ${fmtUsd(value)} left is under the ${fmtUsd(settings.minMoveUsd)} minimum move.`
        : `${fmtUsd(value)} is under the ${fmtUsd(settings.minMoveUsd)} minimum move.`,
      candidate,
    );
  }
  if (amountUsd < settings.minMoveUsd) {
    return amountUsd < value
      ? fail(
          'pool-cap',
          `The pool cap (${settings.maxPoolShare * 100}% of its ${fmtUsd(destination.tvl ?? 0)} TVL) leaves ${fmtUsd(amountUsd)}, under the ${fmtUsd(settings.minMoveUsd)} minimum move.`,
          candidate,
        )
      : fail(
          'too-small',
          `${fmtUsd(value)} is under the ${fmtUsd(settings.minMoveUsd)} minimum move.`,
          candidate,
        );
  }
  return { ok: true, candidate: candidate as MoveCandidate };
}

/**
 * Pools the profile would have picked but no move can reach, since they take a bridged token (USDC.e): each USDC
 * source is dropped against them with that reason, so the user learns why the best pool is not proposed.
 */
function unreachablePicks(
  profile: OptimizerProfile,
  picks: readonly { opportunity: YieldOpportunity }[],
  list: readonly YieldOpportunity[],
  request: OptimizeRequest,
  positions: readonly PositionDetail[],
): PlannedDrop[] {
  const bridged = bridgedTokenPools(list, request.filters);
  if (bridged.length === 0) return [];
  const tokenOf = new Map(bridged.map((b) => [b.opportunity.id, b.token]));
  // The picks the profile makes when these pools count too: the reachable picks compete with them per rule.
  const wouldPick = pickRecommendations(profile, [
    ...picks.map((p) => p.opportunity),
    ...bridged.map((b) => b.opportunity),
  ]).filter((p) => tokenOf.has(p.opportunity.id));
  const out: PlannedDrop[] = [];
  for (const { opportunity: destination } of wouldPick) {
    const token = tokenOf.get(destination.id) as string;
    for (const from of positions) {
      if (from.asset !== destination.asset || !(from.movableUsd > 0)) continue;
      out.push({
        drop: dropped(
          { from, destination },
          'bridged-token',
          `${destination.protocol} on ${destination.chain} pays ${fmtPct(destination.apy as number)} but takes ${token} (bridged ${destination.asset}), not ${destination.asset}: CCTP mints native ${destination.asset} and Fin does not swap, so no move can reach it.`,
        ),
      });
    }
  }
  return out;
}

/** Phase 1: recommendations and the candidate moves worth measuring. */
export function planOptimization(input: {
  entries: readonly BalanceEntry[];
  opportunities: readonly YieldOpportunity[];
  request: OptimizeRequest;
}): OptimizationPlan {
  const { request } = input;
  const { settings } = request;
  const profile = request.profile ?? profileForRisk(request.riskTolerance);
  const positions = currentPositions(input.entries, input.opportunities, settings.cashReserve);
  const totalValue = positions.reduce((s, p) => s + p.position.valueUSD, 0);
  const currentWeightedAPY = weightedAverageApy(
    positions.map((p) => ({ value: p.position.valueUSD, apy: p.position.apy })),
  );
  const pool = actionableOpportunities(
    input.opportunities,
    request.filters,
    request.sortBy,
    request.preferences.preferredChains,
  );
  const picks = pickRecommendations(profile, pool);
  const recommendations: Recommendation[] = picks.map(({ opportunity: o, rule }) => ({
    id: o.id,
    chain: o.chain,
    chainId: o.chainId,
    protocol: o.protocol,
    asset: o.asset,
    type: o.type,
    apy: o.apy as number,
    riskScore: o.riskScore,
    riskLevel: o.riskLevel,
    tvl: o.tvl,
    improvementOverCurrent: (o.apy as number) - currentWeightedAPY,
    poolAddress: o.poolAddress as string,
    rule,
  }));

  const candidates: MoveCandidate[] = [];
  const drops: PlannedDrop[] = [];
  for (const from of positions) {
    for (const { opportunity: destination } of picks) {
      const verdict = pairCandidate(from, destination, settings);
      if (verdict.ok) candidates.push(verdict.candidate);
      else
        drops.push(
          verdict.measure ? { drop: verdict.drop, measure: verdict.measure } : { drop: verdict.drop },
        );
    }
  }
  drops.push(...unreachablePicks(profile, picks, input.opportunities, request, positions));
  return {
    request,
    profile,
    positions,
    totalValue,
    currentWeightedAPY,
    recommendations,
    candidates,
    dropped: drops,
    considered: countFiltered(input.opportunities, request.filters),
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

function toAction(
  c: MoveCandidate,
  e: MoveEconomics,
  amountUnits: bigint,
  whole: boolean,
): RebalancingAction {
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
    wholePosition: whole,
    crossChain: c.crossChain,
    reason: actionReason(c, e),
    expectedImprovement: e.toApyAfter - e.fromApy,
    economics: e,
  };
}

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
  if (gain < request.settings.minImprovementApy) {
    return {
      ok: false,
      drop: dropped(
        c,
        'below-min-improvement',
        `After your ${fmtUsd(e.amountUsd)} lands the pool pays ${fmtPct(e.toApyAfter)} (listed ${fmtPct(e.toApyListed)}): ` +
          `${gain >= 0 ? '+' : ''}${gain.toFixed(2)} points over ${fmtPct(e.fromApy)}, under the minimum of +${request.settings.minImprovementApy} points.`,
        e,
      ),
    };
  }
  if (!movePays(e)) {
    return {
      ok: false,
      drop: dropped(
        c,
        'does-not-pay',
        `Costs ${fmtUsd(e.costUsd)} and earns ${fmtUsd(e.yearlyGainUsd)} a year more: it repays in ${fmtDays(e.breakEvenDays ?? Infinity)}, ` +
          `beyond your ${e.horizonDays}-day horizon.`,
        e,
      ),
    };
  }
  return { ok: true, economics: e };
}

/** Every move the chains should be asked about: the candidates, then the drops whose arithmetic is shown. */
export function movesToMeasure(plan: OptimizationPlan): MoveCandidate[] {
  return [...plan.candidates, ...plan.dropped.flatMap((d) => (d.measure ? [d.measure] : []))];
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

/** Phase 2: the arithmetic on each measured candidate, one best move per position, venue caps, the summary. */
export function decideMoves(
  plan: OptimizationPlan,
  measurements: ReadonlyMap<string, MoveMeasurement>,
  now: Date,
): OptimizerResult {
  const { request } = plan;
  const { settings } = request;
  const drops = plan.dropped.map((d) => withArithmetic(d, measurements, request.horizonDays));
  const viable: { c: MoveCandidate; e: MoveEconomics }[] = [];
  for (const c of plan.candidates) {
    const verdict = judgeCandidate(c, measurements.get(c.id), request);
    if (verdict.ok) viable.push({ c, e: verdict.economics });
    else drops.push(verdict.drop);
  }
  // The best move per position (highest net gain over the horizon) that fits the caps; the others are dropped with a
  // pointer to it. A source whose best pool is full (caps below) takes its next best.
  viable.sort((a, b) => b.e.netGainUsd - a.e.netGainUsd || (a.c.id < b.c.id ? -1 : 1));
  const bestFor = new Map<string, MoveCandidate>();
  // Venue caps, biggest net gain first: what each venue already holds counts against its cap.
  const cap = settings.maxVenueShare * plan.totalValue;
  const inVenue = new Map<string, number>();
  for (const p of plan.positions)
    if (p.venueId) inVenue.set(p.venueId, (inVenue.get(p.venueId) ?? 0) + p.position.valueUSD);
  // The pool cap holds for the whole plan: several sources (idle money on six chains) may pick the same pool, and
  // together they must not become more than maxPoolShare of it either.
  const intoPool = new Map<string, number>();
  const actions: RebalancingAction[] = [];
  const moved = new Map<string, { amountUsd: number; toApy: number }>();
  for (const { c, e } of viable) {
    const best = bestFor.get(c.from.position.id);
    if (best) {
      drops.push(
        dropped(
          c,
          'better-move',
          `Pays, but moving this position to ${venueLabel(best.destination.protocol, best.destination.chain)} nets more.`,
          e,
        ),
      );
      continue;
    }
    const held = inVenue.get(c.destination.id) ?? 0;
    const tvl = c.destination.tvl;
    const planned = intoPool.get(c.destination.id) ?? 0;
    const poolRoom =
      typeof tvl === 'number' && tvl > 0
        ? Math.max(0, tvl * settings.maxPoolShare - planned)
        : Number.POSITIVE_INFINITY;
    const venueRoom = Math.max(0, cap - held);
    const room = Math.min(venueRoom, poolRoom);
    const byPool = poolRoom < venueRoom;
    const code = byPool ? 'pool-cap' : 'venue-cap';
    let economics = e;
    let amountUnits = c.amountUnits;
    let whole = c.wholePosition;
    // A cent of tolerance: a position that exactly fills the cap is not "over" it.
    if (c.amountUsd > room + 0.01) {
      if (room < settings.minMoveUsd) {
        const where = venueLabel(c.destination.protocol, c.destination.chain);
        drops.push(
          dropped(
            c,
            code,
            byPool
              ? `The plan already puts ${fmtUsd(planned)} into ${where}, at the cap of ${Math.round(settings.maxPoolShare * 100)}% of its ${fmtUsd(tvl ?? 0)} TVL.`
              : `${where} already holds ${fmtUsd(held)}, at the cap of ${Math.round(settings.maxVenueShare * 100)}% of the portfolio.`,
            e,
          ),
        );
        continue;
      }
      economics = scaleEconomics(e, room);
      if (!movePays(economics)) {
        drops.push(
          dropped(
            c,
            code,
            `Capped at ${fmtUsd(room)} by the ${byPool ? 'pool' : 'venue'} cap, the move no longer repays its cost within the horizon.`,
            economics,
          ),
        );
        continue;
      }
      amountUnits = parseUnits(room.toFixed(Math.min(c.deposit.decimals, 6)), c.deposit.decimals);
      whole = false;
    }
    bestFor.set(c.from.position.id, c);
    inVenue.set(c.destination.id, held + economics.amountUsd);
    intoPool.set(c.destination.id, planned + economics.amountUsd);
    moved.set(c.from.position.id, { amountUsd: economics.amountUsd, toApy: economics.toApyAfter });
    actions.push(toAction(c, economics, amountUnits, whole));
  }
  const projectedParts: { value: number; apy: number }[] = [];
  for (const p of plan.positions) {
    const m = moved.get(p.position.id);
    const stay = p.position.valueUSD - (m?.amountUsd ?? 0);
    if (stay > 0) projectedParts.push({ value: stay, apy: p.position.apy });
    if (m) projectedParts.push({ value: m.amountUsd, apy: m.toApy });
  }
  const projectedAPY = plan.totalValue > 0 ? weightedAverageApy(projectedParts) : 0;
  return {
    totalValue: plan.totalValue,
    totals: moneyTotals(plan.positions, moved),
    currentWeightedAPY: plan.currentWeightedAPY,
    projectedAPY,
    projectedImprovement: projectedAPY - plan.currentWeightedAPY,
    currentPortfolio: plan.positions.map((p) => p.position),
    recommendations: plan.recommendations,
    rebalancingActions: actions,
    dropped: drops,
    profile: plan.profile,
    riskTolerance: request.riskTolerance,
    horizonDays: request.horizonDays,
    settings,
    opportunitiesConsidered: plan.considered,
    generatedAt: now.toISOString(),
    warnings: plan.positions
      .filter((p) => !p.position.apyKnown)
      .map(
        (p) => `The APY of ${venueLabel(p.position.protocol, p.position.chain)} is unknown: counted as 0%.`,
      ),
  };
}

/** Idle and earning money now, the reserve kept back, and how much idle money the plan puts to work. */
function moneyTotals(
  positions: readonly PositionDetail[],
  moved: ReadonlyMap<string, { amountUsd: number }>,
): OptimizerResult['totals'] {
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
