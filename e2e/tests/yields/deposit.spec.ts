import { DEPOSIT_RECORD_PREFIX } from '@fin/shared/domain/deposit/records';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import type { Locator, Page } from '@playwright/test';
import { type Address, createPublicClient, type Hash, http } from 'viem';
import { expect, test } from '../../fixtures/test';
import {
  connectDemoWallet,
  demoWalletChainId,
  rejectNextWalletRequest,
  walletRequestLog,
} from '../../fixtures/wallet';
import { readHoldings, rowSelector } from '../portfolio/chain-truth';
import { CASES, poolOf } from './protocol-cases';
import {
  listedRows,
  openDepositDialog,
  openHomeYields,
  rpcUrlOf,
  servedOpportunities,
  tokenBalance,
} from './yields-helpers';

const BASE = 8453;

async function aaveBaseUsdc(apiUrl: string): Promise<YieldOpportunity> {
  const served = await servedOpportunities(apiUrl);
  const pool = served.find((o) => o.protocolSlug === 'aave-v3' && o.chainId === BASE && o.asset === 'USDC');
  if (!pool?.poolAddress) throw new Error('the devnet serves no integrated Aave V3 USDC pool on Base');
  return pool;
}

/** Opens the row's detail, then its deposit dialog; returns the deposit dialog. */
async function openDeposit(page: Page, section: Locator, pool: YieldOpportunity): Promise<Locator> {
  await section.locator(`[data-pool-id="${pool.id}"]`).click();
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
  await detail.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Deposit to ${pool.protocol}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function deposit(dialog: Locator, asset: string, amount: string): Promise<void> {
  await dialog.getByLabel(`Amount (${asset})`).fill(amount);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
}

test('a USDC deposit into Aave on Base confirms, shows the hash, closes after 3 s and shows in the portfolio', async ({
  page,
  fin,
}) => {
  const pool = await aaveBaseUsdc(fin.apiUrl);
  const section = await openHomeYields(page, fin.shellUrl, '?chain=Base&asset=USDC');
  const address = await connectDemoWallet(page);
  const rpc = rpcUrlOf(fin.devnet.manifest.chains, BASE);
  const aUsdc = getTokenAddress('aUSDC', BASE) as Address;
  const before = await tokenBalance(rpc, aUsdc, address);

  const dialog = await openDeposit(page, section, pool);
  await expect(dialog.getByTestId('deposit-footer')).toHaveText('Direct deposit to the Aave V3 contract');
  await deposit(dialog, 'USDC', '100');
  await expect(dialog.getByTestId('deposit-status')).toHaveText('Deposited 100.00 USDC to Aave V3', {
    timeout: 60_000,
  });
  const confirmedAt = Date.now();
  // Each step of the plan is listed with its transaction. On the devnet no public explorer has the transaction,
  // so it says so instead of linking to basescan (where the link would open 'not found').
  const steps = dialog.getByTestId('deposit-steps').getByRole('listitem');
  // The seeded wallet already approved the Aave pool on Base without limit: no approval is asked for again.
  await expect(steps.filter({ hasText: 'Approving USDC' })).toHaveAttribute('data-status', 'skipped');
  const depositStep = steps.filter({ hasText: 'Depositing USDC to Aave V3' });
  await expect(depositStep).toHaveAttribute('data-status', 'done');
  const shown = depositStep.getByTestId('tx-hash');
  await expect(shown).toContainText(/^Devnet transaction 0x[0-9a-f]{8}…[0-9a-f]{8}/);
  await expect(shown.getByRole('link')).toHaveCount(0);
  const hash = (await shown.getAttribute('data-hash')) as Hash;
  await expect(dialog).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(2_500);

  // The chain is the oracle: the transaction went to the Aave pool and the aToken balance grew by 100 USDC
  // (plus the interest of the blocks in between, well under a cent).
  const client = createPublicClient({ transport: http(rpc), cacheTime: 0 });
  const receipt = await client.getTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  expect(receipt.to?.toLowerCase()).toBe(pool.poolAddress?.toLowerCase());
  const after = await tokenBalance(rpc, aUsdc, address);
  expect(after - before).toBeGreaterThanOrEqual(100_000_000n);
  expect(after - before).toBeLessThan(100_010_000n);

  // The portfolio panel refreshed by itself (the deposit invalidated its query) and shows the new aUSDC value.
  const baseChain = fin.devnet.manifest.chains.filter((c) => c.chainId === BASE);
  const holding = (await readHoldings(baseChain, address)).find((h) => h.symbol === 'aUSDC');
  expect(holding).toBeDefined();
  const portfolio = page.locator('[data-section="mf_portfolio/PortfolioPanel"]');
  const rowUsd = portfolio.locator(rowSelector(holding!)).getByTestId('row-usd');
  // aUSDC accrues interest every block: the page's read and this one can be a block apart, a hundredth of a cent.
  // Before the refresh the row was $100 lower.
  await expect
    .poll(
      async () => Math.abs(Number((await rowUsd.textContent())?.replace(/[$,]/g, '')) - holding!.valueUSD),
      {
        timeout: 20_000,
      },
    )
    .toBeLessThan(0.01);
  await expect(rowUsd).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{4}$/);

  const record = await page.evaluate(
    (key) => localStorage.getItem(key),
    `${DEPOSIT_RECORD_PREFIX}:${address.toLowerCase()}:Aave V3:${BASE}:USDC`,
  );
  expect(JSON.parse(record as string)).toMatchObject({
    amount: '100',
    txHash: hash,
    chain: 'Base',
    asset: 'USDC',
  });
});

