// The recovery link /transfer/<source chain>/<burn tx>: anyone can open it, with or without a wallet, and any
// wallet can finish the mint; the USDC goes to the recipient named in the burn, checked on chain.
import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { attestedMessage, burnOnChain, usdcBalance } from './transfer-helpers';

/** Anvil account #8 (a spare one): a wallet that is neither the burner (the demo wallet, #0) nor the recipient. */
const OTHER_WALLET = {
  address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
} as const;

const card = (page: Page) => page.getByTestId('transfer-link');

test('a transfer link opened without a wallet shows the burn, and another wallet mints it to the recipient', async ({
  browser,
  fin,
}, testInfo) => {
  test.setTimeout(150_000);
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const hash = await burnOnChain(fin, { from: 10, to: 42161, amount: 5_000_000n, fast: true, recipient });
  await attestedMessage(fin, 10, hash);
  const link = `${fin.shellUrl}/transfer/optimism/${hash}`;

  // A fresh browser, no wallet: the status is read from the chains and Circle.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Cross-chain transfer', level: 1 })).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
  await expect(card(page)).toContainText('5 USDC · Optimism → Arbitrum');
  await expect(page.getByTestId('transfer-link-recipient')).toHaveText(recipient);
  await expect(card(page).getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`transfer-link-ready-${width}.png`), fullPage: true });
  }
  await visitor.close();

  // Another wallet (not the burner, not the recipient) opens the same link and sends the mint.
  const other = await browser.newContext();
  await other.route('**/config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...config, demoWallet: OTHER_WALLET } });
  });
  const minter = await other.newPage();
  await minter.goto(link);
  await expect(card(minter)).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
  const before = await usdcBalance(fin, 42161, recipient);
  const minterBefore = await usdcBalance(fin, 42161, OTHER_WALLET.address);
  expect(await connectDemoWallet(minter)).toBe(OTHER_WALLET.address);
  await card(minter).getByTestId('transfer-link-mint').click();
  await expect(card(minter)).toHaveAttribute('data-stage', 'minted', { timeout: 60_000 });
  // Fast: Circle's fee comes off the amount; the rest reaches the recipient.
  const credited = (await usdcBalance(fin, 42161, recipient)) - before;
  expect(credited).toBeGreaterThan(4_990_000n);
  expect(credited).toBeLessThanOrEqual(5_000_000n);
  // The wallet that sent the mint paid its gas and received nothing.
  expect(await usdcBalance(fin, 42161, OTHER_WALLET.address)).toBe(minterBefore);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await minter.setViewportSize({ width, height });
    await minter.screenshot({
      path: testInfo.outputPath(`transfer-link-minted-${width}.png`),
      fullPage: true,
    });
  }
  await other.close();
});

test('a link to a transaction that is not a burn says so', async ({ page, fin }) => {
  await page.goto(`${fin.shellUrl}/transfer/optimism/0x${'ab'.repeat(32)}`);
  await expect(page.getByTestId('transfer-link-error')).toHaveText(
    'No transaction with this hash on this chain (yet)',
    { timeout: 30_000 },
  );
  await page.goto(`${fin.shellUrl}/transfer/atlantis/0x${'ab'.repeat(32)}`);
  await expect(page.getByTestId('transfer-link-error')).toHaveText('Fin does not know the chain "atlantis"');
});
