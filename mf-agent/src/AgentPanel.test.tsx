import { renderWithProviders } from '@fin/shared/testing/renderWithProviders';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import AgentPanel from './AgentPanel';

test('the agent panel starts in the initializing state', async () => {
  await renderWithProviders(<AgentPanel />);
  expect(screen.getByRole('heading', { name: /Autonomous Agent/ })).toBeInTheDocument();
  expect(screen.getByText('initializing')).toBeInTheDocument();
});

test('a warning the agent logs while it is read shows at once, not at the next 10-second refresh', async () => {
  // The server logs 'Low ETH balance for gas fees' while answering initialize; the panel's first log read (made
  // alongside) came back before that.
  let initialized = false;
  // jsdom has no ResizeObserver; the guardrail slider only measures itself with it.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const budget = { totalUnits: 1000, spentUnits: 0, remainingUnits: 1000, exhausted: false, lines: [] };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://fin.test').pathname;
    if (path === '/api/agentkit/initialize') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      initialized = true;
      return json({
        success: true,
        mode: 'live',
        address: '0x983A13c9b0E7Ce81F1Eaf3d77A6f3A3D1a9A05B8',
        network: 'eip155:8453',
        balance: { eth: '0.0005', usdc: '10' },
        simulatedBalance: false,
        budget,
        messages: ['Low ETH balance for gas fees'],
      });
    }
    if (path === '/api/agentkit/log') {
      const entries = initialized
        ? [
            {
              id: '1',
              at: new Date().toISOString(),
              level: 'warning',
              message: 'Low ETH balance for gas fees',
            },
          ]
        : [];
      return json({ entries });
    }
    throw new TypeError(`fetch failed: ${path} unreachable in tests`);
  });
  try {
    await renderWithProviders(<AgentPanel />);
    expect(
      await screen.findByText('Low ETH balance for gas fees', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  } finally {
    vi.unstubAllGlobals();
  }
});
