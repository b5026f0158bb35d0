// One chain's RPC down does not hide the unfinished transfers the other chains show: Quick Actions lists the burn
// between two live chains and names the chain it could not read, and reading it again once it answers clears that.
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import { burnOnChain, section } from './transfer-helpers';

const OPTIMISM = 10;

test('with Optimism unreachable, a Base → Arbitrum burn is still offered and Optimism is named', async ({
  page,
  fin,
}) => {
  test.setTimeout(90_000);
  const hash = await burnOnChain(fin, { from: 8453, to: 42161, amount: 4_000_000n, fast: true });
  // The browser reads each chain straight from its RPC (config.json): every request to Optimism's fails.
  const optimism = new URL(fin.devnet.chain(OPTIMISM).rpcUrl);
  let down = true;
  await page.route(
    (url) => url.host === optimism.host,
    (route) => (down ? route.abort('connectionrefused') : route.fallback()),
  );
  await page.goto(fin.remoteUrl('mf_transfer'));
  await expect(section(page)).toBeVisible({ timeout: 30_000 });
  await connectDemoWallet(page);

  const item = page.locator(`[data-testid="pending-transfer"][data-tx="${hash}"]`);
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText('4 USDC · Base → Arbitrum');
  const unread = page.getByTestId('pending-unread-chains');
  await expect(unread).toContainText('Could not read Optimism: a transfer from or to it is not listed here.');
  await expect(page.getByText('Could not scan every chain')).toHaveCount(0);

  down = false;
  await unread.getByRole('button', { name: 'Check again' }).click();
  await expect(unread).toHaveCount(0, { timeout: 30_000 });
  await expect(item).toBeVisible();
});
