// A second browser that signs in by starting a transfer (not through 'Load my saved transfers') also sees the
// transfers the first browser made: the offer leaves once the wallet is signed in, so the history loads then.
// Seen at 390 px: after the transfer only its own record showed and the offer was gone, with no way to the rest.
import { expect, test } from '../../fixtures/test';
import { fillTransfer, openQuickActions, startButton, waitForCompletion } from '../transfer/transfer-helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('signing in by starting a transfer loads the transfers saved from another browser', async ({
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
    const items = other.getByTestId('history-item');
    await expect(items.filter({ hasText: '2.5 USDC · Arbitrum → Base' })).toHaveCount(1);
    await expect(items.filter({ hasText: '1.234 USDC · Base → Arbitrum' })).toHaveCount(1, {
      timeout: 20_000,
    });
  } finally {
    await fresh.close();
  }
});
