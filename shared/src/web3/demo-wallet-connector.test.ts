import { demoWalletConnector } from '@fin/shared/web3/demo-wallet-connector';
import { DEMO_WALLET_CONNECTED_KEY } from '@fin/shared/web3/demo-wallet-control';
import type { DemoWalletProvider } from '@fin/shared/web3/demo-wallet-provider';

function fakeProvider(): DemoWalletProvider {
  return {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    control: {} as DemoWalletProvider['control'],
    request: async ({ method }) => (method === 'eth_chainId' ? '0x1' : []),
    on: () => {},
    removeListener: () => {},
    isConnected: () => true,
    disconnectWallet: () => {},
  };
}

function connectorWith(load: () => Promise<DemoWalletProvider>, stored: Record<string, string>) {
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const create = demoWalletConnector(load, storage);
  return create({ chains: [], emitter: { emit() {} } } as never);
}

describe('demo wallet connector', () => {
  it('does not download the wallet to learn that a page it never connected to is not authorized', async () => {
    const load = vi.fn(async () => fakeProvider());
    const connector = connectorWith(load, {});
    expect(await connector.isAuthorized()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the wallet once for a page it connected to before, and asks it', async () => {
    const load = vi.fn(async () => fakeProvider());
    const connector = connectorWith(load, { [DEMO_WALLET_CONNECTED_KEY]: '1' });
    expect(await connector.isAuthorized()).toBe(true);
    expect(await connector.getChainId()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi
      .fn<() => Promise<DemoWalletProvider>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(fakeProvider());
    const connector = connectorWith(load, {});
    await expect(connector.getChainId()).rejects.toThrow('network');
    expect(await connector.getChainId()).toBe(1);
  });
});
