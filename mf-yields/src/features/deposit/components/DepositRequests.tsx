// Opens the deposit dialog when another section asks for it (the chat's "Open deposit" button fires openDeposit
// with a pool id from the yields list, and the amount when the answer named one). The amount is filled in; the person
// checks it and confirms in the dialog.
import { allStablecoinsQuery } from '@fin/shared/api/yields';
import { onSectionEvent } from '@fin/shared/contract/section-actions';
import type { OpenDepositDetail } from '@fin/shared/contract/section-messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LazyDepositDialog } from './LazyDepositDialog';

type Request = OpenDepositDetail & { seq: number };

export function DepositRequests() {
  const [request, setRequest] = useState<Request | null>(null);
  const list = useQuery(allStablecoinsQuery());
  useEffect(
    () => onSectionEvent(window, 'openDeposit', (d) => setRequest((r) => ({ ...d, seq: (r?.seq ?? 0) + 1 }))),
    [],
  );
  const pool = request ? list.data?.data.find((o) => o.id === request.poolId) : undefined;
  if (!request || !pool) return null;
  return (
    // A new request is a new dialog: the amount it names is filled in afresh.
    <LazyDepositDialog
      key={request.seq}
      opportunity={pool}
      initialAmount={request.amount}
      open
      onOpenChange={(open) => (open ? undefined : setRequest(null))}
    />
  );
}
