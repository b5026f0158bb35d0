// At 390 × 844 (half our users are on phones) no page, section or dialog may draw rows over each other, put a
// control outside a page that cannot scroll sideways, or cut text off: the checks of layout-problems.ts, run on
// every page (dashboard as a visitor and connected, /yields, protocol pages) and every dialog.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { fundAgent, openOwnAgent } from '../agent/agent-helpers';
import { chatPanel, openChat } from '../chat/chat-helpers';
import { analyze, openOptimizer } from '../optimizer/optimizer-helpers';
import {
  attestedMessage,
  burnOnChain,
  chooseRoute,
  form as transferForm,
  section as transferSection,
  usdcBalance,
} from '../transfer/transfer-helpers';
import { openYieldsPage, servedOpportunities } from '../yields/yields-helpers';
import { loadWholeDashboard } from './helpers';
import { layoutProblems } from './layout-problems';

test.use({ viewport: { width: 390, height: 844 } });

async function expectClean(page: Page, scope?: string): Promise<void> {
  expect(await layoutProblems(page, scope)).toEqual([]);
}

test('the dashboard of a visitor has no overlapping rows, stray controls or cut-off text', async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await loadWholeDashboard(page);
  await expectClean(page);
});

test('the dashboard of a connected wallet has no overlapping rows, stray controls or cut-off text', async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await connectDemoWallet(page);
  await loadWholeDashboard(page);
  await expectClean(page);
});

test('/yields and protocol pages have no overlapping rows, stray controls or cut-off text', async ({
  page,
  fin,
}) => {
  await openYieldsPage(page, fin.shellUrl);
  await connectDemoWallet(page);
  await expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });
  await expectClean(page);
  for (const slug of ['morpho-blue', 'aave-v3', 'eulerearn']) {
    await page.goto(`${fin.shellUrl}/protocols/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote-slot] > [role="status"]')).toHaveCount(0, { timeout: 15_000 });
    await expectClean(page);
  }
});

test('every dialog fits the phone: connect, menu, withdraw, chat, yield detail, deposit and its bridge offer', async ({
  page,
  fin,
}) => {
  await page.goto(fin.shellUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  await expectClean(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  const address = await connectDemoWallet(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'FIN Dashboard' })).toBeVisible();
  await expectClean(page, '[role="dialog"]');
  await page.keyboard.press('Escape');

  // A phone shows the first four balances; the positions with Withdraw come after the idle stablecoins.
  await page.getByRole('button', { name: /^Show all \d+ balances$/ }).click({ timeout: 30_000 });
  await expectClean(page, '[data-section="mf_portfolio/PortfolioPanel"]');
  await page
    .locator('[data-testid="portfolio-row"] button', { hasText: 'Withdraw' })
    .first()
    .click({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: /^Withdraw from / })).toBeVisible();
  await expectClean(page, '[role="dialog"]');
  await page.keyboard.press('Escape');

  await openChat(page);
  await expect(chatPanel(page)).toBeVisible();
  await expectClean(page, '[role="dialog"]');
  await page.keyboard.press('Escape');

  // In-app navigation keeps the wallet connected: the /yields page narrowed to USDC on Base, Aave's pool opened.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/yields?chain=Base&asset=USDC');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const served = await servedOpportunities(fin.apiUrl);
  const aave = served.find((o) => o.protocolSlug === 'aave-v3' && o.chainId === 8453 && o.asset === 'USDC');
  if (!aave) throw new Error('the devnet serves no Aave V3 USDC pool on Base');
  const section = page.locator('[data-section="mf_yields/YieldsSection"]');
  await section.locator(`[data-pool-id="${aave.id}"]`).click({ timeout: 30_000 });
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
  await expect(detail.getByRole('img', { name: 'APY history' })).toBeVisible({ timeout: 15_000 });
  await expectClean(page, '[role="dialog"]');
  await detail.getByRole('button', { name: 'Deposit', exact: true }).click();
  const deposit = page.getByRole('dialog', { name: `Deposit to ${aave.protocol}` });
  await expect(deposit).toBeVisible();
  await deposit.getByLabel('Amount (USDC)').fill('25');
  const depositScope = `[role="dialog"][aria-labelledby="${await deposit.getAttribute('aria-labelledby')}"]`;
  await expectClean(page, depositScope);
  // More than the wallet holds on Base: the dialog offers to bridge the shortfall, a longer form on a phone.
  const onBase = await usdcBalance(fin, 8453, address);
  await deposit.getByLabel('Amount (USDC)').fill(String(onBase / 1_000_000n + 500n));
  await expect(deposit.getByTestId('bridge-shortfall')).toContainText('too little on Base');
  await expectClean(page, depositScope);
});

test("the optimizer's analysis and the filled transfer form show every value whole", async ({
  page,
  fin,
}) => {
  const { section } = await openOptimizer(page, fin.shellUrl);
  await analyze(section);
  await expect(section.getByText('Current portfolio')).toBeVisible();
  await expectClean(page, '[data-section="mf_optimizer/PortfolioOptimizer"]');

  const quick = transferSection(page);
  await quick.scrollIntoViewIfNeeded();
  await expect(transferForm(page)).toBeVisible({ timeout: 30_000 });
  await chooseRoute(page, 8453, 42161);
  await transferForm(page).getByLabel('Amount (USDC)').fill('5');
  await expectClean(page, '[data-section="mf_transfer/QuickActions"]');
});

test('the agent panel after a purchase (wallet, budget, log) shows every value whole', async ({
  page,
  fin,
}) => {
  const { panel } = await openOwnAgent(page, fin.shellUrl);
  // The server's agent tries a round as soon as it is on, before the funding lands, and then waits its 5 minutes per
  // protocol: paused, the purchase below is the user's own and comes at once however slow the machine is.
  await panel.getByRole('button', { name: 'Pause' }).click();
  await expect(panel.getByTestId('agent-status')).toHaveText('paused');
  await fundAgent(panel, '0.01');
  await panel.getByRole('button', { name: 'Buy report now' }).click();
  await expect(panel.getByTestId('agent-log-entry').filter({ hasText: 'Bought' }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expectClean(page, '[data-section="mf_agent/AgentPanel"]');
});

test('a transfer link ready to mint, opened without a wallet, keeps the recipient inside the screen', async ({
  page,
  fin,
}) => {
  // The "Ready to mint" prompt names the recipient's whole address, a word that cannot wrap: it widened the page.
  const hash = await burnOnChain(fin, { from: 8453, to: 10, amount: 3_000_000n, fast: true });
  await attestedMessage(fin, 8453, hash);
  await page.goto(`${fin.shellUrl}/transfer/base/${hash}`);
  const card = page.getByTestId('transfer-link');
  await expect(card).toHaveAttribute('data-stage', 'ready', { timeout: 30_000 });
  await expect(card.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await expectClean(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
