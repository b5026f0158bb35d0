/**
 * wagmi connector for the "Demo wallet (devnet)" (see demo-wallet-provider.ts). A newcomer can try every feature on
 * the devnet without installing a wallet. connectors.ts only builds it in the devnet profile.
 */

import { DEMO_WALLET_CONNECTED_KEY, USER_REJECTED_CODE } from '@fin/shared/web3/demo-wallet-control';
import type { DemoWalletProvider } from '@fin/shared/web3/demo-wallet-provider';
import { type Address, getAddress, numberToHex, SwitchChainError, UserRejectedRequestError } from 'viem';
import { ChainNotConfiguredError, createConnector } from 'wagmi';
import { loadOnce } from './load-once';

export const DEMO_WALLET_CONNECTOR_ID = 'finDemoWallet';
export const DEMO_WALLET_NAME = 'Demo wallet (devnet)';

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2f6dea"/><path d="M8 11h13a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H8z" fill="#fff"/><circle cx="20" cy="17.5" r="1.8" fill="#2f6dea"/></svg>',
  );

type Listener = (...args: unknown[]) => void;

function walletError(error: unknown): Error {
  const e = error as { code?: unknown };
  if (e?.code === USER_REJECTED_CODE) return new UserRejectedRequestError(error as Error);
  return error instanceof Error ? error : new Error(String(error));
}

type WalletEvents = { onAccountsChanged(accounts: string[]): void; onChainChanged(chain: string): void };

/** The wallet's account and chain events, subscribed once per connection and dropped on disconnect. */
function providerListeners() {
  let accountsChanged: Listener | undefined;
  let chainChanged: Listener | undefined;
  return {
    attach(provider: DemoWalletProvider, to: WalletEvents) {
      if (!accountsChanged) {
        accountsChanged = (a) => to.onAccountsChanged(a as string[]);
        provider.on('accountsChanged', accountsChanged);
      }
      if (!chainChanged) {
        chainChanged = (c) => to.onChainChanged(c as string);
        provider.on('chainChanged', chainChanged);
      }
    },
    detach(provider: DemoWalletProvider) {
      if (accountsChanged) provider.removeListener('accountsChanged', accountsChanged);
      if (chainChanged) provider.removeListener('chainChanged', chainChanged);
      accountsChanged = undefined;
      chainChanged = undefined;
    },
  };
}

/** The wallet's accounts (asking for permission with eth_requestAccounts), checksummed; none is an error. */
async function requestAccounts(provider: DemoWalletProvider, method: string): Promise<Address[]> {
  const raw = (await provider.request({ method }).catch((e: unknown) => {
    throw walletError(e);
  })) as string[];
  if (raw.length === 0) throw new Error('The demo wallet is not connected to this page');
  return raw.map((a) => getAddress(a));
}

/**
 * Asks the wallet to switch to a chain of the page's config; a refusal stays a rejection, anything else is wagmi's
 * SwitchChainError.
 */
async function switchWalletChain<C extends { id: number }>(
  chains: readonly C[],
  provider: () => Promise<DemoWalletProvider>,
  chainId: number,
): Promise<C> {
  const chain = chains.find((c) => c.id === chainId);
  if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
  try {
    await (await provider()).request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(chainId) }],
    });
  } catch (error) {
    const e = walletError(error);
    throw e instanceof UserRejectedRequestError ? e : new SwitchChainError(e);
  }
  return chain;
}

/**
 * `loadProvider` makes the wallet on first use: its code downloads when someone connects it or a page that was
 * connected reloads, not with every first screen (and never on mainnet, where the connector does not exist).
 */
export function demoWalletConnector(
  loadProvider: () => Promise<DemoWalletProvider>,
  storage: Pick<Storage, 'getItem'> | undefined,
) {
  const listeners = providerListeners();
  // A failed download (a network blip) is tried again at the next request.
  const wallet = loadOnce(loadProvider);

  return createConnector<DemoWalletProvider>((config) => ({
    id: DEMO_WALLET_CONNECTOR_ID,
    name: DEMO_WALLET_NAME,
    type: 'demo',
    icon: ICON,
    async connect({ chainId, isReconnecting, withCapabilities } = {}) {
      const provider = await wallet();
      const accounts = await requestAccounts(
        provider,
        isReconnecting ? 'eth_accounts' : 'eth_requestAccounts',
      );
      listeners.attach(provider, this);
      let current = await this.getChainId();
      if (chainId && chainId !== current) current = (await this.switchChain?.({ chainId }))?.id ?? current;
      const withCaps = accounts.map((address) => ({ address, capabilities: {} }));
      return { accounts: (withCapabilities ? withCaps : accounts) as never, chainId: current };
    },
    async disconnect() {
      const provider = await wallet();
      listeners.detach(provider);
      provider.disconnectWallet();
    },
    async getAccounts() {
      const raw = (await (await wallet()).request({ method: 'eth_accounts' })) as string[];
      return raw.map((a) => getAddress(a)) as readonly Address[];
    },
    async getChainId() {
      return Number(await (await wallet()).request({ method: 'eth_chainId' }));
    },
    async getProvider() {
      return wallet();
    },
    // Reload reconnects: the wallet remembers the page's permission in browser storage.
    async isAuthorized() {
      // A page the wallet never connected to does not load the wallet to learn that.
      if (storage?.getItem(DEMO_WALLET_CONNECTED_KEY) !== '1') return false;
      return (await wallet()).isConnected();
    },
    switchChain: ({ chainId }) => switchWalletChain(config.chains, wallet, chainId),
    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect();
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) });
    },
    onChainChanged(chain) {
      config.emitter.emit('change', { chainId: Number(chain) });
    },
    async onDisconnect() {
      config.emitter.emit('disconnect');
    },
  }));
}
