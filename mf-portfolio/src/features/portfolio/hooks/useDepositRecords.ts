import { onSectionNotice } from '@fin/shared/contract/section-messages';
import { type DepositRecord, listDepositRecords } from '@fin/shared/domain/deposit/records';
import { useEffect, useState } from 'react';

function read(address: string | undefined): DepositRecord[] {
  if (!address) return [];
  try {
    return listDepositRecords(localStorage, address);
  } catch {
    // Storage can be blocked (privacy mode); earnings so far are then simply not shown.
    return [];
  }
}

/** The wallet's deposit records kept in this browser, re-read when another tab or section writes one. */
export function useDepositRecords(address: string | undefined): DepositRecord[] {
  const [records, setRecords] = useState(() => read(address));
  useEffect(() => {
    setRecords(read(address));
    const reload = () => setRecords(read(address));
    window.addEventListener('storage', reload);
    // Another section of this page recorded a deposit (the storage event skips the tab that wrote).
    const stop = onSectionNotice('depositRecorded', reload);
    return () => {
      window.removeEventListener('storage', reload);
      stop();
    };
  }, [address]);
  return records;
}
