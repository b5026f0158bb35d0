/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';

/** The page as its HTML alone paints it: every script request refused, as before a phone has fetched them. */
async function withoutScripts(page: Page, url: string): Promise<void> {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(url);
  await page.unroute('**/*.js');
}

const welcome = (page: Page) => page.locator('.shell-welcome');

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a visitor sees the brand and the welcome before any script, and React takes them over in place`, async ({
    page,
    fin,
  }) => {
    await page.setViewportSize(viewport);
    await withoutScripts(page, fin.shellUrl);
    await expect(page.locator('.shell-brand')).toBeVisible();
    await expect(welcome(page)).toContainText('Welcome to Fin — Maximum Interest');
    const painted = await welcome(page).boundingBox();

    await page.goto(fin.shellUrl);
    // Rendered by React: the banner's buttons work and its heading is announced.
    await expect(page.getByRole('heading', { name: 'Welcome to Fin — Maximum Interest' })).toBeVisible();
    await expect(welcome(page)).toHaveCount(1);
    expect(await welcome(page).boundingBox()).toEqual(painted);
    await welcome(page).getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  });
}

test('a returning wallet and other pages get no welcome banner, not even before the scripts', async ({
  page,
  fin,
}) => {
  await withoutScripts(page, `${fin.shellUrl}/yields`);
  await expect(page.locator('.shell-brand')).toBeVisible();
  await expect(welcome(page)).toHaveCount(0);

  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  await withoutScripts(page, fin.shellUrl);
  await expect(page.locator('.shell-brand')).toBeVisible();
  await expect(welcome(page)).toHaveCount(0);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a returning wallet's page keeps its layout while the balances load, and the sections below the first screen wait`, async ({
    page,
    fin,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    await expect(page.getByTestId('portfolio-footer')).toBeVisible({ timeout: 30_000 });

    // The balances are held back until the layout has been read; every remote entry requested is noted.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/portfolio/**', async (route) => {
      await held;
      await route.continue();
    });
    const entries: string[] = [];
    page.on('request', (r) => {
      const name = /\/(mf_[a-z]+)\.[0-9a-f]+\.js$/.exec(r.url())?.[1];
      if (name) entries.push(name);
    });
    await page.reload();
    await expect(page.getByText('Loading balances across all networks...')).toBeVisible();
    const optimizerTop = () =>
      page.evaluate(() => document.getElementById('optimizer')?.getBoundingClientRect().top);
    const whileLoading = await optimizerTop();
    expect(entries.sort()).toEqual(['mf_optimizer', 'mf_portfolio']);

    release();
    await expect(page.getByTestId('portfolio-footer')).toBeVisible({ timeout: 30_000 });
    const loaded = await optimizerTop();
    // Within a line of text: the allocation charts' legends grow with the wallet's chains and protocols, which
    // earlier tests change; the jump this guards against was ~500 px.
    expect(Math.abs((loaded ?? 0) - (whileLoading ?? 0))).toBeLessThanOrEqual(32);
  });
}
