// "Move only when it pays": the arithmetic of one move, computed once here and shown to the user as it is.
// Yearly gain = amount × (destination APY after your deposit − current APY). Cost = gas of every transaction the
// move sends, at the chains' current gas prices, plus the CCTP fee when the chains differ. Break-even = cost ÷
// daily gain. Net gain over the user's horizon = gain × horizon/365 − cost. (The rule the Giza, Sail and
// Blend yield agents follow: move only when the gain beats the cost.)
import type { GasUnits, MoveEconomics } from './result';

const DAYS_PER_YEAR = 365;

/** What the chains said about a move, before any judgement. */
export type MoveMeasurement =
  | {
      ok: true;
      /** Destination APY (percent) once your amount is in; the listed APY when it could not be measured. */
      toApyAfter: number;
      rateMeasured: boolean;
      gasUnits: GasUnits;
      sourceGasPriceWei: bigint;
      destinationGasPriceWei: bigint;
      /** USD price of each chain's native coin (Fin's fixed price table, prices.ts). */
      sourceNativeUsd: number;
      destinationNativeUsd: number;
      bridgeFeeUsd: number;
      /** How long the CCTP transfer takes ('8-20 seconds'); null when the move stays on one chain. */
      bridgeTime: string | null;
    }
  | { ok: false; reason: string };

export function gasCostUsd(units: number, gasPriceWei: bigint, nativeUsd: number): number {
  // Gas price in gwei as a float keeps 9 digits of precision, plenty for a cost in dollars.
  return units * (Number(gasPriceWei) / 1e18) * nativeUsd;
}

const gwei = (wei: bigint) => Number(wei) / 1e9;

export function moveEconomics(input: {
  amountUsd: number;
  fromApy: number;
  toApyListed: number;
  measurement: Extract<MoveMeasurement, { ok: true }>;
  horizonDays: number;
}): MoveEconomics {
  const { amountUsd, fromApy, toApyListed, measurement: m, horizonDays } = input;
  const g = m.gasUnits;
  const sourceGas = gasCostUsd(g.withdraw + g.burn, m.sourceGasPriceWei, m.sourceNativeUsd);
  const destinationGas = gasCostUsd(
    g.approve + g.deposit + g.mint,
    m.destinationGasPriceWei,
    m.destinationNativeUsd,
  );
  const gas = sourceGas + destinationGas;
  const costUsd = gas + m.bridgeFeeUsd;
  const yearlyGainUsd = (amountUsd * (m.toApyAfter - fromApy)) / 100;
  const dailyGain = yearlyGainUsd / DAYS_PER_YEAR;
  return {
    amountUsd,
    fromApy,
    toApyListed,
    toApyAfter: m.toApyAfter,
    rateMeasured: m.rateMeasured,
    yearlyGainUsd,
    gasUnits: g,
    gasCostUsd: gas,
    sourceGasPriceGwei: gwei(m.sourceGasPriceWei),
    destinationGasPriceGwei: gwei(m.destinationGasPriceWei),
    bridgeFeeUsd: m.bridgeFeeUsd,
    bridgeTime: m.bridgeTime,
    costUsd,
    breakEvenDays: dailyGain > 0 ? costUsd / dailyGain : null,
    horizonDays,
    netGainUsd: dailyGain * horizonDays - costUsd,
  };
}

/** A move pays when its extra earnings over the horizon exceed its cost. */
export function movePays(e: MoveEconomics): boolean {
  return e.yearlyGainUsd > 0 && e.netGainUsd > 0;
}

/** The same move at a smaller amount (a cap): gain scales with the amount, the cost does not. */
export function scaleEconomics(e: MoveEconomics, amountUsd: number): MoveEconomics {
  const yearlyGainUsd = (amountUsd * (e.toApyAfter - e.fromApy)) / 100;
  const dailyGain = yearlyGainUsd / DAYS_PER_YEAR;
  return {
    ...e,
    amountUsd,
    yearlyGainUsd,
    breakEvenDays: dailyGain > 0 ? e.costUsd / dailyGain : null,
    netGainUsd: dailyGain * e.horizonDays - e.costUsd,
  };
}

/**
 * The same move bridged on other terms than the optimizer priced (the agent, in no hurry, burns at standard speed):
 * the CCTP fee and time replaced, the cost and what follows from it computed again.
 */
export function withBridgeFee(e: MoveEconomics, bridgeFeeUsd: number, bridgeTime: string): MoveEconomics {
  const costUsd = e.costUsd - e.bridgeFeeUsd + bridgeFeeUsd;
  const dailyGain = e.yearlyGainUsd / DAYS_PER_YEAR;
  return {
    ...e,
    bridgeFeeUsd,
    bridgeTime,
    costUsd,
    breakEvenDays: dailyGain > 0 ? costUsd / dailyGain : null,
    netGainUsd: dailyGain * e.horizonDays - costUsd,
  };
}
