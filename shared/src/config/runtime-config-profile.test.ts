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

describe('runtime config checks', () => {
  it('fills what a minimal config leaves out', () => {
    expect(parseRuntimeConfig({ profile: 'devnet' })).toEqual({
      profile: 'devnet',
      apiBaseUrl: '',
      chains: [],
      attestationUrl: '',
    });
  });

  it('names every wrong field, with its path, in one message', () => {
    expect(() =>
      parseRuntimeConfig({
        profile: 'staging',
        apiBaseUrl: 42,
        chains: [{ chainId: 1.5, rpcUrl: 'not a url' }, 'x'],
        demoWallet: { address: '0x1' },
      }),
    ).toThrow(
      "Invalid runtime config: profile: must be 'devnet' or 'mainnet'; chains.0.chainId: must be a positive whole " +
        'number; chains.0.rpcUrl: must be a URL; chains.1: must be an object with chainId and rpcUrl; apiBaseUrl: ' +
        'must be text; demoWallet: must hold an address and a privateKey as text',
    );
  });

  it('refuses a config that is not an object', () => {
    expect(() => parseRuntimeConfig([])).toThrow('Invalid runtime config: (root): must be an object');
  });
});
