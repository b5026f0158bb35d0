// The shared component-test helper with this section's defaults: the demo wallet connected unless `wallet: null`,
// and the test API origin the optimizer tests answer on.
import { renderWithProviders, TEST_WALLET } from '@fin/shared/testing/renderWithProviders';
import type { ReactElement } from 'react';
import type { Address } from 'viem';

export const DEMO_ADDRESS: Address = TEST_WALLET;
export const API_BASE = 'http://api.test';

export function renderWithFin(ui: ReactElement, { wallet = DEMO_ADDRESS }: { wallet?: Address | null } = {}) {
  return renderWithProviders(ui, { apiBaseUrl: API_BASE, ...(wallet ? { wallet } : {}) });
}
