// The optimizer weighs the wallet's idle stablecoins too: it proposes and runs a deposit of idle USDC on its own
// chain and one that bridges first (the shared CCTP flow), checked on the chains, and keeps the cash reserve idle.
import type { Locator } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { readHoldings } from '../portfolio/chain-truth';
import { analyze, balanceReader, keepOnlyMove, openOptimizer } from './optimizer-helpers';

type Chains = Parameters<typeof readHoldings>[0];

/** The first proposed move of idle money matching `sameChain`: its from/to labels and amount. */
async function idleMove(section: Locator, sameChain: boolean) {
  const actions = await section.locator('[data-action^="Wallet@"]').evaluateAll((els) =>
    els.map((e) => ({
      action: e.getAttribute('data-action') ?? '',
      text: e.querySelector('.opt-move__title')?.textContent ?? '',
    })),
  );
  for (const a of actions) {
    const [from = '', to = ''] = a.action.split('->');
    const fromChain = from.split('@')[1] ?? '';
    const toChain = to.split('@')[1] ?? '';
    if ((fromChain === toChain) !== sameChain) continue;
    // The amount reads as the portfolio writes it, thousands separated: '24,000.00 USDC'.
    const amount = Number(
      /([\d,.]+)\)?\s*(USDC|all)?/.exec(a.text.split('·')[1] ?? '')?.[1]?.replaceAll(',', ''),
    );
    return { from, to, fromChain, toChain, amount };
  }
  throw new Error(
    `No ${sameChain ? 'same-chain' : 'cross-chain'} move of idle money in ${JSON.stringify(actions)}`,
  );
}

/** What earns on a chain: receipts and Morpho positions, in dollars, read from the chain. */
async function earningOn(chains: Chains, address: `0x${string}`, chainName: string): Promise<number> {
  const holdings = await readHoldings(chains, address);
  return holdings
    .filter((h) => h.type !== 'stablecoin' && h.chainName === chainName)
    .reduce((s, h) => s + h.valueUSD, 0);
}

