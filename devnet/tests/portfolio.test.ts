// The demo wallet's whole portfolio on a chain (stablecoins, receipts, conversion rates, Morpho positions,
// native balance) costs one JSON-RPC request through Multicall3, and reads the same as one call per item.
import { MULTICALL3 } from '@fin/shared/domain/chains/contracts';
import { createPublicClient, http, type PublicClient, type Transport } from 'viem';
import { describe, expect, it } from 'vitest';
import { portfolioCalls } from '../src/portfolio-calls';
import { devnet } from './helpers';

function countingClient(rpcUrl: string) {
  const methods: string[] = [];
  const transport: Transport = (opts) => {
    const inner = http(rpcUrl)(opts);
    return {
      ...inner,
      request: ((args: { method: string }) => {
        methods.push(args.method);
        return inner.request(args as never);
      }) as typeof inner.request,
    };
  };
  const client = createPublicClient({ transport, cacheTime: 0 }) as PublicClient;
  return { client, methods };
}

describe('full-portfolio read', () => {
  it.each(devnet.manifest.chains.map((c) => [c.name, c.chainId] as const))(
    '%s: one eth_call through Multicall3',
    async (_name, chainId) => {
      const account = devnet.manifest.demoAccount.address;
      const { calls } = portfolioCalls(chainId, account);
      const { client, methods } = countingClient(devnet.chain(chainId).rpcUrl);
      const batched = await client.multicall({
        contracts: calls,
        multicallAddress: MULTICALL3,
        allowFailure: false,
        batchSize: 0,
      });
      expect(methods).toEqual(['eth_call']);
      expect(batched.length).toBe(calls.length);

      const single = await Promise.all(calls.map((c) => client.readContract(c as never)));
      expect(methods.length).toBe(1 + calls.length);
      expect(batched).toEqual(single);
    },
  );

  it('shows the seeded demo positions', async () => {
    const account = devnet.manifest.demoAccount.address;
    const read = async (chainId: number) => {
      const { calls, labels } = portfolioCalls(chainId, account);
      const results = await devnet
        .publicClient(chainId)
        .multicall({ contracts: calls, multicallAddress: MULTICALL3, allowFailure: false, batchSize: 0 });
      return Object.fromEntries(labels.map((label, i) => [label, results[i]]));
    };
    const [eth, base, arb] = await Promise.all([read(1), read(8453), read(42161)]);
    expect(eth['USDC.balanceOf']).toBe(25_000_000_000n);
    expect(eth['USDT.balanceOf']).toBe(10_000_000_000n);
    expect(eth['DAI.balanceOf']).toBe(5_000n * 10n ** 18n);
    expect(eth['PYUSD.balanceOf']).toBe(2_500_000_000n);
    expect(eth['stUSDC.balanceOf']).toBe(6_000n * 10n ** 18n);
    // A month of interest accrued on every seeded position.
    expect(eth['stUSDC.convertToAssets']).toBeGreaterThan(1_000_000n);
    expect(base['aUSDC.balanceOf']).toBeGreaterThan(5_000_000_000n);
    expect(arb['cUSDC.balanceOf']).toBeGreaterThan(4_000_000_000n);
    const [supplyShares] = base['Morpho WETH.position'] as readonly [bigint, bigint, bigint];
    expect(supplyShares).toBeGreaterThan(0n);
  });
});
