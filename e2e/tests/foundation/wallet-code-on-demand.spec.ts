import { expect, test } from '../../fixtures/test';

// A string only wagmi's own code carries: a script holding it is the page's wallet code (wagmi with viem behind it).
const WALLET_CODE_MARK = 'WagmiProviderNotFoundError';

test("a visitor's first screen downloads no wallet code; pointing at Connect wallet fetches it", async ({
  page,
  fin,
}) => {
  const walletScripts: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (r) => {
    if (!new URL(r.url()).pathname.endsWith('.js')) return;
    reads.push(
      r.text().then(
        (body) => {
          if (body.includes(WALLET_CODE_MARK)) walletScripts.push(r.url());
        },
        () => undefined,
      ),
    );
  });
  await page.goto(fin.shellUrl);
  await expect(page.getByText('Connect a wallet to view your balances')).toBeVisible();
  await expect(page.getByText('Connect a wallet to optimize your stablecoin yield')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  expect(walletScripts).toEqual([]);

  const connect = page.getByRole('banner').getByRole('button', { name: 'Connect wallet' });
  await connect.hover();
  await expect
    .poll(async () => {
      await Promise.all(reads);
      return walletScripts.length;
    })
    .toBeGreaterThan(0);
  await connect.click();
  await expect(
    page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Demo wallet (devnet)' }),
  ).toBeVisible();
});
