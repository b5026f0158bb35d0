// The agent's on-chain grant in the shell against the real stack: a bad grant is refused in words before the
// wallet is asked anything; the demo wallet grants (becomes the framework's smart account by EIP-7702, signs the
// delegation) and the panel shows the grant in force; one transaction revokes it on chain and the panel says so.
// Prompts are counted from the demo wallet's own log.
import { DELEGATION_FRAMEWORK } from '@fin/shared/domain/grant/framework';
import type { Locator, Page } from '@playwright/test';
import { concat, parseAbi } from 'viem';
import { expect, test } from '../../fixtures/test';
import { walletRequestLog } from '../../fixtures/wallet';
import { openOwnAgent } from './agent-helpers';

const prompts = async (page: Page) => (await walletRequestLog(page)).map((e) => e.method);

/** Screenshots at 1440×900 and 390×844 for a person to look at, only when asked for (FIN_SCREENSHOTS=folder). */
async function screenshots(page: Page, target: Locator, name: string): Promise<void> {
  const folder = process.env.FIN_SCREENSHOTS;
  if (!folder) return;
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await target.scrollIntoViewIfNeeded();
    await target.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('agent grant', () => {
  test.describe.configure({ timeout: 180_000 });

  test('refuses a bad grant in words, grants with the demo wallet, revokes on chain', async ({
    page,
    fin,
  }) => {
    const { panel } = await openOwnAgent(page, fin.shellUrl);
    const section = panel.getByTestId('agent-grant');
    const form = section.getByTestId('grant-form');
    await expect(form).toBeVisible({ timeout: 20_000 });
    await screenshots(page, section, 'grant-form');

    // No venue and a cap of 0: refused here, the wallet is asked nothing.
    await page.evaluate(() => window.__finDemoWallet?.reset());
    await form.getByRole('checkbox', { name: /Aave V3/ }).uncheck();
    await form.getByLabel('At most, per day (USDC)').fill('0');
    await form.getByRole('button', { name: 'Grant permission' }).click();
    const errors = form.getByTestId('grant-errors');
    await expect(errors).toContainText('Choose at least one place the agent may put your money.');
    await expect(errors).toContainText('The daily limit must be more than 0 USDC.');
    expect(await prompts(page)).toEqual([]);

    await form.getByRole('checkbox', { name: /Aave V3/ }).check();
    await form.getByRole('checkbox', { name: /CCTP/ }).check();
    await form.getByLabel('At most, per day (USDC)').fill('500');
    await form.getByRole('button', { name: 'Grant permission' }).click();
    const summary = section.getByTestId('grant-summary');
    await expect(summary.getByTestId('grant-status')).toHaveText('in force', { timeout: 60_000 });
    await expect(summary).toContainText('At most 500 USDC a day');
    const granted = await prompts(page);
    test.info().annotations.push({ type: 'prompts to grant', description: granted.join(', ') });
    expect(granted.filter((m) => m !== 'wallet_switchEthereumChain')).toEqual([
      'wallet_upgradeAccount',
      'eth_signTypedData_v4',
    ]);

    const base = fin.devnet.publicClient(8453);
    const wallet = (await page.evaluate(() => window.__finDemoWallet?.address)) as `0x${string}`;
    expect((await base.getCode({ address: wallet }))?.toLowerCase()).toBe(
      concat(['0xef0100', DELEGATION_FRAMEWORK.EIP7702StatelessDeleGatorImpl]).toLowerCase(),
    );
    await screenshots(page, section, 'grant-active');

    await page.evaluate(() => window.__finDemoWallet?.reset());
    await summary.getByRole('button', { name: 'Revoke' }).click();
    await expect(section.getByTestId('grant-revoked')).toBeVisible({ timeout: 60_000 });
    await expect(section.getByTestId('grant-status')).toHaveText('revoked');
    const revoked = await prompts(page);
    test.info().annotations.push({ type: 'prompts to revoke', description: revoked.join(', ') });
    expect(revoked.filter((m) => m !== 'wallet_switchEthereumChain')).toEqual(['eth_sendTransaction']);
    const listed = await base.readContract({
      address: DELEGATION_FRAMEWORK.DelegationManager,
      abi: parseAbi(['function disabledDelegations(bytes32) view returns (bool)']),
      functionName: 'disabledDelegations',
      args: [(await section.getByTestId('grant-summary').getAttribute('data-hash')) as `0x${string}`],
    });
    expect(listed).toBe(true);
    await expect(form).toBeVisible();
    await screenshots(page, section, 'grant-revoked');
  });
});
