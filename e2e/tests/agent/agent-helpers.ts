import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { X402_ASSET } from '@fin/shared/domain/agent/x402';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Address, createPublicClient, erc20Abi, type Hex, http } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import type { FinFixture } from '../../fixtures/stack';
import { connectDemoWallet } from '../../fixtures/wallet';
import { type ApiProcess, startApi } from '../../stack/api-process';
import { devnetApiEnv } from '../../stack/devnet';

const SLOT = '[data-remote-slot="mf_agent/AgentPanel"]';
const TICK_MS = 10_000;

/** A second wallet for the demo connector: anvil account #3, a spare the devnet seeds with no positions. */
export const SECOND_WALLET_KEY: Hex = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6';

function agentPanel(page: Page): Locator {
  return page.locator(`${SLOT} [data-section="mf_agent/AgentPanel"]`);
}

/** The page's demo wallet signs with `key` instead of the devnet's demo account (a second user). */
export async function useDemoKey(page: Page, key: Hex): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as Record<string, unknown>;
    await route.fulfill({
      response: res,
      json: { ...config, demoWallet: { address: privateKeyToAddress(key), privateKey: key } },
    });
  });
}

/** Waits until the agent panel has loaded. */
export async function waitForPanel(page: Page): Promise<Locator> {
  await page.locator(SLOT).scrollIntoViewIfNeeded();
  const panel = agentPanel(page);
  await expect(panel.getByRole('heading', { name: 'Autonomous Agent' })).toBeVisible({ timeout: 20_000 });
  return panel;
}

/**
 * Opens the shell with the page clock under the test's control, connects the demo wallet, signs in (one
 * signature) and turns the wallet's agent on. Returns the panel and the agent's address ('' in simulation mode).
 */
export async function openOwnAgent(page: Page, url: string): Promise<{ panel: Locator; agent: Address }> {
  await page.clock.install();
  await page.goto(url);
  await connectDemoWallet(page);
  const panel = await waitForPanel(page);
  await expect(panel.getByTestId('agent-status-why')).toHaveText('Sign in to start your agent');
  await panel.getByRole('button', { name: 'Sign in' }).click();
  await expect(panel.getByTestId('agent-status-why')).toHaveCount(0, { timeout: 20_000 });
  const turnOn = panel.getByRole('button', { name: 'Turn on my agent' });
  const address = panel.getByTestId('agent-address');
  await expect(turnOn.or(address)).toBeVisible({ timeout: 20_000 });
  if (await turnOn.isVisible()) await turnOn.click();
  // The agent's account (or the simulation badge) replaces the turn-on prompt.
  await expect(address.or(panel.getByText('Simulation', { exact: true }))).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId('agent-status')).toHaveText('active', { timeout: 20_000 });
  // Simulation mode has no agent account.
  const agent = ((await address.count()) > 0 ? await address.getAttribute('title') : '') as Address;
  return { panel, agent };
}

/** One agent tick (10 s of page time), then wait until whatever it started has finished. */
export async function tick(page: Page, panel: Locator): Promise<void> {
  await page.clock.runFor(TICK_MS);
  await expect(panel.getByTestId('agent-status')).not.toHaveText('processing', { timeout: 20_000 });
}

function baseClient(fin: FinFixture) {
  const rpcUrl = fin.devnet.manifest.chains.find((c) => c.chainId === 8453)!.rpcUrl;
  return createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
}

