import { lazyWithWallet } from '@fin/shared/web3/wallet-stack';

// The market helper reads markets and signs through wagmi, so the section loads with the page's wallet code and
// renders inside its scope. A function component, not the lazy one itself: the page's slot loads sections lazily,
// and React cannot resolve a lazy component to another.
const MorphoVaults = lazyWithWallet(() => import('./MorphoVaults'));

/** Exposed as 'MorphoVaults'. */
export default function MorphoVaultsSection() {
  return <MorphoVaults />;
}
