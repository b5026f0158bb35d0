// The caps a plan keeps as it takes moves, biggest net gain first: no venue ends up with more than maxVenueShare of
// the portfolio (what it already holds counts), and no pool receives more than maxPoolShare of its TVL from the
// whole plan (several sources, such as idle money on six chains, may pick the same pool).
import { parseUnits } from 'viem/utils';
import { movePays, scaleEconomics } from './economics';
import { dropped, type MoveCandidate } from './pairing';
import type { PositionDetail } from './positions';
import type { OptimizerSettings } from './request';
import type { DroppedCandidate, MoveEconomics } from './result';
import { fmtUsd, venueLabel } from './wording';

export type CapLedger = {
  /** Largest USD one venue may hold. */
  venueCap: number;
  /** USD each venue (yields row id) holds: the positions already there, then the moves taken into it. */
  inVenue: Map<string, number>;
  /** USD the plan's moves put into each pool. */
  intoPool: Map<string, number>;
};

export function capLedger(
  positions: readonly PositionDetail[],
  totalValue: number,
  maxVenueShare: number,
): CapLedger {
  const inVenue = new Map<string, number>();
  for (const p of positions)
    if (p.venueId) inVenue.set(p.venueId, (inVenue.get(p.venueId) ?? 0) + p.position.valueUSD);
  return { venueCap: maxVenueShare * totalValue, inVenue, intoPool: new Map() };
}

export type Fitted = { economics: MoveEconomics; amountUnits: bigint; wholePosition: boolean };

/**
 * The move as the caps let it be: unchanged when it fits, shrunk to the room left when that still pays and clears the
 * minimum move, else dropped with the cap that stopped it.
 */
export function fitToCaps(
  c: MoveCandidate,
  e: MoveEconomics,
  ledger: CapLedger,
  settings: OptimizerSettings,
): { ok: true; move: Fitted } | { ok: false; drop: DroppedCandidate } {
  const held = ledger.inVenue.get(c.destination.id) ?? 0;
  const tvl = c.destination.tvl;
  const planned = ledger.intoPool.get(c.destination.id) ?? 0;
  const poolRoom =
    typeof tvl === 'number' && tvl > 0
      ? Math.max(0, tvl * settings.maxPoolShare - planned)
      : Number.POSITIVE_INFINITY;
  const venueRoom = Math.max(0, ledger.venueCap - held);
  const room = Math.min(venueRoom, poolRoom);
  // A cent of tolerance: a position that exactly fills the cap is not "over" it.
  if (c.amountUsd <= room + 0.01) {
    return { ok: true, move: { economics: e, amountUnits: c.amountUnits, wholePosition: c.wholePosition } };
  }
  const byPool = poolRoom < venueRoom;
  const code = byPool ? 'pool-cap' : 'venue-cap';
  if (room < settings.minMoveUsd) {
    const where = venueLabel(c.destination.protocol, c.destination.chain);
    const reason = byPool
      ? `The plan already puts ${fmtUsd(planned)} into ${where}, at the cap of ${Math.round(settings.maxPoolShare * 100)}% of its ${fmtUsd(tvl ?? 0)} TVL.`
      : `${where} already holds ${fmtUsd(held)}, at the cap of ${Math.round(settings.maxVenueShare * 100)}% of the portfolio.`;
    return { ok: false, drop: dropped(c, code, reason, e) };
  }
  const economics = scaleEconomics(e, room);
  if (!movePays(economics)) {
    return {
      ok: false,
      drop: dropped(
        c,
        code,
        `Capped at ${fmtUsd(room)} by the ${byPool ? 'pool' : 'venue'} cap, the move no longer repays its cost within the horizon.`,
        economics,
      ),
    };
  }
  const amountUnits = parseUnits(room.toFixed(Math.min(c.deposit.decimals, 6)), c.deposit.decimals);
  return { ok: true, move: { economics, amountUnits, wholePosition: false } };
}

/** A move taken: its venue and pool hold that much more. */
export function takeRoom(ledger: CapLedger, c: MoveCandidate, amountUsd: number): void {
  const id = c.destination.id;
  ledger.inVenue.set(id, (ledger.inVenue.get(id) ?? 0) + amountUsd);
  ledger.intoPool.set(id, (ledger.intoPool.get(id) ?? 0) + amountUsd);
}
