import { describe, expect, it } from 'vitest';
import {
  earningsNote,
  type PositionEarningsInput,
  type PositionFlow,
  positionEarnings,
  realizedApyOf,
  topEarner,
  totalEarned,
} from './earnings';

const DAY = 86_400;
const T0 = 1_750_000_000;
const usdc = (v: number) => BigInt(Math.round(v * 1e6));
const flow = (
  blockNumber: number,
  days: number,
  kind: PositionFlow['kind'],
  amount: number,
): PositionFlow => ({
  blockNumber,
  timestamp: T0 + days * DAY,
  kind,
  assets: usdc(amount),
});

const input = (over: Partial<PositionEarningsInput> = {}): PositionEarningsInput => ({
  flows: [flow(100, 0, 'deposit', 1000), flow(200, 20, 'deposit', 500), flow(300, 40, 'withdraw', 300)],
  valueNowRaw: usdc(1207.924949),
  now: T0 + 60 * DAY,
  decimals: 6,
  priceUsd: 1,
  fromBlock: 0,
  heldBeforeRange: false,
  samples: [],
  ...over,
});

describe('positionEarnings', () => {
  it('counts deposits, top-ups and withdrawals: earned = value now − money in, to the unit', () => {
    const e = positionEarnings(input());
    expect(e).toMatchObject({
      status: 'counted',
      depositedUSD: 1500,
      withdrawnUSD: 300,
      netInUSD: 1200,
      valueUSD: 1207.924949,
      earnedUSD: 7.924949,
      since: T0,
      flowCount: 3,
    });
  });

  it('counts a receipt received from another holder as money in and one sent away as money out', () => {
    const e = positionEarnings(
      input({
        flows: [flow(100, 0, 'transfer-in', 1000), flow(200, 30, 'transfer-out', 400)],
        valueNowRaw: usdc(605),
      }),
    );
    expect(e).toMatchObject({
      status: 'counted',
      depositedUSD: 1000,
      withdrawnUSD: 400,
      netInUSD: 600,
      earnedUSD: 5,
    });
  });

  it('gives no earnings for a position held before the first block read, or whose past cannot be read', () => {
    expect(positionEarnings(input({ heldBeforeRange: true, fromBlock: 5000 }))).toMatchObject({
      status: 'opened-before',
      fromBlock: 5000,
      valueUSD: 1207.924949,
    });
    expect(positionEarnings(input({ heldBeforeRange: 'unknown', fromBlock: 5000 })).status).toBe(
      'unreadable',
    );
  });

  it('charts the value at each sample with the money in up to that block, in block order', () => {
    const e = positionEarnings(
      input({
        samples: [
          { blockNumber: 400, timestamp: T0 + 60 * DAY, valueRaw: usdc(1207.9) },
          { blockNumber: 100, timestamp: T0, valueRaw: usdc(1000) },
          { blockNumber: 200, timestamp: T0 + 20 * DAY, valueRaw: usdc(1503) },
        ],
      }),
    );
    expect(e.series).toEqual([
      { timestamp: T0, valueUSD: 1000, netInUSD: 1000 },
      { timestamp: T0 + 20 * DAY, valueUSD: 1503, netInUSD: 1500 },
      { timestamp: T0 + 60 * DAY, valueUSD: 1207.9, netInUSD: 1200 },
    ]);
  });

  it('values a non-dollar underlying at its price', () => {
    const e = positionEarnings(
      input({ priceUsd: 2, flows: [flow(1, 0, 'deposit', 10)], valueNowRaw: usdc(11) }),
    );
    expect(e).toMatchObject({ netInUSD: 20, earnedUSD: 2 });
  });
});

describe('realizedApyOf (Modified Dietz, annualized)', () => {
  it('is the rate of a single deposit that grew for a year', () => {
    expect(realizedApyOf([flow(1, 0, 'deposit', 1000)], usdc(50), T0 + 365 * DAY)).toBeCloseTo(5, 6);
  });

  it('weights a top-up by the time it was at work', () => {
    // 1000 for a year, plus 1000 for the last half: 1500 average capital earned 75 → 5% a year.
    const flows = [flow(1, 0, 'deposit', 1000), flow(2, 182.5, 'deposit', 1000)];
    expect(realizedApyOf(flows, usdc(75), T0 + 365 * DAY)).toBeCloseTo(5, 6);
  });

  it('compounds a shorter period to a year', () => {
    const apy = realizedApyOf([flow(1, 0, 'deposit', 1000)], usdc(10), T0 + 73 * DAY) as number;
    expect(apy).toBeCloseTo((1.01 ** 5 - 1) * 100, 3);
  });

  it('says nothing under a day of history, without flows, or without capital at work', () => {
    expect(realizedApyOf([flow(1, 0, 'deposit', 1000)], usdc(1), T0 + 3600)).toBeUndefined();
    expect(realizedApyOf([], 0n, T0 + 365 * DAY)).toBeUndefined();
    expect(realizedApyOf([flow(1, 0, 'withdraw', 10)], 0n, T0 + 365 * DAY)).toBeUndefined();
  });
});

describe('totals and the top earner', () => {
  const counted = (earned: number) => ({
    earnings: positionEarnings(input({ valueNowRaw: usdc(1200 + earned) })),
  });
  const before = { earnings: positionEarnings(input({ heldBeforeRange: true, fromBlock: 9 })) };

  it('adds up counted positions only, and names the one that earned the most dollars', () => {
    const list = [counted(3), before, counted(7.5)];
    expect(totalEarned(list)).toBeCloseTo(10.5, 6);
    expect(topEarner(list)).toBe(list[2]);
    expect(totalEarned([before])).toBeUndefined();
    expect(topEarner([before])).toBeUndefined();
  });

  it('words a position without a figure the same way everywhere', () => {
    expect(earningsNote(before.earnings)).toBe(
      'Opened before block 9, the earliest Fin reads on this chain: earnings not counted',
    );
    expect(earningsNote(counted(1).earnings)).toBeUndefined();
  });
});
