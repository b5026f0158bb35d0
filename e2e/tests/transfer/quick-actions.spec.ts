// Quick Actions around the transfer form: exchange shortcuts, the buy popup, the deposit address, the yield goal.
import { expect, test } from '../../fixtures/test';
import { walletRequestLog } from '../../fixtures/wallet';
import { openQuickActions, section } from './transfer-helpers';

test('without a wallet: the connect prompt only, no wallet prompt', async ({ page, fin }) => {
  await page.goto(fin.remoteUrl('mf_transfer'));
  await expect(section(page).getByText('Connect wallet to access actions')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('transfer-form')).toHaveCount(0);
  expect(await walletRequestLog(page)).toEqual([]);
});

test('exchange shortcuts open new tabs without opener; the buy popup is watched until closed', async ({
  page,
  fin,
}) => {
  const address = await openQuickActions(page, fin);
  const card = page.getByTestId('exchange-card');
  await expect(card.getByTestId('wallet-type-badge')).toHaveText('Browser wallet');
  for (const name of ['Deposit from Coinbase', 'Withdraw to Coinbase']) {
    const link = card.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // The exchange is outside this machine: its page is answered locally.
  await page
    .context()
    .route('https://pay.coinbase.com/**', (r) =>
      r.fulfill({ contentType: 'text/html', body: '<title>Coinbase Pay</title><p>buy</p>' }),
    );
  const popupPromise = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Buy USDC with Coinbase' }).click();
  const popup = await popupPromise;
  expect(popup.url()).toContain('pay.coinbase.com/buy/select-asset');
  expect(popup.url()).toContain(encodeURIComponent(address).slice(0, 10));
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(card.getByRole('button', { name: 'Buying on Coinbase…' })).toBeDisabled();
  await popup.close();
  await expect(card.getByTestId('buy-status')).toHaveText(
    'Purchase window closed. Bought USDC shows in your portfolio once the exchange delivers it.',
  );
});

test('Deposit from External Wallet shows the address with Copy; the yield goal is kept per wallet', async ({
  page,
  fin,
}) => {
  const address = await openQuickActions(page, fin);
  await page.getByRole('button', { name: 'Deposit from External Wallet' }).click();
  const reveal = page.getByTestId('external-deposit');
  await expect(reveal).toContainText(address);
  await expect(reveal).toContainText('Send USDC on Base or Avalanche to this address');
  await expect(reveal.getByRole('button', { name: 'Copy' })).toBeVisible();

  const goal = page.getByTestId('yield-goal');
  await goal.getByRole('button', { name: 'Set Yield Goal' }).click();
  await goal.getByLabel('APY (%)').check();
  await goal.getByLabel('Target APY (%)').fill('150');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(goal.getByRole('alert')).toHaveText('An APY goal must be at most 100%');
  await goal.getByLabel('Target APY (%)').fill('4');
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await expect(goal.getByTestId('goal-target')).toHaveText('4% APY');
  await expect(goal.getByTestId('goal-progress')).toHaveText(
    /^Your portfolio earns \d+\.\d\d% APY \(\d+% of your goal\)/,
    {
      timeout: 30_000,
    },
  );
  await page.reload();
  await expect(page.getByTestId('yield-goal').getByTestId('goal-target')).toHaveText('4% APY', {
    timeout: 30_000,
  });
});
