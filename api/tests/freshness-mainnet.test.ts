// The freshness rule on the mainnet profile (shared/src/domain/yields/freshness.ts): a figure older than the limit is
// never weighed by the optimizer or the agent's reports, nor quoted by the chat as current. The in-process app has two
// yield sources: one that answers every time (on-chain reads, dated now) and DefiLlama, which answered once and then
// went down, so three hours later its last good rows are past the two-hour limit (the way rows go stale on mainnet).
// Each answer is checked against the same app before the rows went stale, when the same figures are weighed.
import { AAVE_V3_POOL } from '@fin/shared/domain/chains/contracts';
import { FRESHNESS_LIMIT_MS } from '@fin/shared/domain/yields/freshness';
import type { ChatResponse } from '@fin/shared/schemas/chat';
import type { OptimizerResult } from '@fin/shared/schemas/optimizer';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { aave, compound, moonwell, testMeasurement } from '@fin/shared/testing/optimizer-test-data';
import { testEntry } from '@fin/shared/testing/portfolio-test-entries';
import { decodeFunctionData, encodeFunctionResult, parseAbi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, CallResult, ChainReader } from '../src/chains/chain-reader';
import type { Database } from '../src/db/client';
import type { MoveMeasurer } from '../src/modules/optimizer/measure/move-measurer';
import type { SourceData, YieldSource } from '../src/modules/yields/source';
import {
  DEAD_RPC,
  getJson,
  openTestDatabase,
  postJson,
  startTestApp,
  type TestServer,
} from './support/test-app';

const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BASE = 8453;

// On Base the wallet holds 10,000 idle USDC and 5,000 in Aave V3 (aUSDC), whose only row goes stale.
const USDC = testEntry('USDC', BASE, '10000');
const AUSDC = testEntry('aUSDC', BASE, '5000');
const BALANCES = new Map([
  [USDC.asset.address.toLowerCase(), BigInt(USDC.rawBalance ?? '0')],
  [AUSDC.asset.address.toLowerCase(), BigInt(AUSDC.rawBalance ?? '0')],
]);
const balanceAbi = parseAbi(['function balanceOf(address owner) view returns (uint256)']);

/** Base answers balanceOf for the wallet's two tokens; every other call reverts (no balance, no position). */
class WalletOnBase implements ChainReader {
  async aggregate(chainId: number, calls: readonly Call[]) {
    const results = calls.map((c): CallResult => {
      const held = chainId === BASE ? BALANCES.get(c.target.toLowerCase()) : undefined;
      if (held === undefined || !c.callData.startsWith('0x70a08231'))
        return { success: false, returnData: '0x' };
      const [owner] = decodeFunctionData({ abi: balanceAbi, data: c.callData }).args;
      const amount = owner.toLowerCase() === WALLET.toLowerCase() ? held : 0n;
      return {
        success: true,
        returnData: encodeFunctionResult({ abi: balanceAbi, functionName: 'balanceOf', result: amount }),
      };
    });
    return { results, blockNumber: 1n };
  }
  async blockNumber() {
    return 1n;
  }
}

/** Every move as listed: 1 gwei, no rate impact, nothing asked of a chain. */
const measurer: MoveMeasurer = {
  measure: async (c) => testMeasurement(c.destination.apy ?? 0, { crossChain: c.crossChain }),
  estimate: async (cs) =>
    cs.map((c) => testMeasurement(c.destination.apy ?? 0, { crossChain: c.crossChain })),
};

let clock = new Date('2026-12-01T12:00:00.000Z');
const now = () => clock;

/** Rows dated when fetched, as the real adapters date them. */
class TestSource implements YieldSource {
  down = false;
  constructor(
    readonly name: string,
    readonly dataSource: YieldOpportunity['dataSource'],
    private readonly rows: YieldOpportunity[],
  ) {}
  async fetch(): Promise<SourceData> {
    if (this.down) throw new Error(`${this.name} did not answer`);
    const lastUpdated = now().toISOString();
    return {
      drafts: this.rows.map((r) => ({
        ...r,
        lastUpdated,
        dataSource: this.dataSource,
        sources: [this.dataSource],
      })),
    };
  }
}

