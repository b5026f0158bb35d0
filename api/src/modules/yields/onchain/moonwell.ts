// Moonwell mUSDC: supply and borrow rates per timestamp (1e18); TVL is the market's cash, utilization
// borrows / (cash + borrows − reserves), the mToken's own formula.
import { MOONWELL_MUSDC } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { perSecondRate, utilization } from '@fin/shared/domain/yields/rates';
import { mTokenAbi } from '../../../chains/abis';
import type { ReadBatch } from '../../../chains/calls';
import { type OnchainPool, type PoolReader, priceRatio, units } from './pool-reader';

export function moonwellReader(chainId: number): PoolReader {
  const mToken = MOONWELL_MUSDC[chainId];
  const usdc = getTokenAddress('USDC', chainId);
  const reads: Partial<
    Record<'supply' | 'borrow' | 'cash' | 'borrows' | 'reserves' | 'rate', () => bigint | undefined>
  > = {};
  return {
    first(batch: ReadBatch) {
      if (!mToken) return;
      const read = (functionName: string) =>
        batch.add<bigint>({ address: mToken, abi: mTokenAbi, functionName });
      reads.supply = read('supplyRatePerTimestamp');
      reads.borrow = read('borrowRatePerTimestamp');
      reads.cash = read('getCash');
      reads.borrows = read('totalBorrows');
      reads.reserves = read('totalReserves');
      reads.rate = read('exchangeRateCurrent');
    },
    build(): OnchainPool[] {
      const [supply, borrow, cash, borrows, reserves] = [
        reads.supply?.(),
        reads.borrow?.(),
        reads.cash?.(),
        reads.borrows?.(),
        reads.reserves?.(),
      ];
      if (!mToken || !usdc || supply === undefined || cash === undefined || borrows === undefined) return [];
      const supplied = cash + borrows - (reserves ?? 0n);
      return [
        {
          protocolSlug: 'moonwell-lending',
          chainId,
          poolAddress: mToken,
          receiptAddress: mToken,
          receiptSymbol: 'mwUSDC',
          asset: 'USDC',
          underlying: usdc,
          supply: perSecondRate(supply),
          borrow: borrow === undefined ? null : perSecondRate(borrow),
          tvl: units(cash, 6),
          utilization: utilization(borrows, supplied),
          sharePrice: priceRatio(reads.rate?.(), 10n ** 18n),
        },
      ];
    },
  };
}
