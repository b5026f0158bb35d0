// EIP-5792 for deposits: when the wallet reports atomic batching for the chain, approve + deposit go to it as one
// `wallet_sendCalls` prompt (followed with `wallet_getCallsStatus`), for one pool of each contract shape Fin
// deposits into (ERC-4626 vault, Aave-style pool, Compound V3 market, Compound V2-style market); without it, the
// two prompts of before. Either way the chain ends the same: the amount left the wallet and the pool holds it.
// A batch that fails reads as failed with nothing applied, and the optimizer's moves batch too (same chain, and
// cross-chain where approve + burn is one prompt as well).
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Locator, Page } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  createTestClient,
  type Hash,
  http,
  parseAbi,
  parseUnits,
} from 'viem';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet, setWalletBatching, walletRequestLog } from '../../fixtures/wallet';
import {
  analyze,
  balanceReader,
  keepIdleMoneyIdle,
  keepOnlyMove,
  openOptimizer,
  vaultAssets,
} from '../optimizer/optimizer-helpers';
import { CASES, type Case, poolOf, positionValue } from './protocol-cases';
import {
  openDepositDialog,
  poolPageUrl,
  rpcUrlOf,
  servedOpportunities,
  tokenBalance,
} from './yields-helpers';

const SHAPES: { shape: string; slug: string; vault?: string }[] = [
  { shape: 'ERC-4626 vault', slug: 'morpho-blue', vault: 'Steakhouse USDC' },
  // Not Aave V3 on Base: the devnet's demo account has a standing allowance there, so its deposit is one step.
  { shape: 'Aave-style pool', slug: 'radiant-v2' },
  { shape: 'Compound V3 market', slug: 'compound-v3' },
  { shape: 'Compound V2-style market', slug: 'moonwell-lending' },
];

const caseOf = (slug: string, vault?: string) =>
  CASES.find((c) => c.slug === slug && c.vault === vault && (!vault || c.chainId === 8453)) as Case;

/** The wallet prompts that sign transactions, in order. */
async function transactionPrompts(page: Page): Promise<string[]> {
  return (await walletRequestLog(page))
    .map((e) => e.method)
    .filter((m) => m === 'eth_sendTransaction' || m === 'wallet_sendCalls');
}

