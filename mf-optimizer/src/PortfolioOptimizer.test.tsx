import { renderWithProviders, TEST_WALLET } from '@fin/shared/testing/renderWithProviders';
import { screen } from '@testing-library/react';
import PortfolioOptimizer from './PortfolioOptimizer';

test('without a wallet it shows the no-wallet state', async () => {
  await renderWithProviders(<PortfolioOptimizer />);
  expect(screen.getByRole('heading', { name: 'Portfolio Optimizer' })).toBeInTheDocument();
  expect(screen.getByText('No wallet connected')).toBeInTheDocument();
});

test('with a wallet it is ready to analyze', async () => {
  await renderWithProviders(<PortfolioOptimizer />, { wallet: TEST_WALLET });
  expect(await screen.findByText('Ready to analyze your portfolio.')).toBeInTheDocument();
});
