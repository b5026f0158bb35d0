// MetaMorpho vaults: each vault's APY is the supply rate of the Morpho Blue markets it lends to, weighted by what
// it supplies to each (idle assets earn nothing), after the vault's performance fee, as Morpho's blue-sdk computes it.
// Market supply rate = IRM borrow rate × utilization × (1 − market fee). Fin's configured markets are read.
import {
  METAMORPHO_VAULTS,
  MORPHO_BLUE,
  morphoMarketId,
  morphoMarketsOn,
} from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import {
  type MorphoMarketState,
  morphoRateToApyPercent,
  morphoSharesToAssets,
  morphoSupplyRatePerSecond,
  ratio,
  SECONDS_PER_YEAR,
  utilization,
  weightedRate,
} from '@fin/shared/domain/yields/rates';
import type { Address, Hex } from 'viem';
import {
  adaptiveCurveIrmAbi,
  erc20ReadAbi,
  erc4626ReadAbi,
  metaMorphoAbi,
  morphoBlueAbi,
} from '../../../chains/abis';
import type { ReadBatch } from '../../../chains/calls';
import { type OnchainPool, type PoolReader, priceRatio, SHARE_PROBE, units } from './pool-reader';

type MarketTuple = readonly [bigint, bigint, bigint, bigint, bigint, bigint];
type PositionTuple = readonly [bigint, bigint, bigint];
type Getter<T> = () => T | undefined;

const toMarketState = (t: MarketTuple): MorphoMarketState => ({
  totalSupplyAssets: t[0],
  totalSupplyShares: t[1],
  totalBorrowAssets: t[2],
  totalBorrowShares: t[3],
  lastUpdate: t[4],
  fee: t[5],
});

export function morphoVaultsReader(chainId: number): PoolReader {
  const morpho = MORPHO_BLUE[chainId];
  const usdc = getTokenAddress('USDC', chainId);
  const vaults = Object.entries(METAMORPHO_VAULTS).flatMap(([symbol, v]) => {
    const address = (v.addresses as Partial<Record<number, Address>>)[chainId];
    return address ? [{ symbol, name: v.name, address }] : [];
  });
  const markets = morphoMarketsOn(chainId).map((m) => ({ ...m, id: morphoMarketId(m.params) as Hex }));
  const marketState = new Map<Hex, Getter<MarketTuple>>();
  const borrowRate = new Map<Hex, Getter<bigint>>();
  const vaultReads = new Map<
    Address,
    {
      total: Getter<bigint>;
      perShare: Getter<bigint>;
      fee: Getter<bigint>;
      name: Getter<string>;
      positions: Map<Hex, Getter<PositionTuple>>;
    }
  >();
  return {
    first(batch: ReadBatch) {
      if (!morpho || vaults.length === 0) return;
      for (const m of markets) {
        marketState.set(
          m.id,
          batch.add({ address: morpho, abi: morphoBlueAbi, functionName: 'market', args: [m.id] }),
        );
      }
      for (const v of vaults) {
        const positions = new Map<Hex, Getter<PositionTuple>>();
        for (const m of markets) {
          positions.set(
            m.id,
            batch.add({
              address: morpho,
              abi: morphoBlueAbi,
              functionName: 'position',
              args: [m.id, v.address],
            }),
          );
        }
        vaultReads.set(v.address, {
          total: batch.add({ address: v.address, abi: erc4626ReadAbi, functionName: 'totalAssets' }),
          perShare: batch.add({
            address: v.address,
            abi: erc4626ReadAbi,
            functionName: 'convertToAssets',
            args: [SHARE_PROBE],
          }),
          fee: batch.add({ address: v.address, abi: metaMorphoAbi, functionName: 'fee' }),
          name: batch.add({ address: v.address, abi: erc20ReadAbi, functionName: 'name' }),
          positions,
        });
      }
    },
    second(batch: ReadBatch) {
      for (const m of markets) {
        const state = marketState.get(m.id)?.();
        if (!state || state[0] === 0n) continue;
        const market = toMarketState(state);
        borrowRate.set(
          m.id,
          batch.add({
            address: m.params.irm,
            abi: adaptiveCurveIrmAbi,
            functionName: 'borrowRateView',
            args: [m.params, market],
          }),
        );
      }
    },
    build(): OnchainPool[] {
      if (!morpho || !usdc) return [];
      return vaults.flatMap((v) => {
        const reads = vaultReads.get(v.address);
        const total = reads?.total();
        if (!reads || total === undefined) return [];
        const parts = markets.flatMap((m) => {
          const state = marketState.get(m.id)?.();
          const position = reads.positions.get(m.id)?.();
          const rate = borrowRate.get(m.id)?.();
          if (!state || !position || position[0] === 0n) return [];
          const market = toMarketState(state);
          const assets = morphoSharesToAssets(
            position[0],
            market.totalSupplyAssets,
            market.totalSupplyShares,
          );
          return [
            {
              assets,
              rate: rate === undefined ? 0 : morphoSupplyRatePerSecond(rate, market),
              utilization: utilization(market.totalBorrowAssets, market.totalSupplyAssets),
            },
          ];
        });
        const vaultFee = ratio(reads.fee() ?? 0n, 10n ** 18n);
        const netRate = weightedRate(parts, total) * (1 - vaultFee);
        const lent = parts.reduce((sum, p) => sum + p.assets, 0n);
        const weightedUtilization =
          lent > 0n ? parts.reduce((s, p) => s + p.utilization * ratio(p.assets, lent), 0) : 0;
        return [
          {
            protocolSlug: 'morpho-blue' as const,
            chainId,
            poolAddress: v.address,
            receiptAddress: v.address,
            receiptSymbol: v.symbol,
            asset: 'USDC',
            underlying: usdc,
            supply: {
              apr: Math.round(netRate * SECONDS_PER_YEAR * 100 * 1e6) / 1e6,
              apy: morphoRateToApyPercent(netRate),
            },
            borrow: null,
            tvl: units(total, 6),
            utilization: weightedUtilization,
            name: reads.name() ?? v.name,
            sharePrice: priceRatio(reads.perShare(), SHARE_PROBE),
          },
        ];
      });
    },
  };
}
