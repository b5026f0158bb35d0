import {
  burnMaxFee,
  ESTIMATED_TIME,
  FALLBACK_FEE_SCHEDULE,
  fastAllowanceText,
  fastTransferFee,
  fastUnavailableReason,
  feeScheduleFromIris,
  grossUpForFastFee,
  quoteTransfer,
} from './fees';

const live = feeScheduleFromIris([
  { finalityThreshold: 1000, minimumFee: 1 },
  { finalityThreshold: 2000, minimumFee: 0 },
]);

test("Circle's fast row in basis points becomes the schedule's percentage", () => {
  expect(live).toEqual({ minimumFee: 0n, percentage: 0.01, maxFee: null });
  expect(feeScheduleFromIris({ error: 'x' })).toBeNull();
  expect(feeScheduleFromIris([{ finalityThreshold: 2000, minimumFee: 0 }])).toBeNull();
});

test('fast fee = amount x floor(percentage x 10000) / 1e6, clamped to the schedule', () => {
  // 1 bp of 1000 USDC = 0.1 USDC.
  expect(fastTransferFee(1_000_000_000n, live!)).toBe(100_000n);
  // Fractional basis points (1.3 bp, as on mainnet Base) and a float that lands under a whole number.
  expect(fastTransferFee(1_000_000_000n, { minimumFee: 0n, percentage: 0.013, maxFee: null })).toBe(130_000n);
  expect(fastTransferFee(1_000_000_000n, { minimumFee: 0n, percentage: 0.29, maxFee: null })).toBe(
    2_900_000n,
  );
  expect(fastTransferFee(1_000_000n, { minimumFee: 5_000n, percentage: 0.01, maxFee: null })).toBe(5_000n);
  expect(fastTransferFee(10_000_000_000_000n, { minimumFee: 0n, percentage: 0.01, maxFee: 1_000_000n })).toBe(
    1_000_000n,
  );
  expect(fastTransferFee(5_000_000n, FALLBACK_FEE_SCHEDULE)).toBe(0n);
  expect(fastTransferFee(0n, live!)).toBe(0n);
});

const base = {
  sourceChainId: 8453,
  destinationChainId: 42161,
  schedule: live,
  allowanceUsdc: 1000,
  wanted: 'fast' as const,
};

test('fast is offered within the allowance from chains that have it, with fee and receive lines', () => {
  const q = quoteTransfer({ ...base, amount: 500_000_000n });
  expect(q.fastEligible).toBe(true);
  expect(q.mode).toMatchObject({
    type: 'fast',
    minFinalityThreshold: 1000,
    estimatedTime: ESTIMATED_TIME.fast,
  });
  expect(q.fee).toBe(50_000n);
  expect(q.total).toBe(500_000_000n);
  expect(q.receive).toBe(499_950_000n);
});

test('no fast from Avalanche or Polygon, above the allowance, for zero amounts or with no allowance known', () => {
  for (const sourceChainId of [43114, 137]) {
    const q = quoteTransfer({ ...base, sourceChainId, amount: 1_000_000n });
    expect(q.fastEligible).toBe(false);
    expect(q.mode).toMatchObject({
      type: 'standard',
      minFinalityThreshold: 2000,
      estimatedTime: ESTIMATED_TIME.noFastSupport,
    });
    expect(q.fee).toBe(0n);
  }
  expect(quoteTransfer({ ...base, amount: 1_000_000_001n }).fastEligible).toBe(false);
  expect(quoteTransfer({ ...base, amount: 0n })).toMatchObject({ fastEligible: false, fee: 0n });
  expect(quoteTransfer({ ...base, amount: 1n, allowanceUsdc: null }).fastEligible).toBe(false);
  // An unsupported chain (Flow has no CCTP contracts) falls back to standard with fee 0.
  expect(quoteTransfer({ ...base, destinationChainId: 747, amount: 1_000_000n })).toMatchObject({
    fastEligible: false,
    fee: 0n,
  });
});

test('standard chosen on a fast-capable route shows fee 0 and 15-19 minutes', () => {
  const q = quoteTransfer({ ...base, wanted: 'standard', amount: 1_000_000n });
  expect(q.fastEligible).toBe(true);
  expect(q.mode).toMatchObject({ type: 'standard', estimatedTime: ESTIMATED_TIME.standard });
  expect(q.fee).toBe(0n);
});

test("the burn's maxFee: quote + 20% + 1, never under the on-chain minimum, always under the amount", () => {
  expect(burnMaxFee({ amount: 1_000_000_000n, quotedFee: 100_000n, fast: true, onchainMinFee: 0n })).toBe(
    120_001n,
  );
  expect(
    burnMaxFee({ amount: 1_000_000_000n, quotedFee: 100_000n, fast: true, onchainMinFee: 500_000n }),
  ).toBe(500_000n);
  expect(burnMaxFee({ amount: 1_000_000n, quotedFee: 0n, fast: false, onchainMinFee: 0n })).toBe(0n);
  expect(() => burnMaxFee({ amount: 10n, quotedFee: 9n, fast: true, onchainMinFee: 0n })).toThrow(
    /too small/,
  );
});

test('grossing up a shortfall for the fast fee delivers at least the shortfall', () => {
  const schedule = { minimumFee: 0n, percentage: 0.01, maxFee: null };
  for (const net of [1n, 999_999n, 123_456_789n, 10_000_000_000n]) {
    const gross = grossUpForFastFee(net, schedule);
    expect(gross - fastTransferFee(gross, schedule)).toBeGreaterThanOrEqual(net);
    // No more than the fee (plus one unit of rounding) on top.
    expect(gross - net).toBeLessThanOrEqual(fastTransferFee(gross, schedule) + 1n);
  }
  expect(grossUpForFastFee(1_000_000n, { minimumFee: 5_000n, percentage: 0, maxFee: null })).toBe(1_005_000n);
});

describe('why Fast is not on offer', () => {
  const route = { sourceChainId: 8453, destinationChainId: 42161 };
  test('within the allowance from a fast source there is no reason', () => {
    expect(fastUnavailableReason({ ...route, amount: 20_000_000n, allowanceUsdc: 20 })).toBeNull();
  });
  test('no amount yet: nothing to judge', () => {
    expect(fastUnavailableReason({ ...route, amount: 0n, allowanceUsdc: null })).toBeNull();
  });
  test('above the allowance left, with both figures', () => {
    expect(fastUnavailableReason({ ...route, amount: 25_000_000n, allowanceUsdc: 20 })).toBe(
      "Fast is not available: 25 USDC is more than Circle's fast allowance left (20 USDC). This transfer goes at standard speed.",
    );
  });
  test('an allowance that could not be read', () => {
    expect(fastUnavailableReason({ ...route, amount: 1n, allowanceUsdc: null })).toMatch(/could not be read/);
  });
  test('a source chain without Fast names the chain, whatever the allowance', () => {
    for (const [id, name] of [
      [43114, 'Avalanche'],
      [137, 'Polygon'],
    ] as const) {
      expect(
        fastUnavailableReason({ sourceChainId: id, destinationChainId: 8453, amount: 1n, allowanceUsdc: 99 }),
      ).toBe(`Fast is not offered from ${name}; transfers from it settle in 2-3 minutes anyway.`);
    }
  });
  test('the allowance reads in whole USDC with separators', () => {
    expect(fastAllowanceText(50_000_000)).toBe('50,000,000 USDC');
    expect(fastAllowanceText(12.3456789)).toBe('12.345678 USDC');
  });
});
