// What a transfer costs and how fast it goes: the product's fee rule applied to Circle's live V2 fee schedule,
// fast-transfer eligibility, and the maxFee the burn must carry so Circle does not silently fall back to standard
// speed (`delayReason: insufficient_fee`) and the messenger does not revert under its on-chain minimum.
import { getChain } from '../chains/chains';

/** USDC has 6 decimals on every chain Fin moves it between. */
export const USDC_DECIMALS = 6;
/** Circle's per-burn limit: $10M. */
export const CCTP_MAX_BURN = 10_000_000_000_000n;

/** Finality thresholds of CCTP V2: 1000 = confirmed (fast), 2000 = finalized (standard). */
export const FAST_FINALITY_THRESHOLD = 1000;
export const STANDARD_FINALITY_THRESHOLD = 2000;

/**
 * A fee schedule: `percentage` is in percent (0.01 = 1 basis point); `minimumFee` and `maxFee` are USDC base
 * units; `maxFee` null means no cap.
 */
export type FeeSchedule = { minimumFee: bigint; percentage: number; maxFee: bigint | null };

/** Used when Circle's fee service cannot be reached: no fee, capped at 1 USDC. */
export const FALLBACK_FEE_SCHEDULE: FeeSchedule = { minimumFee: 0n, percentage: 0, maxFee: 1_000_000n };

/** One row of Circle's fee answer (the fee read of attestation-client.ts): `minimumFee` in basis points, may be fractional. */
export type IrisFeeRow = { finalityThreshold: number; minimumFee: number };

/** The fast row of Circle's V2 fee list as a schedule (bps → percent); null if the list has no usable fast row. */
export function feeScheduleFromIris(rows: unknown): FeeSchedule | null {
  if (!Array.isArray(rows)) return null;
  const fast = rows.find(
    (r): r is IrisFeeRow =>
      typeof r === 'object' &&
      r !== null &&
      (r as IrisFeeRow).finalityThreshold === FAST_FINALITY_THRESHOLD &&
      typeof (r as IrisFeeRow).minimumFee === 'number' &&
      Number.isFinite((r as IrisFeeRow).minimumFee) &&
      (r as IrisFeeRow).minimumFee >= 0,
  );
  if (!fast) return null;
  return { minimumFee: 0n, percentage: fast.minimumFee / 100, maxFee: null };
}

/**
 * The forwarding fee of a route in USDC base units, from Circle's fee answer with `?forward=true`: each
 * row carries `forwardFee: {low, med, high}` (gas-based, in base units); Fin quotes `med` for the finality it will
 * burn at. Null when the answer has no usable forwarding fee (the route is not forwarded).
 */
export function forwardFeeFromIris(rows: unknown, finalityThreshold: number): bigint | null {
  if (!Array.isArray(rows)) return null;
  const row = rows.find(
    (r) =>
      typeof r === 'object' &&
      r !== null &&
      (r as { finalityThreshold?: unknown }).finalityThreshold === finalityThreshold,
  ) as { forwardFee?: { med?: unknown } } | undefined;
  const med = row?.forwardFee?.med;
  if (typeof med !== 'number' || !Number.isFinite(med) || med < 0) return null;
  return BigInt(Math.ceil(med));
}

/**
 * The fast fee: amount × floor(percentage × 10000) / 1e6, clamped between the schedule's minimum and maximum.
 * The product of a decimal percentage and 10000 can land a hair under a whole number in binary floating point
 * (0.29 × 10000 = 2899.9999…), so the floor allows for that error instead of losing a unit of the rate.
 */
export function fastTransferFee(amount: bigint, schedule: FeeSchedule): bigint {
  if (amount <= 0n) return 0n;
  const rate = BigInt(Math.floor(schedule.percentage * 10_000 + 1e-9));
  let fee = (amount * rate) / 1_000_000n;
  if (fee < schedule.minimumFee) fee = schedule.minimumFee;
  if (schedule.maxFee !== null && fee > schedule.maxFee) fee = schedule.maxFee;
  return fee;
}

/** Iris reports the fast allowance in whole USDC (a float); as base units, rounded down. */
export function allowanceBaseUnits(allowanceUsdc: number): bigint {
  if (!Number.isFinite(allowanceUsdc) || allowanceUsdc <= 0) return 0n;
  return BigInt(Math.floor(allowanceUsdc * 1e6));
}

