import { describe, expect, it } from 'vitest';
import { defaultRoute } from './default-route';

describe('defaultRoute', () => {
  it('starts from Base to Ethereum without a wallet or on a chain the product does not move USDC on', () => {
    expect(defaultRoute(undefined)).toEqual({ source: 8453, destination: 1 });
    expect(defaultRoute(747)).toEqual({ source: 8453, destination: 1 });
    expect(defaultRoute(84532)).toEqual({ source: 8453, destination: 1 });
  });

  it("starts from the wallet's chain, to Ethereum, or to Base when the wallet is on Ethereum", () => {
    expect(defaultRoute(1)).toEqual({ source: 1, destination: 8453 });
    expect(defaultRoute(42161)).toEqual({ source: 42161, destination: 1 });
    expect(defaultRoute(8453)).toEqual({ source: 8453, destination: 1 });
  });
});
