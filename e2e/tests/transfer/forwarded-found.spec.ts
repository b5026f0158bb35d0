// A forwarded burn this page did not make (another browser, a script) is recognised by its hook data (the
// `cctp-forward` bytes) wherever it turns up: found on chain, opened by its recovery link, or pasted under Complete
// Pending Transfer. It is Circle's to mint: the page waits for the relayer's mint and asks the wallet nothing; the
// user's own mint is offered only when the forwarder failed.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, walletRequestLog } from '../../fixtures/wallet';
import {
  attestedMessage,
  burnOnChain,
  openQuickActions,
  section,
  statusLine,
  step,
  usdcBalance,
  waitForCompletion,
} from './transfer-helpers';

/** The devnet's forwarding fee (0.2 USDC) and fast fee (1 bp). */
const FORWARD_FEE = 200_000n;
const delivered = (amount: bigint) => amount - amount / 10_000n - FORWARD_FEE;
const card = (page: Page) => page.getByTestId('transfer-link');

test.afterEach(async ({ fin }) => {
  await fin.devnet.resetAttestation();
});

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a forwarded burn made elsewhere is found on connect, reads "Circle is minting" and completes with no prompt', async ({
  page,
  fin,
}) => {
  test.setTimeout(150_000);
  await fin.devnet.setAttestationConfig({ forwardDelayMs: 30_000 });
  const amount = 4_000_000n;
  const hash = await burnOnChain(fin, { from: 10, to: 8453, amount, fast: true, forward: true });
  await attestedMessage(fin, 10, hash);
  await page.goto(fin.remoteUrl('mf_transfer'));
  await expect(section(page)).toBeVisible({ timeout: 30_000 });
  const address = await connectDemoWallet(page);
  const before = await usdcBalance(fin, 8453, address);
  const item = page.locator(`[data-testid="pending-transfer"][data-tx="${hash}"]`);
  await expect(item).toContainText('Attested, Circle is minting', { timeout: 30_000 });
  await expect(
    page.getByTestId('history-item').filter({ hasText: '4 USDC · Optimism → Base' }).first(),
  ).toContainText('Circle is minting');
  await shoot(page, 'forwarded-found-pending');
  await page.evaluate(() => window.__finDemoWallet?.reset());
  await item.getByRole('button', { name: 'Finish transfer' }).click();
  await expect(step(page, 'switch-destination')).toHaveCount(0);
  await expect(statusLine(page)).toHaveText('Attestation received. Circle is minting your USDC on Base...');
  await waitForCompletion(page, 8453, 60_000);
  await expect(step(page, 'mint')).toContainText("Minted by Circle's Forwarding Service");
  expect((await usdcBalance(fin, 8453, address)) - before).toBe(delivered(amount));
  expect((await walletRequestLog(page)).map((e) => e.method)).toEqual([]);
});

test('a forwarded message pasted under Complete Pending Transfer waits for Circle, not for the wallet', async ({
  page,
  fin,
}) => {
  test.setTimeout(150_000);
  await fin.devnet.setAttestationConfig({ forwardDelayMs: 15_000 });
  const amount = 3_000_000n;
  const hash = await burnOnChain(fin, { from: 8453, to: 10, amount, fast: true, forward: true });
  const { message, attestation } = await attestedMessage(fin, 8453, hash);
  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 10, address);
  const panel = page.getByTestId('complete-pending');
  await panel.locator('summary').click();
  await panel.getByLabel('Message').fill(message);
  await panel.getByLabel('Attestation').fill(attestation);
  await page.evaluate(() => window.__finDemoWallet?.reset());
  await panel.getByRole('button', { name: 'Load Transfer Data' }).click();
  await expect(statusLine(page)).toHaveText(
    'Attestation received. Circle is minting your USDC on Optimism...',
  );
  await waitForCompletion(page, 10, 60_000);
  // Circle minted it: not 'already completed', and the wallet was asked for no switch and no mint.
  await expect(step(page, 'mint')).toContainText("Minted by Circle's Forwarding Service");
  expect((await usdcBalance(fin, 10, address)) - before).toBe(delivered(amount));
  expect((await walletRequestLog(page)).map((e) => e.method)).toEqual([]);
});

test('the recovery link of a forwarded burn: "Circle is minting" with no mint button, then minted; a failed forwarder offers the mint', async ({
  browser,
  fin,
}) => {
  test.setTimeout(150_000);
  await fin.devnet.setAttestationConfig({ forwardDelayMs: 10_000 });
  const hash = await burnOnChain(fin, { from: 42161, to: 10, amount: 2_000_000n, fast: true, forward: true });
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${fin.shellUrl}/transfer/arbitrum/${hash}`);
  await expect(card(page)).toContainText('Circle is minting', { timeout: 30_000 });
  await expect(card(page)).toContainText('Delivered for you');
  await expect(page.getByTestId('transfer-link-forwarding')).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
  await shoot(page, 'forwarded-link-minting');
  await expect(card(page)).toHaveAttribute('data-stage', 'minted', { timeout: 60_000 });

  // The forwarder fails on the next one: the link says so and offers the mint to any wallet.
  await fin.devnet.addFault({ kind: 'forwarderFails' });
  const failed = await burnOnChain(fin, {
    from: 42161,
    to: 10,
    amount: 2_000_000n,
    fast: true,
    forward: true,
  });
  await page.goto(`${fin.shellUrl}/transfer/arbitrum/${failed}`);
  await expect(page.getByTestId('transfer-link-forward-failed')).toContainText(
    "Circle's Forwarding Service did not mint this transfer",
    { timeout: 40_000 },
  );
  await expect(card(page)).toHaveAttribute('data-stage', 'ready');
  await expect(card(page).getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await shoot(page, 'forwarded-link-failed');
  await visitor.close();
});
