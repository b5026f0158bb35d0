// A move between networks, as the owner makes it possible and sees it: the panel grants CCTP on Base, then, with
// 'Grant on another network', Aave V3 on Arbitrum; both permissions show in force, each with its agent's gas. With
// every page closed the server's agent burns the idle USDC on Base through the first grant (minted to the owner's
// own address), relays Circle's attested mint on Arbitrum from its own account and supplies it to Aave through the
// second grant. The chains show the money moved, and the owner, back, reads the move done with its three
// transactions in the panel, the log and the centre.
import { DEMO_ACCOUNT } from '@fin/devnet/accounts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Locator, Page } from '@playwright/test';
import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem';
import { sendOnChain } from '../../fixtures/send-on-chain';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { tokenBalance } from '../yields/yields-helpers';
import {
  comeBack,
  freshAgentLedger,
  giveAgentGas,
  movesOf,
  openOwnAgent,
  setCancelWindow,
  tabSession,
} from './agent-helpers';

const BASE = 8453;
const ARBITRUM = 42161;

test('the agent moves idle USDC on Base into Aave V3 on Arbitrum with every page closed, through a grant on each network', async ({
  page,
  fin,
}) => {
  test.setTimeout(240_000);
  const { panel, agent } = await openOwnAgent(page, fin.shellUrl);
  const wallet = (await page.evaluate(() => window.__finDemoWallet?.address)) as Address;
  // The wallet's idle USDC on Arbitrum leaves first: else its move into Aave there, on one network, comes first.
  await emptyWallet(fin, ARBITRUM);
  const onBase = await usdcOf(fin, BASE, wallet);
  const inAave = await aaveOf(fin, ARBITRUM, wallet);

  const section = panel.getByTestId('agent-grant');
  await grantIn(section, 'Base', (name) => name.includes('CCTP'));
  await expect(section.getByTestId('grant-in-force')).toHaveCount(1);
  // With a grant in force the form gives way to the offer of another network, which Base is no longer one of.
  await expect(section.getByTestId('grant-form')).toHaveCount(0);
  await section.getByRole('button', { name: 'Grant on another network' }).click();
  const networks = section.getByTestId('grant-form').getByLabel('Network', { exact: true }).locator('option');
  await expect(networks).not.toContainText(['Base']);
  await grantIn(section, 'Arbitrum', (name) => name.startsWith('Aave V3'));
  const inForce = section.getByTestId('grant-in-force');
  await expect(inForce).toHaveCount(2);
  await expect(inForce.nth(0)).toContainText('Permission on Base');
  await expect(inForce.nth(1)).toContainText('Permission on Arbitrum');
  // Each network's permission shows what the agent's account holds there for gas.
  await expect(inForce.nth(1).getByTestId('agent-gas-held')).toHaveText('0 ETH');
  await shoot(page, section, 'agent-grants-two-networks');

  const session = await tabSession(page, wallet);
  await setCancelWindow(fin, wallet, session, 0);
  const context = page.context();
  await page.close();

  // No page open: the agent's account gets gas on both networks (it sends the mint and the deposit on Arbitrum).
  await giveAgentGas(fin, agent, BASE, parseEther('1'));
  await giveAgentGas(fin, agent, ARBITRUM, parseEther('1'));
  const status = async () => (await movesOf(fin, wallet, session))[0]?.status;
  await expect
    .poll(status, { timeout: 150_000, message: 'the move between networks done with no page open' })
    .toBe('done')
    .catch(async (e: Error) => {
      // The agent's log says why it did not move: kept beside the failure.
      const log = await fetch(`${fin.apiUrl}/api/agentkit/log?walletAddress=${wallet}`, { headers: session });
      throw new Error(`${e.message}\nThe agent's log: ${await log.text()}`);
    });
  const [done] = await movesOf(fin, wallet, session);
  expect(done?.summary).toBe('2000 USDC: Wallet on Base → Aave V3 on Arbitrum');
  // The burn, the mint and the deposit: one transaction each.
  expect(done?.transactions).toHaveLength(3);
  // The grants' 2,000 USDC a day (a move of 300 would not pay its gas at the devnet's prices) left the wallet on Base; Aave on Arbitrum holds it (standard speed: no fee taken).
  expect(await usdcOf(fin, BASE, wallet)).toBe(onBase - 2_000_000_000n);
  expect(await aaveOf(fin, ARBITRUM, wallet)).toBeGreaterThanOrEqual(inAave + 2_000_000_000n);
  expect(await usdcOf(fin, ARBITRUM, wallet)).toBe(0n);

  const later = await context.newPage();
  const again = await comeBack(later, fin.shellUrl);
  await expect(again.getByTestId('agent-away')).toHaveText(
    /^While you were away \(since .+\) your agent moved 2000 USDC in 1 move and bought nothing; \d+ new lines? in its log below$/,
    { timeout: 20_000 },
  );
  const move = again.getByRole('region', { name: "Agent's moves" }).getByTestId('agent-move').first();
  await expect(move).toContainText(`Done ${done?.summary}`, { timeout: 30_000 });
  await expect(move).toContainText(`Done: ${done?.transactions.join(', ')}`);
  await expect(move).toContainText('CCTP fee $0.00');
  await expect(
    again
      .getByTestId('agent-log-entry')
      .filter({ hasText: 'Move done: 2000 USDC from your wallet on Base into Aave V3 on Arbitrum.' }),
  ).toHaveCount(1);
  await shoot(later, move, 'agent-move-between-networks-done');
  await later
    .getByRole('banner')
    .getByRole('button', { name: /^Alerts/ })
    .click();
  const centre = later.getByRole('dialog', { name: 'Alerts' });
  await expect(centre.getByText('Move done').first()).toBeVisible({ timeout: 30_000 });
  await expect(centre).toContainText(`2000 USDC from your wallet on Base into Aave V3 on Arbitrum. 0.00% → `);
  await expect(centre).toContainText(`Transactions: ${done?.transactions.join(', ')}`);
  await freshAgentLedger(fin);
});