test('a deposit on another chain switches the wallet first; a refused switch reads as cancelled', async ({
  page,
  fin,
}) => {
  const pool = await aaveBaseUsdc(fin.apiUrl);
  const section = await openHomeYields(page, fin.shellUrl, '?chain=Base&asset=USDC');
  await connectDemoWallet(page);
  expect(await demoWalletChainId(page)).toBe(1);
  const dialog = await openDeposit(page, section, pool);
  await expect(dialog.getByTestId('deposit-wrong-network')).toContainText('switch to Base first');

  await rejectNextWalletRequest(page, { methods: ['wallet_switchEthereumChain'] });
  await deposit(dialog, 'USDC', '25');
  await expect(dialog.getByTestId('deposit-status')).toHaveText('Network switch cancelled by user');
  expect(await demoWalletChainId(page)).toBe(1);

  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByTestId('deposit-status')).toHaveText('Deposited 25.00 USDC to Aave V3', {
    timeout: 60_000,
  });
  expect(await demoWalletChainId(page)).toBe(BASE);
  const log = await walletRequestLog(page);
  expect(log.filter((e) => e.method === 'wallet_switchEthereumChain').map((e) => e.outcome)).toEqual([
    'rejected',
    'approved',
  ]);
  expect(log.some((e) => e.method === 'eth_sendTransaction' && e.outcome === 'approved')).toBe(true);
});

test('a rejected signature shows the cancellation and moves nothing', async ({ page, fin }) => {
  const pool = await aaveBaseUsdc(fin.apiUrl);
  const section = await openHomeYields(page, fin.shellUrl, '?chain=Base&asset=USDC');
  const address = await connectDemoWallet(page);
  const rpc = rpcUrlOf(fin.devnet.manifest.chains, BASE);
  const usdc = getTokenAddress('USDC', BASE) as Address;
  const before = await tokenBalance(rpc, usdc, address);
  const dialog = await openDeposit(page, section, pool);
  await rejectNextWalletRequest(page, { methods: ['eth_sendTransaction'] });
  await deposit(dialog, 'USDC', '40');
  await expect(dialog.getByTestId('deposit-status')).toHaveText('Transaction cancelled by user', {
    timeout: 30_000,
  });
  await expect(dialog).toBeVisible();
  expect(await tokenBalance(rpc, usdc, address)).toBe(before);
  // The line clears after 5 s and the form can be used again.
  await expect(dialog.getByTestId('deposit-status')).toHaveText('', { timeout: 8_000 });
  await expect(dialog.getByRole('button', { name: 'Deposit', exact: true })).toBeEnabled();
});

test('an amount above the wallet balance is refused before the wallet is asked', async ({ page, fin }) => {
  const pool = await aaveBaseUsdc(fin.apiUrl);
  const section = await openHomeYields(page, fin.shellUrl, '?chain=Base&asset=USDC');
  await connectDemoWallet(page);
  const dialog = await openDeposit(page, section, pool);
  await expect(dialog.getByText(/^Balance: /)).toBeVisible({ timeout: 15_000 });
  await deposit(dialog, 'USDC', '999999999');
  await expect(dialog.getByTestId('deposit-status')).toHaveText(
    /^Insufficient USDC balance: you have [\d.]+ USDC on Base$/,
  );
  const asked = (await walletRequestLog(page)).map((e) => e.method);
  expect(asked).not.toContain('eth_sendTransaction');
  expect(asked).not.toContain('wallet_switchEthereumChain');
});

