import { AGENT_MESSAGES } from '@fin/shared/domain/agent/panel';
import { screen } from '@testing-library/react';
import AgentPanel from './AgentPanel';
import { stubAgentApi } from './test/agent-api';
import { renderWithFin } from './test/render';

test('without a wallet the panel says each wallet has its own agent, and asks the API nothing', async () => {
  const api = stubAgentApi();
  await renderWithFin(<AgentPanel />, { wallet: null });
  expect(screen.getByRole('heading', { name: /Autonomous Agent/ })).toBeInTheDocument();
  // No agent yet: the badge says so, and there is no Pause for it.
  expect(screen.getByText('not started')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  expect(screen.getByText(AGENT_MESSAGES.connect)).toBeInTheDocument();
  expect(api.requests).toEqual([]);
});
