// The browser's fallback read of the six chains stops when its caller gives up (the wallet changed, the panel
// unmounted), instead of holding six requests open until the 30 s deadline.

import { parseRuntimeConfig } from '@fin/shared/config/runtime-config';
import { createFinWagmiConfig } from '@fin/shared/web3/wagmi-config';
import { afterEach, expect, it, vi } from 'vitest';
import { RPC_URLS } from '../../testing/renderWithProviders';
import { readPortfolioFromChains } from './portfolio-chain';

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('a cancelled read ends at once with the reason, while every node is still silent', async () => {
  // Six nodes that take the request and never answer.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  const runtime = parseRuntimeConfig({
    profile: 'devnet',
    chains: Object.entries(RPC_URLS).map(([chainId, rpcUrl]) => ({ chainId: Number(chainId), rpcUrl })),
  });
  const config = createFinWagmiConfig(runtime);
  const caller = new AbortController();
  const read = readPortfolioFromChains(config, OWNER, caller.signal, 60_000);
  caller.abort(new Error('the wallet changed'));
  await expect(read).rejects.toThrow('the wallet changed');
});

it('without a cancel, silent chains count as timed out once the deadline passes', async () => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  const runtime = parseRuntimeConfig({
    profile: 'devnet',
    chains: Object.entries(RPC_URLS).map(([chainId, rpcUrl]) => ({ chainId: Number(chainId), rpcUrl })),
  });
  const result = await readPortfolioFromChains(createFinWagmiConfig(runtime), OWNER, undefined, 1);
  expect(result.chainsRead).toBe(0);
  expect(result.failedChains.map((c) => c.kind)).toEqual(Array(6).fill('timeout'));
});
