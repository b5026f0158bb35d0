import { describe, expect, it } from 'vitest';
import { testMeasurement } from '../../../testing/optimizer-test-data';
import { moveEconomics, movePays, withBridgeFee } from './economics';

const bridged = (feeUsd: number) =>
  moveEconomics({
    amountUsd: 10_000,
    fromApy: 3,
    toApyListed: 5,
    measurement: { ...testMeasurement(5), bridgeFeeUsd: feeUsd, bridgeTime: '8-20 seconds' },
    horizonDays: 30,
  });

describe('a move bridged on other terms', () => {
  it('the fee and time replaced, the cost, payback and net gain follow', () => {
    const fast = bridged(40);
    const standard = withBridgeFee(fast, 0, '15-19 minutes');
    expect(standard.bridgeFeeUsd).toBe(0);
    expect(standard.bridgeTime).toBe('15-19 minutes');
    expect(standard.costUsd).toBeCloseTo(fast.costUsd - 40, 9);
    expect(standard.yearlyGainUsd).toBe(fast.yearlyGainUsd);
    expect(standard.netGainUsd).toBeCloseTo(fast.netGainUsd + 40, 9);
    expect(standard.breakEvenDays).toBeCloseTo(standard.costUsd / (fast.yearlyGainUsd / 365), 9);
  });

  it('a fee that eats the gain makes the move not pay', () => {
    const fast = bridged(0);
    expect(movePays(fast)).toBe(true);
    expect(movePays(withBridgeFee(fast, 100, '15-19 minutes'))).toBe(false);
  });
});
