import { GEMINI_CONNECTOR_ID, geminiConnector } from '@fin/shared/web3/gemini-connector';
import { walletTypeOfConnector } from '@fin/shared/web3/wallet-type';
import { mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { createConfig, http } from 'wagmi';

describe('Gemini connector (exchange wallet B)', () => {
  it('is the type B wallet and stays silent until chosen', async () => {
    const config = createConfig({
      chains: [mainnet],
      transports: { [mainnet.id]: http('http://127.0.0.1:1') },
      connectors: [geminiConnector({ appName: 'Fin', chainId: 1 })],
      multiInjectedProviderDiscovery: false,
    });
    const connector = config.connectors[0];
    if (!connector) throw new Error('no connector');
    expect(connector.id).toBe(GEMINI_CONNECTOR_ID);
    expect(connector.name).toBe('Gemini Wallet');
    expect(walletTypeOfConnector(connector.id)).toBe('exchangeB');
    // Never chosen on this page: no provider, not authorized, so reconnect skips it without loading the SDK.
    await expect(connector.getProvider()).rejects.toThrow(/has not been chosen/);
    expect(await connector.isAuthorized()).toBe(false);
  });
});
