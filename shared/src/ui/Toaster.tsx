import { useFinStore } from '@fin/shared/store/fin-store';
import { lazy, Suspense, useState } from 'react';

const ToastList = lazy(() => import('./ToastList').then((m) => ({ default: m.ToastList })));

/**
 * The page's one toast outlet; sections raise toasts through the shared store. Its library loads with the first
 * toast (most visits raise none) and then stays.
 */
export function Toaster() {
  const anyToast = useFinStore((s) => s.toasts.length > 0);
  const [used, setUsed] = useState(false);
  if (anyToast && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
