// The yields list, history and Morpho vaults against a running devnet: the devnet's pools are in the list with
// APYs computed from live contract state, deposits can go to their poolAddress, and a deposit that moves a pool's
// utilization shows in its APY and history after a refresh.
import { DEMO_ACCOUNT } from '@fin/devnet';
import { PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import {
  AAVE_V3_POOL,
  COMPOUND_V3_COMET_USDC,
  METAMORPHO_VAULTS,
  MOONWELL_MUSDC,
  SDAI,
} from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { AllStablecoinsResponse, YieldOpportunity } from '@fin/shared/schemas/yields';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { aavePoolAbi } from '../../src/chains/abis';
import { moveAaveBaseUsdc } from '../support/aave-base';
import { devnetAppForFile } from '../support/devnet-app';
import { getJson } from '../support/test-app';

const app = devnetAppForFile();

const AAVE_BASE_USDC_POOL_ID = '7e0661bf-8cf3-45e6-9424-31916d4c7b84';

const list = async (refresh = false) =>
  (await getJson(`${app.api.url}/api/defi/all-stablecoins${refresh ? '?refresh=true' : ''}`))
    .body as unknown as AllStablecoinsResponse;
const onchain = (data: YieldOpportunity[]) => data.filter((o) => o.dataSource === 'onchain');
const byPool = (data: YieldOpportunity[], chainId: number, poolAddress: string | undefined, asset = 'USDC') =>
  data.find((o) => o.chainId === chainId && o.poolAddress === poolAddress && o.asset === asset);

describe('GET /api/defi/all-stablecoins with the devnet', () => {
  it('includes every devnet pool with a live APY, TVL and the contract to deposit into', async () => {
    const body = await list();
    expect(body.sources.map((s) => [s.name, s.ok])).toEqual([
      ['onchain', true],
      ['defillama-capture', true],
    ]);
    const live = onchain(body.data);
    for (const chainId of PORTFOLIO_CHAIN_IDS) {
      expect(byPool(live, chainId, AAVE_V3_POOL[chainId]), `Aave USDC on ${chainId}`).toBeDefined();
    }
    for (const [chainId, comet] of Object.entries(COMPOUND_V3_COMET_USDC))
      expect(byPool(live, Number(chainId), comet)).toBeDefined();
    for (const [chainId, mToken] of Object.entries(MOONWELL_MUSDC))
      expect(byPool(live, Number(chainId), mToken)).toBeDefined();
    for (const vault of Object.values(METAMORPHO_VAULTS)) {
      for (const [chainId, address] of Object.entries(vault.addresses)) {
        expect(byPool(live, Number(chainId), address), vault.name).toMatchObject({
          protocol: 'Morpho Blue',
          type: 'vault',
          poolMeta: vault.name,
        });
      }
    }
    expect(byPool(live, 1, SDAI, 'DAI')).toMatchObject({ protocol: 'Sky (sDAI)', type: 'savings' });
    // Live APYs in the range real pools show, and the components add up.
    for (const o of live) {
      expect(o.apy, o.description).toBeGreaterThan(0.5);
      expect(o.apy).toBeLessThan(20);
      expect(o.tvl).toBeGreaterThan(0);
      expect(
        (o.apyComponents.base ?? 0) + (o.apyComponents.rewards ?? 0) + o.apyComponents.compounding,
      ).toBeCloseTo(o.apy ?? 0, 4);
      expect(o.confidence).toBe('high');
    }
  });

  it('computes the Aave APY from getReserveData and merges the pool with its DefiLlama row', async () => {
    const body = await list();
    const row = body.data.find((o) => o.id === AAVE_BASE_USDC_POOL_ID);
    expect(row).toMatchObject({
      protocol: 'Aave V3',
      chain: 'Base',
      dataSource: 'onchain',
      sources: ['onchain', 'defillama-capture'],
    });
    expect(row?.stats.count).toBe(725); // DefiLlama's history length comes with the merged row
    const reserve = await app.net.devnet.publicClient(8453).readContract({
      address: AAVE_V3_POOL[8453] as Address,
      abi: aavePoolAbi,
      functionName: 'getReserveData',
      args: [getTokenAddress('USDC', 8453) as Address],
    });
    const apr = Number(reserve.currentLiquidityRate) / 1e27;
    expect(row?.apyComponents.base).toBeCloseTo(apr * 100, 4);
    expect(row?.apy).toBeCloseTo(Math.expm1(31_536_000 * Math.log1p(apr / 31_536_000)) * 100, 4);
  });

  it('shows a deposit that lowers utilization as a lower APY after a refresh, and records both in the history', async () => {
    const before = byPool((await list(true)).data, 8453, AAVE_V3_POOL[8453]);
    const snapshot = await app.net.devnet.snapshot();
    try {
      await moveAaveBaseUsdc(app.net, 'supply');
      const after = byPool((await list(true)).data, 8453, AAVE_V3_POOL[8453]);
      expect(after?.tvl).toBeCloseTo((before?.tvl ?? 0) + 20_000, 0);
      expect(after?.utilization).toBeLessThan(before?.utilization ?? 0);
      expect(after?.apy).toBeLessThan(before?.apy ?? 0);

      const history = await getJson(`${app.api.url}/api/defi/pools/${AAVE_BASE_USDC_POOL_ID}/history?days=1`);
      const recorded = (history.body.points as { source: string; apy: number }[]).filter(
        (p) => p.source === 'recorded',
      );
      expect(recorded.slice(-2).map((p) => p.apy)).toEqual([before?.apy, after?.apy]);
    } finally {
      await app.net.devnet.revert(snapshot);
    }
  });

  it('gives on-chain pools without a DefiLlama id their own id, with a history of recorded snapshots', async () => {
    const body = await list(true);
    const sdai = byPool(body.data, 1, SDAI, 'DAI');
    expect(sdai?.id).toBe(`onchain-1-${SDAI.toLowerCase()}`);
    const history = await getJson(`${app.api.url}/api/defi/pools/${sdai?.id}/history`);
    expect(history.status).toBe(200);
    expect((history.body.points as { source: string }[]).every((p) => p.source === 'recorded')).toBe(true);
    expect((history.body.points as unknown[]).length).toBeGreaterThanOrEqual(1);
  });

  it('reports the devnet pools APY in the portfolio of a wallet holding their receipts', async () => {
    await list();
    const p = (await getJson(`${app.api.url}/api/portfolio/${DEMO_ACCOUNT.address}`)).body as {
      entries: { asset: { symbol: string }; chainId: number; apy?: number }[];
    };
    const aUsdc = p.entries.find((e) => e.asset.symbol === 'aUSDC' && e.chainId === 8453);
    const row = byPool((await list()).data, 8453, AAVE_V3_POOL[8453]);
    expect(aUsdc?.apy).toBe(row?.apy);
  });
});

describe('GET /api/morpho-vaults on the devnet', () => {
  it('reads the Ethereum vaults on chain: name, APY, TVL in millions and the Morpho app link', async () => {
    const r = await getJson(`${app.api.url}/api/morpho-vaults`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, source: 'onchain' });
    const vaults = r.body.vaults as {
      address: string;
      name: string;
      apy: number;
      tvl: number;
      link: string;
    }[];
    const expected = Object.values(METAMORPHO_VAULTS).flatMap((v) => {
      const address = (v.addresses as Record<number, string>)[1];
      return address ? [address] : [];
    });
    expect(vaults.map((v) => v.address).sort()).toEqual(expected.sort());
    for (const v of vaults) {
      expect(v.apy).toBeGreaterThan(0.5);
      expect(v.tvl).toBeGreaterThan(0);
      expect(v.tvl).toBeLessThan(1000);
      expect(v.link).toBe(`https://app.morpho.org/ethereum/vault/${v.address}`);
    }
    const yields = byPool((await list()).data, 1, vaults[0]?.address);
    expect(yields?.apy).toBeCloseTo(vaults[0]?.apy ?? 0, 3);
  });

  it('is ready: database, six chains, on-chain pools and the attestation service all answer', async () => {
    const r = await getJson(`${app.api.url}/api/ready`);
    expect(r.body.status).toBe('ready');
  });
});
