/// <reference lib="dom" />
import { FIN_STORE_STORAGE_KEY } from '@fin/shared/store/persistence';
import { expect, test } from '../../fixtures/test';
import {
  chooseNetwork,
  connectDemoWallet,
  demoWalletChainId,
  disconnectWallet,
  failNextWalletRequest,
  rejectNextWalletRequest,
  walletAddressLocator,
  walletRequestLog,
} from '../../fixtures/wallet';

/** The wallet the page's store saved in browser storage for the next visit. */
const stored = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null')?.state;
    return { type: saved?.walletType ?? null, address: saved?.walletAddress ?? null };
  }, FIN_STORE_STORAGE_KEY);

/** The page's toast list (Radix also keeps a hidden live-region copy of each toast, outside this region). */
const toasts = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /^Notifications/ });

test.describe('wallet connection', () => {
  test('connect with the demo wallet shows the address and stores the wallet', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    const address = await connectDemoWallet(page);
    expect(address.toLowerCase()).toBe(fin.devnet.manifest.demoAccount.address.toLowerCase());
    await expect(walletAddressLocator(page)).toHaveText(`${address.slice(0, 6)}...${address.slice(-4)}`);
    await expect(page.getByRole('banner').getByRole('button', { name: /on Ethereum/ })).toBeVisible();
    expect(await stored(page)).toEqual({ type: 'other', address });
  });

  test('a reload stays connected, and no wallet SDK reaches beyond this machine', async ({ page, fin }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      const { protocol, hostname } = new URL(r.url());
      if (protocol.startsWith('http') && hostname !== '127.0.0.1' && hostname !== 'localhost')
        outside.push(r.url());
    });
    await page.goto(fin.shellUrl);
    const address = await connectDemoWallet(page);
    await page.reload();
    await expect(walletAddressLocator(page)).toHaveText(`${address.slice(0, 6)}...${address.slice(-4)}`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
    // Reconnecting asks every connector for its provider; Coinbase Wallet and Base Account stay unloaded.
    expect(outside).toEqual([]);
  });

  test('disconnect clears browser storage and brings back Connect wallet', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    await disconnectWallet(page);
    expect(await stored(page)).toEqual({ type: null, address: null });
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await expect(walletAddressLocator(page)).toHaveCount(0);
  });

  test('a connect request rejected in the wallet says so and stays disconnected', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await rejectNextWalletRequest(page);
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).click();
    const picker = page.getByRole('dialog', { name: 'Connect a wallet' });
    await picker.getByRole('button', { name: 'Demo wallet (devnet)' }).click();
    await expect(picker.getByRole('alert')).toHaveText(/rejected in the wallet/);
    expect(await stored(page)).toEqual({ type: null, address: null });
    // Trying again works.
    await picker.getByRole('button', { name: 'Demo wallet (devnet)' }).click();
    await expect(walletAddressLocator(page)).toBeVisible();
  });

  test('switching network from the wallet menu moves the wallet to that chain', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    await chooseNetwork(page, 'Base');
    await expect(page.getByRole('banner').getByRole('button', { name: /on Base/ })).toBeVisible({
      timeout: 10_000,
    });
    expect(await demoWalletChainId(page)).toBe(8453);
  });

  test("a rejected network switch shows 'Network switch cancelled by user'", async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    await rejectNextWalletRequest(page, { methods: ['wallet_switchEthereumChain'] });
    await chooseNetwork(page, 'Arbitrum');
    await expect(toasts(page).getByText('Network switch cancelled by user')).toBeVisible();
    expect(await demoWalletChainId(page)).toBe(1);
    await expect(page.getByRole('banner').getByRole('button', { name: /on Ethereum/ })).toBeVisible();
    expect((await walletRequestLog(page)).at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      outcome: 'rejected',
    });
  });

  test("three failed switch attempts end with 'Failed to switch to Arbitrum after 3 attempts'", async ({
    page,
    fin,
  }) => {
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    await failNextWalletRequest(page, {
      count: 3,
      methods: ['wallet_switchEthereumChain'],
      message: 'Wallet busy',
    });
    await chooseNetwork(page, 'Arbitrum');
    await expect(toasts(page).getByText('Failed to switch to Arbitrum after 3 attempts')).toBeVisible({
      timeout: 10_000,
    });
    expect((await walletRequestLog(page)).filter((r) => r.method === 'wallet_switchEthereumChain')).toEqual([
      { method: 'wallet_switchEthereumChain', outcome: 'failed' },
      { method: 'wallet_switchEthereumChain', outcome: 'failed' },
      { method: 'wallet_switchEthereumChain', outcome: 'failed' },
    ]);
    expect(await demoWalletChainId(page)).toBe(1);
  });

  test('a switch that fails once is retried and lands on the chosen network', async ({ page, fin }) => {
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    await failNextWalletRequest(page, { count: 1, methods: ['wallet_switchEthereumChain'] });
    await chooseNetwork(page, 'Optimism');
    await expect(page.getByRole('banner').getByRole('button', { name: /on Optimism/ })).toBeVisible({
      timeout: 10_000,
    });
    expect(await demoWalletChainId(page)).toBe(10);
  });

  test('the wallet menu copies the full address', async ({ page, fin, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fin.shellUrl });
    await page.goto(fin.shellUrl);
    const address = await connectDemoWallet(page);
    await walletAddressLocator(page).click();
    await page.getByRole('menuitem', { name: 'Copy address' }).click();
    await expect(toasts(page).getByText('Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  test('the wallet picker traps focus, closes on Escape and returns focus to its button', async ({
    page,
    fin,
  }) => {
    await page.goto(fin.shellUrl);
    const opener = page.getByRole('banner').getByRole('button', { name: 'Connect wallet' });
    await opener.click();
    const picker = page.getByRole('dialog', { name: 'Connect a wallet' });
    await expect(picker).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await picker.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('connecting from the keyboard leaves focus on the wallet menu, not lost on the page', async ({
    page,
    fin,
  }) => {
    await page.goto(fin.shellUrl);
    await page.getByRole('banner').getByRole('button', { name: 'Connect wallet' }).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Connect a wallet' });
    await picker.getByRole('button', { name: 'Demo wallet (devnet)' }).focus();
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: /Open wallet menu$/ })).toBeFocused();
  });
});
