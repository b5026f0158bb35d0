// What follows a deposit the chain confirmed: the deposit is remembered for the portfolio, the open sections are
// told, the portfolio and the balance are re-read, and a toast says so. Returns the success line the dialog shows.
import { portfolioKeys } from '@fin/shared/api/portfolio';
import { notifySections } from '@fin/shared/contract/section-messages';
import { depositSucceeded } from '@fin/shared/domain/deposit/messages';
import { recordDeposit } from '@fin/shared/domain/deposit/records';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, Hash } from 'viem';

export function useDepositConfirmed(o: YieldOpportunity, refetchBalance: () => unknown) {
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  return (user: Address, txHash: Hash | undefined, amount: string): string => {
    recordDeposit(localStorage, user, {
      amount,
      txHash: txHash ?? '',
      timestamp: Date.now(),
      protocol: o.protocol,
      chain: o.chain,
      chainId: o.chainId,
      asset: o.asset,
    });
    // Open panels re-read (the storage event skips the tab that wrote).
    notifySections('depositRecorded', { address: user.toLowerCase() });
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    void refetchBalance();
    const text = depositSucceeded(amount, o.asset, o.protocol);
    pushToast({ title: 'Deposit confirmed', description: text, tone: 'success' });
    return text;
  };
}
