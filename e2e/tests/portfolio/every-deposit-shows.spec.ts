// Every pool Fin deposits into must leave a portfolio row behind, valued in its underlying: a deposit that vanishes
// from the portfolio reads as lost money (an sDAI deposit once did, and the total dropped by the deposit).
// The expected rows come from the protocol cases, written out by hand, not from the token registry the panel uses.
import { DEMO_ACCOUNT } from '@fin/devnet/accounts';
import { type Address, formatUnits, parseUnits } from 'viem';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { CASES, depositOnChain, poolOf, positionValue } from '../yields/protocol-cases';
import { rpcUrlOf, servedOpportunities } from '../yields/yields-helpers';

const PANEL = '[data-section="mf_portfolio/PortfolioPanel"]';
const amountOf = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

test('a deposit into each protocol shows as its receipt row, valued in the underlying, and the total holds', async ({
  page,
  fin,
}) => {
  const served = await servedOpportunities(fin.apiUrl);
  await page.goto(`${fin.shellUrl}/`);
  await connectDemoWallet(page);
  const panel = page.locator(PANEL);
  const total = panel.getByTestId('portfolio-total');
  // A dollar figure other than zero: the dash shown while balances load is not a total to compare against.
  await expect(total).toHaveText(/^\$[1-9][\d,]*\.\d{4}$/, { timeout: 30_000 });
  const totalBefore = amountOf(await total.textContent());

  for (const c of CASES) {
    const pool = poolOf(served, c).poolAddress as Address;
    await depositOnChain(
      rpcUrlOf(fin.devnet.manifest.chains, c.chainId),
      c,
      pool,
      parseUnits('10', c.asset === 'DAI' ? 18 : 6),
    );
  }
  await panel.getByRole('button', { name: 'Refresh balances' }).click();

  for (const c of CASES) {
    const rpc = rpcUrlOf(fin.devnet.manifest.chains, c.chainId);
    const pool = poolOf(served, c).poolAddress as Address;
    const held = Number(
      formatUnits(await positionValue(rpc, c, pool, DEMO_ACCOUNT.address), c.asset === 'DAI' ? 18 : 6),
    );
    const row = panel.locator(
      `[data-testid="portfolio-row"][data-chain-id="${c.chainId}"][data-symbol="${c.receiptSymbol}"]`,
    );
    await expect(row, `${c.name}: a ${c.receiptSymbol} row`).toHaveCount(1, { timeout: 20_000 });
    // The row's amount is the receipt converted into the underlying (2 decimals shown, interest keeps accruing).
    await expect
      .poll(async () => Math.abs(amountOf(await row.getByTestId('row-balance').textContent()) - held), {
        message: `${c.name}: the row shows the position in ${c.asset}`,
      })
      .toBeLessThanOrEqual(0.01);
  }
  // Moving stablecoins into pools changes where the money is, not how much there is: only interest and gas-free
  // rounding move the total, by cents at most.
  await expect
    .poll(async () => Math.abs(amountOf(await total.textContent()) - totalBefore), { timeout: 20_000 })
    .toBeLessThan(0.5);
});
