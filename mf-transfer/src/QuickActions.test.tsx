import { useFinStore } from '@fin/shared/store/fin-store';
import { FIN_STORE_STORAGE_KEY } from '@fin/shared/store/persistence';
import { renderWithProviders, TEST_WALLET } from '@fin/shared/testing/renderWithProviders';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coinbaseAppIdOf } from './features/quick/utils/exchange-links';
import QuickActions from './QuickActions';
// The page loads the connected part and the wallet code (its connectors) when a wallet is there; the test file
// loads them up front, so the seconds a busy machine spends compiling them are not spent inside a test.
import './QuickActionsConnected';
import '@fin/shared/web3/connectors';

/** The connected part has arrived: it loads with the wallet code, two imports the test waits for, however long. */
async function connectedPartLoaded() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

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
  await connectedPartLoaded();
  expect(screen.getByLabelText('Amount (USDC)')).toBeInTheDocument();
});

test('an openTransfer event from another section fills the form', async () => {
  const { fireSectionEvent } = await import('@fin/shared/contract/section-actions');
  await renderWithProviders(<QuickActions />, { wallet: TEST_WALLET });
  act(() => fireSectionEvent(window, 'openTransfer', { fromChainId: 42161, toChainId: 10, amount: '42' }));
  // The connected part loads with the wallet code; the request waits for it.
  await connectedPartLoaded();
  expect(screen.getByLabelText('Amount (USDC)')).toHaveValue('42');
  expect(screen.getByLabelText('From')).toHaveValue('42161');
  expect(screen.getByLabelText('To')).toHaveValue('10');
});

test('Auto Rebalance is on by default, says what it means, and the choice is kept in the shared store', async () => {
  await renderWithProviders(<QuickActions />, { wallet: TEST_WALLET });
  await connectedPartLoaded();
  const toggle = screen.getByRole('switch', { name: 'Auto Rebalance' });
  expect(toggle).toBeChecked();
  expect(screen.getByTestId('auto-rebalance-note')).toHaveTextContent(
    'with a grant in force (agent panel) the agent makes them itself',
  );
  // Radix's switch toggles on the click event (jsdom: user-event's pointer sequence does not reach it).
  fireEvent.click(toggle);
  expect(toggle).not.toBeChecked();
  expect(useFinStore.getState().autoRebalance).toBe(false);
  expect(screen.getByTestId('auto-rebalance-note')).toHaveTextContent('will not propose moves');
  expect(JSON.parse(localStorage.getItem(FIN_STORE_STORAGE_KEY) ?? '{}').state.autoRebalance).toBe(false);
});

test("Upcoming Ops says 'Nothing scheduled' when the wallet has nothing unfinished or planned", async () => {
  await renderWithProviders(<QuickActions />, { wallet: TEST_WALLET });
  await connectedPartLoaded();
  const ops = screen.getByTestId('upcoming-ops');
  expect(ops).toHaveTextContent('Nothing scheduled');
});

test("Upcoming Ops lists a section's planned operation: a move waits for the user, a report counts down", async () => {
  await renderWithProviders(<QuickActions />, { wallet: TEST_WALLET });
  await connectedPartLoaded();
  const ops = screen.getByTestId('upcoming-ops');
  act(() => {
    useFinStore
      .getState()
      .setPlannedOps('optimizer', [{ id: 'm', label: 'Move $500 to Morpho@Base', dueAt: null }]);
    useFinStore
      .getState()
      .setPlannedOps('agent', [{ id: 'a', label: 'Agent report', dueAt: Date.now() + 9_500 }]);
  });
  expect(ops).toHaveTextContent(/Agent reportin (9|10)s/);
  expect(ops).toHaveTextContent('Move $500 to Morpho@Basewaiting for you');
  act(() => {
    useFinStore.getState().setPlannedOps('optimizer', []);
    useFinStore.getState().setPlannedOps('agent', []);
  });
  expect(ops).toHaveTextContent('Nothing scheduled');
});

describe("'Buy USDC with Coinbase' follows the deployment's config.json", () => {
  it("opens Coinbase's widget with the configured app id", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderWithProviders(<QuickActions />, {
      wallet: TEST_WALLET,
      config: { profile: 'mainnet', coinbaseAppId: 'fin-prod-4f2a' },
    });
    await connectedPartLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Buy USDC with Coinbase' }));
    expect(String(open.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/pay\.coinbase\.com\/buy\/select-asset\?appId=fin-prod-4f2a&/,
    );
    expect(screen.queryByTestId('buy-unavailable')).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('on mainnet without an app id offers no buy button and says why', async () => {
    await renderWithProviders(<QuickActions />, { wallet: TEST_WALLET, config: { profile: 'mainnet' } });
    await connectedPartLoaded();
    expect(screen.queryByRole('button', { name: 'Buy USDC with Coinbase' })).not.toBeInTheDocument();
    expect(screen.getByTestId('buy-unavailable')).toHaveTextContent(
      'Buying USDC with Coinbase is not set up on this deployment (it has no Coinbase app id).',
    );
    // The other shortcuts need no id and stay.
    expect(screen.getByRole('link', { name: 'Deposit from Coinbase' })).toBeInTheDocument();
  });

  it("keeps the spec's placeholder id on the devnet", () => {
    expect(coinbaseAppIdOf({ profile: 'devnet' })).toBe('fin-app-id-not-configured');
    expect(coinbaseAppIdOf({ profile: 'mainnet' })).toBeNull();
    expect(coinbaseAppIdOf({ profile: 'devnet', coinbaseAppId: 'x' })).toBe('x');
  });
});
