// Signing in with the wallet works at both loopback names of the devnet shell (127.0.0.1 and localhost, same
// port), and a sign-in the API refuses reads the same, in the API's words, wherever the page offers one: the alerts
// centre, the agent panel and the saved transfers.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { waitForPanel } from '../agent/agent-helpers';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Alerts/ });
const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Alerts' });

async function shoot(page: Page, name: string, what?: Locator) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await what?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('at http://localhost:<port> the demo wallet signs in, in the alerts centre and in the agent panel', async ({
  page,
  fin,
}) => {
  test.setTimeout(120_000);
  const url = new URL(fin.shellUrl);
  url.hostname = 'localhost';
  await page.goto(url.href);
  expect(new URL(page.url()).host).toBe(`localhost:${url.port}`);
  await connectDemoWallet(page);
  await bell(page).click();
  await centreOf(page).getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(centreOf(page).getByRole('heading', { name: /Notifications/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(centreOf(page).getByRole('alert')).toHaveCount(0);
  await shoot(page, 'localhost-alerts');
  await page.keyboard.press('Escape');
  const panel = await waitForPanel(page);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(panel.getByTestId('agent-status-why')).toHaveCount(0, { timeout: 20_000 });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(
    panel.getByRole('button', { name: 'Turn on my agent' }).or(panel.getByTestId('agent-address')),
  ).toBeVisible();
});

test('a sign-in the API refuses says why in the same words in the alerts, the agent panel and the saved transfers', async ({
  page,
  fin,
}) => {
  test.setTimeout(120_000);
  // The page's clock an hour ahead: the message it signs is issued in the future for the API, which refuses it.
  await page.clock.install({ time: new Date(Date.now() + 3_600_000) });
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  const refused = 'The signed sign-in message was not accepted: it is issued in the future';

  await bell(page).click();
  const centre = centreOf(page);
  await centre.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(centre.getByRole('alert')).toHaveText(refused);
  // Refused is not ended: there was no session to end.
  await expect(centre).not.toContainText('has ended');
  await shoot(page, 'refused-alerts');
  await page.keyboard.press('Escape');

  const panel = await waitForPanel(page);
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(panel.getByRole('alert')).toHaveText(refused);
  await shoot(page, 'refused-agent', panel.getByRole('alert'));

  const saved = page.locator('[data-section="mf_transfer/QuickActions"]').getByTestId('saved-transfers');
  await saved.scrollIntoViewIfNeeded();
  await saved.getByRole('button', { name: 'Load my saved transfers' }).click();
  await expect(saved.getByRole('alert')).toHaveText(refused);
  await shoot(page, 'refused-transfers', saved);
});
