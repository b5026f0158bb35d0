import { DEMO_WALLET_CHAIN_KEY, DEMO_WALLET_CONNECTED_KEY } from '@fin/shared/web3/demo-wallet-control';
import { createDemoWalletProvider } from '@fin/shared/web3/demo-wallet-provider';
import {
  type Hex,
  hashTypedData,
  recoverMessageAddress,
  recoverTypedDataAddress,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';

// Anvil's well-known first dev key: a test fixture, never a real account.
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const;
const ADDRESS = privateKeyToAccount(KEY).address;
const CHAINS = [
  { id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1/unused' },
  { id: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:1/unused' },
];

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('demo wallet provider', () => {
  it('connects on eth_requestAccounts, remembers it in storage, and forgets it on disconnect', async () => {
    const storage = memoryStorage();
    const wallet = createDemoWalletProvider({ privateKey: KEY, address: ADDRESS, chains: CHAINS, storage });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    const seen: unknown[] = [];
    wallet.on('accountsChanged', (a) => seen.push(a));
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS]);
    expect(storage.map.get(DEMO_WALLET_CONNECTED_KEY)).toBe('1');
    // A reload builds a new provider from the same storage: still connected.
    const reloaded = createDemoWalletProvider({ privateKey: KEY, address: ADDRESS, chains: CHAINS, storage });
    expect(reloaded.isConnected()).toBe(true);
    wallet.disconnectWallet();
    expect(storage.map.has(DEMO_WALLET_CONNECTED_KEY)).toBe(false);
    expect(seen).toEqual([[ADDRESS], []]);
  });

  it('given its address, answers with it and signs with the key; a key of another address refuses to sign', async () => {
    const wallet = createDemoWalletProvider({ privateKey: KEY, address: ADDRESS, chains: CHAINS });
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS]);
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ADDRESS],
    })) as Hex;
    expect(await recoverMessageAddress({ message: { raw: '0x68656c6c6f' }, signature })).toBe(ADDRESS);

    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const;
    const mismatched = createDemoWalletProvider({ privateKey: KEY, address: other, chains: CHAINS });
    expect(await mismatched.request({ method: 'eth_requestAccounts' })).toEqual([other]);
    await expect(
      mismatched.request({ method: 'personal_sign', params: ['0x68656c6c6f', other] }),
    ).rejects.toThrow('The demo wallet key does not belong to its configured address');
  });

  it('switches between its chains, emits chainChanged and refuses an unknown chain with 4902', async () => {
    const storage = memoryStorage();
    const wallet = createDemoWalletProvider({ privateKey: KEY, address: ADDRESS, chains: CHAINS, storage });
    const changes: unknown[] = [];
    wallet.on('chainChanged', (c) => changes.push(c));
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1');
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] });
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105');
    expect(changes).toEqual(['0x2105']);
    expect(storage.map.get(DEMO_WALLET_CHAIN_KEY)).toBe('8453');
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it('signs messages and typed data with the demo key once connected', async () => {
    const wallet = createDemoWalletProvider({ privateKey: KEY, address: ADDRESS, chains: CHAINS });
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }),
    ).rejects.toMatchObject({ code: 4100 });
    await wallet.request({ method: 'eth_requestAccounts' });
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ADDRESS],
    })) as `0x${string}`;
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(ADDRESS);

    const typed = {
      domain: { name: 'Fin', version: '1', chainId: 1 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hi' },
    } as const satisfies TypedDataDefinition;
    const typedSig = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [ADDRESS, JSON.stringify(typed)],
    })) as `0x${string}`;
    expect(hashTypedData(typed)).toMatch(/^0x/);
    expect(await recoverTypedDataAddress({ ...typed, signature: typedSig })).toBe(ADDRESS);
  });

  it('test control: rejectNext makes the next approval fail with 4001 and reads never consume it', async () => {
    const wallet = createDemoWalletProvider({ privateKey: KEY, address: ADDRESS, chains: CHAINS });
    await wallet.request({ method: 'eth_requestAccounts' });
    wallet.control.rejectNext();
    // Not a prompt: a read, a connect when already connected, a switch to the current chain.
    await wallet.request({ method: 'eth_chainId' });
    await wallet.request({ method: 'eth_requestAccounts' });
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1');
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] });
    expect(wallet.control.log).toEqual([
      { method: 'eth_requestAccounts', outcome: 'approved' },
      { method: 'wallet_switchEthereumChain', outcome: 'rejected' },
      { method: 'wallet_switchEthereumChain', outcome: 'approved' },
    ]);
  });

  it('test control: failNext with a method filter and a count, then reset', async () => {
    const wallet = createDemoWalletProvider({ privateKey: KEY, address: ADDRESS, chains: CHAINS });
    await wallet.request({ method: 'eth_requestAccounts' });
    wallet.control.failNext({ code: -32603, message: 'wallet busy', count: 2, methods: ['personal_sign'] });
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] });
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x00', ADDRESS] }),
    ).rejects.toMatchObject({
      code: -32603,
      message: 'wallet busy',
    });
    expect(wallet.control.pending()).toHaveLength(1);
    wallet.control.reset();
    expect(wallet.control.pending()).toHaveLength(0);
    expect(wallet.control.log).toEqual([]);
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).resolves.toMatch(
      /^0x/,
    );
  });
});
