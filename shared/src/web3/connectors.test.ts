import { parseRuntimeConfig } from '@fin/shared/config/runtime-config';
import { demoWalletFor, finConnectors } from '@fin/shared/web3/connectors';
import { describe, expect, it } from 'vitest';

const demoWallet = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
};
const chains = [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545' }];

describe('finConnectors', () => {
  it('offers the demo wallet only in the devnet profile with a demo account', () => {
    expect(demoWalletFor(parseRuntimeConfig({ profile: 'devnet', chains, demoWallet }))).not.toBeNull();
    expect(demoWalletFor(parseRuntimeConfig({ profile: 'devnet', chains }))).toBeNull();
    // parseRuntimeConfig strips it from mainnet; even a config object that still carries it is refused.
    expect(demoWalletFor(parseRuntimeConfig({ profile: 'mainnet', chains, demoWallet }))).toBeNull();
    expect(demoWalletFor({ ...parseRuntimeConfig({ profile: 'mainnet', chains }), demoWallet })).toBeNull();
  });

  it('lists Coinbase Wallet, Base Account and injected in both profiles, the demo wallet first on devnet', () => {
    expect(finConnectors(parseRuntimeConfig({ profile: 'mainnet', chains }))).toHaveLength(3);
    expect(finConnectors(parseRuntimeConfig({ profile: 'devnet', chains, demoWallet }))).toHaveLength(4);
  });
});
