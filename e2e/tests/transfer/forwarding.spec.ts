// 'Delivered for you': Circle's Forwarding Service mints on the destination (the devnet's attestation service runs
// it as Circle documents it). The wallet signs on the source chain only, never switches network, and the recipient
// gets amount − fast fee − forwarding fee, read from the chain. A forwarder that fails leaves the transfer to be
// finished by hand through the ordinary mint.
import { getChainName } from '@fin/shared/domain/chains/chains';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { demoWalletChainId, walletRequestLog } from '../../fixtures/wallet';
import {
  burnHashShown,
  fillTransfer,
  form,
  openQuickActions,
  startButton,
  statusLine,
  step,
  usdcBalance,
  waitForCompletion,
} from './transfer-helpers';

/** The devnet's forwarding fee (0.2 USDC) and fast fee (1 bp). */
const FORWARD_FEE = 200_000n;
const fastFee = (amount: bigint) => amount / 10_000n;

test.afterEach(async ({ fin }) => {
  await fin.devnet.resetAttestation();
});

async function chooseDelivered(page: Page, from: number, to: number, amount: string) {
  await fillTransfer(page, { from, to, amount });
  await page.getByTestId('transfer-speed').getByLabel('Delivered for you').check();
  await expect(page.getByTestId('transfer-forwarding-fee')).toHaveText('0.2 USDC');
}

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await form(page).screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('delivered for you: no network switch, and the recipient gets amount − fast fee − forwarding fee', async ({
  page,
  fin,
}) => {
  test.setTimeout(120_000);
  const [from, to] = [8453, 42161];
  // Circle's relayer takes a moment after the attestation; long enough here to see the transfer in its hands.
  await fin.devnet.setAttestationConfig({ forwardDelayMs: 8_000 });
  const address = await openQuickActions(page, fin);
  const destBefore = await usdcBalance(fin, to, address);
  await chooseDelivered(page, from, to, '20');
  const amount = 20_000_000n;
  const fees = fastFee(amount) + FORWARD_FEE;
  await expect(page.getByTestId('transfer-quote')).toContainText('Delivered for you');
  await expect(page.getByTestId('transfer-fee')).toHaveText('0.202 USDC');
  await expect(page.getByTestId('transfer-receive')).toHaveText('19.798 USDC');
  await expect(page.getByTestId('forwarding-note')).toContainText(`mints on ${getChainName(to)} for you`);
  await shoot(page, 'transfer-delivered-quote');

  // From here on, every prompt belongs to the transfer (choosing the source chain above switched the wallet).
  await page.evaluate(() => window.__finDemoWallet?.reset());
  await startButton(page).click();
  await burnHashShown(page);
  await expect(step(page, 'switch-destination')).toHaveCount(0);
  await expect(statusLine(page)).toHaveText(
    `Attestation received. Circle is minting your USDC on ${getChainName(to)}...`,
    { timeout: 40_000 },
  );
  await expect(step(page, 'mint')).toHaveAttribute('data-status', 'in-progress');
  await shoot(page, 'transfer-delivered-progress');
  await waitForCompletion(page, to, 60_000);
  await expect(step(page, 'mint')).toContainText("Minted by Circle's Forwarding Service");
  await expect(page.getByTestId('transfer-progress').getByTestId('tx-mint-transaction')).toBeVisible();
  expect((await usdcBalance(fin, to, address)) - destBefore).toBe(amount - fees);
  // The wallet stayed on the source chain and was asked for no switch and no mint: approve and burn only.
  expect(await demoWalletChainId(page)).toBe(from);
  const methods = (await walletRequestLog(page)).map((e) => e.method);
  expect(methods).not.toContain('wallet_switchEthereumChain');
  const sent = methods.filter((m) => m === 'eth_sendTransaction').length;
  expect(sent === 1 || sent === 2).toBe(true); // (approve) + burn
  await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('history-item').first()).toContainText('Delivered for you');
});

test('a forwarder that fails: the user finishes the transfer by hand', async ({ page, fin }) => {
  test.setTimeout(150_000);
  const [from, to] = [42161, 10];
  const address = await openQuickActions(page, fin);
  const destBefore = await usdcBalance(fin, to, address);
  await chooseDelivered(page, from, to, '5');
  await fin.devnet.addFault({ kind: 'forwarderFails' });
  await startButton(page).click();
  await burnHashShown(page);
  await expect(statusLine(page)).toContainText(
    "Circle's Forwarding Service did not mint this transfer (FORWARDER_FAILED). Your USDC is safe",
    { timeout: 40_000 },
  );
  await expect(step(page, 'mint')).toHaveAttribute('data-status', 'error');
  await expect(step(page, 'switch-destination')).toHaveAttribute('data-status', 'pending');
  expect(await usdcBalance(fin, to, address)).toBe(destBefore);
  await page.getByRole('button', { name: 'Complete Transfer Manually' }).click();
  await waitForCompletion(page, to, 60_000);
  // The attested message carries the forwarding fee already (Circle signed it): the same amount arrives.
  const amount = 5_000_000n;
  expect((await usdcBalance(fin, to, address)) - destBefore).toBe(amount - fastFee(amount) - FORWARD_FEE);
  expect(await demoWalletChainId(page)).toBe(to);
});

test('a forwarded transfer left with Circle is picked up after a reload, still without a switch', async ({
  page,
  fin,
}) => {
  test.setTimeout(150_000);
  const [from, to] = [8453, 10];
  await fin.devnet.setAttestationConfig({ forwardDelayMs: 20_000 });
  const address = await openQuickActions(page, fin);
  const destBefore = await usdcBalance(fin, to, address);
  await chooseDelivered(page, from, to, '3');
  await startButton(page).click();
  const hash = await burnHashShown(page);
  await expect(step(page, 'mint')).toHaveAttribute('data-status', 'in-progress', { timeout: 40_000 });

  await page.reload();
  const item = page.locator(`[data-testid="pending-transfer"][data-tx="${hash}"]`);
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByTestId('history-item').filter({ hasText: '3 USDC · Base → Optimism' }).first(),
  ).toContainText('Circle is minting');
  await page.evaluate(() => window.__finDemoWallet?.reset());
  await item.getByRole('button', { name: 'Finish transfer' }).click();
  await expect(step(page, 'switch-destination')).toHaveCount(0);
  await waitForCompletion(page, to, 60_000);
  const amount = 3_000_000n;
  expect((await usdcBalance(fin, to, address)) - destBefore).toBe(amount - fastFee(amount) - FORWARD_FEE);
  expect((await walletRequestLog(page)).map((e) => e.method)).toEqual([]);
  expect(await demoWalletChainId(page)).toBe(from);
});
