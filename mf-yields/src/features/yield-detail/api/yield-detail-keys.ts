// Query keys of what the yield detail alone reads (the deposit's measured effect on the pool, simulated on its
// chain), from the one key factory. The key carries the wallet: the measurement simulates that wallet's deposit.
import { queryKeys } from '@fin/shared/api/keys';

export const yieldDetailKeys = queryKeys('yield-detail', {
  depositImpact: (poolId: string, wallet: string | undefined, units: bigint | null) => [
    poolId,
    wallet?.toLowerCase(),
    units === null ? '0' : units.toString(),
  ],
});
