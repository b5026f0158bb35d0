import { parseRuntimeConfig } from '@fin/shared/config/runtime-config';
import { demoWalletFor } from '@fin/shared/web3/connectors';

const demoWallet = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
};
const chains = [{ chainId: 1, rpcUrl: 'https://eth.example/rpc' }];

describe('runtime config profile', () => {
  it('a config without a profile is mainnet, and its demo wallet is dropped (no demo connector)', () => {
    const config = parseRuntimeConfig({ chains, demoWallet });
    expect(config.profile).toBe('mainnet');
    expect(config.demoWallet).toBeUndefined();
    expect(demoWalletFor(config)).toBeNull();
  });

  it('the devnet demo wallet is offered only when the config says devnet', () => {
    expect(demoWalletFor(parseRuntimeConfig({ profile: 'devnet', chains, demoWallet }))).not.toBeNull();
  });
});
