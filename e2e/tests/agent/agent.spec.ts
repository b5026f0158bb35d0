// The agent panel in the shell against the real stack: every wallet's own agent account (derived on the server),
// funded and withdrawn with real transfers the wallet signs, x402 purchases settled on chain, each wallet's budget
// and log in the API's database. The agent itself runs on the server (every 2 s on the devnet), tab or no tab; the
// page clock is the test's, so the panel's 10-second refresh is one call, not a wait.
import { AGENT_LOG_LIMIT } from '@fin/shared/domain/agent/panel';
import { privateKeyToAddress } from 'viem/accounts';
import { expect, test } from '../../fixtures/test';
import { connectDemoWallet } from '../../fixtures/wallet';
import {
  freshAgentLedger,
  fundAgent,
  openOwnAgent,
  SECOND_WALLET_KEY,
  startUnconfiguredApi,
  tick,
  usdcOnBase,
  useDemoKey,
  waitForPanel,
} from './agent-helpers';

test.describe('agent panel', () => {
  // Several tests restart the API for fresh budgets and logs: a few seconds each, more on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('without a wallet it asks for one; a connected wallet signs in and turns its own agent on', async ({
    page,
    fin,
  }) => {
    await freshAgentLedger(fin);
    await page.goto(fin.shellUrl);
    const visitor = await waitForPanel(page);
    await expect(visitor.getByText(/^Connect a wallet: each wallet has an agent of its own/)).toBeVisible();
    // The badge says the agent has not started, why and what starts it, with no Pause for an agent that is not
    // there, on a laptop and on a phone.
    await expect(visitor.getByTestId('agent-status')).toHaveText('not started');
    await expect(visitor.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await expect(visitor.getByTestId('agent-status-why')).toHaveText('Connect a wallet to start your agent');
    await visitor.screenshot({ path: test.info().outputPath('agent-visitor-1440.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(visitor.getByTestId('agent-status-why')).toBeVisible();
    await visitor.screenshot({ path: test.info().outputPath('agent-visitor-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    const { panel, agent } = await openOwnAgent(page, fin.shellUrl);
    expect(agent.toLowerCase()).not.toBe(fin.devnet.manifest.demoAccount.address.toLowerCase());
    await expect(panel.getByTestId('agent-usdc')).toHaveText('0.0000');
    await expect(panel.getByTestId('agent-messages')).toHaveText(
      'Fund the agent with USDC on Base to let it buy reports',
    );
    // Its server round found reports due and waits for the money instead of sending a payment that must fail.
    await expect(panel.getByTestId('agent-look')).toHaveText(
      'Waiting for USDC: a report is due, and the agent holds less than its price',
      { timeout: 20_000 },
    );
    await expect(panel.getByTestId('agent-log-entry').filter({ hasText: 'Request failed' })).toHaveCount(0);
    // The server's agent starts looking at once (unfunded, it buys nothing): the creation is in the log.
    await expect(
      panel.getByTestId('agent-log-entry').filter({ hasText: /Agent account 0x.* created for this wallet/ }),
    ).toHaveCount(1);
    await expect(panel.getByText(/Budget today/)).toContainText('0.001 USDC');
  });

  test('two wallets: each its own agent, funds, purchases and log; neither sees the other’s', async ({
    page,
    browser,
    fin,
  }) => {
    await freshAgentLedger(fin);
    const treasury = fin.devnet.manifest.x402!.treasury;
    const { panel, agent } = await openOwnAgent(page, fin.shellUrl);
    // The server's agent looks every 2 s on its own: paused, only the user's 'Buy report now' spends, so every
    // balance below is exact however slow the machine is.
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByTestId('agent-status')).toHaveText('paused');
    await fundAgent(panel, '0.01');
    expect(await usdcOnBase(fin, agent)).toBe(10_000n);
    await expect(panel.getByTestId('agent-usdc')).toHaveText('0.0100');

    const before = await usdcOnBase(fin, treasury);
    // The picker names protocols as the log does (the id is what goes to the API).
    await expect(panel.getByLabel('Risk report on').locator('option:checked')).toHaveText('Aave V3');
    await panel.getByRole('button', { name: 'Buy report now' }).click();
    const bought = panel.getByTestId('agent-log-entry').filter({ hasText: /Bought risk score/ });
    await expect(bought).toHaveCount(1, { timeout: 20_000 });
    await expect(bought).toContainText('Bought risk score for Aave V3 on Base (');
    await expect(bought).toContainText('bought because you asked for it (Buy report now)');
    expect(await usdcOnBase(fin, treasury)).toBe(before + 100n);
    expect(await usdcOnBase(fin, agent)).toBe(9_900n);
    await expect(panel.getByTestId('agent-spent')).toHaveText('0.0001');
    await panel.screenshot({ path: test.info().outputPath('agent-funded-1440.png') });

    // Still paused, so the first agent's balance stays put while we compare.
    const held = await usdcOnBase(fin, agent);
    // A second user, in another browser, with another wallet.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const other = await context.newPage();
      await useDemoKey(other, SECOND_WALLET_KEY);
      const second = await openOwnAgent(other, fin.shellUrl);
      expect(second.agent).not.toBe(agent);
      await expect(second.panel.getByTestId('agent-usdc')).toHaveText('0.0000');
      await expect(second.panel.getByTestId('agent-spent')).toHaveText('0.000');
      await expect(second.panel.getByTestId('agent-log-entry').filter({ hasText: 'Bought' })).toHaveCount(0);
      const address = privateKeyToAddress(SECOND_WALLET_KEY);
      await expect(other.getByTestId('wallet-address').first()).toHaveText(
        `${address.slice(0, 6)}...${address.slice(-4)}`,
      );
      await other.screenshot({
        path: test.info().outputPath('agent-second-wallet-390.png'),
        fullPage: false,
      });
    } finally {
      await context.close();
    }
    // The first wallet's agent is as it was.
    expect(await usdcOnBase(fin, agent)).toBe(held);
  });

  test('withdraw brings what is left back to the wallet, checked on chain', async ({ page, fin }) => {
    await freshAgentLedger(fin);
    const { panel, agent } = await openOwnAgent(page, fin.shellUrl);
    const wallet = fin.devnet.manifest.demoAccount.address;
    // Paused, so the server's agent spends none of it before it is withdrawn.
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByTestId('agent-status')).toHaveText('paused');
    await fundAgent(panel, '0.005');
    const walletBefore = await usdcOnBase(fin, wallet);
    await panel.getByRole('button', { name: 'Withdraw to my wallet' }).click();
    await expect(
      panel
        .getByTestId('agent-log-entry')
        .filter({ hasText: '0.005 USDC withdrawn from the agent to your wallet' }),
    ).toHaveCount(1, { timeout: 30_000 });
    expect(await usdcOnBase(fin, agent)).toBe(0n);
    expect(await usdcOnBase(fin, wallet)).toBe(walletBefore + 5_000n);
    await expect(panel.getByTestId('agent-usdc')).toHaveText('0.0000');
  });

  test('the agent works on the server with the page closed; reopened, the panel says what it did meanwhile', async ({
    page,
    fin,
  }) => {
    await freshAgentLedger(fin);
    const { panel, agent } = await openOwnAgent(page, fin.shellUrl);
    // Paused while it is funded, so everything it buys is bought after Resume, with the page about to close.
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByTestId('agent-server')).toHaveText(
      'Paused on the server: the agent does nothing until you resume it',
    );
    await fundAgent(panel, '0.01');
    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect(panel.getByTestId('agent-status')).toHaveText('active');
    const context = page.context();
    await page.close();

    // No page open: the server's agent buys risk scores on what the wallet holds (at least two protocols).
    await expect
      .poll(() => usdcOnBase(fin, agent), { timeout: 60_000, message: 'the agent paying with no page open' })
      .toBeLessThanOrEqual(9_800n);

    const later = await context.newPage();
    await later.clock.install();
    await later.goto(fin.shellUrl);
    // The wallet stays connected in this browser; it is connected again only if it is not.
    const connect = later.getByRole('banner').getByRole('button', { name: 'Connect wallet' });
    const connected = later.getByTestId('wallet-address').first();
    await expect(connect.or(connected)).toBeVisible({ timeout: 20_000 });
    if (await connect.isVisible()) await connectDemoWallet(later);
    const again = await waitForPanel(later);
    const signIn = again.getByRole('button', { name: 'Sign in' });
    const address = again.getByTestId('agent-address');
    await expect(signIn.or(address)).toBeVisible({ timeout: 20_000 });
    if (await signIn.isVisible()) await signIn.click();
    const away = again.getByTestId('agent-away');
    await expect(away).toHaveText(
      /^While you were away \(since .+\) your agent bought \d+ reports? for 0\.\d+ USDC; \d+ new lines? in its log below$/,
      { timeout: 20_000 },
    );
    const bought = Number((await away.textContent())?.match(/bought (\d+) report/)?.[1]);
    expect(bought).toBeGreaterThanOrEqual(2);
    const lines = again.getByTestId('agent-log-entry').filter({ hasText: /Bought risk score/ });
    await expect(lines.first()).toContainText(/bought because this wallet holds .* on /);
    // The chain agrees with what the panel says was spent today. The agent goes on buying with the page open, so
    // the two are compared once the panel has caught up with the chain (it looks every 10 s).
    const spentInPanel = async () =>
      BigInt(Math.round(Number(await again.getByTestId('agent-spent').textContent()) * 1e6));
    await expect
      .poll(async () => (await usdcOnBase(fin, agent)) + (await spentInPanel()), { timeout: 25_000 })
      .toBe(10_000n);
    await again.screenshot({ path: test.info().outputPath('agent-away-1440.png') });
    await later.setViewportSize({ width: 390, height: 844 });
    // The agent goes on buying with the page open, so the panel keeps changing; the line is brought to the middle of
    // the screen directly (an action would first wait for the page to be still) and must then be on screen (the
    // yields list above it measuring its rows once moved it a screen away).
    await away.evaluate((line) => line.scrollIntoView({ block: 'center' }));
    await expect(away).toBeInViewport();
    await later.screenshot({ path: test.info().outputPath('agent-away-390.png') });
  });

  test('pause and live data off stop the server’s agent; the budget can be changed up to the cap', async ({
    page,
    fin,
  }) => {
    await freshAgentLedger(fin);
    const { panel } = await openOwnAgent(page, fin.shellUrl);
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByTestId('agent-status')).toHaveText('paused');
    await expect(panel.getByRole('button', { name: 'Optimize' })).toBeDisabled();
    await fundAgent(panel, '0.01');
    await expect(panel.getByTestId('agent-server')).toHaveText(/^Paused on the server/);
    await panel.getByRole('switch', { name: 'Live data (paid reports)' }).click();
    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect(panel.getByTestId('agent-server')).toHaveText(
      'Live data is off: the agent buys no reports on its own',
    );
    // Paused, then live data off: whatever rounds came due bought nothing.
    await tick(page, panel);
    await expect(panel.getByTestId('agent-spent')).toHaveText('0.000');
    await expect(panel.getByTestId('agent-log-entry').filter({ hasText: 'Bought' })).toHaveCount(0);
    await panel.getByRole('switch', { name: 'Live data (paid reports)' }).click();
    await expect
      .poll(
        async () => {
          await tick(page, panel);
          return panel.getByTestId('agent-spent').textContent();
        },
        { timeout: 60_000 },
      )
      .not.toBe('0.000');

    const field = panel.getByLabel(/^Daily budget \(USDC, up to 0\.01\)/);
    await field.fill('0.5');
    await panel.getByRole('button', { name: 'Set budget' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      "A daily budget of 0.5 USDC is over this server's cap of 0.01 USDC",
    );
    await field.fill('0.004');
    await panel.getByRole('button', { name: 'Set budget' }).click();
    await expect(panel.getByTestId('agent-budget')).toHaveText('0.0040 USDC');
    await expect(
      panel.getByTestId('agent-log-entry').filter({ hasText: 'Daily budget set to 0.004 USDC' }),
    ).toHaveCount(1);
  });

  test('keeps only the latest 15 log entries, newest first', async ({ page, fin }) => {
    const { panel } = await openOwnAgent(page, fin.shellUrl);
    // Live data off: the server's agent writes nothing of its own between the clicks.
    await panel.getByRole('switch', { name: 'Live data (paid reports)' }).click();
    await expect(panel.getByTestId('agent-server')).toHaveText(/^Live data is off/);
    for (let i = 0; i < 9; i++) {
      await panel.getByRole('button', { name: 'Pause' }).click();
      await panel.getByRole('button', { name: 'Resume' }).click();
    }
    const entries = panel.getByTestId('agent-log-entry');
    await expect(entries).toHaveCount(AGENT_LOG_LIMIT);
    await expect(entries.first()).toContainText('Agent resumed');
    await expect(entries.nth(1)).toContainText('Agent paused');
  });

  test('runs in simulation mode and says so when no master secret is configured', async ({ page, fin }) => {
    const api = await startUnconfiguredApi(fin);
    try {
      const { panel } = await openOwnAgent(page, fin.shellUrl);
      await expect(panel.getByText('Simulation', { exact: true })).toBeVisible();
      await expect(panel.getByTestId('agent-messages')).toHaveText('Agent running in simulation mode');
      // No switch that promises what simulation cannot do: live data is off, unavailable, and says why.
      const liveData = panel.getByRole('switch', { name: 'Live data (paid reports)' });
      await expect(liveData).not.toBeChecked();
      await expect(liveData).toBeDisabled();
      await expect(panel.getByTestId('live-data-unavailable')).toHaveText(
        'Unavailable: the agent runs in simulation mode on this server, so it can buy no report',
      );
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await liveData.scrollIntoViewIfNeeded();
        await panel.screenshot({ path: test.info().outputPath(`agent-simulation-${width}.png`) });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await tick(page, panel);
      await expect(panel.getByTestId('agent-spent')).toHaveText('0.000');
      // Optimize does what it says in simulation too: the optimizer comes into view and runs its analysis.
      await panel.getByRole('button', { name: 'Optimize' }).click();
      const optimizer = page.locator('[data-section="mf_optimizer/PortfolioOptimizer"]');
      await expect(optimizer.getByRole('heading', { name: 'Portfolio Optimizer' })).toBeInViewport({
        timeout: 20_000,
      });
      await page.clock.runFor(4_000);
      await expect(optimizer.getByText(/^Analysis complete:/)).toBeVisible({ timeout: 60_000 });
    } finally {
      await api.stop();
    }
  });

  test('a budget of 0 says it buys nothing, Buy report now is off and says why, and the nav lights nothing over the agent', async ({
    page,
    fin,
  }) => {
    await freshAgentLedger(fin);
    // Unfunded and soon with a budget of 0, the server's agent buys nothing; it stays on for the next test.
    const { panel } = await openOwnAgent(page, fin.shellUrl);
    await panel.getByLabel(/^Daily budget \(USDC, up to 0\.01\)/).fill('0');
    await panel.getByRole('button', { name: 'Set budget' }).click();
    const lines = panel.getByTestId('agent-budget-line');
    await expect(lines.first()).toHaveText(
      'Risk scores: none bought, the daily budget is 0 USDC · 0.0001 each',
    );
    await expect(lines.nth(1)).toHaveText('Analytics: none bought, the daily budget is 0 USDC · 0.0002 each');
    await expect(panel.getByRole('button', { name: 'Buy report now' })).toBeDisabled();
    await expect(panel.getByTestId('agent-buy-blocked')).toHaveText(
      'Nothing can be bought: the daily budget is 0 USDC. Raise it above to buy a report.',
    );
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The agent fills the screen: no nav item claims it (it used to light up 'Morpho Vaults', the section below).
      await page.locator('#agent').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.mouse.wheel(0, 1);
      await expect(page.locator('nav [aria-current="true"]')).toHaveCount(0);
      await panel.getByTestId('agent-buy-blocked').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`agent-budget-0-${width}.png`) });
    }
  });

  test('Optimize brings the optimizer into view and runs its analysis with the guardrail’s profile', async ({
    page,
    fin,
  }) => {
    const { panel } = await openOwnAgent(page, fin.shellUrl);
    const slider = panel.getByRole('slider', { name: 'Guardrail' });
    await expect(panel.getByText('Guardrail: Balanced')).toBeVisible();
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByText('Guardrail: Aggressive')).toBeVisible();
    // Kept on the server, whose agent weighs its moves with it while the owner is away: its log says so.
    await expect(panel.getByTestId('agent-log-entry').first()).toContainText(
      'Guardrail Aggressive: the agent weighs its moves with the aggressive profile',
    );
    await panel.getByRole('button', { name: 'Optimize' }).click();
    await expect(
      panel.getByText('The optimizer is analysing with the aggressive profile: review its plan there'),
    ).toBeVisible();
    // What the user sees: the optimizer on screen, its risk set to the guardrail's, and the analysis under way.
    const optimizer = page.locator('[data-section="mf_optimizer/PortfolioOptimizer"]');
    await expect(optimizer.getByRole('heading', { name: 'Portfolio Optimizer' })).toBeInViewport({
      timeout: 20_000,
    });
    await expect(optimizer.getByRole('radio', { name: 'High' })).toBeChecked();
    await expect(
      optimizer
        .getByRole('progressbar', { name: 'Optimizer progress' })
        .or(optimizer.getByText(/^Analysis complete:/)),
    ).toBeVisible();
    // The page clock is the test's: the analysis's 1-second stages pass when it says so.
    await page.clock.runFor(4_000);
    await expect(optimizer.getByText(/^Analysis complete:/)).toBeVisible({ timeout: 60_000 });
    // The plan's headline: the wallet's money weighed (the aggressive profile finds no pool above 10% here).
    await expect(optimizer.getByText('Total value', { exact: true })).toBeVisible();
    await expect(optimizer.getByRole('heading', { name: 'Current portfolio' })).toBeVisible();
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: test.info().outputPath(`agent-optimize-${width}.png`) });
    }
    // Back to Balanced for the tests after this one, which share this worker's database.
    await page.setViewportSize({ width: 1440, height: 900 });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByTestId('agent-log-entry').first()).toContainText('Guardrail Balanced');
  });

  test('while the API is down the panel says so and nothing is lost; it recovers once it is back', async ({
    page,
    fin,
  }) => {
    await fin.stopApi();
    await page.goto(fin.shellUrl);
    await connectDemoWallet(page);
    const panel = await waitForPanel(page);
    await panel.getByRole('button', { name: 'Sign in' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      "Fin's server could not be reached, so you are not signed in: check your connection and try again.",
      { timeout: 30_000 },
    );
    await expect(panel.getByTestId('agent-status')).toHaveText('not started');
    await fin.ensureApi();
    await panel.getByRole('button', { name: 'Sign in' }).click();
    const turnOn = panel.getByRole('button', { name: 'Turn on my agent' });
    await expect(turnOn.or(panel.getByTestId('agent-address'))).toBeVisible({ timeout: 30_000 });
    if (await turnOn.isVisible()) await turnOn.click();
    await expect(panel.getByTestId('agent-status')).toHaveText('active', { timeout: 30_000 });
  });
});
