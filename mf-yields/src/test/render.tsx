// The shared component-test helper with this section's test API origin: the yields tests answer by URL on it.
import { renderWithProviders as render, TEST_WALLET } from '@fin/shared/testing/renderWithProviders';
import type { ReactElement } from 'react';

export { json, stubFetch } from '@fin/shared/testing/fetch-stub';

const TEST_API = 'http://api.test';

export function renderWithProviders(ui: ReactElement, options: { connected?: boolean } = {}) {
  return render(ui, { apiBaseUrl: TEST_API, ...(options.connected ? { wallet: TEST_WALLET } : {}) });
}
