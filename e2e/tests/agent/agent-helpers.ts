import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { X402_ASSET } from '@fin/shared/domain/x402';
import { expect, type Locator, type Page } from '@playwright/test';
import { type Address, createPublicClient, erc20Abi, http } from 'viem';
import type { FinFixture } from '../../fixtures/stack';
import { type ApiProcess, startApi } from '../../stack/api-process';
import { devnetApiEnv } from '../../stack/devnet';

const SLOT = '[data-remote-slot="mf_agent/AgentPanel"]';
const TICK_MS = 10_000;

function agentPanel(page: Page): Locator {
  return page.locator(`${SLOT} [data-section="mf_agent/AgentPanel"]`);
}

/** Opens the shell with the page clock under the test's control, and waits until the agent is up. */
export async function openAgent(
  page: Page,
  url: string,
  ready: 'active' | 'any' = 'active',
): Promise<Locator> {
  await page.clock.install();
  await page.goto(url);
  return waitForAgent(page, ready);
}

/** Waits until the agent panel has loaded (and, by default, the agent is active). */
export async function waitForAgent(page: Page, ready: 'active' | 'any' = 'active'): Promise<Locator> {
  await page.locator(SLOT).scrollIntoViewIfNeeded();
  const panel = agentPanel(page);
  await expect(panel.getByRole('heading', { name: 'Autonomous Agent' })).toBeVisible({ timeout: 20_000 });
  if (ready === 'active')
    await expect(panel.getByTestId('agent-status')).toHaveText('active', { timeout: 20_000 });
  return panel;
}

/** One agent tick (10 s of page time), then wait until whatever it started has finished. */
export async function tick(page: Page, panel: Locator): Promise<void> {
  await page.clock.runFor(TICK_MS);
  await expect(panel.getByTestId('agent-status')).not.toHaveText('processing', { timeout: 20_000 });
}

export function baseClient(fin: FinFixture) {
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

/** A fresh API database, so each test starts with the whole budget and an empty log. */
export async function freshAgentLedger(fin: FinFixture): Promise<void> {
  await fin.stopApi();
  await fin.ensureApi();
}

/**
 * A second API whose devnet manifest names no agent key (as on a deployment without AGENT_PRIVATE_KEY), on the
 * spare port, and the page's runtime config pointed at it.
 */
export async function startUnconfiguredApi(fin: FinFixture, page: Page): Promise<ApiProcess> {
  const { agentAccount: _omitted, ...manifest } = fin.devnet.manifest;
  const file = join(mkdtempSync(join(tmpdir(), 'fin-agent-sim-')), 'manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  const api = await startApi({
    port: fin.sparePort,
    env: { ...devnetApiEnv(fin.devnet, file), CORS_ORIGINS: fin.shellUrl },
  });
  await page.route('**/config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...config, apiBaseUrl: api.url } });
  });
  return api;
}
