// A wallet's earnings history read for the first time, as the portfolio shows it: a wallet new to this API (a key
// made for this test: the API's database lives as long as the worker, and another test's read of the demo wallet's
// positions would leave nothing to read) supplies to Compound V3 on Polygon outside Fin, and the
// panel says 'Reading history: Polygon …%' with the figures so far marked partial until the read is done; then the
// accountant's export downloads the whole wallet's ledger and one position's Koinly file, each carrying the supply
// with its transaction.
import { readFileSync } from 'node:fs';
import { DEPLOYER } from '@fin/devnet';
import { COMPOUND_V3_COMET_USDC } from '@fin/shared/domain/chains/contracts';
import { formatUsd } from '@fin/shared/domain/money/format';
import type { Locator, Page } from '@playwright/test';
import { type Address, encodeFunctionData, type Hex, maxUint256, parseAbi, parseUnits, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { sendOnChain } from '../../fixtures/send-on-chain';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { useDemoKey } from '../agent/agent-helpers';

const POLYGON = 137;
const SLOT = '[data-remote-slot="mf_portfolio/PortfolioPanel"]';
/** The Comet's base on Polygon is bridged USDC.e, as on mainnet (devnet/src/protocols/compound.ts). */
const usdcE = '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174' as Address;
const comet = COMPOUND_V3_COMET_USDC[POLYGON] as Address;
const abi = parseAbi([
  'function devnetMint(address to, uint256 amount)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function supply(address asset, uint256 amount)',
]);

/** Funds `key`'s account on Polygon (gas and USDC.e) and supplies `amount` to Compound V3 from it, outside Fin. */
async function supplyOnPolygon(fin: FinFixture, key: Hex, amount: string): Promise<Hex> {
  const rpcUrl = fin.devnet.chain(POLYGON).rpcUrl;
  const owner = privateKeyToAddress(key);
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [owner, toHex(10n ** 19n)],
    }),
  });
  const mint = encodeFunctionData({ abi, functionName: 'devnetMint', args: [owner, parseUnits(amount, 6)] });
  await sendOnChain(rpcUrl, DEPLOYER.privateKey, { to: usdcE, data: mint }, 'mint USDC.e');
  const approve = encodeFunctionData({ abi, functionName: 'approve', args: [comet, maxUint256] });
  await sendOnChain(rpcUrl, key, { to: usdcE, data: approve }, 'approve');
  const supply = encodeFunctionData({ abi, functionName: 'supply', args: [usdcE, parseUnits(amount, 6)] });
  return sendOnChain(rpcUrl, key, { to: comet, data: supply }, 'supply');
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

async function download(page: Page, panel: Locator, group: string | undefined, item: string) {
  await panel.getByRole('button', { name: 'Export earnings' }).click();
  const menu = page.getByRole('menu');
  const items = group
    ? menu.getByRole('group').filter({ hasText: group }).getByRole('menuitem', { name: item })
    : menu.getByRole('menuitem', { name: item }).first();
  const file = page.waitForEvent('download');
  await items.click();
  const done = await file;
  return {
    name: done.suggestedFilename(),
    lines: readFileSync(await done.path(), 'utf8')
      .trim()
      .split('\r\n'),
  };
}

test('a first read shows its progress and partial figures, then the export carries every movement', async ({
  page,
  fin,
}) => {
  test.setTimeout(180_000);
  const key = generatePrivateKey();
  const tx = await supplyOnPolygon(fin, key, '250');
  await fin.devnet.increaseTime(5 * 86_400, { chainId: POLYGON });

  await useDemoKey(page, key);
  await page.goto(fin.shellUrl);
  const panel = page.locator(`${SLOT} [data-section="mf_portfolio/PortfolioPanel"]`);
  await page.locator(SLOT).scrollIntoViewIfNeeded();
  await connectDemoWallet(page);
  const row = panel.locator(`[data-testid="portfolio-row"][data-chain-id="${POLYGON}"][data-symbol="cUSDC"]`);
  await expect(row).toHaveCount(1, { timeout: 30_000 });

  // The panel answers at once: Polygon's history is being read, and what is shown so far is partial.
  const progress = panel.getByTestId('earnings-history-progress');
  await expect(progress).toContainText(/Reading history: .*Polygon \d+%/, { timeout: 30_000 });
  await expect(progress).toContainText('Earnings shown so far are partial');
  await screenshots(panel, 'portfolio-earnings-progress');

  // Once read, the line goes and the row counts the supply with no partial mark.
  await expect(progress).toHaveCount(0, { timeout: 60_000 });
  await expect(row.getByTestId('row-net-in')).toHaveText(`${formatUsd(250)} in`);
  await expect(row.getByTestId('row-earnings-partial')).toHaveCount(0);
  await expect(panel.getByTestId('portfolio-earnings')).not.toContainText('partial');

  // The whole wallet's ledger: the supply with its chain, position, amount, value and transaction.
  const ledger = await download(page, panel, undefined, 'Ledger CSV');
  expect(ledger.name).toMatch(/^fin-ledger-wallet-0x[0-9a-f]{6}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(ledger.lines[0]).toBe(
    'Date (UTC),Type,Chain,Position,Protocol,Asset,Amount,Value (USD),Transaction,Period',
  );
  const supplied = ledger.lines.find((l) => l.includes(tx));
  expect(supplied).toMatch(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z,Deposit,Polygon,cUSDC,Compound V3,USDC,250,250,0x/,
  );
  expect(ledger.lines.some((l) => l.includes(',Earnings (month),Polygon,cUSDC,'))).toBe(true);

  // One position in Koinly's template: only that position's rows.
  const koinly = await download(page, panel, 'One position, Koinly CSV', 'cUSDC · Compound V3 · Polygon');
  expect(koinly.lines[0]).toBe(
    'Koinly Date,Amount,Currency,Label,TxHash,Net Worth Amount,Net Worth Currency,Description',
  );
  expect(koinly.lines.find((l) => l.includes(tx))).toMatch(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC,250,USDC(\.e)?,,0x[0-9a-f]{64},250,USD,Deposit: cUSDC \(Compound V3\) on Polygon$/,
  );
  for (const l of koinly.lines.slice(1)) expect(l).toContain('cUSDC (Compound V3) on Polygon');

  await panel.getByRole('button', { name: 'Export earnings' }).click();
  await screenshots(panel, 'portfolio-earnings-export');
});
