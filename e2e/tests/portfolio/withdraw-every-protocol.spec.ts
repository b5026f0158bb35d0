// Withdraw is offered on the portfolio row of every receipt Fin lets a user deposit into, and works for each
// protocol: the test deposits 50 on chain with the demo account (what any earlier deposit left behind), then takes
// it all back with Withdraw → Max. The chain is the oracle: the receipt is gone and the underlying came back.
import { DEMO_ACCOUNT } from '@fin/devnet/accounts';
import { buildDepositPlan, depositMethod } from '@fin/shared/domain/deposit-plan';
import { getTokenAddress } from '@fin/shared/domain/tokens';
import { type Address, createPublicClient, createWalletClient, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { CASES, type Case, poolOf, positionValue } from '../yields/protocol-cases';
import { rpcUrlOf, servedOpportunities, tokenBalance } from '../yields/yields-helpers';

/** The symbol of each case's receipt row in the portfolio (the token registry's). */
const RECEIPT_SYMBOL: Record<string, string> = {
  'Aave V3 on Base': 'aUSDC',
  'Compound V3 on Base': 'cUSDC',
  'Moonwell on Base': 'mwUSDC',
  'Morpho Steakhouse USDC on Ethereum': 'stUSDC',
  'Morpho Gauntlet USDC Prime on Ethereum': 'gtUSDC',
  'Morpho Steakhouse USDC on Base': 'stUSDC',
  'Morpho Moonwell Flagship USDC on Base': 'mwfUSDC',
  'sDAI on Ethereum': 'sDAI',
};

async function depositOnChain(rpc: string, c: Case, pool: Address, amount: bigint): Promise<void> {
  const account = privateKeyToAccount(DEMO_ACCOUNT.privateKey);
  const wallet = createWalletClient({ account, transport: http(rpc) });
  const client = createPublicClient({ transport: http(rpc), cacheTime: 0 });
  const chain = { id: c.chainId } as Parameters<typeof wallet.sendTransaction>[0]['chain'];
  const txs = buildDepositPlan({
    method: depositMethod({ protocolSlug: c.slug, protocol: c.name, asset: c.asset }),
    protocol: c.name,
    asset: c.asset,
    pool,
    token: getTokenAddress(c.asset, c.chainId) as Address,
    amount,
    user: account.address,
    allowance: 0n,
  });
  for (const tx of txs) {
    const hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, chain, account });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
  }
}

for (const c of CASES) {
  test(`Withdraw → Max on the ${RECEIPT_SYMBOL[c.name]} row takes the whole ${c.name} position back`, async ({
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
      `[data-section="mf_portfolio/PortfolioPanel"] [data-testid="portfolio-row"][data-chain-id="${c.chainId}"][data-symbol="${RECEIPT_SYMBOL[c.name]}"]`,
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
