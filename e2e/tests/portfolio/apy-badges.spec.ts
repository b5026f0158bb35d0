// The APY badge of an Aave receipt row is the APY of its own reserve in the yields list. One Aave pool contract
// serves every reserve of a chain; the badge once matched by that address alone and gave aDAI and aUSDT the USDC
// reserve's rate. The test supplies DAI and USDT on Polygon with the demo account, then compares the badges with
// the yields rows the API serves.
import { DEMO_ACCOUNT } from '@fin/devnet/accounts';
import { buildDepositPlan } from '@fin/shared/domain/deposit/plan';
import { formatApy } from '@fin/shared/domain/money/format';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { type Address, parseUnits } from 'viem';
import { sendOnChain } from '../../fixtures/send-on-chain';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { rpcUrlOf, servedOpportunities } from '../yields/yields-helpers';

const POLYGON = 137;

test('aUSDC, aDAI and aUSDT on Polygon each show their own reserve’s APY', async ({ page, fin }) => {
  const served = (await servedOpportunities(fin.apiUrl)).filter(
    (o) => o.protocolSlug === 'aave-v3' && o.chainId === POLYGON && !!o.poolAddress,
  );
  const rpc = rpcUrlOf(fin.devnet.manifest.chains, POLYGON);
  const apys: Record<string, number> = {};
  for (const asset of ['USDC', 'DAI', 'USDT'] as const) {
    const pool = served.find((o) => o.asset === asset);
    if (!pool?.poolAddress || pool.apy === null)
      throw new Error(`no Aave ${asset} reserve served on Polygon`);
    apys[asset] = pool.apy;
    const txs = buildDepositPlan({
      method: 'aave-v3',
      protocol: 'Aave V3',
      asset,
      pool: pool.poolAddress as Address,
      token: getTokenAddress(asset, POLYGON) as Address,
      amount: parseUnits('100', asset === 'DAI' ? 18 : 6),
      user: DEMO_ACCOUNT.address,
      allowance: 0n,
    });
    for (const tx of txs) await sendOnChain(rpc, DEMO_ACCOUNT.privateKey, tx, tx.label);
  }
  // The three reserves pay different rates on the devnet, so a shared badge cannot pass by accident.
  expect(new Set(Object.values(apys).map((a) => formatApy(a))).size).toBe(3);

  await page.goto(`${fin.shellUrl}/`);
  await connectDemoWallet(page);
  for (const asset of ['USDC', 'DAI', 'USDT'] as const) {
    const row = page.locator(
      `[data-section="mf_portfolio/PortfolioPanel"] [data-testid="portfolio-row"][data-chain-id="${POLYGON}"][data-symbol="a${asset}"]`,
    );
    await expect(row).toContainText(`${formatApy(apys[asset] ?? Number.NaN)} APY`, { timeout: 30_000 });
  }
});
