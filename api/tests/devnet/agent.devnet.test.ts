// POST /api/agent/optimize and /api/agent/rebalance against a running devnet and the demo wallet's real positions:
// the result is computed from the seeded positions, every proposed move carries arithmetic that adds up and was
// measured on the chains, a move that does not repay within the horizon is dropped with its reason, and a
// rebalance decision is re-checked against fresh data (approved and recorded, or refused as stale/unprofitable).
import { DEMO_ACCOUNT } from '@fin/devnet';
import type { OptimizerResult, RebalancingAction } from '@fin/shared/schemas/optimizer';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RebalanceDecisionsRepository } from '../../src/modules/optimizer/adapter';
import { estimatedSentence } from '../../src/modules/optimizer/measure/estimated-note';
import { TABLE_GAS } from '../../src/modules/optimizer/measure/gas-table';
import {
  SIMULATE_CALLS_PER_ANALYSIS,
  SIMULATED_MOVES_PER_ANALYSIS,
} from '../../src/modules/optimizer/measure/measure-budget';
import { devnetAppForFile } from '../support/devnet-app';
import { type RpcProxy, startRpcProxy } from '../support/rpc-proxy';
import { envelopeCode, getJson, postJson, startTestApp, type TestServer } from '../support/test-app';
import { bearer, KEY_0, signIn } from '../support/wallet-session';

const app = devnetAppForFile();

const DEMO = DEMO_ACCOUNT.address;
let proof: Record<string, string>;

beforeAll(async () => {
  proof = bearer(await signIn(app.api.url, KEY_0));
});

/** A rebalance decision is the demo wallet's: sent with its proof, as the optimizer does. */
const rebalance = (body: unknown) => postJson(`${app.api.url}/api/agent/rebalance`, body, proof);

/** A reserve bigger than the wallet: the idle money stays put, and the moves are the positions' own. */
const KEEP_ALL_IDLE = { cashReserve: { totalUsd: 1e12, perChainUsd: {} } };

async function optimize(body: Record<string, unknown> = {}): Promise<OptimizerResult> {
  return optimizeWith({ settings: KEEP_ALL_IDLE, ...body });
}

/**
 * These tests were written for the devnet's lending markets and Morpho; the Euler V2 vaults issue 42 made depositable
 * pay up to 13.42% on every chain and would win every comparison, so the analyses here weigh lending and savings pools
 * only (the list's own type filter), unless a test sets its own filters.
 */
const LENDING_MARKETS = { protocolTypes: ['lending', 'savings'] };

async function optimizeWith(body: Record<string, unknown>): Promise<OptimizerResult> {
  const r = await postJson(`${app.api.url}/api/agent/optimize`, {
    walletAddress: DEMO,
    riskTolerance: 'medium',
    filters: LENDING_MARKETS,
    ...body,
  });
  expect(r.status).toBe(200);
  expect(r.body.success).toBe(true);
  return r.body.data as OptimizerResult;
}

const decisionOf = (a: RebalancingAction) => ({
  fromProtocol: a.fromProtocol,
  fromChain: a.fromChain,
  toProtocol: a.toProtocol,
  toChain: a.toChain,
  amount: a.amount,
  reason: a.reason,
  expectedImprovement: a.expectedImprovement,
  fromPositionId: a.fromPositionId,
  toOpportunityId: a.toOpportunityId,
});

