// The user says no in the wallet, or is on the wrong chain; amounts refused before any signature.
import { expect, test } from '../../fixtures/test';
import { rejectNextWalletRequest, walletRequestLog } from '../../fixtures/wallet';
import {
  approveOnChain,
  chooseRoute,
  fillTransfer,
  form,
  openQuickActions,
  startButton,
  statusLine,
  step,
  usdcBalance,
  waitForCompletion,
} from './transfer-helpers';

test('rejecting the approval: "Transaction cancelled by user", steps clear after 3 s, nothing burned', async ({
  page,
  fin,
}) => {
  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 8453, address);
  await fillTransfer(page, { from: 8453, to: 42161, amount: '5', mode: 'standard' });
  await rejectNextWalletRequest(page, { methods: ['eth_sendTransaction'] });
  await startButton(page).click();
  await expect(statusLine(page)).toHaveText('Transaction cancelled by user');
  await expect(step(page, 'approve')).toHaveAttribute('data-status', 'error');
  await expect(page.locator('[data-step]')).toHaveCount(0, { timeout: 6_000 });
  expect(await usdcBalance(fin, 8453, address)).toBe(before);
});

test('rejecting the burn (allowance already given): cancelled, no approval asked, nothing burned', async ({
  page,
  fin,
}) => {
  const address = await openQuickActions(page, fin);
  await approveOnChain(fin, 42161, 5_000_000n);
  const before = await usdcBalance(fin, 42161, address);
  await fillTransfer(page, { from: 42161, to: 8453, amount: '5', mode: 'standard' });
  await rejectNextWalletRequest(page, { methods: ['eth_sendTransaction'] });
  await startButton(page).click();
  await expect(statusLine(page)).toHaveText('Transaction cancelled by user');
  await expect(step(page, 'approve')).toContainText('Allowance already sufficient');
  await expect(step(page, 'burn')).toHaveAttribute('data-status', 'error');
  expect(await usdcBalance(fin, 42161, address)).toBe(before);
  expect((await walletRequestLog(page)).filter((e) => e.method === 'eth_sendTransaction')).toEqual([
    { method: 'eth_sendTransaction', outcome: 'rejected' },
  ]);
});

test('rejecting the mint: retry prompt after 3 s, then Complete Transfer Manually mints', async ({
  page,
  fin,
}) => {
  test.setTimeout(90_000);
  const address = await openQuickActions(page, fin);
  const before = await usdcBalance(fin, 10, address);
  await fillTransfer(page, { from: 8453, to: 10, amount: '4', mode: 'standard' });
  await startButton(page).click();
  await expect(step(page, 'burn')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await rejectNextWalletRequest(page, { methods: ['eth_sendTransaction'] });
  await expect(statusLine(page)).toHaveText('Transaction cancelled by user', { timeout: 30_000 });
  await expect(statusLine(page)).toHaveText(/^Ready to retry minting\. Click/, { timeout: 6_000 });
  await page.getByRole('button', { name: 'Complete Transfer Manually' }).click();
  await waitForCompletion(page, 10);
  expect((await usdcBalance(fin, 10, address)) - before).toBe(4_000_000n);
});

test('wrong chain: the source banner blocks Start until the switch; a refused destination switch offers the button', async ({
  page,
  fin,
}) => {
  test.setTimeout(90_000);
  await openQuickActions(page, fin);
  await chooseRoute(page, 43114, 137);
  await form(page).getByLabel('Amount (USDC)').fill('1');
  const banner = page.getByTestId('source-chain-banner');
  await expect(banner).toContainText('Please switch to Avalanche network first');
  await expect(startButton(page)).toBeDisabled();
  await rejectNextWalletRequest(page, { methods: ['wallet_switchEthereumChain'] });
  await banner.getByRole('button', { name: 'Switch to Avalanche' }).click();
  await expect(banner).toContainText('Network switch cancelled by user');
  await banner.getByRole('button', { name: 'Switch to Avalanche' }).click();
  await expect(banner).toBeHidden({ timeout: 20_000 });
  // Refuse the switch to the destination once the attestation is in.
  await rejectNextWalletRequest(page, { methods: ['wallet_switchEthereumChain'] });
  await startButton(page).click();
  const dest = page.getByTestId('destination-chain-banner');
  await expect(dest).toContainText('Network switch cancelled by user', { timeout: 40_000 });
  await expect(step(page, 'switch-destination')).toHaveAttribute('data-status', 'in-progress');
  await dest.getByRole('button', { name: 'Switch to Polygon' }).click();
  await waitForCompletion(page, 137);
});

test('the fast toggle is hidden from Avalanche and Polygon and shown from Base', async ({ page, fin }) => {
  await openQuickActions(page, fin);
  await form(page).getByLabel('Amount (USDC)').fill('10');
  for (const from of [43114, 137]) {
    await chooseRoute(page, from, 8453);
    await expect(page.getByTestId('transfer-speed')).toHaveCount(0);
    await expect(page.getByTestId('transfer-quote')).toContainText('Standard · 2-3 minutes');
    await expect(page.getByTestId('transfer-fee')).toHaveText('0 USDC');
  }
  await chooseRoute(page, 8453, 43114);
  await expect(page.getByTestId('transfer-speed')).toBeVisible();
  await expect(page.getByTestId('transfer-quote')).toContainText('Fast · 8-20 seconds');
});

test('zero, negative, non-numeric and above-balance amounts are refused before any signature', async ({
  page,
  fin,
}) => {
  await openQuickActions(page, fin);
  await chooseRoute(page, 8453, 1);
  const amount = form(page).getByLabel('Amount (USDC)');
  const cases: [string, string | RegExp][] = [
    ['0', 'Amount must be greater than 0'],
    ['-3', 'Amount cannot be negative'],
    ['abc', 'Amount must be a number, like 100 or 0.5'],
    ['1.1234567', 'Use at most 6 decimal places'],
    ['30000', /^Amount exceeds your USDC balance on Base \([\d.]+ USDC\)$/],
  ];
  for (const [text, error] of cases) {
    await amount.fill(text);
    await expect(form(page).getByRole('alert').filter({ hasText: error })).toBeVisible();
    await expect(startButton(page)).toBeDisabled();
  }
  await amount.fill('');
  await expect(startButton(page)).toBeDisabled();
  expect((await walletRequestLog(page)).filter((e) => e.method === 'eth_sendTransaction')).toEqual([]);
});
