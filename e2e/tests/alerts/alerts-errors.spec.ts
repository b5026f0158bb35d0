// What the notification centre says when the alerts API or the wallet refuses something, on a phone (390 px): each
// family of refusal reads as one sentence in the form's words (never the API's field names or settings), and
// nothing is changed. Families the devnet stack cannot produce through the page are covered by the unit test of
// shell/src/features/alerts/utils/alert-errors.ts: a private webhook address (refused on mainnet only) and email
// on a server without SMTP (the page disables the field there).
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, rejectNextWalletRequest } from '../../fixtures/wallet';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Alerts/ });
const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Alerts' });

/** A call to the wallet's alerts API with the page's own sign-in session. */
function withSession(page: Page, address: string, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ wallet, method, path, body }) => {
      const raw = sessionStorage.getItem(`fin.walletSession:${wallet.toLowerCase()}`);
      const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
      const res = await fetch(`/api/alerts/${wallet}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await res.json()) as Record<string, unknown>;
    },
    { wallet: address, method, path, body },
  );
}

async function rulesOf(page: Page, address: string) {
  return (await withSession(page, address, 'GET', '/rules')) as {
    rules: { id: string; rule: Record<string, unknown> }[];
    maxRules: number;
  };
}

async function deleteAllRules(page: Page, address: string) {
  for (const r of (await rulesOf(page, address)).rules)
    await withSession(page, address, 'DELETE', `/rules/${r.id}`);
}

/** Phone-sized page, wallet connected, centre open and signed in. */
async function openSignedIn(page: Page, shellUrl: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shellUrl);
  const address = await connectDemoWallet(page);
  await bell(page).click();
  await centreOf(page).getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(centreOf(page).getByRole('heading', { name: /Notifications/ })).toBeVisible();
  await deleteAllRules(page, address);
  return address;
}

test.describe('phone: the centre explains each refusal in one sentence', () => {
  test.setTimeout(120_000);

  test('a threshold out of range, when a rule is edited or added', async ({ page, fin }, testInfo) => {
    const address = await openSignedIn(page, fin.shellUrl);
    const centre = centreOf(page);
    const form = centre.getByRole('form', { name: 'New alert rule' });
    await form.getByLabel('Alert me when').selectOption({ label: 'APY of a held position drops by…' });
    await form.getByLabel('Drop (points)').fill('1');
    await form.getByLabel('Over (days)').fill('365');
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(centre.getByRole('alert')).toHaveText('The number of days must be at most 90.');
    expect((await rulesOf(page, address)).rules).toEqual([]);

    await form.getByLabel('Over (days)').fill('7');
    await form.getByRole('button', { name: 'Add rule' }).click();
    const rule = "A held position's APY drops 1 points or more over 7 days";
    await centre.getByRole('button', { name: `Edit rule: ${rule}` }).click();
    const edit = centre.getByRole('form', { name: `Edit rule: ${rule}` });
    await edit.getByLabel('Drop (points)').fill('abc');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toHaveText(
      'The drop in points must be a number (percentage points).',
    );
    await edit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('threshold-390.png') });
    expect((await rulesOf(page, address)).rules.map((r) => r.rule)).toEqual([
      { kind: 'apy-drop', points: 1, days: 7 },
    ]);
    await deleteAllRules(page, address);
  });

  test('the rule limit reached', async ({ page, fin }, testInfo) => {
    const address = await openSignedIn(page, fin.shellUrl);
    const { maxRules } = await rulesOf(page, address);
    for (let i = 0; i < maxRules; i++)
      await withSession(page, address, 'POST', '/rules', { kind: 'transfer-stuck', minutes: 30 + i });
    const centre = centreOf(page);
    const form = centre.getByRole('form', { name: 'New alert rule' });
    await form.getByLabel('APY under (%)').fill('2');
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(centre.getByRole('alert')).toHaveText(
      `You already have ${maxRules} rules, the most Fin keeps for one wallet: delete one before adding another.`,
    );
    await page.screenshot({ path: testInfo.outputPath('limit-390.png'), fullPage: true });
    expect((await rulesOf(page, address)).rules).toHaveLength(maxRules);
    await deleteAllRules(page, address);
  });

  test('a webhook address that is not http(s)', async ({ page, fin }, testInfo) => {
    const address = await openSignedIn(page, fin.shellUrl);
    const form = centreOf(page).getByRole('form', { name: 'Webhook and email' });
    await form.getByLabel('Webhook URL').fill('ftp://hooks.example.com/fin');
    await form.getByRole('button', { name: 'Save' }).click();
    const alert = centreOf(page).getByRole('alert');
    await expect(alert).toHaveText(
      'The webhook URL must be an http(s) URL such as https://example.com/hooks/fin.',
    );
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('webhook-390.png') });
    expect(await withSession(page, address, 'GET', '/channels')).toMatchObject({ webhookUrl: null });
  });

  test('a sign-in the API no longer takes, then a signature declined in the wallet', async ({
    page,
    fin,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(fin.shellUrl);
    // A session this tab kept that the API does not know (as after its secret changed), there before the wallet
    // connects, so the bell's first read uses it.
    await page.waitForFunction(() => window.__finDemoWallet !== undefined);
    await page.evaluate(() => {
      const wallet = window.__finDemoWallet?.address ?? '';
      const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
      sessionStorage.setItem(
        `fin.walletSession:${wallet.toLowerCase()}`,
        JSON.stringify({ address: wallet, token: 'not-a-session', expiresAt }),
      );
    });
    await connectDemoWallet(page);
    await bell(page).click();
    const centre = centreOf(page);
    await expect(centre).toContainText(
      'Your wallet sign-in for alerts has ended: sign in with your wallet again (one signature, no transaction).',
    );
    await rejectNextWalletRequest(page);
    await centre.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(centre.getByRole('alert')).toHaveText(
      'You declined the signature in your wallet, so you are not signed in: sign in again and approve it.',
    );
    await page.screenshot({ path: testInfo.outputPath('signin-390.png') });
    await centre.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(centre.getByRole('heading', { name: /Notifications/ })).toBeVisible();
  });
});
