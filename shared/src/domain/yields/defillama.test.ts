import { describe, expect, it } from 'vitest';
import {
  chainIdForLlamaChain,
  type DefiLlamaPool,
  defiLlamaPoolToDraft,
  isUsdStablecoinSymbol,
  timelockFromPoolMeta,
} from './defillama';

// Row from DefiLlama's verbatim /pools response (aujl/stablecoin_quant fixture), Maple syrup USDC.
const maple: DefiLlamaPool = {
  chain: 'Ethereum',
  project: 'maple',
  symbol: 'USDC',
  tvlUsd: 2506311653,
  apyBase: 6.87259,
  apyReward: 2.2,
  apy: 9.07259,
  rewardTokens: ['0x643C4E15d7d62Ad0aBeC4a9BD4b001aA3Ef52d66'],
  pool: '43641cf5-a92e-416b-bce9-27113d3c0db6',
  apyPct1D: 0.01084,
  apyPct7D: -0.05801,
  apyPct30D: -0.0799,
  stablecoin: true,
  ilRisk: 'no',
  exposure: 'single',
  predictions: { predictedClass: 'Stable/Up', predictedProbability: 84, binnedConfidence: 3 },
  poolMeta: 'Syrup USDC',
  mu: 9.13482,
  sigma: 0.00248,
  count: 40,
  outlier: false,
  underlyingTokens: ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'],
  il7d: null,
  apyBase7d: null,
  apyMean30d: 9.00984,
  volumeUsd1d: null,
  volumeUsd7d: null,
  apyBaseInception: null,
};

describe('DefiLlama /pools row → yield opportunity', () => {
  it('maps the spec fields', () => {
    const d = defiLlamaPoolToDraft(maple, {
      dataSource: 'defillama',
      lastUpdated: '2025-09-06T00:00:00.000Z',
    });
    expect(d).toMatchObject({
      id: '43641cf5-a92e-416b-bce9-27113d3c0db6',
      protocol: 'Maple',
      chain: 'Ethereum',
      chainId: 1,
      asset: 'USDC',
      apy: 9.07259,
      apyComponents: { base: 6.87259, rewards: 2.2, compounding: 0 },
      tvl: 2506311653,
      poolAddress: null,
      hasRewards: true,
      rewardTokens: ['0x643C4E15d7d62Ad0aBeC4a9BD4b001aA3Ef52d66'],
      historical7d: 9.1306,
      description: 'Supply USDC to Maple on Ethereum (Syrup USDC)',
      stats: { apyMean30d: 9.00984, sigma: 0.00248, count: 40, outlier: false },
    });
  });

  it('drops chains Fin does not serve and keeps the six', () => {
    expect(
      defiLlamaPoolToDraft({ ...maple, chain: 'Gnosis' }, { dataSource: 'defillama', lastUpdated: '' }),
    ).toBeUndefined();
    expect(
      ['Ethereum', 'Base', 'Arbitrum', 'Avalanche', 'Optimism', 'Polygon'].map(chainIdForLlamaChain),
    ).toEqual([1, 8453, 42161, 43114, 10, 137]);
  });

  it('turns NaN and missing numbers into null, and a Moonwell pool gets its market link', () => {
    const d = defiLlamaPoolToDraft(
      { ...maple, project: 'moonwell-lending', chain: 'Base', apy: Number.NaN, apyPct7D: null },
      { dataSource: 'defillama-capture', lastUpdated: '' },
    );
    expect(d?.apy).toBeNull();
    expect(d?.historical7d).toBeNull();
    expect(d?.moonwellUrl).toBe('https://moonwell.fi/markets/supply/base/usdc');
  });

  it('reads an unstaking delay from poolMeta as the timelock', () => {
    expect(timelockFromPoolMeta('7 days unstaking')).toBe(604800);
    expect(timelockFromPoolMeta(null)).toBe(0);
  });
});

describe("the 'USD Stablecoins' list takes only coins pegged to the dollar", () => {
  it('keeps every dollar coin of the captured pools and drops the euro ones', () => {
    const captured = ['USDC', 'USDT', 'DAI', 'RLUSD', 'SGHO', 'USDT0', 'USDC.E', 'LUSD', 'WXDAI', 'FRAX'];
    for (const symbol of captured) expect(isUsdStablecoinSymbol(symbol)).toBe(true);
    for (const symbol of ['EURS', 'EURC', 'agEUR', 'XSGD', 'GBPT', 'ZCHF', 'JPYC', 'PAXG-GOLD'])
      expect(isUsdStablecoinSymbol(symbol)).toBe(false);
  });

  it('maps no opportunity for a euro pool DefiLlama flags as a stablecoin (Aave V3 EURS on Polygon)', () => {
    const eurs = { ...maple, chain: 'Polygon', project: 'aave-v3', symbol: 'EURS', poolMeta: null };
    expect(defiLlamaPoolToDraft(eurs, { dataSource: 'defillama', lastUpdated: '' })).toBe(undefined);
    expect(
      defiLlamaPoolToDraft({ ...eurs, symbol: 'USDC' }, { dataSource: 'defillama', lastUpdated: '' }),
    ).toMatchObject({ asset: 'USDC', chainId: 137 });
  });
});
