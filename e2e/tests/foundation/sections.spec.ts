import { REMOTES, type RemoteName } from '@fin/shared/mf/share-config';
import { expect, test } from '../../fixtures/test';

// The heading each section slot must show; the agent panel has no fixed heading, so none is checked for it.
const SLOTS = [
  ['mf_portfolio/PortfolioPanel', 'USD Stablecoin Portfolio'],
  ['mf_optimizer/PortfolioOptimizer', 'Portfolio Optimizer'],
  ['mf_yields/YieldsSection', 'USD Stablecoins'],
  ['mf_agent/AgentPanel', null],
  ['mf_yields/MorphoVaults', 'Morpho Vaults'],
  ['mf_transfer/QuickActions', 'Quick Actions'],
] as const;

const STANDALONE_HEADINGS: Record<RemoteName, RegExp> = {
  mf_portfolio: /USD Stablecoin Portfolio/,
  mf_yields: /USD Stablecoins/,
  mf_transfer: /Quick Actions/,
  mf_optimizer: /Portfolio Optimizer/,
  mf_agent: /Agent/,
  mf_chat: /support chat/i,
};

test('the shell shows its brand and every section slot renders its remote', async ({ page, fin }) => {
  await page.goto(fin.shellUrl);
  await expect(page.getByText('Maximum Interest').first()).toBeVisible();
  for (const [remoteId, heading] of SLOTS) {
    const slot = page.locator(`[data-remote-slot="${remoteId}"]`);
    await slot.scrollIntoViewIfNeeded();
    await expect(slot.locator(`[data-remote-ready="${remoteId}"]`)).toBeAttached({ timeout: 20_000 });
    if (heading) await expect(slot.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  // The support chat is a floating remote that stays hidden until a wallet connects: it answers questions about the user's own wallet.
  await expect(page.locator('[data-remote-ready="mf_chat/SupportChat"]')).toBeAttached();
  await expect(page.locator('[data-slot-fallback]')).toHaveCount(0);
});

for (const name of Object.keys(REMOTES) as RemoteName[]) {
  test(`the ${name} remote runs on its own standalone page`, async ({ page, fin }) => {
    await page.goto(fin.remoteUrl(name));
    await expect(page.getByText('(standalone)')).toBeVisible();
    await expect(page.locator('main').getByText(STANDALONE_HEADINGS[name]).first()).toBeAttached();
  });
}

test('a third-party page embeds only the yields section', async ({ page, fin }) => {
  const remoteEntries: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('mf-manifest.json')) remoteEntries.push(new URL(r.url()).port);
  });
  await page.goto(fin.embedUrl);
  await expect(page.getByRole('heading', { name: 'Partner page' })).toBeVisible();
  await expect(page.locator('[data-remote-ready="mf_yields/YieldsSection"]')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'USD Stablecoins', exact: true })).toBeVisible();
  expect(remoteEntries).toEqual([String(fin.ports.remotes.mf_yields)]);
});
