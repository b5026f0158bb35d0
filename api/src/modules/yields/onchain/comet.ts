// Compound V3 USDC Comet: utilization first, then the supply and borrow rates at that utilization (per second,
// 1e18), as Compound's own UI and DefiLlama read them. TVL is total supply minus total borrow. The deposited token
// is the Comet's baseToken(): native USDC on most chains, bridged USDC.e on Polygon. The share price (for the
// realized APY) is the accrued supply index: totalSupply() over the supply principal in totalsBasic(), both real
// Comet reads (Comet has no totalSupplyBase() getter).
import { COMPOUND_V3_COMET_USDC } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { perSecondRate, utilization } from '@fin/shared/domain/yields/rates';
import type { Address } from 'viem';
import { cometAbi } from '../../../chains/abis';
import type { ReadBatch } from '../../../chains/calls';
import { type OnchainPool, type PoolReader, priceRatio, units } from './pool-reader';

export function cometReader(chainId: number): PoolReader {
  const comet = COMPOUND_V3_COMET_USDC[chainId];
  const usdc = getTokenAddress('USDC', chainId);
  let base: () => Address | undefined = () => undefined;
  let util: () => bigint | undefined = () => undefined;
  let supplied: () => bigint | undefined = () => undefined;
  let borrowed: () => bigint | undefined = () => undefined;
  let totals: () => { totalSupplyBase: bigint } | undefined = () => undefined;
  let supplyRate: () => bigint | undefined = () => undefined;
  let borrowRate: () => bigint | undefined = () => undefined;
  return {
    first(batch: ReadBatch) {
      if (!comet) return;
      base = batch.add({ address: comet, abi: cometAbi, functionName: 'baseToken' });
      util = batch.add({ address: comet, abi: cometAbi, functionName: 'getUtilization' });
      supplied = batch.add({ address: comet, abi: cometAbi, functionName: 'totalSupply' });
      borrowed = batch.add({ address: comet, abi: cometAbi, functionName: 'totalBorrow' });
      totals = batch.add({ address: comet, abi: cometAbi, functionName: 'totalsBasic' });
    },
    second(batch: ReadBatch) {
      const u = util();
      if (!comet || u === undefined) return;
      supplyRate = batch.add({ address: comet, abi: cometAbi, functionName: 'getSupplyRate', args: [u] });
      borrowRate = batch.add({ address: comet, abi: cometAbi, functionName: 'getBorrowRate', args: [u] });
    },
    build(): OnchainPool[] {
      const s = supplied();
      const b = borrowed();
      const sr = supplyRate();
      if (!comet || !usdc || s === undefined || b === undefined || sr === undefined) return [];
      const br = borrowRate();
      return [
        {
          protocolSlug: 'compound-v3',
          chainId,
          poolAddress: comet,
          receiptAddress: comet,
          receiptSymbol: 'cUSDC',
          asset: 'USDC',
          underlying: base() ?? usdc,
          supply: perSecondRate(sr),
          borrow: br === undefined ? null : perSecondRate(br),
          tvl: units(s > b ? s - b : 0n, 6),
          utilization: utilization(b, s),
          // The accrued supply index: present value of all supply over its principal.
          sharePrice: priceRatio(s, totals()?.totalSupplyBase),
        },
      ];
    },
  };
}
