import { renderWithProviders, TEST_WALLET } from '@fin/shared/app/renderWithProviders';
import { useFinStore } from '@fin/shared/store/fin-store';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QuickActions from './QuickActions';

test('without a wallet it asks to connect, and the button opens the page wallet picker', async () => {
  await renderWithProviders(<QuickActions />);
  expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeInTheDocument();
  expect(screen.getByText('Connect wallet to access actions')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
  expect(useFinStore.getState().walletPickerOpen).toBe(true);
});

test('with a wallet the connect prompt is gone', async () => {
  await renderWithProviders(<QuickActions />, { wallet: TEST_WALLET });
  expect(screen.queryByText('Connect wallet to access actions')).not.toBeInTheDocument();
});