describe('POST /api/agent/optimize on the devnet', () => {
  it('works from the wallet’s real positions: the four seeded ones, value-weighted APY', async () => {
    const r = await optimize();
    const positions = r.currentPortfolio.filter((p) => !p.idle);
    expect(positions.map((p) => `${p.protocol}@${p.chain} ${p.symbol}`).sort()).toEqual([
      'Aave V3@Base aUSDC',
      'Compound V3@Arbitrum cUSDC',
      'Morpho Blue@Base USDC',
      'Morpho Blue@Ethereum stUSDC',
    ]);
    const total = positions.reduce((s, p) => s + p.valueUSD, 0);
    expect(r.totals.earningUsd).toBeCloseTo(total, 6);
    expect(r.totalValue).toBeCloseTo(total + r.totals.idleUsd, 6);
    // Seeded amounts plus interest since the seed.
    expect(total).toBeGreaterThan(18_000);
    expect(total).toBeLessThan(18_200);
    // Idle money counts at 0%.
    const weighted = positions.reduce((s, p) => s + p.valueUSD * p.apy, 0) / r.totalValue;
    expect(r.currentWeightedAPY).toBeCloseTo(weighted, 6);
    expect(positions.every((p) => p.apyKnown && p.apy > 0)).toBe(true);
    // Receipts sit in listed pools and carry their risk score; a Morpho Blue market position has no listed pool.
    for (const p of positions) expect(p.riskScore === null).toBe(p.symbol === 'USDC');
    expect(r.profile).toBe('balanced');
  });

  it('proposes only moves that pay within the horizon, each with arithmetic that adds up and a measured rate', async () => {
    const r = await optimize({ horizonDays: 30, settings: KEEP_ALL_IDLE });
    expect(r.rebalancingActions.length).toBeGreaterThan(0);
    for (const a of r.rebalancingActions) {
      const e = a.economics;
      expect(e.rateMeasured).toBe(true);
      // Your deposit never raises the destination's rate: a market's curve lowers it a little, a vault paying a set
      // rate keeps it.
      expect(e.toApyAfter).toBeLessThanOrEqual(e.toApyListed);
      expect(e.toApyListed - e.toApyAfter).toBeLessThan(1);
      expect(e.yearlyGainUsd).toBeCloseTo((e.amountUsd * (e.toApyAfter - e.fromApy)) / 100, 6);
      expect(e.costUsd).toBeCloseTo(e.gasCostUsd + e.bridgeFeeUsd, 9);
      expect(e.netGainUsd).toBeCloseTo((e.yearlyGainUsd * 30) / 365 - e.costUsd, 6);
      expect(e.breakEvenDays).toBeLessThan(30);
      expect(e.gasUnits.withdraw).toBeGreaterThan(0);
      expect(e.gasUnits.deposit).toBeGreaterThan(0);
      expect(a.crossChain).toBe(a.fromChainId !== a.toChainId);
      if (a.crossChain) {
        expect(e.gasUnits.burn).toBeGreaterThan(0);
        expect(e.bridgeFeeUsd).toBeGreaterThan(0);
      } else {
        expect([e.gasUnits.burn, e.gasUnits.mint, e.bridgeFeeUsd]).toEqual([0, 0, 0]);
      }
    }
    expect(r.rebalancingActions.some((a) => a.crossChain)).toBe(true);
    expect(r.rebalancingActions.some((a) => !a.crossChain)).toBe(true);
    expect(r.projectedAPY).toBeGreaterThan(r.currentWeightedAPY);
  });

  it('drops the moves that do not repay within a one-day horizon and says why', async () => {
    const r = await optimize({ horizonDays: 1 });
    expect(r.rebalancingActions).toEqual([]);
    expect(r.projectedAPY).toBeCloseTo(r.currentWeightedAPY, 9);
    const unpaid = r.dropped.filter((d) => d.code === 'does-not-pay');
    expect(unpaid.length).toBeGreaterThan(0);
    for (const d of unpaid) expect(d.reason).toMatch(/repays in \d+ days?, beyond your 1-day horizon/);
  });

  it('a candidate dropped before measuring shows the measured arithmetic of the move it would have been', async () => {
    const r = await optimizeWith({ horizonDays: 30, settings: { minImprovementApy: 3 } });
    const early = r.dropped.filter(
      (d) => d.code === 'below-min-improvement' && !d.reason.startsWith('After'),
    );
    expect(early.length).toBeGreaterThan(0);
    const shown = early.filter((d) => d.economics);
    expect(shown.length).toBeGreaterThan(0);
    for (const d of shown) {
      const e = d.economics as NonNullable<typeof d.economics>;
      expect(e.gasUnits.deposit).toBeGreaterThan(0);
      expect(e.destinationGasPriceGwei).toBeGreaterThan(0);
      expect(e.costUsd).toBeCloseTo(e.gasCostUsd + e.bridgeFeeUsd, 9);
      expect(e.netGainUsd).toBeCloseTo((e.yearlyGainUsd * 30) / 365 - e.costUsd, 9);
      expect(e.bridgeTime === null).toBe(e.gasUnits.mint === 0);
    }
  });

  it('never recommends Polygon’s Compound market (it takes USDC.e, a USDC deposit would revert) and says so', async () => {
    const r = await optimize({ filters: { chains: ['Polygon', 'Arbitrum'] } });
    expect(r.recommendations.map((x) => `${x.protocol}@${x.chain}`)).not.toContain('Compound V3@Polygon');
    // It is weighed all the same: the balanced profile would pick it, so each USDC source is told why not.
    const all = await optimizeWith({ horizonDays: 30 });
    const bridged = all.dropped.filter((d) => d.to === 'Compound V3@Polygon');
    expect(bridged.length).toBeGreaterThan(0);
    expect(bridged.map((d) => d.from)).toContain('Wallet@Polygon');
    for (const d of bridged) {
      expect(d.code).toBe('bridged-token');
      expect(d.reason).toMatch(
        /^Compound V3 on Polygon pays [\d.]+% but takes USDC\.e \(bridged USDC\), not USDC: CCTP mints native USDC and Fin does not swap, so no move can reach it\.$/,
      );
    }
  });

  it('weighs the idle stablecoins too: deposits on their own chain and after a bridge, with the same arithmetic', async () => {
    const r = await optimizeWith({ horizonDays: 30 });
    const idle = r.currentPortfolio.filter((p) => p.idle);
    expect(idle.length).toBeGreaterThan(0);
    expect(idle.every((p) => p.protocol === 'Wallet' && p.apy === 0 && p.reserveUsd === 0)).toBe(true);
    expect(r.totals.idleUsd).toBeCloseTo(
      idle.reduce((s, p) => s + p.valueUSD, 0),
      6,
    );
    // The demo wallet holds far more idle than in positions: the optimizer now weighs all of it.
    expect(r.totals.idleUsd).toBeGreaterThan(r.totals.earningUsd);
    const portfolio = await getJson(`${app.api.url}/api/portfolio/${DEMO}`);
    const walletValue = (portfolio.body.totals as { valueUSD: number }).valueUSD;
    const weighed = r.totalValue / walletValue;
    console.info(
      `optimizer weighs $${r.totalValue.toFixed(0)} of the wallet's $${walletValue.toFixed(0)} (${(weighed * 100).toFixed(1)}%); idle $${r.totals.idleUsd.toFixed(0)}, plan puts $${r.totals.plannedFromIdleUsd.toFixed(0)} to work`,
    );
    expect(weighed).toBeGreaterThan(0.99);
    const fromIdle = r.rebalancingActions.filter((a) => a.fromProtocol === 'Wallet');
    expect(fromIdle.some((a) => a.crossChain)).toBe(true);
    expect(fromIdle.some((a) => !a.crossChain)).toBe(true);
    for (const a of fromIdle) {
      expect(a.economics.gasUnits.withdraw).toBe(0);
      expect(a.economics.fromApy).toBe(0);
      expect(a.economics.costUsd).toBeCloseTo(a.economics.gasCostUsd + a.economics.bridgeFeeUsd, 9);
    }
    expect(r.totals.plannedFromIdleUsd).toBeCloseTo(
      fromIdle.reduce((s, a) => s + a.economics.amountUsd, 0),
      6,
    );
    expect(r.projectedAPY).toBeGreaterThan(r.currentWeightedAPY);
  });

  it('keeps the cash reserve idle, and refuses a decision that would dip into it', async () => {
    const r = await optimizeWith({
      settings: { cashReserve: { totalUsd: 0, perChainUsd: { '8453': 1000 } } },
    });
    const base = r.currentPortfolio.filter((p) => p.idle && p.chainId === 8453);
    expect(base.reduce((s, p) => s + p.reserveUsd, 0)).toBeCloseTo(1000, 6);
    const action = r.rebalancingActions.find(
      (a) => a.fromProtocol === 'Wallet' && a.fromChainId === 8453,
    ) as RebalancingAction;
    const source = base.find((p) => p.id === action.fromPositionId);
    expect(Number(action.amount)).toBeLessThanOrEqual(
      (source?.valueUSD ?? 0) - (source?.reserveUsd ?? 0) + 0.01,
    );
    const res = await rebalance({
      walletAddress: DEMO,
      decision: { ...decisionOf(action), amount: String(source?.balance) },
      execute: true,
      settings: r.settings,
    });
    expect(res.status).toBe(409);
    expect((res.body.error as { message: string }).message).toMatch(
      /^The cash reserve keeps 1000\.00 USD idle on Base/,
    );
  });

  it('answers bad input with the field and the rule', async () => {
    const bad = await postJson(`${app.api.url}/api/agent/optimize`, {
      walletAddress: '0x123',
      riskTolerance: 'extreme',
    });
    expect(bad.status).toBe(400);
    expect(envelopeCode(bad.body)).toBe('VALIDATION_ERROR');
    const message = (bad.body.error as { message: string }).message;
    expect(message).toContain('body.walletAddress must be 0x followed by 40 hexadecimal characters');
    expect(message).toContain('body.riskTolerance must be low, medium or high');
  });
});