/** Grants the agent, on `network`, the pools whose name `wanted` picks, 2,000 USDC a day. */
async function grantIn(section: Locator, network: string, wanted: (name: string) => boolean): Promise<void> {
  const form = section.getByTestId('grant-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByLabel('Network', { exact: true }).selectOption({ label: network });
  for (const box of await form.getByRole('checkbox').all()) {
    const name = (await box.evaluate((b) => b.closest('label')?.textContent ?? '')).trim();
    if (wanted(name)) await box.check();
    else await box.uncheck();
  }
  await form.getByLabel('At most, per day (USDC)').fill('2000');
  await form.getByRole('button', { name: 'Grant permission' }).click();
  await expect(
    section
      .getByTestId('grant-in-force')
      .filter({ hasText: `Permission on ${network}` })
      .getByTestId('grant-status'),
  ).toHaveText('in force', { timeout: 60_000 });
}

async function shoot(page: Page, what: Locator, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await what.evaluate((m) => m.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

function rpcOf(fin: FinFixture, chainId: number): string {
  return fin.devnet.chain(chainId).rpcUrl;
}

const usdcOf = (fin: FinFixture, chainId: number, owner: Address) =>
  tokenBalance(rpcOf(fin, chainId), getTokenAddress('USDC', chainId) as Address, owner);

/** Aave V3's aToken of native USDC: the wallet's supply, interest included. */
const aaveOf = (fin: FinFixture, chainId: number, owner: Address) =>
  tokenBalance(rpcOf(fin, chainId), getTokenAddress('aUSDC', chainId) as Address, owner);

/** The demo wallet's USDC on `chainId` sent away, straight on chain. */
async function emptyWallet(fin: FinFixture, chainId: number): Promise<void> {
  const held = await usdcOf(fin, chainId, DEMO_ACCOUNT.address);
  if (held === 0n) return;
  await sendOnChain(
    rpcOf(fin, chainId),
    DEMO_ACCOUNT.privateKey,
    {
      to: getTokenAddress('USDC', chainId) as Address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: ['0x000000000000000000000000000000000000dEaD', held],
      }),
    },
    'sending the wallet’s USDC on Arbitrum away',
  );
}
