import { AGENT_MESSAGES } from '@fin/shared/domain/agent/panel';
import { renderWithProviders } from '@fin/shared/testing/renderWithProviders';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import AgentPanel from './AgentPanel';

test('without a wallet the panel says each wallet has its own agent, and asks the API nothing', async () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  try {
    await renderWithProviders(<AgentPanel />);
    expect(screen.getByRole('heading', { name: /Autonomous Agent/ })).toBeInTheDocument();
    expect(screen.getByText('initializing')).toBeInTheDocument();
    expect(screen.getByText(AGENT_MESSAGES.connect)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  } finally {
    vi.unstubAllGlobals();
  }
});
