// The API on an origin of its own, as deploy/README.md shows it (https://api.example.com beside the shell's host):
// the page's config.json names the API's own address, not the shell's /api proxy, so every call the page makes is
// cross-origin and the browser asks the API first (a CORS preflight) before each PUT and DELETE. A signed-in user
// adds, edits and deletes an alert rule, saves a webhook and sets the agent's daily budget; each shows in the page
// and is read back from the API. The API refusing PUT or DELETE in its CORS methods (issue 38 item 5) fails here.
import type { Page } from '@playwright/test';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { devnetRuntimeConfig } from '../../stack/devnet';
import { freshAgentLedger, openOwnAgent } from '../agent/agent-helpers';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Alerts/ });

type Calls = { toApi: string[]; elsewhere: string[] };

/**
 * Serves a config.json whose apiBaseUrl is the API's own origin (from the shell and every remote, so the page's
 * CSP lets it reach that origin; the fixture puts the stack's own config back after the test), and records the
 * page's API calls: to the API's origin, and to any other (a /api proxy, which must see none).
 */
function useApiOnItsOwnOrigin(page: Page, fin: FinFixture): Calls {
  fin.apps.setRuntimeConfig(devnetRuntimeConfig(fin.devnet, fin.apiUrl));
  const apiOrigin = new URL(fin.apiUrl).origin;
  const calls: Calls = { toApi: [], elsewhere: [] };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/')) return;
    (url.origin === apiOrigin ? calls.toApi : calls.elsewhere).push(`${r.method()} ${url.pathname}`);
  });
  return calls;
}

/** The page's sign-in token for the wallet (the API's bearer token), to read back what the page saved. */
function sessionToken(page: Page, address: string): Promise<string> {
  return page.evaluate((wallet) => {
    const raw = sessionStorage.getItem(`fin.walletSession:${wallet.toLowerCase()}`);
    return raw ? (JSON.parse(raw) as { token: string }).token : '';
  }, address);
}