/** Screenshots for a person to look at (desktop and phone), only when asked for (FIN_SCREENSHOTS=folder). */
async function screenshots(page: Page, target: Locator, name: string): Promise<void> {
  const folder = process.env.FIN_SCREENSHOTS;
  if (!folder) return;
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${folder}/${name}-${w}.png` });
  }
  await target.page().setViewportSize({ width: 1440, height: 900 });
}

for (const { shape, slug, vault } of SHAPES) {
  for (const batching of [true, false]) {
    test(`${shape}: a deposit with batching ${batching ? 'supported is one prompt' : 'unsupported is approve then deposit'}, and the pool holds it`, async ({
      page,
      fin,
    }) => {
      const c = caseOf(slug, vault);
      const pool = poolOf(await servedOpportunities(fin.apiUrl), c);
      const poolAddress = pool.poolAddress as Address;
      const rpc = rpcUrlOf(fin.devnet.manifest.chains, c.chainId);
      await page.goto(poolPageUrl(fin.shellUrl, pool));
      const user = await connectDemoWallet(page);
      const usdc = getTokenAddress('USDC', c.chainId) as Address;
      const amount = parseUnits('10', 6);
      const [walletBefore, positionBefore] = await Promise.all([
        tokenBalance(rpc, usdc, user),
        positionValue(rpc, c, poolAddress, user),
      ]);

      const dialog = await openDepositDialog(page, fin.shellUrl, pool);
      // Set in the page the dialog opened in (a page loaded afresh starts the wallet without batching).
      await setWalletBatching(page, batching);
      await dialog.getByLabel('Amount (USDC)').fill('10');
      await page.evaluate(() => window.__finDemoWallet?.reset());
      const startedAt = Date.now();
      await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(dialog.getByTestId('deposit-status')).toHaveText(
        `Deposited 10.00 USDC to ${pool.protocol}`,
        {
          timeout: 90_000,
        },
      );
      test.info().annotations.push({
        type: 'time to deposited',
        description: `${shape}, batching ${batching ? 'on' : 'off'}: ${Date.now() - startedAt} ms`,
      });

      expect(await transactionPrompts(page)).toEqual(
        batching ? ['wallet_sendCalls'] : ['eth_sendTransaction', 'eth_sendTransaction'],
      );
      const steps = dialog.getByTestId('deposit-steps').getByRole('listitem');
      await expect(steps.last()).toHaveAttribute('data-status', 'done');
      await expect(dialog.getByTestId('tx-one-request')).toHaveCount(batching ? 1 : 0);
      // Both transactions are on chain and succeeded, the deposit into the pool.
      const client = createPublicClient({ transport: http(rpc), cacheTime: 0 });
      const depositHash = (await steps.last().getByTestId('tx-hash').getAttribute('data-hash')) as Hash;
      const receipt = await client.getTransactionReceipt({ hash: depositHash });
      expect(receipt.status).toBe('success');
      expect(receipt.to?.toLowerCase()).toBe(poolAddress.toLowerCase());

      expect(walletBefore - (await tokenBalance(rpc, usdc, user))).toBe(amount);
      const gained = (await positionValue(rpc, c, poolAddress, user)) - positionBefore;
      expect(gained).toBeGreaterThanOrEqual(amount - 3n);
      expect(gained).toBeLessThan(amount + parseUnits('0.01', 6));
    });
  }
}

test('the deposit dialog while the wallet holds the one request, then done', async ({ page, fin }) => {
  const c = caseOf('compound-v3');
  const pool = poolOf(await servedOpportunities(fin.apiUrl), c);
  const rpc = rpcUrlOf(fin.devnet.manifest.chains, c.chainId);
  await page.goto(poolPageUrl(fin.shellUrl, pool));
  await connectDemoWallet(page);
  // The wallet starts the batch only once the test has looked at the dialog: it is mid-request meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = false;
  await page.route(`${rpc}**`, async (route) => {
    const body = route.request().postDataJSON() as { method?: string } | null;
    if (!holding && body?.method === 'evm_snapshot') {
      holding = true;
      await held;
    }
    await route.continue();
  });
  const dialog = await openDepositDialog(page, fin.shellUrl, pool);
  await setWalletBatching(page, true);
  await dialog.getByLabel('Amount (USDC)').fill('10');
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  const status = dialog.getByTestId('deposit-status');
  await expect(status).toHaveText(
    `Approving USDC and depositing USDC to ${pool.protocol} in one wallet request...`,
    { timeout: 30_000 },
  );
  const steps = dialog.getByTestId('deposit-steps').getByRole('listitem');
  await expect(steps.nth(1)).toHaveAttribute('data-status', 'wallet');
  await expect(steps.nth(2)).toHaveAttribute('data-status', 'wallet');
  await screenshots(page, dialog, 'deposit-batched-wallet');
  release();
  await expect(status).toHaveText(`Deposited 10.00 USDC to ${pool.protocol}`, { timeout: 60_000 });
  await expect(dialog.getByTestId('tx-one-request')).toHaveText(
    '2 steps, one wallet request: your wallet runs them together or not at all.',
  );
  await screenshots(page, dialog, 'deposit-batched-done');
});

test('a batch the chain refuses reads as failed, and the wallet applied none of it', async ({
  page,
  fin,
}) => {
  const c = caseOf('compound-v3');
  const pool = poolOf(await servedOpportunities(fin.apiUrl), c);
  const poolAddress = pool.poolAddress as Address;
  const rpc = rpcUrlOf(fin.devnet.manifest.chains, c.chainId);
  await page.goto(poolPageUrl(fin.shellUrl, pool));
  const user = await connectDemoWallet(page);
  const usdc = getTokenAddress('USDC', c.chainId) as Address;
  const before = await tokenBalance(rpc, usdc, user);
  // The market starts refusing deposits when the wallet sends the approval, after the runner simulated the pair:
  // as a pause landing between simulation and inclusion would on a real network.
  const chain = createTestClient({ mode: 'anvil', transport: http(rpc) });
  let broken = false;
  await page.route(`${rpc}**`, async (route) => {
    const body = route.request().postDataJSON() as { method?: string } | null;
    if (!broken && body?.method === 'eth_sendRawTransaction') {
      broken = true;
      await chain.setCode({ address: poolAddress, bytecode: '0x60006000fd' });
    }
    await route.continue();
  });
  const dialog = await openDepositDialog(page, fin.shellUrl, pool);
  await setWalletBatching(page, true);
  await page.evaluate(() => window.__finDemoWallet?.reset());
  await dialog.getByLabel('Amount (USDC)').fill('10');
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog.getByTestId('deposit-status')).toHaveText(
    /^Transaction failed \(reverted\): Approving USDC and depositing USDC to Compound V3 did not go through; the wallet applied none of it/,
    { timeout: 30_000 },
  );
  await expect(dialog.getByTestId('deposit-steps').getByRole('listitem').last()).toHaveAttribute(
    'data-status',
    'failed',
  );
  expect(await transactionPrompts(page)).toEqual(['wallet_sendCalls']);
  // Atomic: the approval was undone with the deposit, and the wallet still holds every dollar.
  const allowance = await createPublicClient({ transport: http(rpc), cacheTime: 0 }).readContract({
    address: usdc,
    abi: parseAbi(['function allowance(address,address) view returns (uint256)']),
    functionName: 'allowance',
    args: [user, poolAddress],
  });
  expect(allowance).toBe(0n);
  expect(await tokenBalance(rpc, usdc, user)).toBe(before);
});

// The devnet's best pool for a balanced profile is Euler V2's eUSDC-95 vault on Ethereum (see
// optimizer/optimizer.spec.ts): the same-chain move comes from the Morpho vault there, the cross-chain one from Aave
// on Base.
test('an optimizer move with batching: withdraw, then approve + deposit as one prompt; the Euler vault holds the money', async ({
  page,
  fin,
}) => {
  const ETHEREUM = 1;
  const chains = fin.devnet.manifest.chains;
  const { section, address } = await openOptimizer(page, fin.shellUrl);
  await setWalletBatching(page, true);
  const balance = balanceReader(chains, address);
  const [sharesBefore, eBefore, usdcBefore] = await Promise.all([
    balance('stUSDC', ETHEREUM),
    balance('eUSDC-95', ETHEREUM),
    balance('USDC', ETHEREUM),
  ]);
  expect(sharesBefore).toBeGreaterThan(0n);
  const worthBefore = await vaultAssets(chains, ETHEREUM, 'stUSDC', sharesBefore);
  await keepIdleMoneyIdle(section);
  await analyze(section);
  await keepOnlyMove(section, 'Morpho Blue@Ethereum', 'Euler V2@Ethereum');
  await page.evaluate(() => window.__finDemoWallet?.reset());
  await section.getByRole('button', { name: 'Execute rebalancing' }).click();
  const plan = section.getByRole('region', { name: 'Rebalancing plan' });
  await expect(plan.getByRole('heading', { name: 'Last rebalancing: complete' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(plan.locator('[data-step="deposit"] [data-hash]')).toHaveCount(1);
  // Was three prompts (withdraw, approve, deposit).
  expect(await transactionPrompts(page)).toEqual(['eth_sendTransaction', 'wallet_sendCalls']);

  const [sharesAfter, eAfter, usdcAfter] = await Promise.all([
    balance('stUSDC', ETHEREUM),
    balance('eUSDC-95', ETHEREUM),
    balance('USDC', ETHEREUM),
  ]);
  expect(sharesAfter).toBe(0n);
  // The Euler shares are worth what the Morpho shares were, plus the interest of the blocks in between (a cent).
  const deposited = await vaultAssets(chains, ETHEREUM, 'eUSDC-95', eAfter - eBefore);
  expect(deposited + 1n).toBeGreaterThanOrEqual(worthBefore);
  expect(deposited - worthBefore).toBeLessThan(10_000n);
  expect(usdcAfter).toBe(usdcBefore);
});

test('a cross-chain optimizer move with batching: approve + burn and approve + deposit are one prompt each', async ({
  page,
  fin,
}) => {
  test.setTimeout(180_000);
  const ETHEREUM = 1;
  const BASE = 8453;
  const chains = fin.devnet.manifest.chains;
  const { section, address } = await openOptimizer(page, fin.shellUrl);
  await setWalletBatching(page, true);
  const balance = balanceReader(chains, address);
  const [aBefore, eBefore, usdcBaseBefore] = await Promise.all([
    balance('aUSDC', BASE),
    balance('eUSDC-95', ETHEREUM),
    balance('USDC', BASE),
  ]);
  expect(aBefore).toBeGreaterThan(0n);
  await keepIdleMoneyIdle(section);
  await analyze(section);
  await keepOnlyMove(section, 'Aave V3@Base', 'Euler V2@Ethereum');
  await page.evaluate(() => window.__finDemoWallet?.reset());
  await section.getByRole('button', { name: 'Execute rebalancing' }).click();
  const plan = section.getByRole('region', { name: 'Rebalancing plan' });
  await expect(plan.getByRole('heading', { name: 'Last rebalancing: complete' })).toBeVisible({
    timeout: 150_000,
  });
  // Was six prompts: withdraw, approve, burn, mint, approve, deposit.
  expect(await transactionPrompts(page)).toEqual([
    'eth_sendTransaction',
    'wallet_sendCalls',
    'eth_sendTransaction',
    'wallet_sendCalls',
  ]);
  const minted = Number(
    /([\d.]+) USDC minted on Ethereum/.exec(
      (await plan.locator('[data-step="bridge"]').textContent()) ?? '',
    )?.[1],
  );
  const [aAfter, eAfter, usdcBaseAfter] = await Promise.all([
    balance('aUSDC', BASE),
    balance('eUSDC-95', ETHEREUM),
    balance('USDC', BASE),
  ]);
  expect(aAfter).toBe(0n);
  expect(usdcBaseAfter).toBe(usdcBaseBefore);
  expect(minted).toBeGreaterThan(5000);
  const deposited = Number(await vaultAssets(chains, ETHEREUM, 'eUSDC-95', eAfter - eBefore)) / 1e6;
  expect(Math.abs(deposited - minted)).toBeLessThan(0.01);
});
