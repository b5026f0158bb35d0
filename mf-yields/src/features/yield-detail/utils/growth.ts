import { projectYield } from '@fin/shared/domain/yields/earnings';

const GROWTH_POINTS = 30;

/** The projected balance over `days`, sampled at 31 evenly spaced days (the calculator's small chart). */
export function growthPoints(amount: number, apy: number, days: number): { x: number; y: number }[] {
  return Array.from({ length: GROWTH_POINTS + 1 }, (_, i) => {
    const d = (days * i) / GROWTH_POINTS;
    return { x: d, y: projectYield({ amount, apy, days: d }).finalBalance || amount };
  });
}
