import { renderWithProviders } from '@fin/shared/testing/renderWithProviders';
import { screen } from '@testing-library/react';
import AgentPanel from './AgentPanel';

test('the agent panel starts in the initializing state', async () => {
  await renderWithProviders(<AgentPanel />);
  expect(screen.getByRole('heading', { name: /Autonomous Agent/ })).toBeInTheDocument();
  expect(screen.getByText('initializing')).toBeInTheDocument();
});
