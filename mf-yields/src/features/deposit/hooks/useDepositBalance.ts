// The wallet's balance of the deposit asset on the pool's chain (read from that chain, whatever network the
// wallet is on), so the amount is checked before anything is signed.
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import type { Address } from 'viem';
import { useBalance, useReadContract } from 'wagmi';
import type { DepositTarget } from '../../../lib/deposit-target';

export function useDepositBalance(target: DepositTarget, chainId: number, user: Address | undefined) {
  const token = useReadContract({
    address: target.token,
    abi: ERC20_DEPOSIT_ABI,
    functionName: 'balanceOf',
    args: user ? [user] : undefined,
    chainId: chainId as never,
    query: { enabled: !!user && !!target.token && !target.nativeDeposit },
  });
  const native = useBalance({
    address: user,
    chainId: chainId as never,
    query: { enabled: !!user && target.nativeDeposit },
  });
  const balance = target.nativeDeposit ? native.data?.value : token.data;
  return { balance, refetch: target.nativeDeposit ? native.refetch : token.refetch };
}
