// The deposit dialog with its flow (allowance, approve, deposit, the CCTP bridge for a pool on another chain) is a
// chunk of its own, with the wallet code: it loads when a pool's detail opens or another section asks for a deposit, not with the list.
import { lazyWithWallet } from '@fin/shared/web3/wallet-stack';
import { type ComponentProps, Suspense } from 'react';
import type { DepositDialog as LoadedDepositDialog } from './DepositDialog';

const DepositDialog = lazyWithWallet(() =>
  import('./DepositDialog').then((m) => ({ default: m.DepositDialog })),
);

export function LazyDepositDialog(props: ComponentProps<typeof LoadedDepositDialog>) {
  return (
    <Suspense fallback={null}>
      <DepositDialog {...props} />
    </Suspense>
  );
}
