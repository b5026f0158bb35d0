import { ESTIMATED_TIME } from '../../domain/cctp/fees';
import { bridgeTerms, NO_CIRCLE_TERMS } from './terms';

// Circle's fast fee of 1.3 bp (mainnet Base's), 1,000 USDC of fast allowance left, a forwarding fee of 0.2 USDC.
const circle = {
  schedule: { minimumFee: 0n, percentage: 0.013, maxFee: null },
  allowanceUsdc: 1000,
  forwardFee: 200_000n,
};
const route = { sourceChainId: 8453, destinationChainId: 42161, circle };
const usdc = (n: number) => BigInt(Math.round(n * 1e6));

describe('a transfer of a given amount (the form, the optimizer, the chat)', () => {
  test('Fast within the allowance: the fee is taken from the amount, which arrives less the fee', () => {
    const t = bridgeTerms({ ...route, amount: usdc(500), wanted: 'fast' });
    expect(t).toMatchObject({
      fast: true,
      forward: false,
      minFinalityThreshold: 1000,
      estimatedTime: ESTIMATED_TIME.fast,
      fee: usdc(0.065),
      total: usdc(500),
      receive: usdc(499.935),
      maxFee: null,
    });
  });

  test('above the allowance, or with no allowance known, it goes standard: no fee, the whole amount arrives', () => {
    for (const t of [
      bridgeTerms({ ...route, amount: usdc(1500), wanted: 'fast' }),
      bridgeTerms({
        ...route,
        circle: { ...circle, allowanceUsdc: null },
        amount: usdc(500),
        wanted: 'fast',
      }),
      bridgeTerms({ ...route, circle: NO_CIRCLE_TERMS, amount: usdc(500), wanted: 'fast' }),
    ]) {
      expect(t).toMatchObject({ fast: false, minFinalityThreshold: 2000, fee: 0n });
      expect(t.receive).toBe(t.total);
    }
  });

  test('from a chain without Fast (Avalanche) it is standard, settling in minutes', () => {
    const t = bridgeTerms({ ...route, sourceChainId: 43114, amount: usdc(10), wanted: 'fast' });
    expect(t).toMatchObject({ fast: false, fee: 0n, estimatedTime: ESTIMATED_TIME.noFastSupport });
  });

  test('standard asked for on a fast route: no fee, 15-19 minutes', () => {
    const t = bridgeTerms({ ...route, amount: usdc(500), wanted: 'standard' });
    expect(t).toMatchObject({
      fast: false,
      fee: 0n,
      receive: usdc(500),
      estimatedTime: ESTIMATED_TIME.standard,
    });
  });

  test('delivered for you: fast finality, the forwarding fee on top of the fast fee', () => {
    const t = bridgeTerms({ ...route, amount: usdc(500), wanted: 'forwarded', onchainMinFee: 0n });
    expect(t).toMatchObject({ fast: true, forward: true, fee: usdc(0.265), receive: usdc(499.735) });
    // The burn's maxFee carries Circle's 20% buffer over both fees.
    expect(t.maxFee).toBe(usdc(0.265) + usdc(0.265) / 5n + 1n);
  });
});

describe("the burn's maxFee", () => {
  test('the quoted fee plus 20% and a unit, never under the messenger minimum', () => {
    expect(bridgeTerms({ ...route, amount: usdc(500), wanted: 'fast', onchainMinFee: 0n }).maxFee).toBe(
      78_001n,
    );
    expect(bridgeTerms({ ...route, amount: usdc(500), wanted: 'fast', onchainMinFee: 90_000n }).maxFee).toBe(
      90_000n,
    );
    // Standard burns carry the on-chain minimum only.
    expect(bridgeTerms({ ...route, amount: usdc(500), wanted: 'standard', onchainMinFee: 5n }).maxFee).toBe(
      5n,
    );
  });

  test('a fee that would take the whole amount is refused in words', () => {
    expect(() => bridgeTerms({ ...route, amount: 10n, wanted: 'fast', onchainMinFee: 10n })).toThrow(
      'The amount is too small to cover the transfer fee',
    );
  });
});

describe('a bridge that must deliver an amount (before a deposit)', () => {
  test('Fast: the burn is grossed up so that at least the amount arrives', () => {
    const t = bridgeTerms({
      ...route,
      amount: usdc(500),
      arrive: { available: usdc(900) },
      wanted: 'fast',
      onchainMinFee: 0n,
    });
    expect(t.fast).toBe(true);
    expect(t.total).toBeGreaterThan(usdc(500));
    expect(t.receive).toBeGreaterThanOrEqual(usdc(500));
    expect(t.receive - usdc(500)).toBeLessThanOrEqual(1n);
  });

  test('never more than the source holds', () => {
    const t = bridgeTerms({ ...route, amount: usdc(500), arrive: { available: usdc(500) }, wanted: 'fast' });
    expect(t.total).toBe(usdc(500));
    expect(t.receive).toBe(usdc(499.935));
  });

  test('standard (no allowance known): the amount itself, no fee', () => {
    const t = bridgeTerms({
      ...route,
      circle: NO_CIRCLE_TERMS,
      amount: usdc(500),
      arrive: { available: usdc(900) },
      wanted: 'fast',
    });
    expect(t).toMatchObject({ fast: false, total: usdc(500), receive: usdc(500), fee: 0n });
  });

  test('a grossed-up amount past the allowance goes standard, ungrossed', () => {
    const t = bridgeTerms({
      ...route,
      circle: { ...circle, allowanceUsdc: 500 },
      amount: usdc(500),
      arrive: { available: usdc(900) },
      wanted: 'fast',
    });
    expect(t).toMatchObject({ fast: false, total: usdc(500), receive: usdc(500) });
  });
});
