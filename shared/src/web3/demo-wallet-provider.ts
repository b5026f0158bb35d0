/**
 * The "Demo wallet (devnet)": a local EIP-1193 provider that holds the devnet's demo private key. Reads go to the
 * current chain's RPC URL; transactions and signatures are made here and sent as raw transactions, the way a real
 * wallet does. Only the devnet profile ever constructs it (see connectors.ts).
 */

import {
  createDemoWalletControl,
  DEMO_WALLET_CHAIN_KEY,
  DEMO_WALLET_CONNECTED_KEY,
  type DemoWalletControl,
  type InternalDemoWalletControl,
  isApprovalMethod,
} from '@fin/shared/web3/demo-wallet-control';
import { type Address, type Hex, numberToHex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { capabilities, getCallsStatus, sendCalls } from './demo-wallet-batch';
import {
  type DemoWalletChain,
  firstParam,
  forward,
  lazySigner,
  providerError,
  type RpcTx,
  sendTransaction,
  sign,
  upgradeAccount,
} from './demo-wallet-signer';

export type { DemoWalletChain };

export type DemoWalletOptions = {
  privateKey: Hex;
  /**
   * The key's address (the runtime config carries it). The key is only turned into an account when the wallet
   * first signs: the signing code (elliptic curves, 15 KB gzip) then loads, and deriving the address (~55 ms on a
   * slow phone) stays out of the page's first render.
   */
  address: Address;
  /** The chains the wallet can switch between; the first is where it starts. */
  chains: readonly DemoWalletChain[];
  /** Where the wallet remembers that the page is connected and which chain it is on (a real wallet does too). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /** The test control, when the page made it before this wallet loaded (connectors.ts); one is made otherwise. */
  control?: InternalDemoWalletControl;
};

type RequestArgs = { method: string; params?: unknown };
type Listener = (...args: unknown[]) => void;

export type DemoWalletProvider = {
  readonly address: Address;
  readonly control: DemoWalletControl;
  request(args: RequestArgs): Promise<unknown>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  isConnected(): boolean;
  /** Forget the page's permission, as when the user disconnects the site in a wallet. */
  disconnectWallet(): void;
};

/** What the wallet is: its chains and storage, its mutable state (chain, connection), its events and signer. */
type Wallet = {
  address: Address;
  chains: readonly DemoWalletChain[];
  storage: DemoWalletOptions['storage'];
  control: InternalDemoWalletControl;
  state: { chain: DemoWalletChain; connected: boolean };
  events: ReturnType<typeof eventHub>;
  account: () => Promise<PrivateKeyAccount>;
};

export function createDemoWalletProvider(options: DemoWalletOptions): DemoWalletProvider {
  const { chains, storage, address } = options;
  const first = chains[0];
  if (!first) throw new Error('Demo wallet needs at least one chain');
  const storedChain = Number(storage?.getItem(DEMO_WALLET_CHAIN_KEY));
  const w: Wallet = {
    address,
    chains,
    storage,
    control: options.control ?? createDemoWalletControl(address),
    state: {
      chain: chains.find((c) => c.id === storedChain) ?? first,
      connected: storage?.getItem(DEMO_WALLET_CONNECTED_KEY) === '1',
    },
    events: eventHub(),
    account: lazySigner(options.privateKey, address),
  };
  w.control.currentChainId = () => w.state.chain.id;

  return {
    address,
    control: w.control,
    async request({ method, params }) {
      // The test control stands in for the user's answer to an approval prompt.
      if (asksUser(w, method, params)) w.control.answer(method);
      return handle(w, method, params);
    },
    on: w.events.on,
    removeListener: w.events.removeListener,
    isConnected: () => w.state.connected,
    disconnectWallet: () => disconnectWallet(w),
  };
}

/** The provider's EIP-1193 events (connect, accountsChanged, chainChanged). */
function eventHub() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    emit(event: string, ...args: unknown[]) {
      for (const l of listeners.get(event) ?? []) l(...args);
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}

function requireConnected(w: Wallet): void {
  if (!w.state.connected)
    throw providerError(4100, 'The demo wallet has not been connected to this page yet');
}

function connectWallet(w: Wallet): Address[] {
  if (!w.state.connected) {
    w.state.connected = true;
    w.storage?.setItem(DEMO_WALLET_CONNECTED_KEY, '1');
    w.events.emit('connect', { chainId: numberToHex(w.state.chain.id) });
    w.events.emit('accountsChanged', [w.address]);
  }
  return [w.address];
}

function disconnectWallet(w: Wallet): void {
  w.state.connected = false;
  w.storage?.removeItem(DEMO_WALLET_CONNECTED_KEY);
  w.events.emit('accountsChanged', []);
}

function switchChain(w: Wallet, params: unknown): null {
  const wanted = Number(firstParam<{ chainId: string }>(params)?.chainId);
  const next = w.chains.find((c) => c.id === wanted);
  if (!next) throw providerError(4902, `The demo wallet does not know chain ${wanted}`);
  if (next.id !== w.state.chain.id) {
    w.state.chain = next;
    w.storage?.setItem(DEMO_WALLET_CHAIN_KEY, String(next.id));
    w.events.emit('chainChanged', numberToHex(next.id));
  }
  return null;
}

function addChain(w: Wallet, params: unknown): null {
  const id = Number(firstParam<{ chainId: string }>(params)?.chainId);
  if (!w.chains.some((c) => c.id === id))
    throw providerError(4902, `The demo wallet only knows the devnet chains`);
  return null;
}

/** EIP-5792 batches: the wallet's capabilities, a batch sent call by call, and its status. */
function batchRequest(w: Wallet, method: string, params: unknown): unknown {
  if (method === 'wallet_getCapabilities')
    return capabilities(
      w.chains.map((c) => c.id),
      w.control.batching,
    );
  if (method === 'wallet_getCallsStatus') return getCallsStatus(params);
  requireConnected(w);
  return sendCalls(
    {
      chainId: () => w.state.chain.id,
      rpc: (m, p) => forward(w.state.chain, m, p),
      send: (call) => sendTransaction(w.account, w.state.chain, call),
      from: () => w.address,
    },
    params,
  );
}

async function handle(w: Wallet, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'eth_chainId':
      return numberToHex(w.state.chain.id);
    case 'net_version':
      return String(w.state.chain.id);
    case 'eth_accounts':
      return w.state.connected ? [w.address] : [];
    case 'eth_requestAccounts':
      return connectWallet(w);
    case 'wallet_switchEthereumChain':
      return switchChain(w, params);
    case 'wallet_addEthereumChain':
      return addChain(w, params);
    case 'eth_sendTransaction':
      requireConnected(w);
      return sendTransaction(w.account, w.state.chain, firstParam<RpcTx>(params) ?? {});
    case 'personal_sign':
    case 'eth_signTypedData_v4':
      requireConnected(w);
      return sign(w.account, method, params);
    case 'wallet_getCapabilities':
    case 'wallet_sendCalls':
    case 'wallet_getCallsStatus':
      return batchRequest(w, method, params);
    case 'wallet_upgradeAccount':
      requireConnected(w);
      return upgradeAccount(w.account, w.state.chain, firstParam<{ contractAddress?: Address }>(params));
    case 'wallet_revokePermissions':
      disconnectWallet(w);
      return null;
    default:
      if (isApprovalMethod(method)) throw providerError(4200, `The demo wallet does not support ${method}`);
      return forward(w.state.chain, method, params);
  }
}

/** Whether a real wallet would show a prompt: not for a no-op connect or a switch to the current chain. */
function asksUser(w: Wallet, method: string, params: unknown): boolean {
  if (!isApprovalMethod(method)) return false;
  if (method === 'eth_requestAccounts') return !w.state.connected;
  if (method === 'wallet_switchEthereumChain') {
    return Number(firstParam<{ chainId: string }>(params)?.chainId) !== w.state.chain.id;
  }
  return true;
}
