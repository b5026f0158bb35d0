// The form starts where the wallet is: a wallet on Ethereum is not asked to switch to Base before typing anything.
import { expect, test } from '../../fixtures/test';
import { demoWalletChainId } from '../../fixtures/wallet';
import { chooseRoute, form, openQuickActions, startButton } from './transfer-helpers';

test("the form starts from the wallet's chain and keeps the user's own route through network switches", async ({
  page,
  fin,
}) => {
  await openQuickActions(page, fin);
  expect(await demoWalletChainId(page)).toBe(1);
  await expect(form(page).getByLabel('From', { exact: true })).toHaveValue('1');
  await expect(form(page).getByLabel('To', { exact: true })).toHaveValue('8453');
  await form(page).getByLabel('Amount (USDC)').fill('1');
  await expect(page.getByTestId('source-chain-banner')).toHaveCount(0);
  await expect(startButton(page)).toBeEnabled();

  // The user's route stays when the wallet moves to another chain.
  await chooseRoute(page, 42161, 10);
  const banner = page.getByTestId('source-chain-banner');
  await banner.getByRole('button', { name: 'Switch to Arbitrum' }).click();
  await expect(banner).toBeHidden({ timeout: 20_000 });
  expect(await demoWalletChainId(page)).toBe(42161);
  await expect(form(page).getByLabel('From', { exact: true })).toHaveValue('42161');
  await expect(form(page).getByLabel('To', { exact: true })).toHaveValue('10');
});
