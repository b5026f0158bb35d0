// The alerts bell and notification centre in the shell against the real stack (API evaluating every 5 s on the
// devnet): no bell without a wallet; a connected wallet signs in, creates a rule in the page, and the alert it
// fires arrives in the centre with the bell's unread count, then is marked read. Screenshots at 1440 and 390 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Alerts/ });

/** Turns the wallet's agent on through the API with the page's own sign-in session (an unfunded agent account). */
async function turnAgentOn(page: Page, address: string): Promise<number> {
  return page.evaluate(async (wallet) => {
    const raw = sessionStorage.getItem(`fin.walletSession:${wallet.toLowerCase()}`);
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const res = await fetch('/api/agentkit/initialize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ walletAddress: wallet }),
    });
    return res.status;
  }, address);
}

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${viewport.name}: a rule set in the page fires an alert into the notification centre, marked read`, async ({
    page,
    fin,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(fin.shellUrl);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expect(bell(page)).toHaveCount(0);

    const address = await connectDemoWallet(page);
    await expect(bell(page)).toBeVisible();
    await bell(page).click();
    const centre = page.getByRole('dialog', { name: 'Alerts' });
    await centre.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(centre.getByRole('heading', { name: /Notifications/ })).toContainText('(0 unread)');

    const form = centre.getByRole('form', { name: 'New alert rule' });
    await form.getByLabel('Alert me when').selectOption({ label: "Agent's budget or funds run out" });
    await form.getByRole('button', { name: 'Add rule' }).click();
    const rule = "The agent's daily budget is spent or its account runs out of USDC";
    await expect(centre.getByText(rule)).toBeVisible();

    expect(await turnAgentOn(page, address)).toBe(200);
    // The API evaluates every 5 s; the page polls every 15 s.
    await expect(centre.getByRole('heading', { name: /Notifications/ })).toContainText('(1 unread)', {
      timeout: 60_000,
    });
    await expect(centre.getByText('Agent account out of USDC').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`centre-${viewport.width}.png`) });

    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName('Alerts, 1 unread');
    await expect(page.getByTestId('alerts-unread')).toHaveText('1');
    await page.screenshot({ path: testInfo.outputPath(`bell-${viewport.width}.png`) });

    await bell(page).click();
    await centre.getByRole('button', { name: 'Mark read' }).click();
    await expect(centre.getByRole('heading', { name: /Notifications/ })).toContainText('(0 unread)');
    await centre.getByRole('button', { name: `Delete rule: ${rule}` }).click();
    await expect(centre.getByText('No rules yet.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName('Alerts');
    await expect(page.getByTestId('alerts-unread')).toHaveCount(0);
  });
}

test('browser notifications: permission asked when turned on, then each new alert shown once by the system', async ({
  page,
  context,
  fin,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: fin.shellUrl });
  // Records what the page shows through the system (the real Notification still runs).
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: string[] = [];
    (window as unknown as { __finShown: string[] }).__finShown = shown;
    window.Notification = class extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    } as typeof Notification;
  });
  await page.goto(fin.shellUrl);
  const address = await connectDemoWallet(page);
  await bell(page).click();
  const centre = page.getByRole('dialog', { name: 'Alerts' });
  await centre.getByRole('button', { name: 'Sign in with wallet' }).click();
  const toggle = centre.getByRole('checkbox', { name: 'Browser notifications on this device' });
  await toggle.check();
  await expect(toggle).toBeChecked();

  const form = centre.getByRole('form', { name: 'New alert rule' });
  await form.getByLabel('Alert me when').selectOption({ label: "Agent's budget or funds run out" });
  await form.getByRole('button', { name: 'Add rule' }).click();
  expect(await turnAgentOn(page, address)).toBe(200);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __finShown: string[] }).__finShown), {
      timeout: 60_000,
    })
    .toEqual(['Agent account out of USDC']);
  await centre
    .getByRole('button', {
      name: "Delete rule: The agent's daily budget is spent or its account runs out of USDC",
    })
    .click();
  await expect(centre.getByText('No rules yet.')).toBeVisible();
});
