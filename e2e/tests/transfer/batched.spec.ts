// EIP-5792: when the wallet reports atomic batching for the chain, approve + burn go as one wallet_sendCalls
// prompt (followed with wallet_getCallsStatus); without it, today's separate prompts. Same result on chain.
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { walletRequestLog } from '../../fixtures/wallet';
import {
  fillTransfer,
  openQuickActions,
  startButton,
  step,
  usdcBalance,
  waitForCompletion,
} from './transfer-helpers';

const setBatching = (page: Page, on: boolean) =>
  page.evaluate((value) => {
    const control = window.__finDemoWallet as { batching: boolean } | undefined;
    if (control) control.batching = value;
  }, on);

for (const batching of [true, false]) {
  test(`a transfer with batching ${batching ? 'supported' : 'unsupported'}: ${batching ? 'one prompt for approve + burn' : 'approve and burn asked apart'}`, async ({
    page,
    fin,
  }) => {
    test.setTimeout(120_000);
    const address = await openQuickActions(page, fin);
    await setBatching(page, batching);
    const sourceBefore = await usdcBalance(fin, 42161, address);
    const destBefore = await usdcBalance(fin, 10, address);
    await fillTransfer(page, { from: 42161, to: 10, amount: '3', mode: 'standard' });
    await page.evaluate(() => window.__finDemoWallet?.reset());
    await startButton(page).click();
    await expect(step(page, 'burn')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
    await waitForCompletion(page, 10);
    expect(await usdcBalance(fin, 42161, address)).toBe(sourceBefore - 3_000_000n);
    expect((await usdcBalance(fin, 10, address)) - destBefore).toBe(3_000_000n);
    const asked = (await walletRequestLog(page))
      .map((e) => e.method)
      .filter((m) => m === 'eth_sendTransaction' || m === 'wallet_sendCalls');
    // The mint is its own prompt on the destination either way.
    expect(asked).toEqual(
      batching
        ? ['wallet_sendCalls', 'eth_sendTransaction']
        : ['eth_sendTransaction', 'eth_sendTransaction', 'eth_sendTransaction'],
    );
  });
}
