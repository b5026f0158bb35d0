// A second browser that makes a transfer of its own still has the way to the transfers the first browser made.
// Seen at 390 px: after the transfer only its own record showed and the offer was gone, with no way to the rest.
// Saving a transfer's record needs no sign-in (the burn proves the wallet on chain), so the offer stays until the
// user takes it, and taking it adds the other browser's transfers to this one's.
import { expect, test } from '../../fixtures/test';
import { fillTransfer, openQuickActions, startButton, waitForCompletion } from '../transfer/transfer-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('after a transfer in a second browser the saved-transfers offer stays and loads the first browser’s transfers', async ({
  page,
  fin,
  browser,
}) => {
  test.setTimeout(180_000);
  await openQuickActions(page, fin);
  await fillTransfer(page, { from: 8453, to: 42161, amount: '1.234', mode: 'fast' });
  await startButton(page).click();
  await waitForCompletion(page, 42161, 90_000);

  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const other = await fresh.newPage();
    await openQuickActions(other, fin);
    await fillTransfer(other, { from: 42161, to: 8453, amount: '2.5', mode: 'fast' });
    await startButton(other).click();
    await waitForCompletion(other, 8453, 90_000);
    const history = other.getByTestId('transfer-history');
    const items = history.getByTestId('history-item');
    await expect(items.filter({ hasText: '2.5 USDC · Arbitrum → Base' })).toHaveCount(1);
    await expect(items.filter({ hasText: '1.234 USDC · Base → Arbitrum' })).toHaveCount(0);

    const offer = history.getByTestId('saved-transfers');
    await offer.scrollIntoViewIfNeeded();
    await offer.getByRole('button', { name: 'Load my saved transfers' }).click();
    await expect(offer).toHaveText('Transfers saved with Fin for this wallet are loaded.', {
      timeout: 20_000,
    });
    await expect(items.filter({ hasText: '1.234 USDC · Base → Arbitrum' })).toHaveCount(1);
    await expect(items.filter({ hasText: '2.5 USDC · Arbitrum → Base' })).toHaveCount(1);
  } finally {
    await fresh.close();
  }
});
