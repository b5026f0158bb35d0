// Editing a rule's threshold in the notification centre: the rule keeps its place and id, its words show the new
// value, the API holds it; a value the API refuses shows the reason and changes nothing. Screenshots of the edit
// form at 1440 and 390 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Alerts/ });

/** The wallet's rules as the API keeps them, read with the page's own sign-in session. */
function storedRules(page: Page, address: string) {
  return page.evaluate(async (wallet) => {
    const raw = sessionStorage.getItem(`fin.walletSession:${wallet.toLowerCase()}`);
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const res = await fetch(`/api/alerts/${wallet}/rules`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { rules: { id: string; rule: Record<string, unknown> }[] }).rules;
  }, address);
}

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${viewport.name}: a rule's threshold is edited in the centre`, async ({ page, fin }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(fin.shellUrl);
    const address = await connectDemoWallet(page);
    await bell(page).click();
    const centre = page.getByRole('dialog', { name: 'Alerts' });
    await centre.getByRole('button', { name: 'Sign in with wallet' }).click();

    const form = centre.getByRole('form', { name: 'New alert rule' });
    await form.getByLabel('Alert me when').selectOption({ label: 'APY of a held position under…' });
    await form.getByLabel('APY under (%)').fill('3');
    await form.getByRole('button', { name: 'Add rule' }).click();
    const before = "A held position's APY falls under 3%";
    await expect(centre.getByText(before)).toBeVisible();
    const [added] = await storedRules(page, address);

    await centre.getByRole('button', { name: `Edit rule: ${before}` }).click();
    const edit = centre.getByRole('form', { name: `Edit rule: ${before}` });
    await expect(edit.getByLabel('APY under (%)')).toHaveValue('3');
    await edit.getByLabel('APY under (%)').fill('-1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toHaveText('The APY threshold must be at least 0.');
    expect((await storedRules(page, address))[0]?.rule).toEqual({ kind: 'apy-below', belowPct: 3 });

    await edit.getByLabel('APY under (%)').fill('2.5');
    await edit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`rule-edit-${viewport.width}.png`) });
    await edit.getByRole('button', { name: 'Save' }).click();
    const after = "A held position's APY falls under 2.5%";
    await expect(centre.getByText(after)).toBeVisible();
    await expect(centre.getByText(before)).toHaveCount(0);
    await expect(edit).toHaveCount(0);
    expect(await storedRules(page, address)).toEqual([
      expect.objectContaining({ id: added?.id, rule: { kind: 'apy-below', belowPct: 2.5 } }),
    ]);

    await centre.getByRole('button', { name: `Delete rule: ${after}` }).click();
    await expect(centre.getByText('No rules yet.')).toBeVisible();
  });
}
