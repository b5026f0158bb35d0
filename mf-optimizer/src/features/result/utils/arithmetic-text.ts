// How a move's arithmetic is written: dollars to the cent, rates with two decimals, days rounded up, gas units and
// prices. Nothing is recomputed here; these only write the optimizer's numbers.
import type { MoveEconomics } from '@fin/shared/schemas/optimizer';

export const usd = (v: number) =>
  `${v < 0 ? '-' : ''}$${Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const pct = (v: number) => `${v.toFixed(2)}%`;
export const days = (d: number | null) =>
  d === null ? 'never' : d < 1 ? 'under 1 day' : `${Math.ceil(d)} days`;
const units = (n: number) => n.toLocaleString('en-US');
/** Gas prices span 0.001 gwei (L2s) to tens of gwei: four significant digits say each one honestly. */
export const gwei = (v: number) =>
  `${Number(v.toPrecision(4)).toLocaleString('en-US', { maximumFractionDigits: 6 })} gwei`;

/** Which transactions the gas is for, each with its units: what runs on the source chain, then on the pool's. */
export function gasLine(e: MoveEconomics, crossChain: boolean): string {
  const g = e.gasUnits;
  // Idle money is in the wallet already: no withdraw.
  const withdraw = g.withdraw > 0 ? `withdraw ${units(g.withdraw)}` : 'no withdraw (idle money)';
  const deposit = `approve ${units(g.approve)} + deposit ${units(g.deposit)}`;
  if (!crossChain) return `${withdraw}, ${deposit} gas units at ${gwei(e.destinationGasPriceGwei)}`;
  const source = `${withdraw}, approve + burn ${units(g.burn)} at ${gwei(e.sourceGasPriceGwei)}`;
  return `${source}; mint ${units(g.mint)}, ${deposit} at ${gwei(e.destinationGasPriceGwei)} (gas units)`;
}