describe('an analysis is gentle with rate-limited RPCs', () => {
  let proxies: RpcProxy[] = [];
  let metered: TestServer;
  beforeAll(async () => {
    const chains = app.net.devnet.manifest.chains;
    proxies = await Promise.all(chains.map((c) => startRpcProxy(c.rpcUrl)));
    metered = await startTestApp(app.db, {
      FIN_DEVNET_MANIFEST: app.net.manifestPath,
      ...Object.fromEntries(chains.map((c, i) => [`RPC_URL_${c.chainId}`, proxies[i]?.url ?? ''])),
    });
  });
  afterAll(async () => {
    await Promise.all([metered?.close(), ...proxies.map((p) => p.close())]);
  });

  it('simulates at most the capped number of moves; the others are priced from the gas table and say so', async () => {
    const r = await postJson(`${metered.url}/api/agent/optimize`, {
      walletAddress: DEMO,
      riskTolerance: 'medium',
      horizonDays: 30,
    });
    expect(r.status).toBe(200);
    const result = r.body.data as OptimizerResult;
    const simulateCalls = proxies.flatMap((p) => p.methods).filter((m) => m === 'eth_simulateV1').length;
    const weighed = [...result.rebalancingActions, ...result.dropped.filter((d) => d.economics)];
    console.info(
      `one analysis of the demo wallet: ${simulateCalls} eth_simulateV1 calls (cap ${SIMULATE_CALLS_PER_ANALYSIS}), ${weighed.length} moves with arithmetic, ${proxies.reduce((n, p) => n + p.count(), 0)} RPC requests`,
    );
    // The cap bites: the wallet has more moves than the budget simulates.
    expect(weighed.length).toBeGreaterThan(SIMULATED_MOVES_PER_ANALYSIS);
    // The moves proposed are the simulated ones: the budget goes to what the user is asked to sign first.
    expect(result.rebalancingActions.length).toBeGreaterThan(0);
    for (const a of result.rebalancingActions) expect(a.economics.rateMeasured).toBe(true);
    expect(simulateCalls).toBeGreaterThan(0);
    expect(simulateCalls).toBeLessThanOrEqual(SIMULATE_CALLS_PER_ANALYSIS);
    const sentence = estimatedSentence(SIMULATED_MOVES_PER_ANALYSIS);
    const estimated = weighed.filter((w) => w.reason.endsWith(sentence));
    expect(estimated.length).toBeGreaterThanOrEqual(weighed.length - SIMULATED_MOVES_PER_ANALYSIS);
    for (const w of weighed) {
      const e = w.economics as NonNullable<typeof w.economics>;
      if (estimated.includes(w)) {
        // Priced from the table at the chain's gas price, the rate as listed.
        expect(e.rateMeasured).toBe(false);
        expect(e.toApyAfter).toBe(e.toApyListed);
        expect(e.gasUnits.approve).toBe(TABLE_GAS.approve);
        expect(e.destinationGasPriceGwei).toBeGreaterThan(0);
      } else {
        // Simulated: the gas the chain measured, and the rate after your deposit.
        expect(e.rateMeasured).toBe(true);
        expect(e.gasUnits.approve).not.toBe(TABLE_GAS.approve);
      }
      expect(e.costUsd).toBeCloseTo(e.gasCostUsd + e.bridgeFeeUsd, 9);
    }
    expect(result.warnings).toContain(
      `${estimated.length} of ${estimated.length + SIMULATED_MOVES_PER_ANALYSIS} moves weighed were priced from Fin's gas table instead of simulated, to stay within the chains' rate limits; each says so.`,
    );
  });
});

