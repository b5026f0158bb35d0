// A transfer asks the wallet only for its own prompts: no sign-in signature first (the burn proves the wallet on
// chain, so Fin keeps the record without one). A batched 'Delivered for you' transfer, the first in the tab, is one
// prompt in all, and another browser of the same wallet still finds it after the one signature it offers.
import { expect, test } from '../../fixtures/test';
import { setWalletBatching, walletRequestLog } from '../../fixtures/wallet';
import {
  burnHashShown,
  fillTransfer,
  openQuickActions,
  startButton,
  waitForCompletion,
} from './transfer-helpers';

test.afterEach(async ({ fin }) => {
  await fin.devnet.resetAttestation();
});

test("a batched 'Delivered for you' transfer, the first in the tab, asks the wallet once; Fin keeps its record", async ({
  page,
  fin,
  browser,
}) => {
  test.setTimeout(150_000);
  const [from, to] = [8453, 42161];
  await openQuickActions(page, fin);
  await setWalletBatching(page, true);
  await fillTransfer(page, { from, to, amount: '6.5' });
  await page.getByTestId('transfer-speed').getByLabel('Delivered for you').check();
  await expect(page.getByTestId('transfer-forwarding-fee')).toHaveText('0.2 USDC');
  // From here on every prompt belongs to the transfer (choosing the source chain above switched the wallet).
  await page.evaluate(() => window.__finDemoWallet?.reset());
  await startButton(page).click();
  await burnHashShown(page);
  await waitForCompletion(page, to, 90_000);
  // Every request the wallet had to approve: approve + burn as one batch, nothing else (no sign-in, no switch).
  expect((await walletRequestLog(page)).map((e) => e.method)).toEqual(['wallet_sendCalls']);

  // Another browser of the same wallet: the record was kept without a sign-in, and loads after the offered one.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await openQuickActions(other, fin);
    const history = other.getByTestId('transfer-history');
    await history
      .getByTestId('saved-transfers')
      .getByRole('button', { name: 'Load my saved transfers' })
      .click();
    const item = history.getByTestId('history-item').filter({ hasText: '6.5 USDC · Base → Arbitrum' });
    await expect(item).toHaveCount(1, { timeout: 20_000 });
    // Saved as the burn the chain shows; the history reads the mint from the chain and says it is done.
    await expect(item).toHaveAttribute('data-status', 'completed', { timeout: 20_000 });
    await expect(item).toContainText('Delivered for you');
  } finally {
    await fresh.close();
  }
});
