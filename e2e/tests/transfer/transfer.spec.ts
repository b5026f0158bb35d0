import { getChainName } from '@fin/shared/domain/chains/chains';
import { expect, test } from '../../fixtures/test';
import { walletRequestLog } from '../../fixtures/wallet';
import {
  burnHashShown,
  fillTransfer,
  openQuickActions,
  startButton,
  step,
  usdcBalance,
  waitForCompletion,
} from './transfer-helpers';

test.afterEach(async ({ fin }) => {
  await fin.devnet.clearFaults();
});

const PAIRS = [
  { from: 8453, to: 42161 },
  { from: 1, to: 10 },
  { from: 42161, to: 8453 },
];

for (const { from, to } of PAIRS) {
  for (const mode of ['standard', 'fast'] as const) {
    test(`${mode} transfer ${getChainName(from)} -> ${getChainName(to)} mints amount - fee on the destination`, async ({
      page,
      fin,
    }) => {
      test.setTimeout(120_000);
      const address = await openQuickActions(page, fin);
      const sourceBefore = await usdcBalance(fin, from, address);
      const destBefore = await usdcBalance(fin, to, address);
      await fillTransfer(page, { from, to, amount: '25', mode });
      const fee = mode === 'fast' ? 2_500n : 0n; // 1 bp of 25 USDC on the devnet's schedule
      await expect(page.getByTestId('transfer-fee')).toHaveText(mode === 'fast' ? '0.0025 USDC' : '0 USDC');
      await expect(page.getByTestId('transfer-receive')).toHaveText(
        mode === 'fast' ? '24.9975 USDC' : '25 USDC',
      );
      await startButton(page).click();
      const hash = await burnHashShown(page);
      await expect(step(page, 'burn')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
      await expect(step(page, 'burn')).toContainText('Burned 25 USDC');
      await waitForCompletion(page, to);
      expect(await usdcBalance(fin, from, address)).toBe(sourceBefore - 25_000_000n);
      expect((await usdcBalance(fin, to, address)) - destBefore).toBe(25_000_000n - fee);
      // The devnet hash is labelled, never linked to a mainnet explorer.
      await expect(page.getByTestId('transfer-progress').getByRole('link')).toHaveCount(0);
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      const prompts = (await walletRequestLog(page)).filter((e) => e.method === 'eth_sendTransaction');
      expect(prompts.length).toBeGreaterThanOrEqual(2); // (approve) + burn + mint
      // History lists it as completed.
      await expect(page.getByTestId('history-item').first()).toHaveAttribute('data-status', 'completed');
    });
  }
}
