// Quick Actions' 'Upcoming Ops' lists what is really coming for the wallet, not the spec's two fixed items.
import { expect, test } from '../../fixtures/test';
import { burnHashShown, fillTransfer, openQuickActions, startButton, step } from './transfer-helpers';

test.afterEach(async ({ fin }) => {
  await fin.devnet.clearFaults();
});

test("a wallet with nothing unfinished or planned: 'Nothing scheduled', no made-up operations", async ({
  page,
  fin,
}) => {
  await openQuickActions(page, fin);
  const ops = page.getByTestId('upcoming-ops');
  await expect(ops).toContainText('Nothing scheduled');
  await expect(ops).not.toContainText('Route idle USDC');
  await expect(ops).not.toContainText('Claim rewards');
});

test('an unfinished transfer is listed with its ETA, counting down', async ({ page, fin }) => {
  test.setTimeout(90_000);
  await openQuickActions(page, fin);
  await fillTransfer(page, { from: 42161, to: 1, amount: '2', mode: 'standard' });
  // Circle keeps answering 'pending': the transfer stays unfinished.
  await fin.devnet.addFault({ kind: 'pendingForever' });
  await startButton(page).click();
  await burnHashShown(page);
  await expect(step(page, 'burn')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  const item = page.getByTestId('upcoming-ops').locator('li', { hasText: '2 USDC · Arbitrum → Ethereum' });
  await expect(item).toContainText('Transfer arrives');
  // Standard from Arbitrum: at most 19 minutes after the burn.
  await expect(item).toContainText(/in 1[89]m \d\ds/);
  const first = await item.textContent();
  await expect.poll(() => item.textContent(), { timeout: 5_000 }).not.toBe(first);
  await expect(page.getByTestId('upcoming-ops')).not.toContainText('Nothing scheduled');
  // Screenshots for a person to look at (desktop and phone), only when asked for.
  const folder = process.env.FIN_SCREENSHOTS;
  if (folder) {
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.getByTestId('upcoming-ops').scrollIntoViewIfNeeded();
      await page.getByTestId('upcoming-ops').screenshot({ path: `${folder}/upcoming-ops-${w}.png` });
    }
  }
});