/** Screenshots for a person to look at (desktop and phone), only when asked for (FIN_SCREENSHOTS=folder). */
async function screenshots(section: Locator, name: string): Promise<void> {
  const folder = process.env.FIN_SCREENSHOTS;
  if (!folder) return;
  const page = section.page();
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${folder}/${name}-${w}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const chainIdOf = (chains: Chains, name: string) => chains.find((c) => c.name === name)?.chainId as number;

test('idle USDC on its own chain: proposed with its arithmetic, deposited, and the per-chain reserve stays in the wallet', async ({
  page,
  fin,
}) => {
  test.setTimeout(150_000);
  const chains = fin.devnet.manifest.chains;
  const { section, address } = await openOptimizer(page, fin.shellUrl);
  await expect(section.getByTestId('reserve-hint')).toHaveText(
    'None kept back: every idle stablecoin may be put to work.',
  );
  await analyze(section);
  await expect(section.getByTestId('opt-money')).toContainText('Idle in wallet');
  const first = await idleMove(section, true);
  // Keep $1,000 idle on that chain and $500 on another, and ask again.
  const other = first.fromChain === 'Ethereum' ? 'Base' : 'Ethereum';
  await section.getByRole('radio', { name: 'Per chain' }).check();
  await section.getByLabel(`Keep idle on ${first.fromChain} (USD)`).fill('1000');
  await section.getByLabel(`Keep idle on ${other} (USD)`).fill('500');
  const kept = [`$1,000 on ${first.fromChain}`, `$500 on ${other}`];
  if (other === 'Ethereum') kept.reverse(); // the hint lists chains in the chain list's order
  await expect(section.getByTestId('reserve-hint')).toHaveText(
    `Keeps ${kept.join(' and ')} of idle stablecoins; the rest may be put to work.`,
  );
  await analyze(section);
  await expect(section.getByTestId('opt-money')).toContainText('$1,500.0000 cash reserve');
  const move = await idleMove(section, true);
  // Idle money earns nothing: its rows say 0.00%.
  await expect(
    section.locator('[data-position]').filter({ hasText: 'Idle in wallet' }).first(),
  ).toContainText('0.00%');
  // No move from the other chain takes its reserve: each is at most what it holds beyond the $500, on chain.
  const balance = balanceReader(chains, address);
  const otherIdle = Number(await balance('USDC', chainIdOf(chains, other))) / 1e6;
  for (const text of await section
    .locator(`[data-action^="Wallet@${other}->"] .opt-move__title`)
    .allTextContents())
    expect(Number(/([\d.]+) USDC/.exec(text)?.[1])).toBeLessThanOrEqual(otherIdle - 500 + 0.01);
  await section.getByText(/^Not proposed \(\d+\) and why$/).click();
  await screenshots(section, 'optimizer-reserve-dropped');
  const card = section.locator(`[data-action="${move.from}->${move.to}"]`);
  await expect(card.getByText('no withdraw (idle money)', { exact: false })).toBeVisible();
  for (const label of ['Yearly gain', 'Cost of the move', 'Break-even', 'Net over 30 days'])
    await expect(card.getByText(label)).toBeVisible();

  const chainId = chainIdOf(chains, move.fromChain);
  const [usdcBefore, earningBefore] = await Promise.all([
    balance('USDC', chainId),
    earningOn(chains, address, move.toChain),
  ]);
  await keepOnlyMove(section, move.from, move.to);
  await section.getByRole('button', { name: 'Execute rebalancing' }).click();
  const plan = section.getByRole('region', { name: 'Rebalancing plan' });
  await expect(plan.getByRole('heading', { name: 'Last rebalancing: complete' })).toBeVisible({
    timeout: 90_000,
  });
  // No withdraw: the money was in the wallet.
  await expect(plan.locator('[data-step="withdraw"]')).toHaveCount(0);
  await expect(plan.locator('[data-step="deposit"] [data-hash]')).toHaveCount(1);

  const [usdcAfter, earningAfter] = await Promise.all([
    balance('USDC', chainId),
    earningOn(chains, address, move.toChain),
  ]);
  const spent = Number(usdcBefore - usdcAfter) / 1e6;
  expect(Math.abs(spent - move.amount)).toBeLessThan(0.01);
  // The reserve is still in the wallet, and the money now earns in the pool.
  expect(usdcAfter).toBeGreaterThanOrEqual(1_000_000_000n);
  expect(earningAfter - earningBefore).toBeGreaterThan(move.amount - 0.01);
});

test('idle USDC whose best pool is on another chain bridges first, then deposits the minted USDC', async ({
  page,
  fin,
}) => {
  test.setTimeout(180_000);
  const chains = fin.devnet.manifest.chains;
  const { section, address } = await openOptimizer(page, fin.shellUrl);
  await analyze(section);
  const move = await idleMove(section, false);
  const card = section.locator(`[data-action="${move.from}->${move.to}"]`);
  await expect(card.getByText('cross-chain')).toBeVisible();
  await expect(card.getByText(/\+ CCTP fee \$\d/)).toBeVisible();
  const fromId = chainIdOf(chains, move.fromChain);
  const balance = balanceReader(chains, address);
  const [usdcBefore, earningBefore] = await Promise.all([
    balance('USDC', fromId),
    earningOn(chains, address, move.toChain),
  ]);
  await keepOnlyMove(section, move.from, move.to);
  await section.getByRole('button', { name: 'Execute rebalancing' }).click();
  const plan = section.getByRole('region', { name: 'Rebalancing plan' });
  await expect(plan.getByRole('heading', { name: 'Last rebalancing: complete' })).toBeVisible({
    timeout: 150_000,
  });
  await expect(plan.locator('[data-step="withdraw"]')).toHaveCount(0);
  await expect(plan.locator('[data-step="bridge"] [data-hash]')).toHaveCount(2); // burn and mint
  const minted = Number(
    /([\d.]+) USDC minted on/.exec((await plan.locator('[data-step="bridge"]').textContent()) ?? '')?.[1],
  );
  const [usdcAfter, earningAfter] = await Promise.all([
    balance('USDC', fromId),
    earningOn(chains, address, move.toChain),
  ]);
  expect(Math.abs(Number(usdcBefore - usdcAfter) / 1e6 - move.amount)).toBeLessThan(0.01);
  expect(minted).toBeGreaterThan(move.amount - 5); // less the CCTP fee
  expect(earningAfter - earningBefore).toBeGreaterThan(minted - 0.01);
});
