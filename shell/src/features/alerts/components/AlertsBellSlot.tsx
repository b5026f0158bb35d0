import { usePageWallet } from '@fin/shared/hooks/usePageWallet';
import { lazy, Suspense } from 'react';

// The bell reads the wallet's alerts through the API client and its schemas (zod, the sign-in code): about 60 KB
// gzip a visitor, who has no bell, never needs. It loads once a wallet is there.
const AlertsBell = lazy(() => import('./AlertsBell').then((m) => ({ default: m.AlertsBell })));

/** The header's bell, only with a wallet; while its code loads, a box of its size keeps the header still. */
export function AlertsBellSlot() {
  const { address } = usePageWallet();
  if (!address) return null;
  return (
    <Suspense fallback={<span className="shell-bell shell-bell--loading" aria-hidden="true" />}>
      <AlertsBell />
    </Suspense>
  );
}
