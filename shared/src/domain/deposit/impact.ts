// "What does my deposit do to the rate, and when has it paid for its gas?" — beyond the spec, for pools Fin reads
// on-chain. The rate is measured, not modelled: the page simulates the deposit (eth_simulateV1) and reads the
// pool's own growth measure (Aave's normalized income, Comet's total supply, Moonwell's exchange rate, an ERC-4626
// share price) at two times one day apart. Each protocol's contract code then applies its real rate curve to
// the utilization your amount leaves behind. This file holds the pure parts: which read to make and the maths.
import type { Address } from 'viem';
import { AAVE_V3_POOL_ABI, COMPOUND_V3_COMET_ABI, ERC4626_ABI, MOONWELL_MTOKEN_ABI } from './abis';
import type { DepositMethod } from './plan';

/** The two reads are this far apart in simulated time. */
export const PROBE_PERIOD_SECONDS = 86_400;
const SECONDS_PER_YEAR = 365 * 86_400;
/** Shares converted for an ERC-4626 share price: large enough to keep 6-decimal assets precise. */
const PROBE_SHARES = 10n ** 27n;

export type GrowthRead =
  | { to: Address; abi: typeof AAVE_V3_POOL_ABI; functionName: 'getReserveNormalizedIncome'; args: [Address] }
  | { to: Address; abi: typeof COMPOUND_V3_COMET_ABI; functionName: 'totalSupply'; args: [] }
  | { to: Address; abi: typeof MOONWELL_MTOKEN_ABI; functionName: 'exchangeRateCurrent'; args: [] }
  | { to: Address; abi: typeof ERC4626_ABI; functionName: 'convertToAssets'; args: [bigint] };

/**
 * The read whose growth over time is the pool's supply yield, or undefined for a method Fin cannot measure.
 * All of them are views that include interest not yet booked, so no transaction is needed between the reads.
 */
export function growthRead(
  method: DepositMethod,
  pool: Address,
  token: Address | undefined,
): GrowthRead | undefined {
  switch (method) {
    case 'aave-v3':
    case 'aave-v2':
      return token
        ? { to: pool, abi: AAVE_V3_POOL_ABI, functionName: 'getReserveNormalizedIncome', args: [token] }
        : undefined;
    case 'compound-v3':
      return { to: pool, abi: COMPOUND_V3_COMET_ABI, functionName: 'totalSupply', args: [] };
    case 'moonwell':
    case 'dforce':
      return { to: pool, abi: MOONWELL_MTOKEN_ABI, functionName: 'exchangeRateCurrent', args: [] };
    case 'morpho-vault':
    case 'erc4626':
      return { to: pool, abi: ERC4626_ABI, functionName: 'convertToAssets', args: [PROBE_SHARES] };
    default:
      return undefined;
  }
}

/**
 * APY in percent from a growth measure read `periodSeconds` apart, compounded daily like the yield calculator:
 * daily rate = growth per day, APY = (1 + daily)^365 − 1. Null when the reads cannot give a rate.
 */
export function growthToApy(start: bigint, end: bigint, periodSeconds = PROBE_PERIOD_SECONDS): number | null {
  if (start <= 0n || end < start || periodSeconds <= 0) return null;
  // Scale in bigint first so 27-decimal indexes keep their precision in the float.
  const growth = Number(((end - start) * 10n ** 18n) / start) / 1e18;
  const daily = growth * (86_400 / periodSeconds);
  return ((1 + daily) ** (SECONDS_PER_YEAR / 86_400) - 1) * 100;
}

export type GasPaybackInput = {
  /** Gas units of the deposit's transactions (approve + deposit), as the simulation used them. */
  gasUnits: bigint;
  gasPriceWei: bigint;
  /** USD price of the chain's native coin, from Fin's fixed price table (prices.ts: no price is fetched). */
  nativePriceUsd: number;
  /** Deposit value in USD. */
  amountUsd: number;
  /** APY after the deposit, percent. */
  apy: number;
};

export type GasPayback = { gasCostUsd: number; days: number | null };

/** Gas cost in USD and the days of earnings (at the first day's daily-compounding rate) that repay it. */
export function gasPayback(input: GasPaybackInput): GasPayback {
  const gasCostUsd = (Number(input.gasUnits * input.gasPriceWei) / 1e18) * input.nativePriceUsd;
  const dailyEarnings = input.amountUsd * (input.apy / 100 / 365);
  const days = dailyEarnings > 0 && Number.isFinite(gasCostUsd) ? gasCostUsd / dailyEarnings : null;
  return { gasCostUsd, days };
}