/** A call to the API from the test (no browser, no CORS) with the page's session. */
async function asWallet<T>(apiUrl: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

type StoredRules = { rules: { id: string; rule: Record<string, unknown> }[] };
type StoredChannels = { webhookUrl: string | null; webhookSecret?: string | null };

test('with the API on its own origin, an alert rule is added, edited and deleted and a webhook is saved', async ({
  page,
  fin,
}) => {
  test.setTimeout(120_000);
  const calls = useApiOnItsOwnOrigin(page, fin);
  await page.goto(fin.shellUrl);
  const address = await connectDemoWallet(page);
  await bell(page).click();
  const centre = page.getByRole('dialog', { name: 'Alerts' });
  await centre.getByRole('button', { name: 'Sign in with wallet' }).click();
  await expect(centre.getByRole('heading', { name: /Notifications/ })).toBeVisible({ timeout: 20_000 });
  const token = await sessionToken(page, address);
  expect(token).not.toBe('');
  const rulesPath = `/api/alerts/${address}/rules`;
  // Rules other tests on this stack left behind, deleted in the page so its list is this test's only.
  const deletes = centre.getByRole('button', { name: /^Delete rule: / });
  await expect(centre.getByText('No rules yet.').or(deletes.first())).toBeVisible({ timeout: 20_000 });
  for (let n = await deletes.count(); n > 0; n--) {
    await deletes.first().click();
    await expect(deletes).toHaveCount(n - 1);
  }
  await expect(centre.getByText('No rules yet.')).toBeVisible({ timeout: 20_000 });

  // Add (POST).
  const form = centre.getByRole('form', { name: 'New alert rule' });
  await form.getByLabel('Alert me when').selectOption({ label: 'APY of a held position under…' });
  await form.getByLabel('APY under (%)').fill('3');
  await form.getByRole('button', { name: 'Add rule' }).click();
  const before = "A held position's APY falls under 3%";
  await expect(centre.getByText(before)).toBeVisible();
  const [added] = (await asWallet<StoredRules>(fin.apiUrl, token, 'GET', rulesPath)).rules;
  expect(added?.rule).toEqual({ kind: 'apy-below', belowPct: 3 });

  // Edit the threshold (PUT).
  await centre.getByRole('button', { name: `Edit rule: ${before}` }).click();
  const edit = centre.getByRole('form', { name: `Edit rule: ${before}` });
  await edit.getByLabel('APY under (%)').fill('2.5');
  await edit.getByRole('button', { name: 'Save' }).click();
  const after = "A held position's APY falls under 2.5%";
  await expect(centre.getByText(after)).toBeVisible();
  await expect(centre.getByText(before)).toHaveCount(0);
  await expect(centre.getByRole('alert')).toHaveCount(0);
  expect((await asWallet<StoredRules>(fin.apiUrl, token, 'GET', rulesPath)).rules).toEqual([
    expect.objectContaining({ id: added?.id, rule: { kind: 'apy-below', belowPct: 2.5 } }),
  ]);

  // Delete (DELETE).
  await centre.getByRole('button', { name: `Delete rule: ${after}` }).click();
  await expect(centre.getByText('No rules yet.')).toBeVisible();
  await expect(centre.getByRole('alert')).toHaveCount(0);
  expect((await asWallet<StoredRules>(fin.apiUrl, token, 'GET', rulesPath)).rules).toEqual([]);

  // Save a webhook (PUT): its signing secret appears once it is saved.
  const channelsPath = `/api/alerts/${address}/channels`;
  const hook = 'https://hooks.example.com/fin-own-origin';
  const channels = centre.getByRole('form', { name: 'Webhook and email' });
  try {
    await channels.getByLabel('Webhook URL').fill(hook);
    await channels.getByRole('button', { name: 'Save' }).click();
    await expect(centre.getByText(/^Signing secret/)).toBeVisible();
    await expect(centre.getByRole('alert')).toHaveCount(0);
    const saved = await asWallet<StoredChannels>(fin.apiUrl, token, 'GET', channelsPath);
    expect(saved.webhookUrl).toBe(hook);
    await expect(centre.getByText(/^Signing secret/).locator('code')).toHaveText(saved.webhookSecret ?? '');
  } finally {
    // The stack's database outlives this test: no webhook left for later rules to post to.
    await asWallet(fin.apiUrl, token, 'PUT', channelsPath, { webhookUrl: null, email: null });
  }

  // Every call went to the API's own origin, none through a /api proxy, and the edits were PUT and DELETE.
  expect(calls.elsewhere).toEqual([]);
  expect(calls.toApi).toEqual(
    expect.arrayContaining([
      'POST /api/auth/session',
      `POST ${rulesPath}`,
      `PUT ${rulesPath}/${added?.id}`,
      `DELETE ${rulesPath}/${added?.id}`,
      `PUT ${channelsPath}`,
    ]),
  );
});

test("with the API on its own origin, the agent's daily budget is set", async ({ page, fin }) => {
  test.setTimeout(120_000);
  // A fresh ledger: no budget set by an earlier test on this stack.
  await freshAgentLedger(fin);
  const calls = useApiOnItsOwnOrigin(page, fin);
  const { panel } = await openOwnAgent(page, fin.shellUrl);
  const address = fin.devnet.manifest.demoAccount.address;
  await panel.getByLabel(/^Daily budget \(USDC, up to 0\.01\)/).fill('0.007');
  await panel.getByRole('button', { name: 'Set budget' }).click();
  await expect(panel.getByTestId('agent-budget')).toHaveText('0.007 USDC');
  await expect(
    panel.getByTestId('agent-log-entry').filter({ hasText: 'Daily budget set to 0.007 USDC' }),
  ).toHaveCount(1);
  await expect(panel.getByRole('alert')).toHaveCount(0);

  const token = await sessionToken(page, address);
  const read = await asWallet<{ budget: { totalUnits: number } }>(
    fin.apiUrl,
    token,
    'GET',
    `/api/agentkit/initialize?walletAddress=${address}`,
  );
  expect(read.budget.totalUnits).toBe(7000);
  expect(calls.elsewhere).toEqual([]);
  expect(calls.toApi).toContain('PUT /api/agentkit/budget');
});