/**
 * How a transfer goes: standard or fast finality, the user minting on the destination themselves; or 'forwarded'
 * ('Delivered for you'): fast finality, and Circle's Forwarding Service mints on the destination for a fee taken
 * from the transfer (offered where Fast is: its point is that the user waits for nothing).
 */
export type TransferModeType = 'fast' | 'standard' | 'forwarded';

export type TransferMode = {
  type: TransferModeType;
  minFinalityThreshold: number;
  /** The fee the user pays for this mode, in USDC base units (0 for standard). */
  maxFee: bigint;
  estimatedTime: string;
  available: boolean;
};

export const ESTIMATED_TIME = {
  fast: '8-20 seconds',
  standard: '15-19 minutes',
  /** Forwarded (at fast finality): the attestation, then Circle's relayer mints on the destination. */
  forwarded: '10-30 seconds',
  /** Source chains without fast transfer (Avalanche, Polygon) finalise quickly anyway. */
  noFastSupport: '2-3 minutes',
} as const;

/** Fast can start from this chain towards that one (both CCTP chains, source offers fast). */
export function fastSupportedRoute(sourceChainId: number, destinationChainId: number): boolean {
  const source = getChain(sourceChainId);
  const destination = getChain(destinationChainId);
  return Boolean(
    source?.contracts.tokenMessenger &&
      destination?.contracts.messageTransmitter &&
      source.fastTransferSource,
  );
}

export type TransferQuoteInput = {
  /** USDC base units; 0 or less when the amount field is empty or invalid. */
  amount: bigint;
  sourceChainId: number;
  destinationChainId: number;
  /** Live fast schedule, or null to use the fallback. */
  schedule: FeeSchedule | null;
  /** Live fast allowance in USDC, or null when unknown (then fast is not offered). */
  allowanceUsdc: number | null;
  /** What the user picked; fast is only honoured when eligible, forwarded only with a known forwarding fee. */
  wanted: TransferModeType;
  /** Circle's forwarding fee for the route in USDC base units (`forwardFee.med`), or null when not known. */
  forwardFee?: bigint | null;
};

export type TransferQuote = {
  /** Whether the Standard/Fast toggle is shown. */
  fastEligible: boolean;
  /** Whether 'Delivered for you' is offered: Fast is, a forwarding fee is known, and the amount covers the fees. */
  forwardEligible: boolean;
  mode: TransferMode;
  /** Every fee deducted at mint (the fast fee and, forwarded, the forwarding fee), USDC base units. */
  fee: bigint;
  /** The forwarding fee within `fee` (0 unless forwarded). */
  forwardFee: bigint;
  /** What leaves the wallet (the burn amount). */
  total: bigint;
  /** What the recipient gets on the destination chain. */
  receive: bigint;
};

/**
 * The quote shown under the form. Fast needs a positive amount, a route Circle offers fast on, and an amount
 * within the live allowance; otherwise the transfer is standard with fee 0. Forwarded needs Fast, a known
 * forwarding fee and an amount above both fees; its fee is the fast fee plus the forwarding fee.
 */
export function quoteTransfer(input: TransferQuoteInput): TransferQuote {
  const { amount, sourceChainId, destinationChainId } = input;
  const schedule = input.schedule ?? FALLBACK_FEE_SCHEDULE;
  const routeFast = fastSupportedRoute(sourceChainId, destinationChainId);
  const withinAllowance =
    input.allowanceUsdc !== null && amount > 0n && amount <= allowanceBaseUnits(input.allowanceUsdc);
  const fastEligible = routeFast && amount > 0n && withinAllowance;
  const forwardFee = input.forwardFee ?? null;
  const fastFeeIfAny = fastEligible ? fastTransferFee(amount, schedule) : 0n;
  const forwardEligible = fastEligible && forwardFee !== null && amount > fastFeeIfAny + forwardFee;
  const forwarded = forwardEligible && input.wanted === 'forwarded';
  const fast = fastEligible && input.wanted !== 'standard';
  const fee = (fast ? fastTransferFee(amount, schedule) : 0n) + (forwarded ? (forwardFee ?? 0n) : 0n);
  const positive = amount > 0n ? amount : 0n;
  const standardTime = getChain(sourceChainId)?.fastTransferSource
    ? ESTIMATED_TIME.standard
    : ESTIMATED_TIME.noFastSupport;
  return {
    fastEligible,
    forwardEligible,
    mode: {
      type: forwarded ? 'forwarded' : fast ? 'fast' : 'standard',
      minFinalityThreshold: fast ? FAST_FINALITY_THRESHOLD : STANDARD_FINALITY_THRESHOLD,
      maxFee: fee,
      estimatedTime: forwarded ? ESTIMATED_TIME.forwarded : fast ? ESTIMATED_TIME.fast : standardTime,
      available: fast,
    },
    fee,
    forwardFee: forwarded ? (forwardFee ?? 0n) : 0n,
    total: positive,
    receive: positive > fee ? positive - fee : 0n,
  };
}

