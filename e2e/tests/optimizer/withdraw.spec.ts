// Withdraw from a portfolio row: the asset comes back to the wallet, checked on the chain; bad amounts are refused
// before the wallet is asked, with the deposit dialog's words; a rejection reads as a cancellation.
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, rejectNextWalletRequest, walletRequestLog } from '../../fixtures/wallet';
import { balanceReader } from './optimizer-helpers';

const BASE = 8453;
const ARBITRUM = 42161;

function portfolioRow(page: import('@playwright/test').Page, chainId: number, symbol: string) {
  return page.locator(
    `[data-section="mf_portfolio/PortfolioPanel"] [data-testid="portfolio-row"][data-chain-id="${chainId}"][data-symbol="${symbol}"]`,
  );
}

test('Withdraw on the aUSDC row returns 100 USDC to the wallet on Base', async ({ page, fin }) => {
  await page.goto(`${fin.shellUrl}/`);
  const address = await connectDemoWallet(page);
  const balance = balanceReader(fin.devnet.manifest.chains, address);
  const [usdcBefore, aBefore] = await Promise.all([balance('USDC', BASE), balance('aUSDC', BASE)]);
  const row = portfolioRow(page, BASE, 'aUSDC');
  await row.getByRole('button', { name: 'Withdraw' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Aave V3' });
  await expect(dialog).toBeVisible();

  // Refused before signing: more than the position holds.
  await dialog.getByLabel('Amount (USDC)').fill('999999');
  await expect(dialog.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();

  await dialog.getByLabel('Amount (USDC)').fill('100');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByTestId('withdraw-status')).toHaveText('Withdrew 100.00 USDC from Aave V3', {
    timeout: 60_000,
  });
  // The step lists its transaction; on the devnet it says so instead of linking to a public explorer.
  const step = dialog.getByTestId('withdraw-steps').getByRole('listitem').last();
  await expect(step).toHaveAttribute('data-status', 'done');
  await expect(step.getByTestId('tx-hash')).toHaveAttribute('data-hash', /^0x[0-9a-f]{64}$/);
  await expect(step.getByTestId('tx-hash')).toContainText('Devnet transaction');
  const [usdcAfter, aAfter] = await Promise.all([balance('USDC', BASE), balance('aUSDC', BASE)]);
  expect(usdcAfter - usdcBefore).toBe(100_000_000n);
  expect(aBefore - aAfter).toBeGreaterThan(99_990_000n);
  expect(aBefore - aAfter).toBeLessThanOrEqual(100_000_000n);
});

test('Max withdraws the whole Compound position; a rejected signature reads as a cancellation and moves nothing', async ({
  page,
  fin,
}) => {
  await page.goto(`${fin.shellUrl}/`);
  const address = await connectDemoWallet(page);
  const balance = balanceReader(fin.devnet.manifest.chains, address);
  const row = portfolioRow(page, ARBITRUM, 'cUSDC');
  await row.getByRole('button', { name: 'Withdraw' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Compound V3' });
  await dialog.getByRole('button', { name: 'Max' }).click();

  await rejectNextWalletRequest(page, { methods: ['eth_sendTransaction'] });
  const cBefore = await balance('cUSDC', ARBITRUM);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByTestId('withdraw-status')).toHaveText('Transaction cancelled by user', {
    timeout: 60_000,
  });
  expect(await balance('cUSDC', ARBITRUM)).toBeGreaterThanOrEqual(cBefore);
  expect((await walletRequestLog(page)).some((l) => l.outcome === 'rejected')).toBe(true);

  const usdcBefore = await balance('USDC', ARBITRUM);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByTestId('withdraw-status')).toHaveText(
    /^Withdrew [\d,]+\.\d{2} USDC from Compound V3$/,
    {
      timeout: 60_000,
    },
  );
  expect(await balance('cUSDC', ARBITRUM)).toBe(0n);
  expect(await balance('USDC', ARBITRUM)).toBeGreaterThanOrEqual(usdcBefore + cBefore);
});
