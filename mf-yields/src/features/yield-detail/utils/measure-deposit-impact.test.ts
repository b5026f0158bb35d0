// Reading the two simulations back: what a user is told when the deposit would fail, when the pool cannot be
// measured, and the figures when it can (the chain side runs against the devnet in the browser tests).
import { growthToApy } from '@fin/shared/domain/deposit/impact';
import { type Hex, numberToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { impactFrom, probeUnits, type SimulatedBlock } from './measure-deposit-impact';

const word = (n: bigint) => numberToHex(n, { size: 32 });
const decode = (data: Hex) => BigInt(data);
const ok = (data: Hex = '0x', gasUsed = 0n) => ({ status: 'success', data, gasUsed });
/** A day: the deposit calls and the index read at t0, the index read a day later. */
const day = (deposit: ReturnType<typeof ok>[], start: bigint, end: bigint): SimulatedBlock[] => [
  { calls: [...deposit, ok(word(start))] },
  { calls: [ok(word(end))] },
];

const base = { decode, gasPriceWei: 1_000_000_000n, nativePriceUsd: 3000, amountUsd: 1000 };

describe('impactFrom', () => {
  it('gives both APYs, the deposit’s gas and its dollar cost', () => {
    const start = 10n ** 27n;
    const now = day([ok()], start, start + 10n ** 23n);
    const after = day([ok('0x', 50_000n), ok('0x', 150_000n)], start, start + 9n * 10n ** 22n);
    const result = impactFrom({ ...base, now, after, depositCalls: 2 });
    expect(result).toMatchObject({ kind: 'measured', gasUnits: 200_000n });
    if (result.kind !== 'measured') throw new Error('measured');
    expect(result.apyNow).toBe(growthToApy(start, start + 10n ** 23n));
    expect(result.apyAfter).toBeLessThan(result.apyNow);
    expect(result.gasCostUsd).toBeCloseTo(0.6, 9);
    expect(result.paybackDays).toBeGreaterThan(0);
  });

  it('says the wallet cannot fund it when a deposit call fails, and unmeasurable when a read fails', () => {
    const start = 10n ** 27n;
    const failedDeposit = day([ok(), { status: 'failure', data: '0x', gasUsed: 0n }], start, start + 1n);
    expect(
      impactFrom({ ...base, now: day([ok()], start, start + 1n), after: failedDeposit, depositCalls: 2 }),
    ).toEqual({
      kind: 'insufficient-funds',
    });
    const readFailed: SimulatedBlock[] = [
      { calls: [ok(), ok(word(start))] },
      { calls: [{ status: 'failure', data: '0x', gasUsed: 0n }] },
    ];
    expect(
      impactFrom({ ...base, now: readFailed, after: day([ok()], start, start + 1n), depositCalls: 1 }),
    ).toEqual({
      kind: 'unmeasurable',
    });
  });
});

describe('probeUnits', () => {
  it('is a hundredth of a unit, never more than the amount', () => {
    expect(probeUnits(5_000_000n, 6)).toBe(10_000n);
    expect(probeUnits(5_000n, 6)).toBe(5_000n);
    expect(probeUnits(10n ** 18n, 18)).toBe(10n ** 16n);
  });
});
