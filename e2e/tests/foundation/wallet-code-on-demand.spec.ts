import { expect, test } from '../../fixtures/test';
import { scriptsContaining } from './scripts-containing';

// A string only wagmi's own code carries: a script holding it is the page's wallet code (wagmi with viem behind it).
const WALLET_CODE_MARK = 'WagmiProviderNotFoundError';

test("a visitor's first screen downloads no wallet code; pointing at Connect wallet fetches it", async ({
  page,
  fin,
}) => {
  const walletCode = scriptsContaining(page, WALLET_CODE_MARK);
  await page.goto(fin.shellUrl);
  await expect(page.getByText('Connect a wallet to view your balances')).toBeVisible();
  await expect(page.getByText('Connect a wallet to optimize your stablecoin yield')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await walletCode.urls()).toEqual([]);

  const connect = page.getByRole('banner').getByRole('button', { name: 'Connect wallet' });
  await connect.hover();
  await expect.poll(async () => (await walletCode.urls()).length).toBeGreaterThan(0);
  await connect.click();
  await expect(
    page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Demo wallet (devnet)' }),
  ).toBeVisible();
});
