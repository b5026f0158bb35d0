// Moves while away, as the owner sees them: with a grant in force and Auto Rebalance on, the server's agent weighs
// the wallet and announces the move it may make, with its arithmetic, in the agent panel (with Cancel move) and in
// the notification centre. The owner sets how long a move waits for them; cancelling it leaves the money where it
// is, on chain, and is news too. The agent's account pays a move's gas: the permission offers to send it from the
// wallet, and a refusal in the wallet sends nothing. With every page closed the move runs once its window is over:
// done on chain, and when the owner comes back the panel, its log and the centre report it with its transaction.
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { Locator, Page } from '@playwright/test';
import { type Address, createPublicClient, http, parseEther } from 'viem';
import type { FinFixture } from '../../fixtures/stack';
import { expect, test } from '../../fixtures/test';
import { rejectNextWalletRequest } from '../../fixtures/wallet';
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

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Alerts/ });

test('a move the agent announces shows in the panel and the centre, waits the window the owner set, and cancels', async ({
  page,
  fin,
}) => {
  test.setTimeout(180_000);
  const { panel, agent } = await openOwnAgent(page, fin.shellUrl);
  const wallet = (await page.evaluate(() => window.__finDemoWallet?.address)) as Address;
  const usdcBefore = await usdcOn(fin, wallet);
  const section = await grantBasePools(panel);

  // Auto Rebalance is on in the page by default: granting hands that switch to the server's agent.
  await expect(page.getByRole('switch', { name: 'Auto Rebalance' })).toBeChecked();
  await expect(page.getByTestId('auto-rebalance-note')).toContainText('the agent makes them itself');
  const moves = panel.getByRole('region', { name: "Agent's moves" });
  await expect(moves).toContainText('Auto Rebalance on: with a grant in force the agent moves money itself', {
    timeout: 20_000,
  });
  const windowChoice = moves.getByLabel(/Each move is announced/);
  await expect(windowChoice).toHaveValue('600');

  // The agent's account holds no ETH on Base yet: no move is weighed, and the log says what to send where.
  const gasLine = panel
    .getByTestId('agent-log-entry')
    .filter({ hasText: `Moves wait for gas: your agent's account ${agent} holds 0 ETH on Base` });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10_000);
        return gasLine.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(gasLine).toContainText(
    "Send some ETH on Base to that address ('Send … for gas' under your permission in the agent panel",
  );
  // The permission says the same, and sends five moves' gas from the wallet in one transaction.
  const gas = section.getByTestId('agent-gas');
  await expect(gas.getByTestId('agent-gas-held')).toHaveText('0 ETH');
  await expect(gas).toContainText('Moves wait until it holds that.');
  const base = createPublicClient({ transport: http(fin.devnet.chain(8453).rpcUrl), cacheTime: 0 });
  const walletEth = await base.getBalance({ address: wallet });
  const send = gas.getByRole('button', { name: /^Send [\d.]+ ETH for gas$/ });
  const amount = parseEther(((await send.textContent()) ?? '').replace(/^Send ([\d.]+) ETH.*$/, '$1'));
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await gas.scrollIntoViewIfNeeded();
    await section.screenshot({ path: test.info().outputPath(`agent-gas-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // Refused in the wallet first: it says so, and nothing left the wallet.
  await rejectNextWalletRequest(page, { methods: ['eth_sendTransaction'] });
  await send.click();
  await expect(gas.getByRole('alert')).toHaveText('Transaction cancelled by user');
  expect(await base.getBalance({ address: agent })).toBe(0n);
  await send.click();
  await expect(gas.getByRole('status')).toHaveText(/^Sent [\d.]+ ETH to your agent on Base$/, {
    timeout: 30_000,
  });
  expect(await base.getBalance({ address: agent })).toBe(amount);
  // The wallet paid the amount and the transfer's fee.
  expect(walletEth - (await base.getBalance({ address: wallet }))).toBeGreaterThan(amount);
  await expect(gas).not.toContainText('Moves wait until it holds that.', { timeout: 30_000 });

  // The server's rounds run every 2 s on the devnet; the panel reads every 10 s of page time.
  const move = moves.getByTestId('agent-move').first();
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10_000);
        return move.textContent();
      },
      { timeout: 60_000 },
    )
    .toMatch(/^Announced 500 USDC: Wallet → .+ on Base · runs at .+ unless you cancel/);
  await expect(move).toContainText('APY on $');
  await expect(move).toContainText("paid by your agent's account");
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await moves.scrollIntoViewIfNeeded();
    await moves.screenshot({ path: test.info().outputPath(`agent-move-announced-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await bell(page).click();
  const centre = page.getByRole('dialog', { name: 'Alerts' });
  await expect(centre.getByText('Move announced').first()).toBeVisible({ timeout: 30_000 });
  // The grant allows 500 USDC a day: the agent moves that much of the idle USDC, not all of it.
  await expect(centre).toContainText(
    /500 USDC from your wallet on Base into .+ on Base at \d\d:\d\d UTC unless you cancel it/,
  );
  await page.keyboard.press('Escape');

  await windowChoice.selectOption({ label: '30 min' });
  await expect(
    panel
      .getByTestId('agent-log-entry')
      .filter({ hasText: 'Each move is now announced 30 min before it runs' }),
  ).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(windowChoice).toHaveValue('1800');

  await move.getByRole('button', { name: 'Cancel move' }).click();
  await expect(move).toContainText(/^Cancelled/, { timeout: 20_000 });
  await expect(move.getByRole('button', { name: 'Cancel move' })).toHaveCount(0);
  await expect(
    panel
      .getByTestId('agent-log-entry')
      .filter({ hasText: 'Move cancelled by you before it ran: nothing moved' }),
  ).toHaveCount(1);
  await bell(page).click();
  await expect(centre.getByText('Move cancelled by you before it ran').first()).toBeVisible({
    timeout: 30_000,
  });
  // Rounds go on (every 2 s on the devnet): the cancelled move never runs, the USDC is still in the wallet.
  await new Promise((r) => setTimeout(r, 5_000));
  expect(await usdcOn(fin, wallet)).toBe(usdcBefore);
  // The API's records of this grant and switch outlive the chains' revert after the test: the next test on this
  // stack starts from a fresh database instead.
  await freshAgentLedger(fin);
});

test('a move the agent makes with every page closed is done on chain and reported when the owner comes back', async ({
  page,
  fin,
}) => {
  test.setTimeout(180_000);
  await freshAgentLedger(fin);
  const { panel, agent } = await openOwnAgent(page, fin.shellUrl);
  const wallet = (await page.evaluate(() => window.__finDemoWallet?.address)) as Address;
  const usdcBefore = await usdcOn(fin, wallet);
  await grantBasePools(panel);
  // The owner's cancel window: 0 s (the panel's least is 5 min).
  const session = await tabSession(page, wallet);
  await setCancelWindow(fin, wallet, session, 0);
  const context = page.context();
  await page.close();

  // No page open. The agent's account gets its gas (as 'Send … for gas' sends it), and only the server's rounds run.
  await giveAgentGas(fin, agent, 8453, parseEther('1'));
  await expect
    .poll(async () => (await movesOf(fin, wallet, session))[0]?.status, {
      timeout: 90_000,
      message: 'the move done with no page open',
    })
    .toBe('done');
  const [done] = await movesOf(fin, wallet, session);
  // The grant's 500 USDC a day left the wallet on chain, into the pool the move names, in one transaction.
  expect(await usdcOn(fin, wallet)).toBe(usdcBefore - 500_000_000n);
  expect(done?.summary).toMatch(/^500 USDC: Wallet → .+ on Base$/);
  expect(done?.transactions).toHaveLength(1);

  // The owner comes back: the panel, its log and the centre say what was done, with the transaction.
  const later = await context.newPage();
  const again = await comeBack(later, fin.shellUrl);
  await expect(again.getByTestId('agent-away')).toHaveText(
    /^While you were away \(since .+\) your agent moved 500 USDC in 1 move and bought nothing; \d+ new lines? in its log below$/,
    { timeout: 20_000 },
  );
  const move = again.getByRole('region', { name: "Agent's moves" }).getByTestId('agent-move').first();
  await expect(move).toContainText(`Done ${done?.summary}`, { timeout: 30_000 });
  await expect(move).toContainText(`Done: ${done?.transactions[0]}`);
  await expect(move).toContainText('APY on $500.00');
  await expect(
    again
      .getByTestId('agent-log-entry')
      .filter({ hasText: /^.*Move done: 500 USDC from your wallet on Base into .+ on Base\./ }),
  ).toHaveCount(1);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await later.setViewportSize({ width, height });
    await move.evaluate((m) => m.scrollIntoView({ block: 'center' }));
    await later.screenshot({ path: test.info().outputPath(`agent-move-done-${width}.png`) });
  }
  await later.setViewportSize({ width: 1440, height: 900 });
  await bell(later).click();
  await expect(later.getByRole('dialog', { name: 'Alerts' }).getByText('Move done').first()).toBeVisible({
    timeout: 30_000,
  });
  await freshAgentLedger(fin);
});

/** Grants the agent every pool the form offers on Base (not CCTP: these moves stay on one chain), 500 USDC a day. */
async function grantBasePools(panel: Locator): Promise<Locator> {
  const section = panel.getByTestId('agent-grant');
  const form = section.getByTestId('grant-form');
  await expect(form).toBeVisible({ timeout: 20_000 });
  for (const box of await form.getByRole('checkbox').all()) {
    const name = await box.evaluate((b) => b.closest('label')?.textContent ?? '');
    if (name.includes('CCTP')) await box.uncheck();
    else await box.check();
  }
  await form.getByLabel('At most, per day (USDC)').fill('500');
  await form.getByRole('button', { name: 'Grant permission' }).click();
  await expect(section.getByTestId('grant-status')).toHaveText('in force', { timeout: 60_000 });
  return section;
}

async function usdcOn(fin: FinFixture, owner: Address): Promise<bigint> {
  const rpc = fin.devnet.manifest.chains.find((c) => c.chainId === 8453)?.rpcUrl as string;
  return tokenBalance(rpc, getTokenAddress('USDC', 8453) as Address, owner);
}
