import { renderWithProviders, TEST_WALLET } from '@fin/shared/testing/renderWithProviders';
import { screen } from '@testing-library/react';
import SupportChat from './SupportChat';

test('the chat button is shown only with a connected wallet', async () => {
  const visitor = await renderWithProviders(<SupportChat />);
  expect(screen.queryByRole('button', { name: 'Open support chat' })).not.toBeInTheDocument();
  visitor.unmount();
  await renderWithProviders(<SupportChat />, { wallet: TEST_WALLET });
  expect(screen.getByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
});