// Current all along: Compound and Moonwell on Base, Aave on Arbitrum.
const CURRENT = [
  compound(BASE, 'Base', 4, { tvl: 300_000_000 }),
  moonwell(BASE, 'Base', 3.5, { tvl: 200_000_000 }),
  aave(42161, 'Arbitrum', 2.5, { tvl: 120_000_000 }),
];
// DefiLlama's rows, the best APYs of the list: once stale, none may be weighed or quoted.
const GOING_STALE = [
  aave(BASE, 'Base', 9, { tvl: 900_000_000 }),
  aave(10, 'Optimism', 11, { tvl: 400_000_000, poolAddress: AAVE_V3_POOL[10] ?? null }),
];
const STALE_IDS = GOING_STALE.map((o) => o.id);
const STALE_VENUES = GOING_STALE.map((o) => `${o.protocol} on ${o.chain}`);

const onchain = new TestSource('onchain', 'onchain', CURRENT);
const llama = new TestSource('defillama', 'defillama', GOING_STALE);

let db: Database;
let api: TestServer;

type List = { data: (YieldOpportunity & { stale?: boolean })[] };
const list = async (refresh = false) =>
  (await getJson(`${api.url}/api/defi/all-stablecoins${refresh ? '?refresh=true' : ''}`))
    .body as unknown as List;
const optimize = async () => {
  const r = await postJson(`${api.url}/api/optimizer/optimize`, { walletAddress: WALLET });
  expect(r.status).toBe(200);
  return (r.body as unknown as { data: OptimizerResult }).data;
};
const chat = async (message: string, walletAddress?: string) => {
  const r = await postJson(`${api.url}/api/chat`, { message, ...(walletAddress ? { walletAddress } : {}) });
  expect(r.status).toBe(200);
  return r.body as unknown as ChatResponse;
};
/** Every id and venue an optimizer answer weighed: recommended, moved into, or dropped with a reason. */
const weighedIds = (r: OptimizerResult) => [
  ...r.recommendations.map((x) => x.id),
  ...r.rebalancingActions.map((x) => x.toOpportunityId),
  ...r.dropped.map((x) => x.toOpportunityId),
];
const aaveBase = (r: OptimizerResult) =>
  r.currentPortfolio.find((p) => p.protocol === 'Aave V3' && p.chainId === BASE);

// Answers while DefiLlama's rows were current, for the comparisons below.
let before: {
  optimizer: OptimizerResult;
  chat: ChatResponse;
  portfolioChat: ChatResponse;
  riskTvl: number;
};

beforeAll(async () => {
  db = await openTestDatabase();
  api = await startTestApp(
    db,
    {
      PROFILE: 'mainnet',
      YIELDS_BUNDLED_CAPTURE: 'false',
      MORPHO_API_URL: DEAD_RPC,
      ATTESTATION_URL: DEAD_RPC,
      ...Object.fromEntries([1, 8453, 42161, 43114, 10, 137].map((id) => [`RPC_URL_${id}`, DEAD_RPC])),
    },
    { yieldSources: [onchain, llama], chains: new WalletOnBase(), moveMeasurer: measurer, now },
  );
  expect((await list(true)).data.filter((o) => o.stale)).toEqual([]);
  before = {
    optimizer: await optimize(),
    chat: await chat('best usdc yields'),
    portfolioChat: await chat('what does my aave position earn', WALLET),
    riskTvl: (await api.deps.x402.reports.riskScore('aave-v3', 'base')).basis.tvlUsd,
  };
  // DefiLlama stops answering; three hours on, its last good rows are past the limit.
  llama.down = true;
  clock = new Date(clock.getTime() + FRESHNESS_LIMIT_MS + 3_600_000);
  await list(true);
});
afterAll(async () => {
  await api?.close();
  await db?.close();
});

