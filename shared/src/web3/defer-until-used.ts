/**
 * Keeps a wallet SDK connector (Coinbase Wallet, Base Account, Gemini) silent until the user picks it. wagmi's
 * reconnect asks every connector for its provider on page load, which would load the SDK and let it reach its
 * servers; wrapped, the SDK loads only after the user chose this wallet here, or chose it on an earlier visit
 * (wagmi's recentConnectorId), so a visitor who never used it makes no request to it.
 */
import type { CreateConnectorFn } from 'wagmi';

export class WalletNotChosenError extends Error {
  constructor(name: string) {
    super(`${name} has not been chosen on this page`);
    this.name = 'WalletNotChosenError';
  }
}

export function deferUntilUsed(create: CreateConnectorFn): CreateConnectorFn {
  return (config) => {
    const inner = create(config);
    let chosen = false;
    const wasChosen = async (): Promise<boolean> => {
      if (chosen) return true;
      try {
        chosen = (await config.storage?.getItem('recentConnectorId')) === inner.id;
      } catch {
        chosen = false;
      }
      return chosen;
    };
    const setup = inner.setup;
    return {
      ...inner,
      // Some connectors (injected with a target) subscribe to their provider at setup; only once chosen.
      ...(setup
        ? {
            async setup() {
              if (await wasChosen()) await setup.call(this);
            },
          }
        : {}),
      async connect(parameters) {
        if (!parameters?.isReconnecting) chosen = true;
        else if (!(await wasChosen())) throw new WalletNotChosenError(inner.name);
        return inner.connect.call(this, parameters);
      },
      async getProvider(parameters) {
        if (!(await wasChosen())) throw new WalletNotChosenError(inner.name);
        return inner.getProvider.call(this, parameters);
      },
      async isAuthorized() {
        if (!(await wasChosen())) return false;
        return inner.isAuthorized.call(this);
      },
    } as typeof inner;
  };
}
