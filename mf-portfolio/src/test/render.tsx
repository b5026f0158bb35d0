// The shared component-test helper with this section's defaults: the demo wallet connected unless `wallet: null`,
// and the test API origin the portfolio tests answer on.
import { RPC_URLS, renderWithProviders, TEST_WALLET } from '@fin/shared/testing/renderWithProviders';
import type { ReactElement } from 'react';
import type { Address } from 'viem';

export const DEMO_ADDRESS: Address = TEST_WALLET;
export { RPC_URLS };

const API_BASE = 'http://api.test';

export type RenderOptions = { wallet?: Address | null; walletChainId?: number };

export function renderWithFin(
  ui: ReactElement,
  { wallet = DEMO_ADDRESS, walletChainId }: RenderOptions = {},
) {
  return renderWithProviders(ui, {
    apiBaseUrl: API_BASE,
    ...(wallet ? { wallet } : {}),
    ...(walletChainId !== undefined ? { walletChainId } : {}),
  });
}