describe('mainnet: rows past the freshness limit', () => {
  it('are listed, marked stale (the setting of every test below)', async () => {
    const rows = (await list()).data;
    expect(
      rows
        .filter((o) => o.stale)
        .map((o) => o.id)
        .sort(),
    ).toEqual([...STALE_IDS].sort());
    expect(
      rows
        .filter((o) => !o.stale)
        .map((o) => o.id)
        .sort(),
    ).toEqual(CURRENT.map((o) => o.id).sort());
  });

  it('POST /api/optimizer/optimize never recommends, moves into or weighs a stale row', async () => {
    // While current, Aave on Optimism paid the most: recommended and moved into.
    expect(before.optimizer.recommendations.map((r) => r.id)).toContain(STALE_IDS[1]);
    expect(before.optimizer.rebalancingActions.map((a) => a.toOpportunityId)).toContain(STALE_IDS[1]);
    expect(aaveBase(before.optimizer)).toMatchObject({ apy: 9, apyKnown: true });

    const r = await optimize();
    expect(weighedIds(r).filter((id) => STALE_IDS.includes(id))).toEqual([]);
    expect(r.opportunitiesConsidered).toBeLessThanOrEqual(CURRENT.length);
    // The idle USDC goes where a current figure says it earns most: Compound on Base.
    expect(r.rebalancingActions.map((a) => a.toOpportunityId)).toContain(CURRENT[0]?.id);
    // The Aave position's only figure is stale: its APY is unknown now, not the old 9%.
    expect(aaveBase(r)).toMatchObject({ apyKnown: false, apy: 0 });
    expect(r.warnings).toContain('The APY of Aave V3@Base is unknown: counted as 0%.');
    expect(r.currentWeightedAPY).toBeLessThan(before.optimizer.currentWeightedAPY);
  });

  it("the chat's yield answer never ranks or quotes a stale row as current", async () => {
    expect(before.chat.content).toContain('Aave V3 on Optimism: USDC 11.00% APY');
    const answer = await chat('best usdc yields');
    const listed = (answer.metadata.opportunities ?? []).map((o) => `${o.protocol} on ${o.chain}`);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((v) => STALE_VENUES.includes(v))).toEqual([]);
    for (const venue of STALE_VENUES) expect(answer.content).not.toContain(venue);
    expect(answer.content).toContain('1. Compound V3 on Base: USDC 4.00% APY');
  });

  it("the chat's portfolio answer does not quote the stale APY of a held position", async () => {
    expect(before.portfolioChat.content).toMatch(/Aave V3 on Base.* at 9\.00%/);
    const answer = await chat('what does my aave position earn', WALLET);
    expect(answer.content).toMatch(/Aave V3 on Base.*, APY not known right now/);
    expect(answer.content).not.toContain('9.00%');
  });

  it("the agent's reports (risk score, analytics) leave stale rows out", async () => {
    const reports = api.deps.x402.reports;
    // Aave's only current pool is on Arbitrum: the Base risk report reads it, not the stale Base pool.
    expect(before.riskTvl).toBe(900_000_000);
    const risk = await reports.riskScore('aave-v3', 'base');
    expect(risk.basis).toMatchObject({ pools: 1, tvlUsd: 120_000_000 });

    const analytics = await reports.analytics(WALLET);
    const venues = analytics.defiOpportunities.map((o) => `${o.protocol} on ${o.chain}`);
    expect(venues.filter((v) => STALE_VENUES.includes(v))).toEqual([]);
    expect(venues).toContain('Compound V3 on Base');
    // The held Aave position has no current figure: it earns nothing counted, not the stale 9%.
    expect(analytics.portfolioAnalysis.performance.annualEarnings).toBe(0);
    expect(analytics.portfolioAnalysis.performance.weightedApy).toBe(0);
  });

  it("an 'APY under X%' alert does not fire on a held pool's stale APY", async () => {
    // The held Aave pool on Base last read 9%: under 10% if that figure were current, so the rule would fire.
    await api.deps.alerts.addRule(WALLET, { kind: 'apy-below', belowPct: 10 });
    const { fired } = await api.deps.alerts.round();
    expect(fired).toBe(0);
    expect((await api.deps.alerts.list(WALLET)).alerts).toEqual([]);
  });
});
