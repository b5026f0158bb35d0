// Issue 27 item 10: a wallet's transfers are kept by Fin, so a fresh browser with the same wallet can load them
// with one signature it offers (and never asks for by itself).
import { expect, test } from '../../fixtures/test';
import { rejectNextWalletRequest, walletRequestLog } from '../../fixtures/wallet';
import { fillTransfer, openQuickActions, startButton, waitForCompletion } from './transfer-helpers';

test('a fresh browser with the same wallet loads the history kept by Fin after one offered signature', async ({
  page,
  fin,
  browser,
}) => {
  test.setTimeout(150_000);
  // First browser: a transfer (Fin keeps its record without a sign-in: the burn proves the wallet on chain).
  await openQuickActions(page, fin);
  await fillTransfer(page, { from: 8453, to: 42161, amount: '4.321', mode: 'fast' });
  await startButton(page).click();
  await waitForCompletion(page, 42161, 90_000);
  await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-status', 'completed');

  // Second browser: nothing of the first one's storage.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await openQuickActions(other, fin);
    const history = other.getByTestId('transfer-history');
    await expect(history).toContainText('No transfers yet from this wallet.');
    const offer = history.getByTestId('saved-transfers');
    await expect(offer).toContainText('Made transfers in another browser?');
    // Offered, never asked for: no signature request yet.
    expect((await walletRequestLog(other)).filter((e) => e.method === 'personal_sign')).toEqual([]);

    // Declining loses nothing and says so; the offer stays.
    await rejectNextWalletRequest(other, { methods: ['personal_sign'] });
    await offer.getByRole('button', { name: 'Load my saved transfers' }).click();
    await expect(offer.getByRole('alert')).toHaveText(
      'You declined the signature in your wallet, so you are not signed in: sign in again and approve it.',
    );
    await expect(offer.getByRole('button', { name: 'Load my saved transfers' })).toBeEnabled();

    await offer.getByRole('button', { name: 'Load my saved transfers' }).click();
    await expect(offer).toHaveText('Transfers saved with Fin for this wallet are loaded.', {
      timeout: 20_000,
    });
    // The API keeps the wallet's earlier transfers too (other tests'); this one is among them, completed.
    const item = history.getByTestId('history-item').filter({ hasText: '4.321 USDC · Base → Arbitrum' });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-status', 'completed');
  } finally {
    await fresh.close();
  }
});
