// sDAI: the Dai Savings Rate (per-second ray factor) compounds every second. The devnet's sDAI exposes dsr()
// itself; mainnet sDAI reads it from its Pot, so the Pot is asked in the second round when dsr() is missing.
import { ETHEREUM_ID } from '@fin/shared/domain/chains/chains';
import { SDAI } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { dsrRate } from '@fin/shared/domain/yields/rates';
import type { Address } from 'viem';
import { erc4626ReadAbi, sdaiAbi } from '../../../chains/abis';
import type { ReadBatch } from '../../../chains/calls';
import { type OnchainPool, type PoolReader, priceRatio, SHARE_PROBE, units } from './pool-reader';

export function sdaiReader(chainId: number): PoolReader {
  const dai = getTokenAddress('DAI', chainId);
  const active = chainId === ETHEREUM_ID && dai !== undefined;
  let dsr: () => bigint | undefined = () => undefined;
  let pot: () => Address | undefined = () => undefined;
  let potDsr: () => bigint | undefined = () => undefined;
  let totalAssets: () => bigint | undefined = () => undefined;
  let perShare: () => bigint | undefined = () => undefined;
  return {
    first(batch: ReadBatch) {
      if (!active) return;
      dsr = batch.add({ address: SDAI, abi: sdaiAbi, functionName: 'dsr' });
      pot = batch.add({ address: SDAI, abi: sdaiAbi, functionName: 'pot' });
      totalAssets = batch.add({ address: SDAI, abi: erc4626ReadAbi, functionName: 'totalAssets' });
      perShare = batch.add({
        address: SDAI,
        abi: erc4626ReadAbi,
        functionName: 'convertToAssets',
        args: [SHARE_PROBE],
      });
    },
    second(batch: ReadBatch) {
      const potAddress = pot();
      if (active && dsr() === undefined && potAddress) {
        potDsr = batch.add({ address: potAddress, abi: sdaiAbi, functionName: 'dsr' });
      }
    },
    build(): OnchainPool[] {
      const rate = dsr() ?? potDsr();
      const assets = totalAssets();
      if (!active || !dai || rate === undefined || assets === undefined) return [];
      return [
        {
          protocolSlug: 'sky-lending',
          chainId,
          poolAddress: SDAI,
          receiptAddress: SDAI,
          receiptSymbol: 'sDAI',
          asset: 'DAI',
          underlying: dai,
          supply: dsrRate(rate),
          borrow: null,
          tvl: units(assets, 18),
          // Savings: nothing is lent out, every deposit can leave at once.
          utilization: 0,
          sharePrice: priceRatio(perShare(), SHARE_PROBE),
        },
      ];
    },
  };
}
