// Bridge and deposit in one flow: the wallet holds too little USDC on the pool's chain, the deposit dialog offers
// to bring the shortfall over with CCTP from the chain holding the most, and the deposit runs once it is minted.
// The chain is the oracle: the source chain paid the shortfall, the pool received the whole amount.
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import type { Page } from '@playwright/test';
import type { Address } from 'viem';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { usdcBalance } from '../transfer/transfer-helpers';
import { openHomeYields, rpcUrlOf, servedOpportunities, tokenBalance } from './yields-helpers';

const ETHEREUM = 1;
const BASE = 8453;
const USDC = 1_000_000n;

test.setTimeout(180_000);

// A reader who already scrolled past Quick Actions has its transfer history on the page while the yields section
// bridges: both sections write the same record and the history must end on the last word, not an earlier step.
for (const quickActionsOnScreen of [false, true]) {
  const when = quickActionsOnScreen ? ' (with Quick Actions already open)' : '';
  test(`a deposit larger than the Base balance bridges the shortfall from Ethereum, then deposits it all${when}`, async ({
    page,
    fin,
  }) => {
    await bridgeAndDeposit(page, fin, quickActionsOnScreen);
  });
}

async function bridgeAndDeposit(page: Page, fin: FinFixture, quickActionsOnScreen: boolean) {
  const served = await servedOpportunities(fin.apiUrl);
  const pool = served.find(
    (o: YieldOpportunity) => o.protocolSlug === 'aave-v3' && o.chainId === BASE && o.asset === 'USDC',
  );
  if (!pool?.poolAddress) throw new Error('the devnet serves no integrated Aave V3 USDC pool on Base');
  const section = await openHomeYields(page, fin.shellUrl, '?chain=Base&asset=USDC');
  const address = await connectDemoWallet(page);
  if (quickActionsOnScreen) {
    await page.locator('[data-remote-slot="mf_transfer/QuickActions"]').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('transfer-history')).toBeVisible({ timeout: 30_000 });
    await section.scrollIntoViewIfNeeded();
  }
  const onBase = await usdcBalance(fin, BASE, address);
  const onEthereum = await usdcBalance(fin, ETHEREUM, address);
  const aUsdc = getTokenAddress('aUSDC', BASE) as Address;
  const rpc = rpcUrlOf(fin.devnet.manifest.chains, BASE);
  const depositedBefore = await tokenBalance(rpc, aUsdc, address);
  const amount = onBase + 500n * USDC;
  const amountText = (amount / USDC).toString();

  await section.locator(`[data-pool-id="${pool.id}"]`).click();
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
  await detail.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Deposit to ${pool.protocol}` });
  await dialog.getByLabel('Amount (USDC)').fill(amountText);

  const offer = dialog.getByTestId('bridge-shortfall');
  await expect(offer).toContainText('You have 500 USDC too little on Base');
  await offer.getByRole('button', { name: 'Bridge from Ethereum and deposit' }).click();
  // The bridge under way, at whichever stage the page has reached when it is read (the first goes by in a moment).
  await expect(offer.getByRole('status')).toContainText(
    /Bridging|Waiting for Circle's attestation|Switch to Base|Bridged: /,
    { timeout: 30_000 },
  );

  await expect(dialog.getByTestId('deposit-status')).toHaveText(
    new RegExp(`^Deposited ${amountText.replace(/\B(?=(\d{3})+$)/g, ',?')}(\\.00)? USDC to Aave V3$`),
    { timeout: 150_000 },
  );

  // Ethereum paid the shortfall (plus the fast fee when the fast route was taken, which stays under 1 USDC here);
  // the whole amount went into Aave on Base and no USDC was left behind beyond what the fee gross-up rounds.
  const paid = onEthereum - (await usdcBalance(fin, ETHEREUM, address));
  expect(paid).toBeGreaterThanOrEqual(500n * USDC);
  expect(paid).toBeLessThan(501n * USDC);
  const deposited = (await tokenBalance(rpc, aUsdc, address)) - depositedBefore;
  expect(deposited).toBeGreaterThanOrEqual(amount);
  expect(deposited).toBeLessThan(amount + 10_000n);
  expect(await usdcBalance(fin, BASE, address)).toBeLessThan(1n * USDC);

  // The bridge is a transfer like any other: Quick Actions lists it as completed.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await page.keyboard.press('Escape'); // the pool's detail dialog under it
  await page.locator('[data-remote-slot="mf_transfer/QuickActions"]').scrollIntoViewIfNeeded();
  const item = page.getByTestId('transfer-history').getByTestId('history-item').first();
  await expect(item).toContainText('USDC · Ethereum → Base', { timeout: 30_000 });
  await expect(item).toHaveAttribute('data-status', 'completed');
}