describe('POST /api/agent/rebalance on the devnet', () => {
  it('approves a decision that still pays and records it; refuses one larger than the position (stale)', async () => {
    const r = await optimize();
    const action = r.rebalancingActions.find((a) => !a.crossChain) as RebalancingAction;
    const ok = await rebalance({
      walletAddress: DEMO,
      decision: decisionOf(action),
      execute: true,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.success).toBe(true);
    expect((ok.body.action as RebalancingAction).to).toBe(action.to);
    const rows = await new RebalanceDecisionsRepository(app.db.db).list(DEMO);
    expect(rows[0]).toMatchObject({
      status: 'approved',
      fromVenue: action.from,
      toVenue: action.to,
      amount: action.amount,
    });

    const tooMuch = await rebalance({
      walletAddress: DEMO,
      decision: { ...decisionOf(action), amount: String(Number(action.amount) * 2) },
      execute: true,
    });
    expect(tooMuch.status).toBe(409);
    expect(envelopeCode(tooMuch.body)).toBe('STALE_DECISION');
    expect((tooMuch.body.error as { message: string }).message).toMatch(
      /^The position holds [\d.]+ USDC now, less than the/,
    );
    const [latest] = await new RebalanceDecisionsRepository(app.db.db).list(DEMO);
    expect(latest).toMatchObject({ status: 'rejected', code: 'STALE_DECISION' });
  });

  it('refuses a decision that no longer pays (the horizon is too short) with the reason', async () => {
    const r = await optimize();
    const action = r.rebalancingActions[0] as RebalancingAction;
    const res = await rebalance({
      walletAddress: DEMO,
      decision: decisionOf(action),
      execute: true,
      horizonDays: 1,
    });
    expect(res.status).toBe(409);
    expect(envelopeCode(res.body)).toBe('UNPROFITABLE_DECISION');
    expect((res.body.error as { message: string }).message).toContain('beyond your 1-day horizon');
  });

  it('refuses a move to a pool that pays less than where the money is', async () => {
    const r = await optimize();
    const arb = r.currentPortfolio.find(
      (p) => p.chain === 'Arbitrum' && !p.idle,
    ) as OptimizerResult['currentPortfolio'][number];
    const res = await rebalance({
      walletAddress: DEMO,
      decision: {
        fromProtocol: arb.protocol,
        fromChain: arb.chain,
        toProtocol: 'Aave V3',
        toChain: 'Avalanche',
        amount: '100',
        reason: 'test',
        expectedImprovement: 1,
        fromPositionId: arb.id,
        toOpportunityId: 'c4b05318-88af-4536-a834-f5fc8940d2d3',
      },
      execute: true,
    });
    expect(res.status).toBe(409);
    expect(envelopeCode(res.body)).toBe('UNPROFITABLE_DECISION');
    expect((res.body.error as { message: string }).message).toMatch(
      /not more than the [\d.]+% this position earns now/,
    );
  });

  it('requires execute true and a decision naming its position and pool', async () => {
    const r = await optimize();
    const { fromProtocol: _, ...rest } = decisionOf(r.rebalancingActions[0] as RebalancingAction);
    const res = await rebalance({
      walletAddress: DEMO,
      decision: rest,
      execute: false,
    });
    expect(res.status).toBe(400);
    const message = (res.body.error as { message: string }).message;
    expect(message).toContain('body.execute must be true');
    expect(message).toContain('body.decision.fromProtocol is required');
  });

  // Last in the file: a day passes on the chain.
  it('a whole position stays whole when the wallet signs: interest accrued since the analysis moves too', async () => {
    const r = await optimize();
    const action = r.rebalancingActions.find(
      (a) => a.wholePosition && !a.crossChain && a.fromProtocol === 'Aave V3',
    ) as RebalancingAction;
    expect(action).toBeDefined();
    const rpcUrl = app.net.devnet.manifest.chains.find((c) => c.chainId === action.fromChainId)
      ?.rpcUrl as string;
    for (const [method, params] of [
      ['evm_increaseTime', [86_400]],
      ['evm_mine', []],
    ] as const)
      await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
    const res = await rebalance({
      walletAddress: DEMO,
      decision: { ...decisionOf(action), wholePosition: true },
      execute: true,
    });
    expect(res.status).toBe(201);
    const approved = res.body.action as RebalancingAction;
    // All of it, as it is now: the withdraw asks for everything, not for the balance the analysis read.
    expect(approved.wholePosition).toBe(true);
    expect(parseUnits(approved.amount, 6)).toBeGreaterThan(parseUnits(action.amount, 6));
  });
});