export async function usdcOnBase(fin: FinFixture, owner: Address): Promise<bigint> {
  return baseClient(fin).readContract({
    address: X402_ASSET,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

/** Funds the agent from the panel (a real USDC transfer the wallet signs) and waits for the panel to show it. */
export async function fundAgent(panel: Locator, amount: string): Promise<void> {
  await panel.getByLabel('Fund from your wallet (USDC on Base)').fill(amount);
  await panel.getByRole('button', { name: 'Fund agent' }).click();
  await expect(
    panel.getByTestId('agent-log-entry').filter({ hasText: `You sent ${amount} USDC` }),
  ).toHaveCount(1, {
    timeout: 30_000,
  });
}

/** A fresh API database, so each test starts with empty budgets and logs (agents keep their derived addresses). */
export async function freshAgentLedger(fin: FinFixture): Promise<void> {
  await fin.stopApi();
  await fin.ensureApi();
}

/**
 * The API restarted, on its own port, with a devnet manifest that names no agent master secret (as a deployment
 * without AGENT_MASTER_SECRET). The page's CSP lets it reach only that port, so it takes the API's place; `stop`
 * brings the usual API back.
 */
export async function startUnconfiguredApi(fin: FinFixture): Promise<{ stop: () => Promise<void> }> {
  const { agentMasterSecret: _omitted, ...manifest } = fin.devnet.manifest;
  const file = join(mkdtempSync(join(tmpdir(), 'fin-agent-sim-')), 'manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  await fin.stopApi();
  const api: ApiProcess = await startApi({
    port: fin.ports.api,
    env: { ...devnetApiEnv(fin.devnet, file), CORS_ORIGINS: new URL(fin.shellUrl).origin },
  });
  return {
    stop: async () => {
      await api.stop();
      await fin.ensureApi();
    },
  };
}

/** The API's own headers for the signed-in wallet of this tab (its sign-in session, as the page sends them). */
export async function tabSession(page: Page, wallet: Address): Promise<Record<string, string>> {
  const token = await page.evaluate(
    (a) =>
      (
        JSON.parse(sessionStorage.getItem(`fin.walletSession:${a.toLowerCase()}`) ?? '{}') as {
          token?: string;
        }
      ).token,
    wallet,
  );
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/**
 * The owner's cancel window set through the API with the tab's session: the panel offers 5 min and more, and a
 * window of minutes would make a test wait minutes.
 */
export async function setCancelWindow(
  fin: FinFixture,
  wallet: Address,
  session: Record<string, string>,
  seconds: number,
): Promise<void> {
  const res = await fetch(`${fin.apiUrl}/api/autopilot/agent`, {
    method: 'PUT',
    headers: session,
    body: JSON.stringify({ walletAddress: wallet, cancelWindowSeconds: seconds }),
  });
  expect(res.status).toBe(200);
}

/** The agent's account given `eth` of gas on a chain, as 'Send … for gas' would send it. */
export async function giveAgentGas(
  fin: FinFixture,
  agent: Address,
  chainId: number,
  eth: bigint,
): Promise<void> {
  await fetch(fin.devnet.chain(chainId).rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [agent, `0x${eth.toString(16)}`],
    }),
  });
}

export type AgentMoveView = { status: string; summary: string; transactions: string[] };

/** The wallet's moves as the API reports them to its owner, newest first. */
export async function movesOf(
  fin: FinFixture,
  wallet: Address,
  session: Record<string, string>,
): Promise<AgentMoveView[]> {
  const res = await fetch(`${fin.apiUrl}/api/autopilot/agent?walletAddress=${wallet}`, { headers: session });
  return ((await res.json()) as { moves: AgentMoveView[] }).moves;
}

/** Opens the shell again after every page was closed: connects and signs in where the page asks. */
export async function comeBack(page: Page, url: string): Promise<Locator> {
  await page.clock.install();
  await page.goto(url);
  const connect = page.getByRole('banner').getByRole('button', { name: 'Connect wallet' });
  await expect(connect.or(page.getByTestId('wallet-address').first())).toBeVisible({ timeout: 20_000 });
  if (await connect.isVisible()) await connectDemoWallet(page);
  const panel = await waitForPanel(page);
  const signIn = panel.getByRole('button', { name: 'Sign in' });
  await expect(signIn.or(panel.getByTestId('agent-address'))).toBeVisible({ timeout: 20_000 });
  if (await signIn.isVisible()) await signIn.click();
  return panel;
}
