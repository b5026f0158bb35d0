// Stage 2 of the optimizer: one position paired with one pool, before any chain is asked. Either a candidate move to
// measure, or why it is dropped (same pool, a swap needed, only USDC crosses chains, the listed APY misses the bar,
// too small, pool cap, a pool that takes a bridged token).
import { parseUnits } from 'viem/utils';
import type { YieldOpportunity } from '../yields/yield-opportunity';
import { bridgedTokenPools, type DepositVenue, depositVenue } from './opportunities';
import type { PositionDetail } from './positions';
import { pickRecommendations } from './profiles';
import type { OptimizeRequest, OptimizerProfile, OptimizerSettings } from './request';
import type { DropCode, DroppedCandidate, MoveEconomics } from './result';
import { fmtPct, fmtUsd, venueLabel } from './wording';

/** CCTP moves USDC only: any other asset would need a swap on the way. */
const BRIDGEABLE_ASSET = 'USDC';

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

/** A candidate dropped before any chain is asked; `measure` when the move is possible, for its arithmetic. */
export type PlannedDrop = { drop: DroppedCandidate; measure?: MoveCandidate };

type Pair = { from: PositionDetail; destination: YieldOpportunity };

export function dropped(
  c: Pair,
  code: DropCode,
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

const sourceWord = (from: PositionDetail) => (from.withdraw ? 'position' : 'idle money');

/** Why no move can go from this source to this pool at all, or the pool's deposit venue and APY when one can. */
function reachable({
  from,
  destination,
}: Pair): { code: DropCode; reason: string } | { deposit: DepositVenue; toApy: number; crossChain: boolean } {
  const deposit = depositVenue(destination);
  const toApy = destination.apy;
  if (!deposit || typeof toApy !== 'number' || !Number.isFinite(toApy)) {
    return {
      code: 'not-simulated',
      reason: `Fin cannot deposit into ${destination.protocol} on ${destination.chain}.`,
    };
  }
  if (from.venueId === destination.id)
    return { code: 'same-venue', reason: 'The money is already in this pool.' };
  if (from.asset !== destination.asset) {
    return {
      code: 'asset-mismatch',
      reason: `This pool takes ${destination.asset}; the ${sourceWord(from)} is ${from.asset}, and Fin does not swap.`,
    };
  }
  const crossChain = from.position.chainId !== destination.chainId;
  if (crossChain && destination.asset !== BRIDGEABLE_ASSET) {
    return {
      code: 'bridge-usdc-only',
      reason: `Only USDC moves between chains (CCTP); this is ${destination.asset}.`,
    };
  }
  return { deposit, toApy, crossChain };
}

/** USD a move from this source may take into this pool: all it may move, capped at the pool's share of its TVL. */
function moveAmountUsd({ from, destination }: Pair, maxPoolShare: number): number {
  const poolCap =
    typeof destination.tvl === 'number' && destination.tvl > 0
      ? destination.tvl * maxPoolShare
      : Number.POSITIVE_INFINITY;
  return Math.min(from.movableUsd, poolCap);
}

/** The move as it would be, in the pool token's units; none when it would move nothing. */
function sizeMove(
  { from, destination }: Pair,
  deposit: DepositVenue,
  crossChain: boolean,
  amountUsd: number,
): MoveCandidate | undefined {
  if (!(amountUsd > 0)) return undefined;
  // Whole = everything the source holds; idle money with a reserve never moves whole.
  const whole = amountUsd >= from.movableUsd && from.movableUsd >= from.position.valueUSD;
  return {
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
  };
}

/**
 * The thresholds a possible move must clear before it is measured: the minimum improvement at the listed APY, the
 * minimum move (after the reserve for idle money, after the pool cap for any source). Undefined when it clears them.
 */
function belowThresholds(
  { from, destination }: Pair,
  toApy: number,
  amountUsd: number,
  settings: OptimizerSettings,
): { code: DropCode; reason: string } | undefined {
  const fromApy = from.position.apy;
  const value = from.movableUsd;
  const minMove = fmtUsd(settings.minMoveUsd);
  // A deposit only ever lowers a pool's rate, so a pool that misses the bar at its listed APY misses it after.
  if (toApy - fromApy < settings.minImprovementApy) {
    return {
      code: 'below-min-improvement',
      reason:
        toApy <= fromApy
          ? `Pays ${fmtPct(toApy)}, not more than the ${fmtPct(fromApy)} this ${sourceWord(from)} earns now.`
          : `Pays ${fmtPct(toApy)} vs ${fmtPct(fromApy)} now: +${(toApy - fromApy).toFixed(2)} points, under the minimum of +${settings.minImprovementApy} points.`,
    };
  }
  if (!from.withdraw && value < settings.minMoveUsd) {
    return {
      code: 'too-small',
      reason:
        from.position.reserveUsd > 0
          ? `The cash reserve keeps ${fmtUsd(from.position.reserveUsd)} of this ${fmtUsd(from.position.valueUSD)} idle; the ${fmtUsd(value)} left is under the ${minMove} minimum move.`
          : `${fmtUsd(value)} is under the ${minMove} minimum move.`,
    };
  }
  if (amountUsd >= settings.minMoveUsd) return undefined;
  return amountUsd < value
    ? {
        code: 'pool-cap',
        reason: `The pool cap (${settings.maxPoolShare * 100}% of its ${fmtUsd(destination.tvl ?? 0)} TVL) leaves ${fmtUsd(amountUsd)}, under the ${minMove} minimum move.`,
      }
    : { code: 'too-small', reason: `${fmtUsd(value)} is under the ${minMove} minimum move.` };
}

/**
 * One position paired with one pool: the candidate move to measure, or why it is dropped before any chain is asked.
 * A drop the move itself would survive (the bar, too small, the pool cap) carries the move as it would be, so its
 * arithmetic is measured and shown like a proposed move's.
 */
export function pairCandidate(
  from: PositionDetail,
  destination: YieldOpportunity,
  settings: OptimizeRequest['settings'],
): { ok: true; candidate: MoveCandidate } | ({ ok: false } & PlannedDrop) {
  const pair = { from, destination };
  const route = reachable(pair);
  if ('code' in route) return { ok: false, drop: dropped(pair, route.code, route.reason) };
  const amountUsd = moveAmountUsd(pair, settings.maxPoolShare);
  const candidate = sizeMove(pair, route.deposit, route.crossChain, amountUsd);
  const miss = belowThresholds(pair, route.toApy, amountUsd, settings);
  if (miss) {
    return {
      ok: false,
      drop: dropped(pair, miss.code, miss.reason),
      ...(candidate ? { measure: candidate } : {}),
    };
  }
  return { ok: true, candidate: candidate as MoveCandidate };
}

/**
 * Pools the profile would have picked but no move can reach, since they take a bridged token (USDC.e): each USDC
 * source is dropped against them with that reason, so the user learns why the best pool is not proposed.
 */
export function unreachablePicks(
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
