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
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  numberToHex,
  type TypedDataDefinition,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { capabilities, getCallsStatus, sendCalls } from './demo-wallet-batch';

export type DemoWalletChain = { id: number; name: string; rpcUrl: string };

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

/** An EIP-1193 error, shaped as wallets throw them (viem maps `code` to its typed errors). */
export function providerError(
  code: number,
  message: string,
  data?: unknown,
): Error & { code: number; data?: unknown } {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) });
}

function firstParam<T>(params: unknown): T | undefined {
  return Array.isArray(params) ? (params[0] as T) : undefined;
}

const big = (v: unknown): bigint | undefined =>
  typeof v === 'string' || typeof v === 'number' ? BigInt(v) : undefined;

type RpcTx = {
  from?: Address;
  to?: Address;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
  nonce?: Hex;
  gasPrice?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
};

export function createDemoWalletProvider(options: DemoWalletOptions): DemoWalletProvider {
  const { chains, storage } = options;
  const first = chains[0];
  if (!first) throw new Error('Demo wallet needs at least one chain');
  const { address } = options;
  let signer: Promise<PrivateKeyAccount> | undefined;
  const account = async (): Promise<PrivateKeyAccount> => {
    signer ??= import('viem/accounts').then(({ privateKeyToAccount }) =>
      privateKeyToAccount(options.privateKey),
    );
    const loaded = await signer;
    if (!isAddressEqual(loaded.address, address)) {
      throw providerError(-32603, 'The demo wallet key does not belong to its configured address');
    }
    return loaded;
  };
  const control = options.control ?? createDemoWalletControl(address);
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args);
  };

  const storedChain = Number(storage?.getItem(DEMO_WALLET_CHAIN_KEY));
  let chain = chains.find((c) => c.id === storedChain) ?? first;
  let connected = storage?.getItem(DEMO_WALLET_CONNECTED_KEY) === '1';
  control.currentChainId = () => chain.id;
  let rpcId = 0;

  async function forward(method: string, params: unknown): Promise<unknown> {
    const res = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    });
    if (!res.ok) throw providerError(-32603, `${chain.name} RPC answered HTTP ${res.status}`);
    const body = (await res.json()) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    };
    if (body.error) throw providerError(body.error.code, body.error.message, body.error.data);
    return body.result;
  }

  async function sendTransaction(tx: RpcTx): Promise<Hex> {
    const wallet = createWalletClient({
      account: await account(),
      transport: http(chain.rpcUrl, { batch: false }),
    });
    const fees =
      tx.gasPrice !== undefined
        ? { gasPrice: BigInt(tx.gasPrice) }
        : { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) };
    return wallet.sendTransaction({
      chain: null,
      to: tx.to ?? null,
      data: tx.data,
      value: big(tx.value),
      gas: big(tx.gas),
      nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
      ...fees,
    } as Parameters<typeof wallet.sendTransaction>[0]);
  }

  function requireConnected(): void {
    if (!connected) throw providerError(4100, 'The demo wallet has not been connected to this page yet');
  }

  function switchChain(params: unknown): null {
    const wanted = Number(firstParam<{ chainId: string }>(params)?.chainId);
    const next = chains.find((c) => c.id === wanted);
    if (!next) throw providerError(4902, `The demo wallet does not know chain ${wanted}`);
    if (next.id !== chain.id) {
      chain = next;
      storage?.setItem(DEMO_WALLET_CHAIN_KEY, String(chain.id));
      emit('chainChanged', numberToHex(chain.id));
    }
    return null;
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chain.id);
      case 'net_version':
        return String(chain.id);
      case 'eth_accounts':
        return connected ? [address] : [];
      case 'eth_requestAccounts':
        if (!connected) {
          connected = true;
          storage?.setItem(DEMO_WALLET_CONNECTED_KEY, '1');
          emit('connect', { chainId: numberToHex(chain.id) });
          emit('accountsChanged', [address]);
        }
        return [address];
      case 'wallet_switchEthereumChain':
        return switchChain(params);
      case 'wallet_addEthereumChain': {
        const id = Number(firstParam<{ chainId: string }>(params)?.chainId);
        if (!chains.some((c) => c.id === id))
          throw providerError(4902, `The demo wallet only knows the devnet chains`);
        return null;
      }
      case 'eth_sendTransaction':
        requireConnected();
        return sendTransaction(firstParam<RpcTx>(params) ?? {});
      case 'personal_sign': {
        requireConnected();
        const message = firstParam<Hex>(params);
        if (!message) throw providerError(-32602, 'personal_sign needs a message');
        return (await account()).signMessage({ message: { raw: message } });
      }
      case 'eth_signTypedData_v4': {
        requireConnected();
        const json = Array.isArray(params) ? (params[1] as string | object) : undefined;
        if (!json) throw providerError(-32602, 'eth_signTypedData_v4 needs typed data');
        const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition;
        return (await account()).signTypedData(typed);
      }
      case 'wallet_getCapabilities':
        return capabilities(
          chains.map((c) => c.id),
          control.batching,
        );
      case 'wallet_sendCalls':
        requireConnected();
        return sendCalls(
          {
            chainId: () => chain.id,
            rpc: (m, p) => forward(m, p),
            send: (call) => sendTransaction(call),
            from: () => address,
          },
          params,
        );
      case 'wallet_getCallsStatus':
        return getCallsStatus(params);
      case 'wallet_revokePermissions':
        disconnectWallet();
        return null;
      default:
        if (isApprovalMethod(method)) throw providerError(4200, `The demo wallet does not support ${method}`);
        return forward(method, params);
    }
  }

  /** Whether a real wallet would show a prompt: not for a no-op connect or a switch to the current chain. */
  function asksUser(method: string, params: unknown): boolean {
    if (!isApprovalMethod(method)) return false;
    if (method === 'eth_requestAccounts') return !connected;
    if (method === 'wallet_switchEthereumChain') {
      return Number(firstParam<{ chainId: string }>(params)?.chainId) !== chain.id;
    }
    return true;
  }

  function disconnectWallet(): void {
    connected = false;
    storage?.removeItem(DEMO_WALLET_CONNECTED_KEY);
    emit('accountsChanged', []);
  }

  return {
    address,
    control,
    async request({ method, params }) {
      // The test control stands in for the user's answer to an approval prompt.
      if (asksUser(method, params)) control.answer(method);
      return handle(method, params);
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    isConnected: () => connected,
    disconnectWallet,
  };
}
