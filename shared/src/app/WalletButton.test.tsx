import { parseRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The wallet code itself (wagmi, viem, connectors) is replaced by a stand-in that records when it is started: these
// tests are about WHEN the page asks for it, which decides what a first screen downloads. The stand-in's own parts
// (a real, connector-less wagmi config, so the picker renders as on the page) are built while the file loads, so
// asking for the stand-in costs a module lookup, and a test can wait for the page's imports to settle
// (vi.dynamicImportSettled) instead of giving them a time window.
const live = await vi.hoisted(async () => {
  const { createConfig, http, WagmiContext } = await import('wagmi');
  const { mainnet } = await import('viem/chains');
  const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http('http://rpc.test/1') } });
  return { started: 0, failNext: false, config, WagmiContext };
});
vi.mock('../web3/wallet-stack-live', () => ({
  startWalletStack: () => {
    live.started += 1;
    if (live.failNext) {
      live.failNext = false;
      throw new Error('network down');
    }
    return {
      config: live.config,
      settled: Promise.resolve(),
      WalletScope: ({ children }: { children: ReactNode }) => (
        <live.WagmiContext.Provider value={live.config}>{children}</live.WagmiContext.Provider>
      ),
      WalletHost: () => null,
    };
  },
}));

/** Every import the page has started (the wallet code, the picker's chunk) has arrived or failed. */
async function importsSettled() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A fresh page: the store reads browser storage and the stack's module state starts empty. */
async function page(stored: { address: string; chainId: number } | null) {
  vi.resetModules();
  localStorage.clear();
  if (stored) {
    localStorage.setItem('fin.walletType', 'other');
    localStorage.setItem('fin.walletAddress', stored.address);
    localStorage.setItem('fin.walletChainId', String(stored.chainId));
  }
  const config = parseRuntimeConfig({ profile: 'devnet', chains: [] });
  setRuntimeConfig(config);
  const { FinProviders } = await import('./FinProviders');
  const { WalletButton } = await import('./WalletButton');
  render(
    <FinProviders config={config}>
      <WalletButton />
    </FinProviders>,
  );
}

describe('the wallet code loads when a wallet is wanted', () => {
  beforeEach(() => {
    live.started = 0;
    live.failNext = false;
  });

  it("a visitor's first screen has Connect wallet without it; pointing at the button starts the download", async () => {
    await page(null);
    const connect = screen.getByRole('button', { name: 'Connect wallet' });
    await importsSettled();
    expect(live.started).toBe(0);
    await act(async () => {
      fireEvent.pointerEnter(connect);
    });
    await importsSettled();
    expect(live.started).toBe(1);
  });

  it('a returning wallet shows its address and network at once, and restores itself at the first interaction', async () => {
    await page({ address: WALLET, chainId: 8453 });
    expect(screen.getByTestId('wallet-address')).toHaveTextContent('0xf39F...2266');
    expect(screen.getByRole('button', { name: /on Base/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
    expect(live.started).toBe(0);
    await act(async () => {
      fireEvent.pointerDown(window);
    });
    await importsSettled();
    expect(live.started).toBe(1);
  });

  it('when the wallet code cannot download, Connect wallet says so and the next press tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    live.failNext = true;
    await page(null);
    const { useFinStore } = await import('@fin/shared/store/fin-store');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    });
    await importsSettled();
    expect(useFinStore.getState().toasts.map((t) => t.title)).toContain('Wallets could not load');
    expect(useFinStore.getState().walletPickerOpen).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    });
    await importsSettled();
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeInTheDocument();
    expect(live.started).toBe(2);
  });
});
