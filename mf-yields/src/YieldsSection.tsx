import { lazy, Suspense } from 'react';
import { DepositRequests } from './features/deposit/components/DepositRequests';
import { LazyDepositDialog } from './features/deposit/components/LazyDepositDialog';
import { YieldsCard } from './features/yields-list/components/YieldsCard';
import type { YieldsMode } from './features/yields-list/components/YieldsList';

// The detail modal (charts, calculator) is a chunk of its own, fetched when a row is first opened.
const YieldDetailDialog = lazy(() => import('./features/yield-detail/components/YieldDetailDialog'));

/**
 * 'USD Stablecoins': the yields list. The home page renders it as a section (with 'View all yields');
 * the shell's /yields page renders it with mode 'page' (a taller list, no link). The section composes its
 * features: a row opens the detail modal, whose 'Deposit' opens the deposit dialog.
 */
export default function YieldsSection({ mode = 'section' }: { mode?: YieldsMode }) {
  return (
    <>
      <YieldsCard
        mode={mode}
        renderOpened={(opportunity, close) => (
          <Suspense fallback={null}>
            <YieldDetailDialog opportunity={opportunity} onClose={close} DepositDialog={LazyDepositDialog} />
          </Suspense>
        )}
      />
      <DepositRequests />
    </>
  );
}
