import { describe, expect, it } from 'vitest';
import { mergeYieldSources, onchainPoolId } from './merge';
import type { YieldDraft } from './opportunity';

const NOW = new Date('2026-03-04T00:00:00Z');
const USDC_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

function draft(over: Partial<YieldDraft>): YieldDraft {
  return {
    id: 'x',
    protocol: 'Aave V3',
    protocolSlug: 'aave-v3',
    chain: 'Base',
    chainId: 8453,
    asset: 'USDC',
    type: 'lending',
    apy: 3,
    apyComponents: { base: 3, rewards: null, compounding: 0 },
    tvl: 1e8,
    utilization: null,
    requirements: [],
    gasEstimate: 1,
    minDeposit: 0,
    maxDeposit: null,
    timelock: 0,
    protocolUrl: '',
    poolAddress: null,
    underlyingAssets: [USDC_BASE],
    rewards: null,
    lastUpdated: '',
    historical7d: null,
    dataSource: 'defillama-capture',
    sources: ['defillama-capture'],
    description: '',
    borrowAPY: null,
    baseApy: 3,
    hasRewards: false,
    rewardTokens: [],
    poolMeta: null,
    stats: {
      apyMean30d: 3.5,
      sigma: 0.13,
      mu: 5,
      outlier: false,
      count: 725,
      apyPct1D: 0,
      apyPct7D: 0.1,
      apyPct30D: 0,
    },
    ...over,
  };
}

const capture = draft({ id: '7e0661bf-8cf3-45e6-9424-31916d4c7b84', apy: 2.92816, historical7d: 2.8 });
const onchain = draft({
  id: onchainPoolId(8453, '0x4e65fE4DbA92790696d040ac24Aa414708F5c0AB'),
  apy: 4.9,
  dataSource: 'onchain',
  sources: ['onchain'],
  poolAddress: '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5',
  underlyingAssets: [USDC_BASE.toLowerCase()],
  utilization: 0.8,
  stats: {
    apyMean30d: null,
    sigma: null,
    mu: null,
    outlier: null,
    count: null,
    apyPct1D: null,
    apyPct7D: null,
    apyPct30D: null,
  },
});

describe('merging yield sources', () => {
  it('joins the on-chain pool with its DefiLlama row: live numbers, DefiLlama id and history stats', () => {
    const [merged, ...rest] = mergeYieldSources(
      [
        { source: 'onchain', drafts: [onchain] },
        { source: 'defillama-capture', drafts: [capture] },
      ],
      NOW,
    );
    expect(rest).toHaveLength(0);
    expect(merged).toMatchObject({
      id: '7e0661bf-8cf3-45e6-9424-31916d4c7b84',
      apy: 4.9,
      dataSource: 'onchain',
      sources: ['onchain', 'defillama-capture'],
      poolAddress: '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5',
      utilization: 0.8,
      historical7d: 2.8,
      confidence: 'high',
      stats: { sigma: 0.13, count: 725, apyMean30d: 3.5 },
    });
  });

  it('never merges vaults that only share an underlying token', () => {
    const a = draft({ id: 'a', type: 'vault', protocolSlug: 'euler-v2', apy: 5 });
    const b = draft({ id: 'b', type: 'vault', protocolSlug: 'euler-v2', apy: 6 });
    expect(
      mergeYieldSources([{ source: 'defillama-capture', drafts: [a, b] }], NOW).map((o) => o.id),
    ).toEqual(['b', 'a']);
  });

  it('does not match by market key when one source lists two pools with that key', () => {
    const native = draft({ id: 'n', apy: 2 });
    const other = draft({ id: 'o', apy: 1 });
    const out = mergeYieldSources(
      [
        { source: 'onchain', drafts: [onchain] },
        { source: 'defillama-capture', drafts: [native, other] },
      ],
      NOW,
    );
    expect(out).toHaveLength(3);
  });

  it('keeps the first of two rows one source lists under the same id, and sorts by APY with unknown last', () => {
    const out = mergeYieldSources(
      [
        {
          source: 'defillama-capture',
          drafts: [
            draft({ id: 'p', apy: 1 }),
            draft({ id: 'p', apy: 9 }),
            draft({ id: 'q', apy: null, type: 'vault' }),
          ],
        },
      ],
      NOW,
    );
    expect(out.map((o) => [o.id, o.apy])).toEqual([
      ['p', 1],
      ['q', null],
    ]);
  });

  it('scores every merged row', () => {
    const [o] = mergeYieldSources([{ source: 'defillama-capture', drafts: [capture] }], NOW);
    expect(o?.riskLevel).toBe('low');
    expect(o?.riskFactors).toHaveLength(4);
    expect(o?.stabilityScore).toBeGreaterThan(0);
  });
});
