// Issue 27 items 4 and 6: an answer the user asked for stays until the user acts, and the form quotes only what
// it can send (with the reason when Fast is not on offer).
import { expect, test } from '../../fixtures/test';
import {
  attestedMessage,
  burnOnChain,
  chooseRoute,
  form,
  openQuickActions,
  startButton,
  statusLine,
  usdcBalance,
  waitForCompletion,
} from './transfer-helpers';

test.afterEach(async ({ fin }) => {
  await fin.devnet.resetAttestation();
});

test('Complete Pending Transfer: the answer and the pasted data stay until the user acts', async ({
  page,
  fin,
}) => {
  test.setTimeout(90_000);
  // The page's clock runs on its own, and the test can jump it ahead instead of sleeping.
  await page.clock.install();
  const hash = await burnOnChain(fin, { from: 8453, to: 10, amount: 2_000_000n, fast: false });
  const { message, attestation } = await attestedMessage(fin, 8453, hash);
  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 10, address);
  const panel = page.getByTestId('complete-pending');
  await panel.locator('summary').click();
  await panel.getByLabel('Message').fill(message);
  await panel.getByLabel('Attestation').fill(attestation);
  await panel.getByRole('button', { name: 'Load Transfer Data' }).click();
  await waitForCompletion(page, 10);
  await page.clock.fastForward(30_000);
  await expect(statusLine(page)).toHaveText('Transfer complete! USDC has been minted on Optimism.');
  await expect(page.locator('[data-step="mint"]')).toHaveAttribute('data-status', 'completed');
  await expect(panel.getByLabel('Message')).toHaveValue(message);
  await expect(panel.getByLabel('Attestation')).toHaveValue(attestation);

  // The same message again: already minted. That answer stays too, and nothing more is minted.
  await panel.getByRole('button', { name: 'Load Transfer Data' }).click();
  await expect(statusLine(page)).toHaveText('This transfer has already been completed.', { timeout: 30_000 });
  await page.clock.fastForward(30_000);
  await expect(statusLine(page)).toHaveText('This transfer has already been completed.');
  await expect(panel.getByLabel('Message')).toHaveValue(message);
  await expect(panel.getByLabel('Attestation')).toHaveValue(attestation);
  expect((await usdcBalance(fin, 10, address)) - before).toBe(2_000_000n);

  // The user acts: editing the pasted message clears the old answer.
  await panel.getByLabel('Message').fill('');
  await expect(statusLine(page)).toHaveCount(0);
});

test('the same chain twice: no quote, and the form says why', async ({ page, fin }) => {
  await openQuickActions(page, fin);
  await form(page).getByLabel('Amount (USDC)').fill('5');
  await chooseRoute(page, 8453, 8453);
  await expect(form(page).getByText('Choose two different chains')).toBeVisible();
  await expect(page.getByTestId('transfer-quote')).toHaveCount(0);
  await expect(page.getByTestId('transfer-speed')).toHaveCount(0);
  await expect(startButton(page)).toBeDisabled();
  // An invalid amount quotes nothing either; a valid form quotes again.
  await chooseRoute(page, 8453, 1);
  await form(page).getByLabel('Amount (USDC)').fill('abc');
  await expect(page.getByTestId('transfer-quote')).toHaveCount(0);
  await form(page).getByLabel('Amount (USDC)').fill('5');
  await expect(page.getByTestId('transfer-receive')).toHaveText(/^4\.99\d* USDC$|^5 USDC$/);
});

test('the fast allowance left is shown, and the form says why Fast is not on offer', async ({
  page,
  fin,
}) => {
  await fin.devnet.setAttestationConfig({ fastAllowanceUsdc: 20 });
  await openQuickActions(page, fin);
  await chooseRoute(page, 8453, 42161);
  const amount = form(page).getByLabel('Amount (USDC)');
  await amount.fill('10');
  await expect(page.getByTestId('fast-allowance')).toHaveText("Circle's fast allowance left: 20 USDC");
  await expect(page.getByTestId('transfer-speed')).toBeVisible();
  await expect(page.getByTestId('fast-unavailable')).toHaveCount(0);

  await amount.fill('25');
  await expect(page.getByTestId('transfer-speed')).toHaveCount(0);
  await expect(page.getByTestId('fast-unavailable')).toHaveText(
    "Fast is not available: 25 USDC is more than Circle's fast allowance left (20 USDC). This transfer goes at standard speed.",
  );
  await expect(page.getByTestId('transfer-quote')).toContainText('Standard · 15-19 minutes');

  await amount.fill('10');
  await chooseRoute(page, 43114, 8453);
  await expect(page.getByTestId('fast-unavailable')).toHaveText(
    'Fast is not offered from Avalanche; transfers from it settle in 2-3 minutes anyway.',
  );
});
