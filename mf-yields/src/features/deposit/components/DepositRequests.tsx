// Opens the deposit dialog when another section asks for it (the chat's "Open deposit" button fires openDeposit
// with a pool id from the yields list). The person still types or checks the amount and confirms in the dialog.
import { allStablecoinsQuery } from '@fin/shared/api/yields';
import { onSectionEvent } from '@fin/shared/contract/section-actions';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LazyDepositDialog } from './LazyDepositDialog';

export function DepositRequests() {
  const [poolId, setPoolId] = useState<string | null>(null);
  const list = useQuery(allStablecoinsQuery());
  useEffect(() => onSectionEvent(window, 'openDeposit', (d) => setPoolId(d.poolId)), []);
  const pool = poolId ? list.data?.data.find((o) => o.id === poolId) : undefined;
  if (!pool) return null;
  return (
    <LazyDepositDialog
      opportunity={pool}
      open
      onOpenChange={(open) => (open ? undefined : setPoolId(null))}
    />
  );
}
