// The agent panel in the shell against the real stack: the server-held agent wallet on the devnet, real x402
// purchases settled on chain, the budget ledger in the API's database. The page clock is the test's, so a
// 10-second agent tick is one call, not a wait.
import { AGENT_LOG_LIMIT } from '@fin/shared/domain/agent-panel';
import { formatTokenAmount } from '@fin/shared/domain/format';
import { createTestClient, formatUnits, http, parseEther } from 'viem';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import {
  baseClient,
  freshAgentLedger,
  openAgent,
  startUnconfiguredApi,
  tick,
  usdcOnBase,
  waitForAgent,
} from './agent-helpers';

test.describe('agent panel', () => {
  // Several tests restart the API for a fresh budget ledger: a few seconds each, more on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  test('shows the agent wallet and its Base balances exactly as the chain holds them', async ({
    page,
    fin,
  }) => {
    const agent = fin.devnet.manifest.agentAccount!.address;
    const panel = await openAgent(page, fin.shellUrl);
    const [usdc, eth] = await Promise.all([
      usdcOnBase(fin, agent),
      baseClient(fin).getBalance({ address: agent }),
    ]);
    await expect(panel.getByTestId('agent-address')).toHaveAttribute('title', agent);
    await expect(panel.getByTestId('agent-usdc')).toHaveText(Number(formatUnits(usdc, 6)).toFixed(4));
    await expect(panel.getByTestId('agent-eth')).toHaveText(formatTokenAmount(formatUnits(eth, 18), 18));
    await expect(panel.getByText('Agent running in simulation mode')).toHaveCount(0);
    await expect(panel.getByText(/Budget 0\.001 USDC/)).toBeVisible();
  });

  test('each tick buys a report with the agent wallet, logs what it learned, and the treasury is paid on chain', async ({
    page,
    fin,
  }) => {
    await freshAgentLedger(fin);
    const treasury = fin.devnet.manifest.x402!.treasury;
    const before = await usdcOnBase(fin, treasury);
    const panel = await openAgent(page, fin.shellUrl);
    await tick(page, panel);
    const bought = panel
      .getByTestId('agent-log-entry')
      .filter({ hasText: /^.*Bought (risk score|analytics report)/ });
    await expect(bought).toHaveCount(1);
    await expect(bought.first()).toContainText(/\(0\.000[12] USDC\)/);
    const after = await usdcOnBase(fin, treasury);
    expect(after - before === 100n || after - before === 200n).toBe(true);
    await expect(panel.getByTestId('agent-spent')).toHaveText(`0.000${after - before === 100n ? 1 : 2}`);
  });

  test('pause stops purchases and optimizing; resume starts them again', async ({ page, fin }) => {
    await freshAgentLedger(fin);
    const treasury = fin.devnet.manifest.x402!.treasury;
    const panel = await openAgent(page, fin.shellUrl);
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByTestId('agent-status')).toHaveText('paused');
    await expect(panel.getByRole('button', { name: 'Optimize' })).toBeDisabled();
    await expect(panel.getByText('Cannot optimize while paused')).toBeVisible();
    const before = await usdcOnBase(fin, treasury);
    await tick(page, panel);
    await tick(page, panel);
    expect(await usdcOnBase(fin, treasury)).toBe(before);
    await expect(panel.getByTestId('agent-log-entry').filter({ hasText: 'Bought' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect(panel.getByTestId('agent-status')).toHaveText('active');
    await expect(panel.getByRole('button', { name: 'Optimize' })).toBeEnabled();
    await tick(page, panel);
    await expect(panel.getByTestId('agent-log-entry').filter({ hasText: 'Bought' })).toHaveCount(1);
    expect(await usdcOnBase(fin, treasury)).toBeGreaterThan(before);
  });

  test('with live data off the agent buys nothing', async ({ page, fin }) => {
    await freshAgentLedger(fin);
    const panel = await openAgent(page, fin.shellUrl);
    await panel.getByRole('switch', { name: 'Live data (paid reports)' }).click();
    await tick(page, panel);
    await expect(panel.getByTestId('agent-spent')).toHaveText('0.0');
    await panel.getByRole('switch', { name: 'Live data (paid reports)' }).click();
    await tick(page, panel);
    await expect(panel.getByTestId('agent-spent')).not.toHaveText('0.0');
  });

  test('keeps only the latest 15 log entries, newest first', async ({ page, fin }) => {
    const panel = await openAgent(page, fin.shellUrl);
    for (let i = 0; i < 9; i++) {
      await panel.getByRole('button', { name: 'Pause' }).click();
      await panel.getByRole('button', { name: 'Resume' }).click();
    }
    const entries = panel.getByTestId('agent-log-entry');
    await expect(entries).toHaveCount(AGENT_LOG_LIMIT);
    await expect(entries.first()).toContainText('Agent resumed');
    await expect(entries.nth(1)).toContainText('Agent paused');
  });

  test('spends the budget report by report, refuses the one that would exceed it, and says when it is exhausted', async ({
    page,
    fin,
  }) => {
    await freshAgentLedger(fin);
    const treasury = fin.devnet.manifest.x402!.treasury;
    const before = await usdcOnBase(fin, treasury);
    // Seed 73 draws analytics on the first three ticks: two reports fill its half (0.0004 of 0.0005) and the third
    // is refused before the risk half is spent, so the refusal is seen on every run, not by luck of the draw.
    await page.addInitScript(() => sessionStorage.setItem('fin.agent.seed', '73'));
    await page.clock.install();
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    const panel = await waitForAgent(page);
    const exhausted = panel.getByText(
      'Budget exhausted: the agent buys no more reports until the budget is raised',
    );
    for (let i = 0; i < 20 && !(await exhausted.isVisible()); i++) await tick(page, panel);
    await expect(exhausted).toBeVisible();
    await expect(
      panel
        .getByTestId('agent-log-entry')
        .filter({ hasText: 'Payment would exceed budget (0.0006 > 0.0005)' })
        .first(),
    ).toBeVisible();
    // Five risk scores (0.0005) and two analytics reports (0.0004) fit the 0.001 budget; nothing more was paid.
    await expect(panel.getByTestId('agent-spent')).toHaveText('0.0009');
    await expect(panel.getByTestId('agent-remaining')).toHaveText('0.0001');
    expect(await usdcOnBase(fin, treasury)).toBe(before + 900n);
    const spentLine = await panel.getByTestId('agent-spent').textContent();
    await tick(page, panel);
    await expect(panel.getByTestId('agent-spent')).toHaveText(spentLine ?? '');
  });

  test('runs in simulation mode and says so when no agent wallet is configured', async ({ page, fin }) => {
    const api = await startUnconfiguredApi(fin, page);
    try {
      const panel = await openAgent(page, fin.shellUrl);
      await expect(panel.getByText('Simulation', { exact: true })).toBeVisible();
      await expect(
        panel.getByTestId('agent-log-entry').filter({ hasText: 'Agent running in simulation mode' }),
      ).toHaveCount(1);
      await tick(page, panel);
      await expect(panel.getByTestId('agent-spent')).toHaveText('0.0');
    } finally {
      await api.stop();
    }
  });

  test('Optimize asks the optimizer for the guardrail’s profile only with Auto Rebalance on', async ({
    page,
    fin,
  }) => {
    const panel = await openAgent(page, fin.shellUrl);
    await page.evaluate(() => {
      (window as unknown as { optimizeRequests: unknown[] }).optimizeRequests = [];
      window.addEventListener('openOptimizer', (e) =>
        (window as unknown as { optimizeRequests: unknown[] }).optimizeRequests.push(
          (e as CustomEvent).detail,
        ),
      );
    });
    const slider = panel.getByRole('slider', { name: 'Guardrail' });
    await expect(panel.getByText('Guardrail: Balanced')).toBeVisible();
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByText('Guardrail: Aggressive')).toBeVisible();
    await panel.getByRole('button', { name: 'Optimize' }).click();
    await expect(
      panel.getByText('Optimizer asked for a plan with the aggressive profile: review and sign it there'),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { optimizeRequests: unknown[] }).optimizeRequests),
    ).toEqual([{ profile: 'aggressive', run: true }]);

    await page.evaluate(() =>
      localStorage.setItem('fin.preferences', JSON.stringify({ autoRebalance: false, yieldGoals: {} })),
    );
    await page.reload();
    const again = await waitForAgent(page);
    await again.getByRole('button', { name: 'Optimize' }).click();
    await expect(
      again.getByText('Auto Rebalance is off: turn it on in Quick Actions to let the agent optimize').first(),
    ).toBeVisible();
  });

  test('warns about low ETH for gas when the agent holds under 0.001 ETH', async ({ page, fin }) => {
    await freshAgentLedger(fin);
    const agent = fin.devnet.manifest.agentAccount!.address;
    const rpcUrl = fin.devnet.manifest.chains.find((c) => c.chainId === 8453)!.rpcUrl;
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
      address: agent,
      value: parseEther('0.0005'),
    });
    const panel = await openAgent(page, fin.shellUrl);
    await expect(panel.getByTestId('agent-eth')).toHaveText('0.000500');
    await expect(
      panel.getByTestId('agent-log-entry').filter({ hasText: 'Low ETH balance for gas fees' }),
    ).toHaveCount(1);
  });

  test('says the agent failed to initialize while the API is down, and recovers once it is back', async ({
    page,
    fin,
  }) => {
    await fin.stopApi();
    await page.goto(fin.shellUrl);
    const panel = await waitForAgent(page, 'any');
    await expect(panel.getByText('Failed to initialize agent')).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByTestId('agent-status')).toHaveText('initializing');
    // Retry while the API is still down: the same clear failure, nothing else.
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByText('Failed to initialize agent')).toBeVisible({ timeout: 20_000 });
    await fin.ensureApi();
    // The 10-second refresh (or Retry) finds the agent again.
    await expect(panel.getByTestId('agent-status')).toHaveText('active', { timeout: 30_000 });
    await expect(panel.getByText('Failed to initialize agent')).toHaveCount(0);
  });
});
