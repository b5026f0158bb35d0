// The shared component-test helper with this section's defaults: the demo wallet connected unless `wallet: null`,
// signed in (a session in this tab's storage) unless `signedIn: false`, and the test API origin.
import { renderWithProviders, TEST_WALLET } from '@fin/shared/testing/renderWithProviders';
import type { ReactElement } from 'react';
import type { Address } from 'viem';

export const DEMO_ADDRESS: Address = TEST_WALLET;
const API_BASE = 'http://api.test';

export type RenderOptions = { wallet?: Address | null; signedIn?: boolean };

/** What a sign-in leaves in the tab (see shared/src/web3/wallet-session.ts): a token good for hours. */
function storeSession(wallet: Address): void {
  sessionStorage.setItem(
    `fin.walletSession:${wallet.toLowerCase()}`,
    JSON.stringify({
      address: wallet,
      token: `session-of-${wallet.toLowerCase()}`,
      expiresAt: new Date(Date.now() + 8 * 3_600_000).toISOString(),
    }),
  );
}

export function renderWithFin(
  ui: ReactElement,
  { wallet = DEMO_ADDRESS, signedIn = true }: RenderOptions = {},
) {
  if (wallet && signedIn) storeSession(wallet);
  return renderWithProviders(ui, { apiBaseUrl: API_BASE, ...(wallet ? { wallet } : {}) });
}
