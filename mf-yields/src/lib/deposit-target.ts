// What a deposit into one opportunity needs to know, derived from the registries: how to deposit, which token,
// its decimals, and whether Fin can deposit there at all.
import { getChain } from '@fin/shared/domain/chains/chains';
import { type DepositMethod, depositMethod } from '@fin/shared/domain/deposit/plan';
import { hasDepositIntegration } from '@fin/shared/domain/deposit/validation';
import { getAsset, getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import type { Address } from 'viem';

export type DepositTarget = {
  method: DepositMethod;
  pool: Address | undefined;
  token: Address | undefined;
  nativeDeposit: boolean;
  decimals: number;
  integrated: boolean;
  /** Symbol of the chain's native coin (gas). */
  nativeSymbol: string;
};

export function depositTarget(o: YieldOpportunity): DepositTarget {
  const method = depositMethod(o);
  const nativeDeposit = method === 'native-transfer';
  const integrated = hasDepositIntegration(o.poolAddress);
  return {
    method,
    pool: integrated ? (o.poolAddress as Address) : undefined,
    token: nativeDeposit ? undefined : getTokenAddress(o.asset, o.chainId),
    nativeDeposit,
    decimals: getAsset(o.asset)?.decimals ?? 18,
    integrated,
    nativeSymbol: getChain(o.chainId)?.nativeCurrency.symbol ?? 'ETH',
  };
}
