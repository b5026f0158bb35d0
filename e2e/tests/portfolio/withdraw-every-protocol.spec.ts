// Withdraw is offered on the portfolio row of every receipt Fin lets a user deposit into, and works for each
// protocol: the test deposits 50 on chain with the demo account (what any earlier deposit left behind), then takes
// it all back with Withdraw → Max. The chain is the oracle: the receipt is gone and the underlying came back.
import { DEMO_ACCOUNT } from '@fin/devnet/accounts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { type Address, parseUnits } from 'viem';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { CASES, depositOnChain, poolOf, positionValue } from '../yields/protocol-cases';
import { rpcUrlOf, servedOpportunities, tokenBalance } from '../yields/yields-helpers';

for (const c of CASES) {
  test(`Withdraw → Max on the ${c.receiptSymbol} row takes the whole ${c.name} position back`, async ({
    page,
    fin,
  }) => {
    const pool = poolOf(await servedOpportunities(fin.apiUrl), c);
    const poolAddress = pool.poolAddress as Address;
    const rpc = rpcUrlOf(fin.devnet.manifest.chains, c.chainId);
    const decimals = c.asset === 'DAI' ? 18 : 6;
    const user = DEMO_ACCOUNT.address;
    await depositOnChain(rpc, c, poolAddress, parseUnits('50', decimals));
    const underlying = getTokenAddress(c.asset, c.chainId) as Address;
    const [walletBefore, position] = await Promise.all([
      tokenBalance(rpc, underlying, user),
      positionValue(rpc, c, poolAddress, user),
    ]);
    expect(position).toBeGreaterThanOrEqual(parseUnits('49.99', decimals));

    await page.goto(`${fin.shellUrl}/`);
    await connectDemoWallet(page);
    const row = page.locator(
      `[data-section="mf_portfolio/PortfolioPanel"] [data-testid="portfolio-row"][data-chain-id="${c.chainId}"][data-symbol="${c.receiptSymbol}"]`,
    );
    await row.getByRole('button', { name: 'Withdraw' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: /^Withdraw from / });
    await dialog.getByRole('button', { name: 'Max' }).click();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(dialog.getByTestId('withdraw-status')).toHaveText(
      new RegExp(`^Withdrew [\\d,.]+ ${c.asset} from `),
      { timeout: 60_000 },
    );

    // Nothing is left in the pool (Max withdraws by shares) and the whole position came back to the wallet.
    expect(await positionValue(rpc, c, poolAddress, user)).toBe(0n);
    const back = (await tokenBalance(rpc, underlying, user)) - walletBefore;
    expect(back).toBeGreaterThanOrEqual(position);
    expect(back).toBeLessThan(position + parseUnits('0.01', decimals));
  });
}