test('a row Fin cannot deposit into says so in the list and its detail links the protocol, with no deposit form', async ({
  page,
  fin,
}) => {
  const served = await servedOpportunities(fin.apiUrl);
  const section = await openHomeYields(page, fin.shellUrl, '?chain=Base&asset=USDC');
  await connectDemoWallet(page);
  const shown = await listedRows(section).evaluateAll((rows) =>
    rows.map((r) => r.getAttribute('data-pool-id')),
  );
  const pool = served.find((o) => shown.includes(o.id) && o.poolAddress === null);
  if (!pool) throw new Error('no capture-only pool among the rows shown for Base USDC');
  const row = section.locator(`[data-pool-id="${pool.id}"]`);
  await expect(row.getByTestId('yield-not-depositable')).toHaveText('Not with Fin');
  await row.click();
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
  const whyNot = detail.getByTestId('deposit-why-not');
  await expect(whyNot).toBeVisible();
  await expect(
    whyNot.getByRole('link', { name: `Deposit on ${pool.protocol}’s own page ↗` }),
  ).toHaveAttribute('href', pool.moonwellUrl ?? pool.protocolUrl);
  await expect(detail.getByRole('button', { name: 'Deposit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: `Deposit to ${pool.protocol}` })).toHaveCount(0);
  // Screenshots for a person to look at (desktop and phone), only when asked for.
  const shots = process.env.FIN_SCREENSHOTS;
  if (shots) {
    for (const [w, h] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await whyNot.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/yield-detail-not-depositable-${w}.png` });
    }
  }
  expect((await walletRequestLog(page)).some((e) => e.method === 'eth_sendTransaction')).toBe(false);
});

test('a captured row of a protocol Fin deposits into says why this pool takes no deposit', async ({
  page,
  fin,
}) => {
  const served = await servedOpportunities(fin.apiUrl);
  // Aave V3 takes deposits on Base (its devnet pool); its captured rows on other chains have no contract here.
  const first = served.find((o) => o.protocolSlug === 'aave-v3' && o.poolAddress === null);
  if (!first) throw new Error('the devnet serves no captured Aave V3 row');
  // Sorted by TVL, Aave's big markets lead their chain's list, inside the rows the page renders.
  const section = await openHomeYields(
    page,
    fin.shellUrl,
    `?chain=${first.chain}&asset=${first.asset}&sort=tvl`,
  );
  await connectDemoWallet(page);
  const shown = await listedRows(section).evaluateAll((rows) =>
    rows.map((r) => r.getAttribute('data-pool-id')),
  );
  const captured = served.find(
    (o) => shown.includes(o.id) && o.protocolSlug === 'aave-v3' && o.poolAddress === null,
  );
  if (!captured)
    throw new Error(`no captured Aave V3 row among the rows shown for ${first.chain} ${first.asset}`);
  await section.locator(`[data-pool-id="${captured.id}"]`).click();
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
  await expect(detail.getByTestId('deposit-why-not').locator('p')).toHaveText(
    `Fin deposits into Aave V3 where it has the pool's contract. This ${captured.asset} pool on ${captured.chain} is listed from the yields data only, with no contract Fin can reach on this network, so it is shown for comparison.`,
  );
});

test('for an on-chain pool the calculator measures the APY after your deposit and the gas payback', async ({
  page,
  fin,
}) => {
  const pool = await aaveBaseUsdc(fin.apiUrl);
  const section = await openHomeYields(page, fin.shellUrl, '?chain=Base&asset=USDC');
  const address = await connectDemoWallet(page);
  await section.locator(`[data-pool-id="${pool.id}"]`).click();
  const detail = page.getByRole('dialog').filter({ has: page.getByTestId('yield-detail') });
  const impact = detail.getByTestId('deposit-impact');
  await expect(impact.getByTestId('apy-after-deposit')).toHaveText(/^\d+\.\d{2}%$/, { timeout: 30_000 });
  const percent = async (testId: string) =>
    Number((await impact.getByTestId(testId).textContent())?.replace('%', ''));
  const now = Number(
    (
      await impact.getByText('APY now (measured)').locator('xpath=following-sibling::dd').textContent()
    )?.replace('%', ''),
  );
  const afterSmall = await percent('apy-after-deposit');
  // More supply, same borrowing: utilization falls, and the pool's own rate curve pays suppliers less.
  expect(afterSmall).toBeLessThanOrEqual(now);
  await expect(impact.getByTestId('gas-payback')).toHaveText(/^in (less than a day|[\d,]+ days)$/);

  // Most of what the wallet holds on Base: a deposit large enough to move the pool's utilization visibly.
  const usdc = await tokenBalance(
    rpcUrlOf(fin.devnet.manifest.chains, BASE),
    getTokenAddress('USDC', BASE) as Address,
    address,
  );
  const large = (usdc * 9n) / 10n / 1_000_000n;
  expect(large).toBeGreaterThan(10_000n);
  await detail.getByLabel('Deposit amount (USD)').fill(String(large));
  await expect(impact.getByTestId('apy-after-deposit')).not.toHaveText(`${afterSmall.toFixed(2)}%`, {
    timeout: 30_000,
  });
  const afterLarge = await percent('apy-after-deposit');
  expect(afterLarge).toBeLessThan(afterSmall);
});

test('the deposit dialog of one of several Morpho vaults on a chain names the vault the money goes into', async ({
  page,
  fin,
}) => {
  const served = await servedOpportunities(fin.apiUrl);
  const vaults = CASES.filter((c) => c.slug === 'morpho-blue' && c.chainId === 1).map((c) =>
    poolOf(served, c),
  );
  // Same protocol, asset and chain: only the vault's name tells them apart.
  expect(new Set(vaults.map((v) => `${v.protocol} ${v.asset} ${v.chain}`)).size).toBe(1);
  await page.goto(`${fin.shellUrl}/`);
  await connectDemoWallet(page);
  for (const vault of vaults) {
    const dialog = await openDepositDialog(page, fin.shellUrl, vault);
    await expect(dialog).toHaveAccessibleDescription(vault.poolMeta as string);
    await expect(dialog.getByText(vault.poolMeta as string, { exact: true })).toBeVisible();
  }
});