/**
 * The `maxFee` to put in depositForBurn: for fast (or forwarded), the quoted fee plus a 20% buffer (Circle's
 * guidance, the live fee can move between quote and burn: the forwarding fee follows destination gas) and one unit
 * for rounding; never under the messenger's on-chain minimum (`getMinFeeAmount`), which reverts the burn. Throws
 * when the fee would eat the whole amount. Circle takes the fee it executes, not maxFee.
 */
export function burnMaxFee(input: {
  amount: bigint;
  quotedFee: bigint;
  fast: boolean;
  onchainMinFee: bigint;
  forwarded?: boolean;
}): bigint {
  const buffered = input.fast || input.forwarded ? input.quotedFee + input.quotedFee / 5n + 1n : 0n;
  const maxFee = buffered > input.onchainMinFee ? buffered : input.onchainMinFee;
  if (maxFee >= input.amount) throw new Error('The amount is too small to cover the transfer fee');
  return maxFee;
}

/**
 * The burn amount that delivers at least `net` after the fast fee is taken at mint: net × 1e6 / (1e6 − rate),
 * rounded up, then checked against the schedule's clamp (a minimum fee can exceed the proportional one).
 */
export function grossUpForFastFee(net: bigint, schedule: FeeSchedule): bigint {
  if (net <= 0n) return 0n;
  const rate = BigInt(Math.floor(schedule.percentage * 10_000 + 1e-9));
  let gross = rate >= 1_000_000n ? net : (net * 1_000_000n + (1_000_000n - rate) - 1n) / (1_000_000n - rate);
  while (gross - fastTransferFee(gross, schedule) < net) gross += 1n;
  return gross;
}

const wholeUsdc = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** Circle's fast allowance left, as the form shows it: '50,000,000 USDC'. */
export function fastAllowanceText(allowanceUsdc: number): string {
  return `${wholeUsdc.format(Number(allowanceBaseUnits(allowanceUsdc)) / 1e6)} USDC`;
}

/**
 * Why a transfer of `amount` cannot go Fast, in the user's words, or null when it can (or there is no amount to
 * judge yet). The reasons match `quoteTransfer`'s eligibility, in the order a user can act on them.
 */
export function fastUnavailableReason(input: {
  amount: bigint;
  sourceChainId: number;
  destinationChainId: number;
  allowanceUsdc: number | null;
}): string | null {
  const source = getChain(input.sourceChainId);
  if (input.amount <= 0n || !source) return null;
  if (!source.fastTransferSource) {
    return `Fast is not offered from ${source.name}; transfers from it settle in ${ESTIMATED_TIME.noFastSupport} anyway.`;
  }
  if (!fastSupportedRoute(input.sourceChainId, input.destinationChainId)) {
    return 'Fast is not offered on this route. This transfer goes at standard speed.';
  }
  if (input.allowanceUsdc === null) {
    return "Fast is not available: Circle's fast allowance could not be read. This transfer goes at standard speed.";
  }
  const allowance = allowanceBaseUnits(input.allowanceUsdc);
  if (input.amount > allowance) {
    const amount = `${wholeUsdc.format(Number(input.amount) / 1e6)} USDC`;
    return `Fast is not available: ${amount} is more than Circle's fast allowance left (${fastAllowanceText(input.allowanceUsdc)}). This transfer goes at standard speed.`;
  }
  return null;
}
