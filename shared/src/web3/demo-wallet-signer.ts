/**
 * The demo wallet's signing side: its key, turned into an account on first use, the transactions and signatures
 * it makes, and the reads it forwards to the current chain. demo-wallet-provider.ts answers the page's requests.
 */

import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  isAddressEqual,
  type TypedDataDefinition,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';

export type DemoWalletChain = { id: number; name: string; rpcUrl: string };

/** An EIP-1193 error, shaped as wallets throw them (viem maps `code` to its typed errors). */
export function providerError(
  code: number,
  message: string,
  data?: unknown,
): Error & { code: number; data?: unknown } {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) });
}

export function firstParam<T>(params: unknown): T | undefined {
  return Array.isArray(params) ? (params[0] as T) : undefined;
}

const big = (v: unknown): bigint | undefined =>
  typeof v === 'string' || typeof v === 'number' ? BigInt(v) : undefined;

export type RpcTx = {
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

/**
 * The key turns into an account only when the wallet first signs: the signing code (elliptic curves, 15 KB gzip)
 * loads then, and deriving the address stays out of the page's first render.
 */
export function lazySigner(privateKey: Hex, address: Address): () => Promise<PrivateKeyAccount> {
  let signer: Promise<PrivateKeyAccount> | undefined;
  return async () => {
    signer ??= import('viem/accounts').then(({ privateKeyToAccount }) => privateKeyToAccount(privateKey));
    const loaded = await signer;
    if (!isAddressEqual(loaded.address, address)) {
      throw providerError(-32603, 'The demo wallet key does not belong to its configured address');
    }
    return loaded;
  };
}

let rpcId = 0;

/** A read the wallet does not answer itself goes to the current chain's RPC, its error passed on as it came. */
export async function forward(chain: DemoWalletChain, method: string, params: unknown): Promise<unknown> {
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

/** Signs the transaction here and sends it raw to the current chain, as a real wallet does. */
export async function sendTransaction(
  account: () => Promise<PrivateKeyAccount>,
  chain: DemoWalletChain,
  tx: RpcTx,
): Promise<Hex> {
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

/** personal_sign and eth_signTypedData_v4, with the demo key. */
export async function sign(
  account: () => Promise<PrivateKeyAccount>,
  method: string,
  params: unknown,
): Promise<Hex> {
  if (method === 'personal_sign') {
    const message = firstParam<Hex>(params);
    if (!message) throw providerError(-32602, 'personal_sign needs a message');
    return (await account()).signMessage({ message: { raw: message } });
  }
  const json = Array.isArray(params) ? (params[1] as string | object) : undefined;
  if (!json) throw providerError(-32602, 'eth_signTypedData_v4 needs typed data');
  const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition;
  return (await account()).signTypedData(typed);
}

/**
 * `wallet_upgradeAccount` ({ contractAddress }): the demo wallet's stand-in for a wallet's own "switch to smart
 * account" prompt. It signs an EIP-7702 authorization for that implementation and sends it in a type-4
 * transaction to itself on the current chain (paying its own gas); the answer is the transaction hash.
 */
export async function upgradeAccount(
  account: () => Promise<PrivateKeyAccount>,
  chain: DemoWalletChain,
  params: { contractAddress?: Address } | undefined,
): Promise<Hex> {
  const contractAddress = params?.contractAddress;
  if (!contractAddress) throw providerError(-32602, 'wallet_upgradeAccount needs a contractAddress');
  const signer = await account();
  const wallet = createWalletClient({ account: signer, transport: http(chain.rpcUrl, { batch: false }) });
  const authorization = await wallet.signAuthorization({
    contractAddress,
    executor: 'self',
    chainId: chain.id,
  });
  return wallet.sendTransaction({
    chain: null,
    to: signer.address,
    data: '0x',
    authorizationList: [authorization],
  } as Parameters<typeof wallet.sendTransaction>[0]);
}
