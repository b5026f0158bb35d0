// Nothing burned is ever stranded: a closed tab, a burn made elsewhere, a pasted message and attestation.
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, walletAddressLocator } from '../../fixtures/wallet';
import {
  attestedMessage,
  burnHashShown,
  burnOnChain,
  fillTransfer,
  openQuickActions,
  section,
  startButton,
  statusLine,
  step,
  usdcBalance,
  waitForCompletion,
} from './transfer-helpers';

test.afterEach(async ({ fin }) => {
  await fin.devnet.clearFaults();
});

test('the tab closed between burn and mint: a new page offers the transfer and finishes it', async ({
  page,
  fin,
  context,
}) => {
  test.setTimeout(120_000);
  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 1, address);
  await fillTransfer(page, { from: 42161, to: 1, amount: '6', mode: 'standard' });
  await fin.devnet.addFault({ kind: 'pendingForever' });
  await startButton(page).click();
  const hash = await burnHashShown(page);
  await expect(step(page, 'burn')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await page.close();
  await fin.devnet.clearFaults();

  const next = await context.newPage();
  await next.goto(fin.remoteUrl('mf_transfer'));
  // Same browser profile: the wallet reconnects by itself, as after a reload.
  await expect(walletAddressLocator(next)).toBeVisible({ timeout: 30_000 });
  const item = next.locator(`[data-testid="pending-transfer"][data-tx="${hash}"]`);
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.getByRole('button', { name: 'Finish transfer' }).click();
  await waitForCompletion(next, 1, 60_000);
  expect((await usdcBalance(fin, 1, address)) - before).toBe(6_000_000n);
});

test('a burn made directly on chain (not through the page) is found on connect and finished in one click', async ({
  page,
  fin,
}) => {
  test.setTimeout(120_000);
  const hash = await burnOnChain(fin, { from: 10, to: 42161, amount: 7_000_000n, fast: true });
  await page.goto(fin.remoteUrl('mf_transfer'));
  await expect(section(page)).toBeVisible({ timeout: 30_000 });
  const address = await connectDemoWallet(page);
  const before = await usdcBalance(fin, 42161, address);
  const item = page.locator(`[data-testid="pending-transfer"][data-tx="${hash}"]`);
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText('7 USDC · Optimism → Arbitrum');
  await item.getByRole('button', { name: 'Finish transfer' }).click();
  await waitForCompletion(page, 42161, 60_000);
  expect((await usdcBalance(fin, 42161, address)) - before).toBe(7_000_000n - 700n);
  await expect(page.locator(`[data-testid="pending-transfer"][data-tx="${hash}"]`)).toHaveCount(0);
});

test('Complete Pending Transfer: checks both fields, then mints from a real message and attestation', async ({
  page,
  fin,
}) => {
  test.setTimeout(90_000);
  const hash = await burnOnChain(fin, { from: 8453, to: 10, amount: 3_000_000n, fast: false });
  const { message, attestation } = await attestedMessage(fin, 8453, hash);
  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 10, address);
  const panel = page.getByTestId('complete-pending');
  await panel.locator('summary').click();
  const load = panel.getByRole('button', { name: 'Load Transfer Data' });
  await panel.getByLabel('Message').fill(message);
  await load.click();
  await expect(panel.getByTestId('complete-pending-error')).toHaveText(
    'Please provide both message and attestation',
  );
  await panel.getByLabel('Attestation').fill('PENDING');
  await load.click();
  await expect(panel.getByTestId('complete-pending-error')).toHaveText(
    'Attestation not ready. Please wait and try again.',
  );
  await panel.getByLabel('Attestation').fill('0x1234');
  await load.click();
  await expect(panel.getByTestId('complete-pending-error')).toHaveText(
    'Invalid attestation format. Please retry the transfer.',
  );
  await panel.getByLabel('Attestation').fill(attestation);
  await load.click();
  await waitForCompletion(page, 10);
  expect((await usdcBalance(fin, 10, address)) - before).toBe(3_000_000n);
  // The same message again: its nonce is used on Optimism, which reads as already completed, and nothing more
  // is minted.
  await load.click();
  await expect(statusLine(page)).toHaveText('This transfer has already been completed.', { timeout: 30_000 });
  expect((await usdcBalance(fin, 10, address)) - before).toBe(3_000_000n);
});
